import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { TIMERS } from '../constants';
import { hasBlank, passwordsDiffer } from './validation';
import { failureMessage } from '../failureMessage';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * New password (specification sections 4 and 5): both fields required and equal; on success the
 * app goes to the login page after the named 4-second delay.
 */
export const newPasswordMachine = setup({
  types: {
    /** What the screen shows, named on the states that show it (the view reads tags, not state names). */
    tags: {} as 'incomplete' | 'passwordMismatch' | 'submitting' | 'failed' | 'succeeded',
    context: {} as { token: string; error: string | null },
    input: {} as { token: string },
    events: {} as { type: 'form.submit'; values: NewPasswordValues },
  },
  actors: {
    confirmReset: fromPromise<unknown, { password: string; token: string }>(async () => {
      throw new Error('confirmReset is supplied by the app');
    }),
  },
  delays: {
    resetRedirectDelay: TIMERS.resetRedirectDelay,
  },
  guards: {
    hasBlankField: ({ event }) => {
      assertEvent(event, 'form.submit');
      return hasBlank([event.values.password, event.values.confirmPassword]);
    },
    passwordsDiffer: ({ event }) => {
      assertEvent(event, 'form.submit');
      return passwordsDiffer(event.values.password, event.values.confirmPassword);
    },
  },
  actions: {
    showError: assign({ error: ({ event }) => failureMessage(event) }),
    clearError: assign({ error: null }),
    // Supplied by the app.
    goToLogin: () => {},
  },
}).createMachine({
  id: 'newPassword',
  context: ({ input }) => ({ token: input.token, error: null }),
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'form.submit': [
          { guard: 'hasBlankField', target: '.incomplete' },
          { guard: 'passwordsDiffer', target: '.passwordMismatch' },
          { target: '.submitting' },
        ],
      },
      states: {
        editing: {},
        incomplete: { tags: 'incomplete' },
        passwordMismatch: { tags: 'passwordMismatch' },
        submitting: {
          tags: 'submitting',
          on: { 'form.submit': {} },
          invoke: {
            id: 'confirmReset',
            src: 'confirmReset',
            input: ({ context, event }) => {
              assertEvent(event, 'form.submit');
              return { password: event.values.password, token: context.token };
            },
            onDone: { target: '#newPassword.succeeded' },
            onError: { target: 'failed', actions: 'showError' },
          },
        },
        failed: { tags: 'failed', exit: 'clearError' },
      },
    },
    succeeded: {
      tags: 'succeeded',
      after: { resetRedirectDelay: { target: 'done', actions: 'goToLogin' } },
    },
    done: { type: 'final', tags: 'succeeded' },
  },
});
