import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { TIMERS } from '../../domain/constants';
import { requirements } from '../requirements';

export type SubscribeEvent = { type: 'form.change'; value: string } | { type: 'form.submit' };

/**
 * The footer's newsletter form (specification sections 4, 5 and 7). The browser checks that
 * the e-mail is present and well formed (a required input of type email); the machine posts
 * it, clears it on success and shows the success message for `messageDisplay` (5 s). A failure
 * keeps the address and holds the error only while `failed` is active.
 */
export const subscribeMachine = setup({
  types: {
    context: {} as { email: string; failure: unknown },
    /** What the form shows, named on the states that show it (the view reads tags, not state names). */
    tags: {} as 'submitting' | 'failed' | 'succeeded',
    events: {} as SubscribeEvent,
  },
  actors: {
    /** Supplied by the app: POST /management/subscribe/ with `{email}`. */
    subscribe: fromPromise<unknown, { email: string }>(async () => {
      throw new Error('subscribe is supplied by the app');
    }),
  },
  guards: {
    /** Mirrors the input's `required`: the browser never submits an empty address. */
    hasEmail: ({ context }) => context.email.trim() !== '',
  },
  actions: {
    updateEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'form.change');
        return event.value;
      },
    }),
    clearEmail: assign({ email: '' }),
    rememberFailure: assign({ failure: (_, params: { error: unknown }) => params.error }),
    forgetFailure: assign({ failure: undefined }),
  },
  delays: {
    messageDisplay: () => TIMERS.messageDisplay,
  },
}).createMachine({
  id: 'subscribe',
  context: { email: '', failure: undefined },
  initial: 'editing',
  states: {
    editing: {
      initial: 'clean',
      on: {
        'form.change': { actions: 'updateEmail', meta: requirements('subscribe.fields') },
        'form.submit': { guard: 'hasEmail', target: 'submitting', meta: requirements('subscribe.validation.email', 'subscribe.post') },
      },
      states: {
        clean: {},
        failed: { tags: 'failed', exit: 'forgetFailure' },
        succeeded: {
          tags: 'succeeded',
          after: { messageDisplay: { target: 'clean', meta: requirements('messages.hide-after-display') } },
        },
      },
    },
    submitting: {
      tags: 'submitting',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'editing.succeeded', actions: 'clearEmail', meta: requirements('subscribe.success-message') },
        onError: {
          target: 'editing.failed',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          meta: requirements('subscribe.error'),
        },
      },
    },
  },
});
