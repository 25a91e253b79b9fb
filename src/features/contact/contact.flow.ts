/** The contact form: fields checked, the message sent, the server's answer shown. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { contactMachine, type ContactField, type ContactFields } from '../../../machines/forms/contact.machine';
import { api } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { problemText, useFlow } from '../../flow/useFlow';
import { contactContent } from '../../content/contact';

/** The contact form's view props: the fields, whether it is sending, and the one message shown. */
export function selectContactView(snapshot: SnapshotFrom<typeof contactMachine>) {
  const copy = contactContent.form;
  const error = problemText(snapshot, {
    invalid: copy.invalid,
    failed: errorMessage(snapshot.context.failure, ['message', 'detail', 'error'], copy.fallbackError),
  });
  return {
    /** The fields were refused as they are: each says so (aria-invalid). */
    invalid: snapshot.hasTag('invalid'),
    fields: snapshot.context.fields,
    pending: snapshot.hasTag('submitting'),
    success: snapshot.hasTag('succeeded') ? copy.success : undefined,
    // The form takes no message as undefined (problemText says null).
    error: error ?? undefined,
  };
}

const bindings = {
  actors: {
    sendMessage: fromPromise<unknown, ContactFields>(({ input, signal }) =>
      api.contact({ body: input, signal })),
  },
};

/** The contact form's view and what the visitor did: typed into a field, or sent the form. */
export function useContact() {
  const { view, send } = useFlow(contactMachine, bindings, selectContactView);
  return {
    view,
    changeField: (field: ContactField, value: string) => send({ type: 'form.change', field, value }),
    submit: () => send({ type: 'form.submit' }),
  };
}
