/** The footer's newsletter sign-up: the address checked, sent, and the answer shown. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { subscribeMachine } from '../../../machines/forms/subscribe.machine';
import type { SubscribeRequest } from '../../../contract/account';
import { useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
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

/** The app's side of the newsletter machine: the address sent. */
export const subscribeBindings = {
  actors: {
    // The HTTP client (axios) loads on the first submit: the footer is on every page, a subscription is rare.
    subscribe: fromPromise<unknown, SubscribeRequest>(async ({ input, signal }) => {
      const { api } = await import('../../api/call');
      return api.subscribe({ body: input, signal });
    }),
  },
} satisfies FlowBindings<typeof subscribeMachine>;

export type SubscribeView = ReturnType<typeof selectSubscribeView>;

/** The newsletter form: its view and what the visitor did. */
export interface SubscribeApi {
  view: SubscribeView;
  /** Typed the address `value`. */
  changeEmail(value: string): void;
  /** Send the address (checked first). */
  submit(): void;
}

export function connectSubscribe(snapshot: SnapshotFrom<typeof subscribeMachine>, send: FlowSend<typeof subscribeMachine>): SubscribeApi {
  return {
    view: selectSubscribeView(snapshot),
    changeEmail: (value) => send({ type: 'form.change', value }),
    submit: () => send({ type: 'form.submit' }),
  };
}

export function useSubscribe(): SubscribeApi {
  return useFlow(subscribeMachine, subscribeBindings, connectSubscribe);
}
