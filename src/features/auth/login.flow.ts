/** The login flow: e-mail, password and captcha, the 2 s redirect, or a new code for an unverified account. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useNavigate, useRouteContext, type UseNavigateResult } from '@tanstack/react-router';
import { loginMachine, type LoginAnswer, type LoginTokens, type LoginValues } from '../../../machines/auth/login.machine';
import { api } from '../../api/call';
import { errorMessage, retryAfterSeconds } from '../../api/errors';
import { problemText, useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
import type { SignInTokens } from '../../session/createSession';
import { authContent } from '../../content/auth';
import { rememberCodeStep } from './codeStepStorage';
import { busyNotice } from '../../api/busy';
import { resendCode } from './resendCode';
import './notice';

const { common, login } = authContent;

/**
 * The server's message first (spec section 8), its 429 included ("… Please try again in 40
 * seconds."); a bare 429 with only a Retry-After (a proxy's) says how long to wait; else the fallback.
 */
function loginFailure(error: unknown): string {
  const fromServer = errorMessage(error, ['message', 'detail', 'recaptcha'], '');
  if (fromServer) return fromServer;
  const wait = retryAfterSeconds(error);
  return wait === undefined ? login.failed : login.tooManyAttempts(wait);
}

// The signals below: a call is aborted only when the page goes away, and then nothing waits for its answer.
const actors = {
  login: fromPromise<LoginAnswer, LoginValues & { captchaToken: string }>(({ input, signal }) => {
    const body = { email: input.email.trim(), password: input.password, recaptcha_token: input.captchaToken };
    // The tokens, or for two-factor sign-in its challenge (the machine tells them apart by `challenge`). The
    // right password of an account that never entered its code reads as `unverified`: the machine offers a new one.
    return api.login({ body, signal }, loginFailure);
  }),
  verifySecondFactor: fromPromise<LoginTokens, { challenge: string; code: string }>(({ input, signal }) => {
    const body = { challenge: input.challenge, code: input.code };
    // Expired, out of tries or used (`challengeOver`): only a new log-in helps, and the machine goes back to it.
    return api.loginSecondFactor({ body, signal }, login.secondFactor.failed);
  }),
  // The same call as the code step's Resend OTP (its texts too). A `throttled` refusal says how
  // long the server asked to wait: inside the resend wait the last code is still on its way.
  sendCode: fromPromise<unknown, { email: string }>(resendCode),
  // Not aborted with the state: the browser's dialog cannot be closed from here anyway. The
  // ceremony's code loads when a passkey is used, not with the page.
  signInWithPasskey: fromPromise<LoginTokens>(async () => (await import('../../api/passkeys')).signInWithPasskey()),
};

export function selectLoginView(snapshot: SnapshotFrom<typeof loginMachine>) {
  /** The account never entered its e-mailed code: a new one is offered, under the server's message. */
  const unverified = snapshot.hasTag('unverified');
  return {
    formError:
      problemText(snapshot, { incomplete: login.required, captchaMissing: common.captchaRequired, stillBusy: common.stillBusy }) ??
      (snapshot.hasTag('failed') || unverified ? snapshot.context.error : null),
    captchaToken: snapshot.context.captchaToken,
    /** What was submitted last: the form shows it again when it comes back from the second step. */
    values: snapshot.context.values,
    submitting: snapshot.hasTag('submitting'),
    /** The server was too busy: the wait before the same login goes out again. */
    busy: busyNotice(snapshot),
    unverified,
    sendingCode: snapshot.hasTag('sendingCode'),
    signedIn: snapshot.hasTag('signedIn'),
    /** The password was right; the code from the authenticator app is asked for. */
    secondFactor: snapshot.hasTag('secondFactor'),
    codeError: problemText(snapshot, { codeMissing: login.secondFactor.required, codeFailed: snapshot.context.error }),
    verifying: snapshot.hasTag('verifying'),
    /** The browser's passkey dialog is open (or its answer is being checked). */
    passkeyPending: snapshot.hasTag('passkey'),
    /** A way of signing in is under way (password or passkey): neither button takes a second one. */
    signingIn: snapshot.hasTag('submitting') || snapshot.hasTag('passkey'),
  };
}

export type LoginView = ReturnType<typeof selectLoginView>;

/** What the login page shows and what the visitor can do there. */
export interface LoginApi {
  view: LoginView;
  /** Log in with the e-mail and password typed (checked for blanks and the captcha first). */
  submit(values: LoginValues): void;
  /** The captcha was solved: its token goes with the next login. */
  captchaVerified(token: string): void;
  /** The captcha's token expired: it must be solved again. */
  captchaExpired(): void;
  /** Send a new code to an account that never entered its e-mailed one. */
  requestCode(): void;
  /** Sign in with a passkey through the browser's dialog. */
  signInWithPasskey(): void;
  /** The code from the authenticator app, for a two-factor sign-in. */
  submitSecondFactor(code: string): void;
  /** Back from the code to the login form. */
  cancelSecondFactor(): void;
}

export function connectLogin(snapshot: SnapshotFrom<typeof loginMachine>, send: FlowSend<typeof loginMachine>): LoginApi {
  return {
    view: selectLoginView(snapshot),
    submit: (values) => send({ type: 'form.submit', values }),
    captchaVerified: (token) => send({ type: 'captcha.verified', token }),
    captchaExpired: () => send({ type: 'captcha.expired' }),
    requestCode: () => send({ type: 'code.request' }),
    signInWithPasskey: () => send({ type: 'passkey.start' }),
    submitSecondFactor: (code) => send({ type: 'secondFactor.submit', code }),
    cancelSecondFactor: () => send({ type: 'secondFactor.cancel' }),
  };
}

/** What the login machine's actions need from the page. */
export interface LoginDeps {
  navigate: UseNavigateResult<string>;
  session: { signIn: (tokens: SignInTokens) => Promise<void> };
  /** A page the guard sent the visitor away from, to go to once signed in. */
  redirect: string | undefined;
}

/**
 * The app's side of the login machine: its calls, and what a success does (the session starts
 * and, after the spec's 2 s, goes to `redirect` or the dashboard) or a new code (the sign-up code step).
 */
export function loginBindings({ navigate, session, redirect }: LoginDeps) {
  return {
    actors,
    actions: {
      startSession: (_, tokens) => void session.signIn({ access: tokens.access, refresh: tokens.refresh, userId: String(tokens.user_id) }),
      goToDestination: () => void (redirect ? navigate({ href: redirect }) : navigate({ to: '/dashboard' })),
      openCodeStep: (_, { email, resendWaitMs, notice }) => {
        rememberCodeStep({ email }, resendWaitMs, { notice });
        void navigate({ to: '/auth/signup' });
      },
    },
  } satisfies FlowBindings<typeof loginMachine>;
}

/** The login page's flow, for `redirect` (a page the guard sent the visitor away from). */
export function useLogin({ redirect }: { redirect: string | undefined }): LoginApi {
  const navigate = useNavigate();
  const { session } = useRouteContext({ from: '__root__' });
  return useFlow(loginMachine, loginBindings({ navigate, session, redirect }), connectLogin);
}
