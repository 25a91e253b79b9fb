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

/** What the link's check answers: it works, and whether the account has two-factor sign-in on. */
export interface ResetLinkState {
  twoFactor: boolean;
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

/** The link died while the form was open (used elsewhere, or its hour ran out): nothing typed can help, a new link can. */
const linkDied = { guard: 'isLinkRefused', target: '#newPassword.linkInvalid', actions: 'showError', meta: requirements('design.new-password.link-check') } as const;

/** The wait a busy refusal asked for; then the same submission (kept in the context) goes out once more. */
const busyWaitState = {
  tags: ['busy', 'submitting'],
  on: { 'form.submit': { meta: requirements('design.forms.single-submit') } },
  after: { busyRetryDelay: { target: 'submitting', actions: 'retryOnce', meta: requirements('design.busy.retries-once') } },
} as const;

/**
 * New password (specification sections 4 and 5): both fields required and equal; on success the
 * app goes to the login page after the named 4-second delay. The page first checks the link,
 * without spending it: a used or expired link says so at once, with the way to a new one, and an
 * account with two-factor sign-in on gets the code field from the start (ASVS 6.4.3), so nothing
 * is typed in vain. A check that fails on the way (network, server) offers to try again. The
 * submit still meets what changed since: a link spent or expired meanwhile, or two-factor sign-in
 * turned on meanwhile (the server then refuses the submit until a code comes with it, and the
 * form asks for the code, keeping what was typed).
 */
export const newPasswordMachine = setup({
  types: {
    /** What the screen shows, named on the states that show it (the view reads tags, not state names). */
    tags: {} as
      | 'checking' | 'checkFailed' | 'linkInvalid' | 'incomplete' | 'passwordMismatch' | 'submitting' | 'failed' | 'succeeded'
      | 'secondFactor' | 'codeJustAsked' | 'codeMissing' | 'busy' | 'stillBusy',
    /** `password` and `code`: the ones submitted, kept for a busy server's retry. */
    context: {} as { token: string; error: string | null; password: string; code: string } & BusyContext,
    input: {} as { token: string },
    events: {} as { type: 'form.submit'; values: NewPasswordValues } | { type: 'link.retry' },
  },
  actors: {
    checkLink: fromPromise<ResetLinkState, { token: string }>(async () => {
      throw new Error('checkLink is supplied by the app');
    }),
    confirmReset: fromPromise<unknown, ConfirmResetInput>(async () => {
      throw new Error('confirmReset is supplied by the app');
    }),
  },
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
    // The server refused the link itself (unknown, expired, used): one answer for all three.
    isLinkRefused: ({ event }) => refusalOf(event).kind === 'linkInvalid',
    // The check's answer: the account has two-factor sign-in on.
    hasTwoFactor: (_, link: ResetLinkState) => link.twoFactor,
  },
  actions: {
    showError: assign({ error: ({ event }) => failureMessage(event) }),
    clearError: assign({ error: null }),
    keepTyped: assign(({ event }) => {
      assertEvent(event, 'form.submit');
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
  initial: 'checking',
  states: {
    /** The link is checked as the page opens (read only: opening it spends nothing). */
    checking: {
      tags: 'checking',
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          { guard: { type: 'hasTwoFactor', params: ({ event }) => event.output }, target: 'secondFactor.offered', meta: requirements('design.new-password.link-check', 'design.new-password.second-factor') },
          { target: 'form', meta: requirements('design.new-password.link-check') },
        ],
        onError: [
          { guard: 'isLinkRefused', target: 'linkInvalid', actions: 'showError', meta: requirements('design.new-password.link-check') },
          { target: 'checkFailed', actions: 'showError', meta: requirements('design.new-password.link-check-retry') },
        ],
      },
    },
    /** The check failed on the way (network, server): why, and Try again. */
    checkFailed: {
      tags: 'checkFailed',
      exit: 'clearError',
      on: { 'link.retry': { target: 'checking', meta: requirements('design.new-password.link-check-retry') } },
    },
    /** Unknown, expired or used: the server's words and the way to a new link; no form to type into in vain. */
    linkInvalid: { tags: 'linkInvalid' },
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
            onDone: { target: '#newPassword.succeeded', meta: requirements('new-password.success-redirect') },
            onError: [
              ...busyRefusals,
              linkDied,
              { guard: 'needsSecondFactor', target: '#newPassword.secondFactor.asked', meta: requirements('design.new-password.second-factor') },
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
    /**
     * The same form with a code field, each submit sending the code too: shown so from the start
     * (`offered`: the check said two-factor sign-in is on), or asked for by the server's refusal
     * of a submit (`asked`: the passwords stay as typed and the new field takes the focus).
     */
    secondFactor: {
      tags: 'secondFactor',
      initial: 'offered',
      on: {
        'form.submit': [
          { guard: 'hasBlankField', target: '.incomplete', meta: requirements('new-password.validation.both-required') },
          { guard: 'passwordsDiffer', target: '.passwordMismatch', meta: requirements('new-password.validation.match') },
          { guard: 'isCodeBlank', target: '.codeMissing', meta: requirements('design.new-password.second-factor') },
          { target: '.submitting', actions: ['keepTyped', 'forgetBusy'], meta: requirements('new-password.post', 'design.new-password.second-factor') },
        ],
      },
      states: {
        offered: {},
        asked: { tags: 'codeJustAsked' },
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
            onDone: { target: '#newPassword.succeeded', meta: requirements('new-password.success-redirect') },
            // A wrong code, too many of them (locked): the server's words, everything kept.
            onError: [...busyRefusals, linkDied, refused],
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
      after: { resetRedirectDelay: { target: 'done', actions: 'goToLogin', meta: requirements('new-password.success-redirect') } },
    },
    done: { type: 'final', tags: 'succeeded' },
  },
});
