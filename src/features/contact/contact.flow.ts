/** The contact form: fields checked, the message sent, the server's answer shown. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { contactMachine, type ContactField, type ContactFields } from '../../../machines/forms/contact.machine';
import { api } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { problemText, useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
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

/** The app's side of the contact machine: the message sent. */
export const contactBindings = {
  actors: {
    sendMessage: fromPromise<unknown, ContactFields>(({ input, signal }) =>
      api.contact({ body: input, signal })),
  },
} satisfies FlowBindings<typeof contactMachine>;

export type ContactView = ReturnType<typeof selectContactView>;

/** The contact form: its view and what the visitor did. */
export interface ContactApi {
  view: ContactView;
  /** Typed `value` into `field`. */
  changeField(field: ContactField, value: string): void;
  /** Send the message (the fields are checked first). */
  submit(): void;
}

export function connectContact(snapshot: SnapshotFrom<typeof contactMachine>, send: FlowSend<typeof contactMachine>): ContactApi {
  return {
    view: selectContactView(snapshot),
    changeField: (field, value) => send({ type: 'form.change', field, value }),
    submit: () => send({ type: 'form.submit' }),
  };
}

export function useContact(): ContactApi {
  return useFlow(contactMachine, contactBindings, connectContact);
}
