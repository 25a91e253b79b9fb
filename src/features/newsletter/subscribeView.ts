import type { SnapshotFrom } from 'xstate';
import type { subscribeMachine } from '../../../machines/forms/subscribe.machine';
import { errorMessage } from '../../api/errors';
import { newsletterContent } from '../../content/newsletter';

/** The newsletter form's view props: what is typed, whether it is sending, and the message. */
export function selectSubscribeView(snapshot: SnapshotFrom<typeof subscribeMachine>) {
  return {
    email: snapshot.context.email,
    pending: snapshot.matches('submitting'),
    success: snapshot.matches({ editing: 'succeeded' }) ? newsletterContent.success : undefined,
    // Specification section 7: the error is read from detail or error.
    error: snapshot.matches({ editing: 'failed' })
      ? errorMessage(snapshot.context.failure, ['detail', 'error'], newsletterContent.fallbackError)
      : undefined,
  };
}
