import type { SnapshotFrom } from 'xstate';
import type { contactMachine } from '../../../machines/forms/contact.machine';
import { errorMessage } from '../../api/errors';
import { contactContent } from '../../content/contact';

/** The contact form's view props: the fields, whether it is sending, and the one message shown. */
export function selectContactView(snapshot: SnapshotFrom<typeof contactMachine>) {
  const copy = contactContent.form;
  let error: string | undefined;
  if (snapshot.matches({ editing: 'invalid' })) error = copy.invalid;
  if (snapshot.matches({ editing: 'failed' })) {
    error = errorMessage(snapshot.context.failure, ['message', 'detail', 'error'], copy.fallbackError);
  }
  return {
    fields: snapshot.context.fields,
    pending: snapshot.matches('submitting'),
    success: snapshot.matches({ editing: 'succeeded' }) ? copy.success : undefined,
    error,
  };
}
