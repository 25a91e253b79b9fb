import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { TIMERS } from '../../domain/constants';
import { countdownMachine } from './countdown.machine';
import { hasBlank, normaliseCode, passwordsDiffer, wholeSeconds } from '../../domain/auth/validation';
import { failureMessage } from '../failureMessage';
import { requirements } from '../requirements';
import { NOT_BUSY, busyDelays, busyWait, busyGuards, type BusyContext } from './busy';

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  referral: string;
}

/**
 * Which code the code step's notice speaks of: the registration's, a resent one, or one sent a
 * moment ago that is still in the inbox (the login page met the server's resend wait, `otpResendWait`).
 */
export type CodeNotice = 'created' | 'resent' | 'alreadySent';

export interface SignupInput {
  /** Referral code from a `?ref=` link. */
  referral?: string;
  /**
   * A code step begun elsewhere (before a reload, or from the login page for an account that never
   * entered its code): the e-mail, the resend wait still to run (less than the full wait when a
   * code went out a moment ago), which code the notice speaks of (the registration's by default),
   * and the rest of the form as it was sent, when this browser still has it (Edit Email Address
   * brings it back).
   */
  pendingCode?: { email: string; resendWaitMs: number; notice?: CodeNotice; values?: Partial<SignupValues> };
}

export interface RegisterInput {
  values: SignupValues;
  captchaToken: string;
}

const emptyValues = (referral: string): SignupValues => ({
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  referral,
});

/**
 * Sign-up (specification sections 4 and 5): the registration form, then the one-time-code step,
 * where verifying the code and the resend wait (`otpResendWait`) run side by side.
 * Network calls and navigation are supplied by the app (`machine.provide`).
 */
export const signupMachine = setup({
  types: {
    /** What the screen shows, named on the states that show it (the view reads tags, not state names). */
    tags: {} as 'incomplete' | 'captchaMissing' | 'passwordMismatch' | 'submitting' | 'failed' | 'codeStep' | 'codeEmpty' | 'verifying' | 'codeFailed' | 'created' | 'resent' | 'alreadySent' | 'resending' | 'resendFailed' | 'verified' | 'busy' | 'stillBusy',
    context: {} as {
      referral: string;
      values: SignupValues;
      captchaToken: string | null;
      /** How long the current resend wait lasts (a full wait, or what a reload left of one). */
      otpWaitMs: number;
      error: string | null;
      /** Which code the code step began with (see SignupInput). */
      codeNotice: CodeNotice;
      /** Why the last resend failed: the server's message, else the fallback (the app's actor decides). */
      resendError: string | null;
    } & BusyContext,
    input: {} as SignupInput,
    events: {} as
      | { type: 'form.submit'; values: SignupValues }
      | { type: 'captcha.verified'; token: string }
      | { type: 'captcha.expired' }
      | { type: 'code.submit'; code: string }
      | { type: 'code.resend' }
      | { type: 'email.edit' }
      | { type: 'signup.cancel' },
  },
  actors: {
    register: fromPromise<unknown, RegisterInput>(async () => {
      throw new Error('register is supplied by the app');
    }),
    verifyCode: fromPromise<unknown, { email: string; code: string }>(async () => {
      throw new Error('verifyCode is supplied by the app');
    }),
    resendOtp: fromPromise<unknown, { email: string }>(async () => {
      throw new Error('resendOtp is supplied by the app');
    }),
    countdown: countdownMachine,
  },
  delays: {
    // The full wait, or what is left of one (a reload, a code the login page found still fresh).
    otpResendWait: ({ context }) => context.otpWaitMs,
    ...busyDelays,
  },
  guards: {
    ...busyGuards,
    // Only a reload's pending code step starts with an e-mail already known.
    hasPendingCode: ({ context }) => context.values.email !== '',
    hasResentCode: ({ context }) => context.codeNotice === 'resent',
    hasCodeSentEarlier: ({ context }) => context.codeNotice === 'alreadySent',
    hasBlankRequiredField: ({ event }) => {
      assertEvent(event, 'form.submit');
      const { firstName, lastName, email, password, confirmPassword } = event.values;
      return hasBlank([firstName, lastName, email, password, confirmPassword]);
    },
    isCaptchaMissing: ({ context }) => context.captchaToken === null,
    passwordsDiffer: ({ event }) => {
      assertEvent(event, 'form.submit');
      return passwordsDiffer(event.values.password, event.values.confirmPassword);
    },
    isCodeEmpty: ({ event }) => {
      assertEvent(event, 'code.submit');
      return normaliseCode(event.code) === '';
    },
  },
  actions: {
    keepSubmittedValues: assign({
      values: ({ event }) => {
        assertEvent(event, 'form.submit');
        return event.values;
      },
    }),
    storeCaptchaToken: assign({
      captchaToken: ({ event }) => {
        assertEvent(event, 'captcha.verified');
        return event.token;
      },
    }),
    clearCaptchaToken: assign({ captchaToken: null }),
    noteBusyWait: assign(({ event }) => busyWait(event)),
    retryOnce: assign({ busyRetried: true }),
    forgetBusy: assign(NOT_BUSY),
    resetForm: assign(({ context }) => ({ values: emptyValues(context.referral), captchaToken: null })),
    useFullResendWait: assign({ otpWaitMs: TIMERS.otpResendWait }),
    noteCodeOfRegistration: assign({ codeNotice: 'created' as CodeNotice }),
    showError: assign({ error: ({ event }) => failureMessage(event) }),
    clearError: assign({ error: null }),
    showResendError: assign({ resendError: ({ event }) => failureMessage(event) }),
    clearResendError: assign({ resendError: null }),
    // Supplied by the app: keep the code step in sessionStorage so a reload resumes it, and
    // forget it once it is over; and go to the login page after a verified code.
    rememberCodeStep: (_, _step: { notice: CodeNotice }) => {},
    forgetCodeStep: () => {},
    goToLogin: () => {},
  },
}).createMachine({
  id: 'signup',
  context: ({ input }) => {
    const referral = input.referral ?? '';
    const values = input.pendingCode ? { ...emptyValues(referral), ...input.pendingCode.values, email: input.pendingCode.email } : emptyValues(referral);
    return {
      referral,
      values,
      captchaToken: null,
      otpWaitMs: input.pendingCode ? Math.max(0, input.pendingCode.resendWaitMs) : TIMERS.otpResendWait,
      error: null,
      codeNotice: input.pendingCode?.notice ?? 'created',
      resendError: null,
      ...NOT_BUSY,
    };
  },
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasResentCode', target: 'code.resend.waiting.resent', meta: requirements('design.signup.resume-code-step') },
        { guard: 'hasCodeSentEarlier', target: 'code.resend.waiting.alreadySent', meta: requirements('design.signup.resume-code-step', 'design.login.unverified-send-code') },
        { guard: 'hasPendingCode', target: 'code', meta: requirements('design.signup.resume-code-step') },
        { target: 'form', meta: requirements('signup.form-then-code') },
      ],
    },
    form: {
      initial: 'editing',
      on: {
        'captcha.verified': { actions: 'storeCaptchaToken', meta: requirements('signup.validation.captcha') },
        'captcha.expired': { actions: 'clearCaptchaToken', meta: requirements('design.captcha.reset') },
        'form.submit': [
          { guard: 'hasBlankRequiredField', target: '.incomplete', meta: requirements('signup.validation.required') },
          { guard: 'isCaptchaMissing', target: '.captchaMissing', meta: requirements('signup.validation.captcha') },
          { guard: 'passwordsDiffer', target: '.passwordMismatch', meta: requirements('signup.validation.passwords-match') },
          { target: '.submitting', actions: ['keepSubmittedValues', 'forgetBusy'], meta: requirements('signup.post') },
        ],
      },
      states: {
        editing: {},
        incomplete: { tags: 'incomplete' },
        captchaMissing: { tags: 'captchaMissing' },
        passwordMismatch: { tags: 'passwordMismatch' },
        submitting: {
          tags: 'submitting',
          on: { 'form.submit': { meta: requirements('design.forms.single-submit') } },
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => ({ values: context.values, captchaToken: context.captchaToken ?? '' }),
            onDone: { target: '#signup.code', actions: ['clearCaptchaToken', 'useFullResendWait', 'noteCodeOfRegistration'], meta: requirements('signup.form-then-code', 'signup.created-message', 'otp.resend.after-wait') },
            onError: [
              { guard: 'isStillBusy', target: 'stillBusy', actions: 'clearCaptchaToken', meta: requirements('design.busy.second-busy-gives-up', 'design.captcha.reset') },
              // The captcha token stays: a busy refusal hands it back for the retry (server/captcha).
              { guard: 'isServerBusy', target: 'busy', actions: 'noteBusyWait', meta: requirements('design.busy.shows-wait') },
              { target: 'failed', actions: ['showError', 'clearCaptchaToken'], meta: requirements('signup.error', 'design.captcha.reset') },
            ],
          },
        },
        failed: { tags: 'failed', exit: 'clearError' },
        /** The server was too busy: the same registration goes out again after its Retry-After, once. */
        busy: {
          tags: ['busy', 'submitting'],
          on: { 'form.submit': { meta: requirements('design.forms.single-submit') } },
          after: { busyRetryDelay: { target: 'submitting', actions: 'retryOnce', meta: requirements('design.busy.retries-once') } },
        },
        stillBusy: { tags: 'stillBusy' },
      },
    },
    code: {
      type: 'parallel',
      tags: 'codeStep',
      entry: { type: 'rememberCodeStep', params: ({ context }) => ({ notice: context.codeNotice }) },
      on: {
        'email.edit': { target: 'form', actions: 'forgetCodeStep', meta: requirements('signup.code.edit-email') },
        'signup.cancel': { target: 'form', actions: ['forgetCodeStep', 'resetForm'], meta: requirements('signup.code.cancel') },
      },
      states: {
        verification: {
          initial: 'idle',
          on: {
            'code.submit': [
              { guard: 'isCodeEmpty', target: '.empty', meta: requirements('signup.validation.code-required') },
              { target: '.verifying', meta: requirements('signup.verify.post') },
            ],
          },
          states: {
            idle: {},
            empty: { tags: 'codeEmpty' },
            verifying: {
              tags: 'verifying',
              on: { 'code.submit': { meta: requirements('design.forms.single-submit') } },
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context, event }) => {
                  assertEvent(event, 'code.submit');
                  return { email: context.values.email, code: normaliseCode(event.code) };
                },
                onDone: { target: '#signup.verified', meta: requirements('signup.verified-to-login') },
                onError: { target: 'failed', actions: 'showError', meta: requirements('signup.verify.error') },
              },
            },
            failed: { tags: 'codeFailed', exit: 'clearError' },
          },
        },
        resend: {
          initial: 'waiting',
          states: {
            waiting: {
              initial: 'afterSignup',
              invoke: {
                id: 'countdown',
                src: 'countdown',
                input: ({ context }) => ({ seconds: wholeSeconds(context.otpWaitMs) }),
              },
              after: { otpResendWait: { target: 'ready', actions: 'useFullResendWait', meta: requirements('otp.resend.after-wait') } },
              states: {
                afterSignup: { tags: 'created' },
                resent: { tags: 'resent' },
                // Its wait is what the server said was left of the last code's.
                alreadySent: { tags: 'alreadySent' },
              },
            },
            ready: {
              on: { 'code.resend': { target: 'sending', meta: requirements('otp.resend.post') } },
            },
            sending: {
              tags: 'resending',
              invoke: {
                id: 'resendOtp',
                src: 'resendOtp',
                input: ({ context }) => ({ email: context.values.email }),
                // A resend restarts the whole wait: `waiting` is entered anew, its countdown and delay with it.
                onDone: { target: 'waiting.resent', actions: { type: 'rememberCodeStep', params: { notice: 'resent' } }, meta: requirements('otp.resend.success', 'design.otp.resend-restarts-wait') },
                onError: { target: 'failed', actions: 'showResendError', meta: requirements('otp.resend.error') },
              },
            },
            failed: {
              tags: 'resendFailed',
              exit: 'clearResendError',
              on: { 'code.resend': { target: 'sending', meta: requirements('otp.resend.post') } },
            },
          },
        },
      },
    },
    verified: {
      type: 'final',
      tags: 'verified',
      entry: ['forgetCodeStep', 'goToLogin'],
    },
  },
});
