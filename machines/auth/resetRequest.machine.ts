import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { TIMERS } from '../../domain/constants';
import { countdownMachine } from './countdown.machine';
import { hasBlank, wholeSeconds } from '../../domain/auth/validation';
import { failureMessage } from '../failureMessage';
import { requirements } from '../requirements';
import { NOT_BUSY, busyDelays, busyWait, busyGuards, type BusyContext } from './busy';

/**
 * Reset request (specification sections 4 and 5): the e-mail form, then "Check Your Inbox" with a
 * 120-second wait before Resend Reset Link; Edit Email returns to the form.
 */
export const resetRequestMachine = setup({
  types: {
    /** What the screen shows, named on the states that show it (the view reads tags, not state names). */
    tags: {} as 'emailMissing' | 'submitting' | 'failed' | 'sentStep' | 'resending' | 'resendFailed' | 'busy' | 'stillBusy',
    context: {} as { email: string; error: string | null } & BusyContext,
    events: {} as { type: 'form.submit'; email: string } | { type: 'link.resend' } | { type: 'email.edit' },
  },
  actors: {
    requestReset: fromPromise<unknown, { email: string }>(async () => {
      throw new Error('requestReset is supplied by the app');
    }),
    countdown: countdownMachine,
  },
  delays: {
    resetLinkResendWait: TIMERS.resetLinkResendWait,
    ...busyDelays,
  },
  guards: {
    ...busyGuards,
    isEmailBlank: ({ event }) => {
      assertEvent(event, 'form.submit');
      return hasBlank([event.email]);
    },
  },
  actions: {
    keepEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'form.submit');
        return event.email.trim();
      },
    }),
    showError: assign({ error: ({ event }) => failureMessage(event) }),
    clearError: assign({ error: null }),
    noteBusyWait: assign(({ event }) => busyWait(event)),
    retryOnce: assign({ busyRetried: true }),
    forgetBusy: assign(NOT_BUSY),
  },
}).createMachine({
  id: 'resetRequest',
  context: { email: '', error: null, ...NOT_BUSY },
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'form.submit': [
          { guard: 'isEmailBlank', target: '.emailMissing', meta: requirements('reset.validation.email-required') },
          { target: '.submitting', actions: ['keepEmail', 'forgetBusy'], meta: requirements('reset.post') },
        ],
      },
      states: {
        editing: {},
        emailMissing: { tags: 'emailMissing' },
        submitting: {
          tags: 'submitting',
          on: { 'form.submit': { meta: requirements('design.forms.single-submit') } },
          invoke: {
            id: 'requestReset',
            src: 'requestReset',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: '#resetRequest.sent', meta: requirements('reset.check-inbox') },
            onError: [
              { guard: 'isStillBusy', target: 'stillBusy', meta: requirements('design.busy.second-busy-gives-up') },
              { guard: 'isServerBusy', target: 'busy', actions: 'noteBusyWait', meta: requirements('design.busy.shows-wait') },
              { target: 'failed', actions: 'showError', meta: requirements('reset.error') },
            ],
          },
        },
        failed: {
          tags: 'failed',
          exit: 'clearError',
        },
        /** The server was too busy: the same request goes out again after its Retry-After, once. */
        busy: {
          tags: ['busy', 'submitting'],
          on: { 'form.submit': { meta: requirements('design.forms.single-submit') } },
          after: { busyRetryDelay: { target: 'submitting', actions: 'retryOnce', meta: requirements('design.busy.retries-once') } },
        },
        stillBusy: { tags: 'stillBusy' },
      },
    },
    sent: {
      tags: 'sentStep',
      initial: 'waiting',
      on: { 'email.edit': { target: 'form', meta: requirements('reset.edit-email') } },
      states: {
        waiting: {
          invoke: {
            id: 'countdown',
            src: 'countdown',
            input: () => ({ seconds: wholeSeconds(TIMERS.resetLinkResendWait) }),
          },
          after: { resetLinkResendWait: { target: 'ready', meta: requirements('reset.resend.after-wait') } },
        },
        ready: { on: { 'link.resend': { target: 'resending', meta: requirements('reset.post') } } },
        resending: {
          tags: 'resending',
          invoke: {
            id: 'requestReset',
            src: 'requestReset',
            input: ({ context }) => ({ email: context.email }),
            // A resend restarts the whole wait: entering `waiting` again starts its countdown and its delay over.
            onDone: { target: 'waiting', meta: requirements('reset.check-inbox', 'design.reset.resend-restarts-wait') },
            onError: { target: 'failed', actions: 'showError', meta: requirements('reset.error') },
          },
        },
        failed: {
          tags: 'resendFailed',
          exit: 'clearError',
          on: { 'link.resend': { target: 'resending', meta: requirements('reset.post') } },
        },
      },
    },
  },
});
