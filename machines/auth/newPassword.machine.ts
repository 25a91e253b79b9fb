import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { TIMERS } from '../../domain/constants';
import { hasBlank, normaliseCode, passwordsDiffer } from '../../domain/auth/validation';
import { failureMessage } from '../failureMessage';
import { refusalOf } from '../refusal';
import { requirements } from '../requirements';
import { NOT_BUSY, busyDelays, busyWait, busyGuards, type BusyContext } from './busy';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
  /** The authenticator app's code or a recovery code: asked for only once the server wants it. */
  code?: string;
}

/** What the reset call takes: the specification's `{password, token}`, and `code` once asked for. */
export interface ConfirmResetInput {
  password: string;
  token: string;
  code?: string;
}

/**
 * A busy server's refusals, first in both submitting states' `onError`: the targets are
 * the submitting state's siblings, so each form (with or without the code) waits and gives up in place.
 */
const busyRefusals = [
  { guard: 'isStillBusy', target: 'stillBusy', meta: requirements('design.busy.second-busy-gives-up') },
  { guard: 'isServerBusy', target: 'busy', actions: 'noteBusyWait', meta: requirements('design.busy.shows-wait') },
] as const;

/** Any other refusal: the server's words, everything typed kept. */
const refused = { target: 'failed', actions: 'showError', meta: requirements('new-password.error') } as const;

/** The wait a busy refusal asked for; then the same submission (kept in the context) goes out once more. */
const busyWaitState = {
  tags: ['busy', 'submitting'],
  on: { 'form.submit': { meta: requirements('design.forms.single-submit') } },
  after: { busyRetryDelay: { target: 'submitting', actions: 'retryOnce', meta: requirements('design.busy.retries-once') } },
} as const;

/**
 * New password (specification sections 4 and 5): both fields required and equal; on success the
 * app goes to the login page after the named 4-second delay. For an account with two-factor
 * sign-in on, the server refuses the first submit until a code comes with it (ASVS 6.4.3): the
 * form then asks for the code too, and keeps what was typed.
 */
export const newPasswordMachine = setup({
  types: {
    /** What the screen shows, named on the states that show it (the view reads tags, not state names). */
    tags: {} as 'incomplete' | 'passwordMismatch' | 'submitting' | 'failed' | 'succeeded' | 'secondFactor' | 'codeMissing' | 'busy' | 'stillBusy',
    /** `password` and `code`: the ones submitted, kept for a busy server's retry. */
    context: {} as { token: string; error: string | null; password: string; code: string } & BusyContext,
    input: {} as { token: string },
    events: {} as { type: 'form.submit'; values: NewPasswordValues },
  },
  // Stryker disable all: placeholders the app replaces (the machine's flow supplies every one); no run reaches them.
  actors: {
    confirmReset: fromPromise<unknown, ConfirmResetInput>(async () => {
      throw new Error('confirmReset is supplied by the app');
    }),
  },
  // Stryker restore all
  delays: {
    resetRedirectDelay: TIMERS.resetRedirectDelay,
    ...busyDelays,
  },
  guards: {
    ...busyGuards,
    hasBlankField: ({ event }) => {
      assertEvent(event, 'form.submit');
      return hasBlank([event.values.password, event.values.confirmPassword]);
    },
    passwordsDiffer: ({ event }) => {
      assertEvent(event, 'form.submit');
      return passwordsDiffer(event.values.password, event.values.confirmPassword);
    },
    isCodeBlank: ({ event }) => {
      assertEvent(event, 'form.submit');
      return hasBlank([event.values.code]);
    },
    // The refusal of an account with two-factor sign-in on, sent without a code.
    needsSecondFactor: ({ event }) => refusalOf(event).kind === 'secondFactorRequired',
  },
  actions: {
    showError: assign({ error: ({ event }) => failureMessage(event) }),
    clearError: assign({ error: null }),
    keepTyped: assign(({ event }) => {
      assertEvent(event, 'form.submit');
      // Stryker disable next-line StringLiteral: the first form has no code field, and its request sends no code.
      return { password: event.values.password, code: normaliseCode(event.values.code ?? '') };
    }),
    noteBusyWait: assign(({ event }) => busyWait(event)),
    retryOnce: assign({ busyRetried: true }),
    forgetBusy: assign(NOT_BUSY),
    // Supplied by the app.
    goToLogin: () => {},
  },
}).createMachine({
  id: 'newPassword',
  context: ({ input }) => ({ token: input.token, error: null, password: '', code: '', ...NOT_BUSY }),
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'form.submit': [
          { guard: 'hasBlankField', target: '.incomplete', meta: requirements('new-password.validation.both-required') },
          { guard: 'passwordsDiffer', target: '.passwordMismatch', meta: requirements('new-password.validation.match') },
          { target: '.submitting', actions: ['keepTyped', 'forgetBusy'], meta: requirements('new-password.post') },
        ],
      },
      states: {
        editing: {},
        incomplete: { tags: 'incomplete' },
        passwordMismatch: { tags: 'passwordMismatch' },
        submitting: {
          tags: 'submitting',
          on: { 'form.submit': { meta: requirements('design.forms.single-submit') } },
          invoke: {
            id: 'confirmReset',
            src: 'confirmReset',
            // Exactly the specification's body: no code was asked for.
            input: ({ context }) => ({ password: context.password, token: context.token }),
            onDone: { target: '#newPassword.succeeded', meta: requirements('new-password.success-redirect-4s') },
            onError: [
              ...busyRefusals,
              { guard: 'needsSecondFactor', target: '#newPassword.secondFactor', meta: requirements('design.new-password.second-factor') },
              refused,
            ],
          },
        },
        failed: { tags: 'failed', exit: 'clearError' },
        /** The server was too busy: the same new password goes out again after its Retry-After, once. */
        busy: busyWaitState,
        stillBusy: { tags: 'stillBusy' },
      },
    },
    /** The same form with a code field: the passwords stay as typed, and each submit sends the code too. */
    secondFactor: {
      tags: 'secondFactor',
      initial: 'asked',
      on: {
        'form.submit': [
          { guard: 'hasBlankField', target: '.incomplete', meta: requirements('new-password.validation.both-required') },
          { guard: 'passwordsDiffer', target: '.passwordMismatch', meta: requirements('new-password.validation.match') },
          { guard: 'isCodeBlank', target: '.codeMissing', meta: requirements('design.new-password.second-factor') },
          { target: '.submitting', actions: ['keepTyped', 'forgetBusy'], meta: requirements('new-password.post', 'design.new-password.second-factor') },
        ],
      },
      states: {
        asked: {},
        incomplete: { tags: 'incomplete' },
        passwordMismatch: { tags: 'passwordMismatch' },
        codeMissing: { tags: 'codeMissing' },
        submitting: {
          tags: 'submitting',
          on: { 'form.submit': { meta: requirements('design.forms.single-submit') } },
          invoke: {
            id: 'confirmReset',
            src: 'confirmReset',
            input: ({ context }) => ({ password: context.password, token: context.token, code: context.code }),
            onDone: { target: '#newPassword.succeeded', meta: requirements('new-password.success-redirect-4s') },
            // A wrong code, too many of them (locked), an expired link: the server's words, everything kept.
            onError: [...busyRefusals, refused],
          },
        },
        failed: { tags: 'failed', exit: 'clearError' },
        /** The server was too busy: the same new password and code go out again after its Retry-After, once. */
        busy: busyWaitState,
        stillBusy: { tags: 'stillBusy' },
      },
    },
    succeeded: {
      tags: 'succeeded',
      after: { resetRedirectDelay: { target: 'done', actions: 'goToLogin', meta: requirements('new-password.success-redirect-4s') } },
    },
    done: { type: 'final', tags: 'succeeded' },
  },
});
