import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { TIMERS } from '../../domain/constants';
import { hasBlank } from '../../domain/auth/validation';
import { failureMessage } from '../failureMessage';
import { refusalOf } from '../refusal';
import type { CodeNotice } from './signup.machine';
import { requirements } from '../requirements';
import { NOT_BUSY, busyDelays, busyWait, busyGuards, type BusyContext } from './busy';

export interface LoginValues {
  email: string;
  password: string;
}

/** What a successful login answers (specification section 3: access, refresh, user_id). */
export interface LoginTokens {
  access: string;
  refresh: string;
  user_id: string | number;
}

/** What the login answers instead for an account with two-factor sign-in on: the second step's ticket. */
export interface SecondFactorChallenge {
  challenge: string;
}

export type LoginAnswer = LoginTokens | SecondFactorChallenge;

/** Where the sign-up code step starts when the login page opens it: a new code, or the last one still fresh. */
export interface CodeStepStart {
  email: string;
  /** The resend wait still to run: the full wait after a new code, what the server said was left otherwise. */
  resendWaitMs: number;
  notice: Exclude<CodeNotice, 'created'>;
}

/** The wait a throttled refusal of sendCode asked for (a 429's Retry-After); 0 for any other failure. */
const throttledForMs = (event: unknown): number => {
  const refusal = refusalOf(event);
  return refusal.kind === 'throttled' ? refusal.retryAfterMs : 0;
};

/**
 * Login (specification sections 4 and 5): email, password and captcha; on success the tokens are
 * stored and, after the named 2-second delay, the app navigates on. An account that never entered
 * its e-mailed code is refused with the server's message and offered a new code: sent, the app
 * opens the sign-up code step for that address; refused because the last code went out less than
 * the resend wait ago (the server's one code per `otpResendWait`), that code is still in the inbox, so
 * the code step opens all the same, its resend wait what the server said was left. An account
 * with two-factor sign-in on answers the password with a challenge: the code from the
 * authenticator app (or a recovery code) finishes
 * the sign-in, and the same 2 seconds follow; a challenge that expired sends the user back to
 * the password. A passkey signs in instead of the password and the code (it counts as both
 * factors, and needs no captcha): the browser's passkey dialog, then the same 2 seconds.
 * The calls, the session write and the navigation are supplied by the app.
 */
export const loginMachine = setup({
  types: {
    /** What the screen shows, named on the states that show it (the view reads tags, not state names). */
    tags: {} as
      | 'incomplete' | 'captchaMissing' | 'submitting' | 'failed' | 'unverified' | 'sendingCode' | 'signedIn'
      | 'secondFactor' | 'codeMissing' | 'verifying' | 'codeFailed' | 'passkey' | 'busy' | 'stillBusy',
    context: {} as { values: LoginValues; captchaToken: string | null; error: string | null; challenge: string | null } & BusyContext,
    events: {} as
      | { type: 'form.submit'; values: LoginValues }
      | { type: 'captcha.verified'; token: string }
      | { type: 'captcha.expired' }
      | { type: 'code.request' }
      | { type: 'secondFactor.submit'; code: string }
      | { type: 'secondFactor.cancel' }
      | { type: 'passkey.start' },
  },
  actors: {
    login: fromPromise<LoginAnswer, LoginValues & { captchaToken: string }>(async () => {
      throw new Error('login is supplied by the app');
    }),
    verifySecondFactor: fromPromise<LoginTokens, { challenge: string; code: string }>(async () => {
      throw new Error('verifySecondFactor is supplied by the app');
    }),
    sendCode: fromPromise<unknown, { email: string }>(async () => {
      throw new Error('sendCode is supplied by the app');
    }),
    signInWithPasskey: fromPromise<LoginTokens>(async () => {
      throw new Error('signInWithPasskey is supplied by the app');
    }),
  },
  delays: {
    loginRedirectDelay: TIMERS.loginRedirectDelay,
    ...busyDelays,
  },
  guards: {
    ...busyGuards,
    hasBlankField: ({ event }) => {
      assertEvent(event, 'form.submit');
      return hasBlank([event.values.email, event.values.password]);
    },
    isCaptchaMissing: ({ context }) => context.captchaToken === null,
    needsSecondFactor: (_, answer: LoginAnswer) => 'challenge' in answer,
    isCodeBlank: ({ event }) => {
      assertEvent(event, 'secondFactor.submit');
      return event.code.trim() === '';
    },
    // A challenge that can no longer be finished (expired, used up).
    isChallengeOver: ({ event }) => refusalOf(event).kind === 'challengeOver',
    // The right password of an account whose e-mail is not verified yet.
    isUnverified: ({ event }) => refusalOf(event).kind === 'unverified',
    // A refusal to send inside the resend wait: a code went out a moment ago. A longer wait is
    // another limit (too many requests), after which no code need be on its way.
    isCodeAlreadySent: ({ event }) => {
      const wait = throttledForMs(event);
      return wait > 0 && wait <= TIMERS.otpResendWait;
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
    storeChallenge: assign((_, challenge: string) => ({ challenge })),
    forgetChallenge: assign({ challenge: null }),
    showError: assign({ error: ({ event }) => failureMessage(event) }),
    clearError: assign({ error: null }),
    // Supplied by the app: write access, refresh and user_id through the session actor, and go
    // to the page that sent the user here (or the dashboard).
    startSession: (_, _tokens: LoginTokens) => {},
    goToDestination: () => {},
    // Supplied by the app: the sign-up code step for this e-mail, with the resend wait left.
    openCodeStep: (_, _step: CodeStepStart) => {},
  },
}).createMachine({
  id: 'login',
  context: { values: { email: '', password: '' }, captchaToken: null, error: null, challenge: null, ...NOT_BUSY },
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'captcha.verified': { actions: 'storeCaptchaToken', meta: requirements('login.validation.captcha') },
        'captcha.expired': { actions: 'clearCaptchaToken', meta: requirements('design.captcha.reset') },
        'form.submit': [
          { guard: 'hasBlankField', target: '.incomplete', meta: requirements('login.validation.required') },
          { guard: 'isCaptchaMissing', target: '.captchaMissing', meta: requirements('login.validation.captcha') },
          { target: '.submitting', actions: ['keepSubmittedValues', 'forgetBusy'], meta: requirements('login.post') },
        ],
        'passkey.start': { target: '.passkey', meta: requirements('design.login.passkey') },
      },
      states: {
        editing: {},
        incomplete: { tags: 'incomplete' },
        captchaMissing: { tags: 'captchaMissing' },
        submitting: {
          tags: 'submitting',
          on: { 'form.submit': { meta: requirements('design.forms.single-submit') }, 'passkey.start': { meta: requirements('design.forms.single-submit') } },
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => ({ ...context.values, captchaToken: context.captchaToken ?? '' }),
            onDone: [
              {
                guard: { type: 'needsSecondFactor', params: ({ event }) => event.output },
                target: '#login.secondFactor',
                actions: [{ type: 'storeChallenge', params: ({ event }) => (event.output as SecondFactorChallenge).challenge }, 'clearCaptchaToken'],
                meta: requirements('design.login.second-factor'),
              },
              {
                target: '#login.signedIn',
                actions: [{ type: 'startSession', params: ({ event }) => event.output as LoginTokens }, 'clearCaptchaToken'],
                meta: requirements('login.tokens.stored', 'login.success-redirect'),
              },
            ],
            onError: [
              { guard: 'isStillBusy', target: 'stillBusy', actions: 'clearCaptchaToken', meta: requirements('design.busy.second-busy-gives-up', 'design.captcha.reset') },
              // The captcha token stays: a busy refusal hands it back for the retry (server/captcha).
              { guard: 'isServerBusy', target: 'busy', actions: 'noteBusyWait', meta: requirements('design.busy.shows-wait') },
              { guard: 'isUnverified', target: 'unverified', actions: ['showError', 'clearCaptchaToken'], meta: requirements('design.login.unverified-send-code', 'login.error') },
              { target: 'failed', actions: ['showError', 'clearCaptchaToken'], meta: requirements('login.error', 'design.captcha.reset') },
            ],
          },
        },
        failed: { tags: 'failed', exit: 'clearError' },
        /** The server was too busy: the same login goes out again after its Retry-After, once. */
        busy: {
          tags: ['busy', 'submitting'],
          on: { 'form.submit': { meta: requirements('design.forms.single-submit') }, 'passkey.start': { meta: requirements('design.forms.single-submit') } },
          after: { busyRetryDelay: { target: 'submitting', actions: 'retryOnce', meta: requirements('design.busy.retries-once') } },
        },
        stillBusy: { tags: 'stillBusy' },
        // The server's message stays in view while a new code is on its way.
        unverified: {
          tags: 'unverified',
          on: { 'code.request': { target: 'sendingCode', meta: requirements('design.login.unverified-send-code', 'otp.resend.post') } },
        },
        sendingCode: {
          tags: ['unverified', 'sendingCode'],
          on: { 'form.submit': { meta: requirements('design.forms.single-submit') }, 'passkey.start': { meta: requirements('design.forms.single-submit') } },
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ email: context.values.email }),
            onDone: {
              target: '#login.codeSent',
              actions: { type: 'openCodeStep', params: ({ context }) => ({ email: context.values.email, resendWaitMs: TIMERS.otpResendWait, notice: 'resent' as const }) },
              meta: requirements('design.login.unverified-send-code'),
            },
            onError: [
              {
                guard: 'isCodeAlreadySent',
                target: '#login.codeAlreadySent',
                actions: {
                  type: 'openCodeStep',
                  params: ({ context, event }) => ({ email: context.values.email, resendWaitMs: throttledForMs(event), notice: 'alreadySent' as const }),
                },
                meta: requirements('design.login.unverified-send-code'),
              },
              // Back to the offer, with why the code could not be sent (the server's message first).
              { target: 'unverified', actions: 'showError', meta: requirements('otp.resend.error') },
            ],
          },
        },
        /** The browser's passkey dialog is open, then the server checks the passkey's answer. */
        passkey: {
          tags: 'passkey',
          on: { 'form.submit': { meta: requirements('design.forms.single-submit') }, 'passkey.start': { meta: requirements('design.forms.single-submit') } },
          invoke: {
            id: 'signInWithPasskey',
            src: 'signInWithPasskey',
            onDone: { target: '#login.signedIn', actions: { type: 'startSession', params: ({ event }) => event.output }, meta: requirements('design.login.passkey', 'login.tokens.stored') },
            onError: { target: 'failed', actions: 'showError', meta: requirements('login.error') },
          },
        },
      },
    },
    /** The password was right; the authenticator app's code (or a recovery code) finishes the sign-in. */
    secondFactor: {
      tags: 'secondFactor',
      initial: 'entering',
      on: {
        'secondFactor.submit': [
          { guard: 'isCodeBlank', target: '.codeMissing', meta: requirements('design.login.second-factor') },
          { target: '.verifying', meta: requirements('design.login.second-factor') },
        ],
        'secondFactor.cancel': { target: '#login.form', actions: 'forgetChallenge', meta: requirements('design.login.second-factor') },
      },
      states: {
        entering: {},
        codeMissing: { tags: 'codeMissing' },
        verifying: {
          tags: 'verifying',
          on: { 'secondFactor.submit': { meta: requirements('design.forms.single-submit') }, 'secondFactor.cancel': { meta: requirements('design.forms.single-submit') } },
          invoke: {
            id: 'verifySecondFactor',
            src: 'verifySecondFactor',
            input: ({ context, event }) => ({ challenge: context.challenge ?? '', code: (event as { code?: string }).code?.trim() ?? '' }),
            onDone: { target: '#login.signedIn', actions: [{ type: 'startSession', params: ({ event }) => event.output }, 'forgetChallenge'], meta: requirements('design.login.second-factor', 'login.tokens.stored') },
            onError: [
              { guard: 'isChallengeOver', target: '#login.form.failed', actions: ['showError', 'forgetChallenge'], meta: requirements('design.login.second-factor') },
              { target: 'codeFailed', actions: 'showError', meta: requirements('design.login.second-factor') },
            ],
          },
        },
        codeFailed: { tags: 'codeFailed', exit: 'clearError' },
      },
    },
    codeSent: { type: 'final' },
    codeAlreadySent: { type: 'final' },
    signedIn: {
      tags: 'signedIn',
      after: { loginRedirectDelay: { target: 'done', actions: 'goToDestination', meta: requirements('login.success-redirect') } },
    },
    done: { type: 'final', tags: 'signedIn' },
  },
});
