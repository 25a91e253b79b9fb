/** The footer's newsletter sign-up: the address checked, sent, and the answer shown. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { subscribeMachine } from '../../../machines/forms/subscribe.machine';
import type { SubscribeRequest } from '../../../contract/account';
import { useFlow } from '../../flow/useFlow';
import { errorMessage } from '../../api/errors';
import { newsletterContent } from '../../content/newsletter';

/** The newsletter form's view props: what is typed, whether it is sending, and the message. */
export function selectSubscribeView(snapshot: SnapshotFrom<typeof subscribeMachine>) {
  return {
    email: snapshot.context.email,
    pending: snapshot.hasTag('submitting'),
    success: snapshot.hasTag('succeeded') ? newsletterContent.success : undefined,
    // Specification section 7: the error is read from detail or error.
    error: snapshot.hasTag('failed')
      ? errorMessage(snapshot.context.failure, ['detail', 'error'], newsletterContent.fallbackError)
      : undefined,
  };
}

const bindings = {
  actors: {
    // The HTTP client (axios) loads on the first submit: the footer is on every page, a subscription is rare.
    subscribe: fromPromise<unknown, SubscribeRequest>(async ({ input, signal }) => {
      const { api } = await import('../../api/call');
      return api.subscribe({ body: input, signal });
    }),
  },
};

/** The newsletter form's view and what the visitor did: typed an address, or sent it. */
export function useSubscribe() {
  const { view, send } = useFlow(subscribeMachine, bindings, selectSubscribeView);
  return {
    view,
    changeEmail: (value: string) => send({ type: 'form.change', value }),
    submit: () => send({ type: 'form.submit' }),
  };
}
