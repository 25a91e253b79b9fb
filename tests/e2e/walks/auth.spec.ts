/**
 * Browser walks of the account flows: the shortest path to each top-level state of each
 * machine, generated from its graph (tests/e2e/support/walk.ts). The API is held and answered
 * by the walk, so every outcome of the graph is reachable; the real server's flows are walked
 * end to end in tests/e2e/auth.spec.ts.
 */
import type { Page } from '@playwright/test';
import { walkInBrowser, holdApi, expect } from '../support/walk';
import {
  AUTH_CALLS, AUTH_LABELS, AUTH_ROUTES, FALLBACKS, PASSKEY_SIGN_IN, PAYLOADS, REDIRECT_NOTICES, SECOND_FACTOR_STEP, SPEC_TIMERS, SUCCESS, UNDO_PAGE,
  VALIDATION, signupFormProblem,
} from '../../oracle';
import { endedDelay } from './support';
import { stopTheClock } from '../support/clock';
import { DEV_CAPTCHA_TOKEN } from '../../../contract/account';
// The kind of a refused call, to answer it on the wire as the server would: the walk's input, not an expectation.
import { refusalOf } from '../../../machines/refusal';
import { requestOptions, underName, virtualAuthenticator } from '../support/passkeys';
import type { Moment } from '../../support/walk/moment';

type Api = Awaited<ReturnType<typeof holdApi>>;
/**
 * What the page must show is the walk's own account, never the machine's state or context: the
 * step the page is on (`shown`) and what the user did there (`user`: the captcha ticked, the
 * alert the typed values and the server's answers call for, the request on its way), kept by the
 * drivers from the gestures and answers of the walk, and moved on in `see` when a delay ends. The
 * texts, waits and payloads are the specification's (tests/oracle), not the app's content.
 */
interface Walk<TShown extends string = string> {
  page: Page;
  api: Api;
  shown: TShown;
  user: { captchaDone: boolean; formAlert: string | null; sent: unknown };
}
const post = (call: { path: string }) => `POST ${call.path}` as const;

const main = (page: Page) => page.getByRole('main');
const captcha = (page: Page) => main(page).getByRole('checkbox', { name: "I'm not a robot (development captcha)" });

/** The login's and the sign-up's captcha: ticked or expired, noted on what the user did. */
const captchaDrivers = {
  'captcha.verified': (_event: unknown, { page, user }: Walk) => {
    user.captchaDone = true;
    return captcha(page).check();
  },
  'captcha.expired': (_event: unknown, { page, user }: Walk) => {
    user.captchaDone = false;
    return captcha(page).uncheck();
  },
};
const localItem = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

async function openWithApi<TShown extends string>(page: Page, path: string, endpoints: Parameters<typeof holdApi>[1], shown: TShown): Promise<Walk<TShown>> {
  const api = await holdApi(page, endpoints);
  await page.goto(path);
  return { page, api, shown, user: { captchaDone: false, formAlert: null, sent: null } };
}

/** The server answered the request on its way: the captcha is to be done again (section 8), and nothing is sent any more. */
function answered({ user }: Walk) {
  user.captchaDone = false;
  user.sent = null;
}

/** The page's notice of `delay` (a named delay of the machine) has run its time: the page moves on to `next`. */
function afterNotice<TShown extends string>(walk: Walk<TShown>, moment: Moment, delay: string, from: TShown, next: TShown) {
  if (endedDelay(moment) === delay && walk.shown === from) walk.shown = next;
}

/** The form's alert as the walk worked it out, or none. */
async function seeFormAlert({ page, user }: Walk) {
  if (user.formAlert) await expect(main(page).getByRole('alert')).toHaveText(user.formAlert);
  else await expect(main(page).getByRole('alert')).toHaveCount(0);
}

const LOGIN = post(AUTH_CALLS.login);
const RESEND = post(AUTH_CALLS.resendCode);
const SECOND_STEP = 'POST /account/login/two_factor/';
const PASSKEY_OPTIONS = 'POST /account/login/passkey/options/';
const PASSKEY = 'POST /account/login/passkey/';

/**
 * The login page's steps: the form (with its alert, a login or a new code on its way), the
 * browser's passkey dialog open over it, the second step's code, the sign-up code step it opened
 * for an account that never entered its code (a new code sent, or the last one still fresh),
 * signed in with its notice, and the dashboard after it.
 */
type LoginShown = 'form' | 'passkey' | 'secondFactor' | 'codeSent' | 'codeAlreadySent' | 'signedIn' | 'done';
interface LoginWalk extends Walk<LoginShown> {
  /** The wait (Retry-After, in seconds) of the last refused "Send a new code". */
  retryAfter: number;
}

// On the page's own name (a passkey's relying party), with a virtual authenticator that holds a
// passkey for the site; the server's side is held and answered by the walk.
walkInBrowser('login', {
  async open(page): Promise<LoginWalk> {
    await (await virtualAuthenticator(page)).addPasskey('walk-investor');
    const walk = await openWithApi<LoginShown>(page, underName(AUTH_ROUTES.login), [LOGIN, RESEND, SECOND_STEP, PASSKEY_OPTIONS, PASSKEY, 'GET /investor/overview/'], 'form');
    return { ...walk, retryAfter: 0 };
  },
  drive: {
    'form.submit': async ({ values }, { page, user }) => {
      // Section 5: email and password required (the app words that alert), then the captcha.
      user.formAlert = !values.email.trim() || !values.password.trim() ? 'Please enter your email and password.'
        : user.captchaDone ? null : VALIDATION.captchaMissing;
      user.sent = user.formAlert ? null : PAYLOADS.login(values.email, values.password, DEV_CAPTCHA_TOKEN);
      await main(page).getByLabel('Email address').fill(values.email);
      await main(page).getByLabel('Password', { exact: true }).fill(values.password);
      await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
    },
    ...captchaDrivers,
    // The tokens, or for an account with two-factor sign-in on, a challenge and the second step.
    'xstate.done.actor.login': ({ output }, walk) => {
      answered(walk);
      walk.shown = 'challenge' in output ? 'secondFactor' : 'signedIn';
      return walk.api.answer(LOGIN, 200, 'challenge' in output ? { two_factor_required: true, challenge: output.challenge } : output);
    },
    // Section 8: the server's message shows; the captcha is to be done again.
    'xstate.error.actor.login': ({ error }, walk) => {
      answered(walk);
      walk.user.formAlert = error.message;
      walk.shown = 'form';
      return refusalOf({ error }).kind === 'unverified'
        ? walk.api.answer(LOGIN, 403, { detail: error.message, code: 'email_not_verified', message: error.message })
        : walk.api.answer(LOGIN, 400, { detail: error.message });
    },
    'code.request': (_event, { page }) => main(page).getByRole('button', { name: 'Send a new code' }).click(),
    'xstate.done.actor.sendCode': ({ output }, walk) => {
      walk.shown = 'codeSent';
      return walk.api.answer(RESEND, 200, output);
    },
    // The server's refusal says how long to wait (Retry-After, in seconds): inside the resend wait
    // a code went out a moment ago and its step opens; a longer limit shows its message.
    'xstate.error.actor.sendCode': async ({ error }, walk) => {
      const refusal = refusalOf({ error });
      walk.retryAfter = refusal.kind === 'throttled' ? refusal.retryAfterMs / 1000 : 0;
      const stillFresh = walk.retryAfter > 0 && walk.retryAfter * 1000 <= SPEC_TIMERS.otpResendWait;
      walk.shown = stillFresh ? 'codeAlreadySent' : 'form';
      if (!stillFresh) walk.user.formAlert = error.message;
      await walk.api.answer(RESEND, 429, { detail: error.message }, { 'Retry-After': String(walk.retryAfter) });
    },
    'secondFactor.submit': async ({ code }, { page }) => {
      await main(page).getByLabel(SECOND_FACTOR_STEP.label).fill(code);
      await main(page).getByRole('button', { name: SECOND_FACTOR_STEP.submit }).click();
    },
    'secondFactor.cancel': (_event, walk) => {
      walk.user.formAlert = null;
      walk.shown = 'form';
      return main(walk.page).getByRole('button', { name: SECOND_FACTOR_STEP.back }).click();
    },
    'xstate.done.actor.verifySecondFactor': ({ output }, walk) => {
      walk.shown = 'signedIn';
      return walk.api.answer(SECOND_STEP, 200, output);
    },
    // A wrong code is asked again; a challenge that is over sends the user back to the password, with the server's message.
    'xstate.error.actor.verifySecondFactor': ({ error }, walk) => {
      const challengeOver = refusalOf({ error }).kind === 'challengeOver';
      if (challengeOver) {
        walk.user.formAlert = error.message;
        walk.shown = 'form';
      }
      return walk.api.answer(SECOND_STEP, 400, { detail: error.message, code: challengeOver ? 'challenge_expired' : 'invalid_code' });
    },
    'passkey.start': (_event, walk) => {
      walk.user.formAlert = null;
      walk.shown = 'passkey';
      return main(walk.page).getByRole('button', { name: PASSKEY_SIGN_IN.submit }).click();
    },
    // The authenticator signs the server's challenge with its passkey, and the server takes it.
    'xstate.done.actor.signInWithPasskey': async ({ output }, walk) => {
      const { api } = walk;
      await api.answer(PASSKEY_OPTIONS, 200, { options: requestOptions() });
      await api.answer(PASSKEY, 200, output);
      expect(api.bodiesTo(PASSKEY).at(-1)).toMatchObject({ response: { type: 'public-key', response: { userHandle: Buffer.from('walk-investor').toString('base64url') } } });
      walk.shown = 'signedIn';
    },
    'xstate.error.actor.signInWithPasskey': ({ error }, walk) => {
      walk.user.formAlert = error.message;
      walk.shown = 'form';
      return walk.api.answer(PASSKEY_OPTIONS, 500, { detail: error.message });
    },
  },
  async see(_expected, walk, moment) {
    // The signed-in notice's 2 s are over: on to the dashboard.
    afterNotice(walk, moment, 'loginRedirectDelay', 'signedIn', 'done');
    const { page, api, user, shown } = walk;
    if (shown === 'done') return expect(page).toHaveURL(new RegExp(`${AUTH_ROUTES.dashboard}$`));
    if (shown === 'secondFactor') {
      await expect(main(page).getByRole('heading', { name: SECOND_FACTOR_STEP.title })).toBeVisible();
      await expect(main(page).getByLabel(SECOND_FACTOR_STEP.label)).toBeVisible();
      return expect(main(page).getByLabel('Password', { exact: true })).toHaveCount(0);
    }
    if (shown === 'codeSent') {
      await expect(page).toHaveURL(new RegExp(`${AUTH_ROUTES.signup}$`));
      await expect(main(page).getByText(SUCCESS.otpResent)).toBeVisible();
      return expect(main(page).getByText(`You can request a new code in ${SPEC_TIMERS.otpResendWait / 1000} s.`)).toBeVisible();
    }
    if (shown === 'codeAlreadySent') {
      // Refused inside the resend wait: the code sent a moment ago is the one to enter,
      // and the countdown runs for what the server said was left.
      const { email } = api.bodiesTo(LOGIN).at(-1) as { email: string };
      await expect(page).toHaveURL(new RegExp(`${AUTH_ROUTES.signup}$`));
      await expect(main(page).getByRole('status')).toHaveText(`We already sent a code to ${email} a moment ago. Enter it below.`);
      await expect(main(page).getByText(`You can request a new code in ${walk.retryAfter} s.`)).toBeVisible();
      return expect(main(page).getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);
    }
    if (shown === 'signedIn') {
      await expect(main(page).getByRole('status')).toHaveText(REDIRECT_NOTICES.login);
      return expect.poll(() => localItem(page, 'access')).toBe('header.access.sig');
    }
    await expect(main(page).getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(captcha(page)).toBeChecked({ checked: user.captchaDone });
    if (shown === 'passkey') return expect(main(page).getByRole('button', { name: PASSKEY_SIGN_IN.waiting })).toBeDisabled();
    // Section 7's payload, from what was typed.
    if (user.sent) return expect.poll(() => api.bodiesTo(LOGIN).at(-1)).toEqual(user.sent);
    return seeFormAlert(walk);
  },
});

const REGISTER = post(AUTH_CALLS.register);
const VERIFY = post(AUTH_CALLS.verifyCode);
/** The sign-up page's steps: the form, the code step (with the notice of the code sent last), and the login page once verified. */
interface SignupWalk extends Walk<'form' | 'code' | 'verified'> {
  codeNotice: string;
}

walkInBrowser('signup', {
  async open(page): Promise<SignupWalk> {
    return { ...(await openWithApi(page, AUTH_ROUTES.signup, [REGISTER, VERIFY, RESEND], 'form')), codeNotice: SUCCESS.accountCreated };
  },
  drive: {
    'form.submit': async ({ values }, { page, user }) => {
      // Section 5's rules on what is typed: the alert, or the registration goes out.
      const problem = signupFormProblem(values, user.captchaDone);
      user.formAlert = problem === 'required' ? 'Please fill in all required fields.'
        : problem === 'captcha' ? VALIDATION.captchaMissing : problem === 'mismatch' ? VALIDATION.signup.passwordMismatch : null;
      user.sent = problem ? null : PAYLOADS.register(values, DEV_CAPTCHA_TOKEN);
      const fields: [string, string][] = [
        ['First name', values.firstName], ['Last name', values.lastName], ['Email address', values.email],
        ['Password', values.password], ['Confirm password', values.confirmPassword],
      ];
      for (const [label, value] of fields) await main(page).getByLabel(label, { exact: true }).fill(value);
      await main(page).getByRole('button', { name: 'Create account' }).click();
    },
    ...captchaDrivers,
    // The code step's countdown starts with the answer.
    'xstate.done.actor.register': ({ output }, walk) => {
      answered(walk);
      walk.codeNotice = SUCCESS.accountCreated;
      walk.shown = 'code';
      return walk.api.answer(REGISTER, 201, output);
    },
    'xstate.error.actor.register': ({ error }, walk) => {
      answered(walk);
      walk.user.formAlert = error.message;
      return walk.api.answer(REGISTER, 400, { message: error.message });
    },
    'code.submit': async ({ code }, { page }) => {
      await main(page).getByLabel('One-time code').fill(code);
      await main(page).getByRole('button', { name: 'Verify code' }).click();
    },
    'xstate.done.actor.verifyCode': ({ output }, walk) => {
      walk.shown = 'verified';
      return walk.api.answer(VERIFY, 200, output);
    },
    'xstate.error.actor.verifyCode': (_event, { api }) => api.answer(VERIFY, 400, {}),
    'code.resend': (_event, { page }) => main(page).getByRole('button', { name: AUTH_LABELS.signup.resend }).click(),
    'xstate.done.actor.resendOtp': ({ output }, walk) => {
      walk.codeNotice = SUCCESS.otpResent;
      return walk.api.answer(RESEND, 200, output);
    },
    'xstate.error.actor.resendOtp': (_event, { api }) => api.answer(RESEND, 500, {}),
    // Back to the form: to change the address, or to start again.
    'email.edit': (_event, walk) => {
      walk.user.formAlert = null;
      walk.shown = 'form';
      return main(walk.page).getByRole('button', { name: AUTH_LABELS.signup.editEmail }).click();
    },
    'signup.cancel': (_event, walk) => {
      walk.user.formAlert = null;
      walk.shown = 'form';
      return main(walk.page).getByRole('button', { name: AUTH_LABELS.signup.cancel }).click();
    },
  },
  async see(_expected, walk) {
    const { page, api, user, shown } = walk;
    if (shown === 'verified') {
      await expect(page).toHaveURL(new RegExp(`${AUTH_ROUTES.login}$`));
      return expect(main(page).getByRole('status')).toHaveText(SUCCESS.otpVerified);
    }
    if (shown === 'code') {
      await expect(main(page).getByRole('heading', { name: 'Verify your email' })).toBeVisible();
      await expect(main(page).getByText(`You can request a new code in ${SPEC_TIMERS.otpResendWait / 1000} s.`)).toBeVisible();
      return expect(main(page).getByRole('status').first()).toHaveText(walk.codeNotice);
    }
    await expect(main(page).getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(captcha(page)).toBeChecked({ checked: user.captchaDone });
    // Section 7's payload, key for key, from what was typed.
    if (user.sent) return expect.poll(() => api.bodiesTo(REGISTER).at(-1)).toEqual(user.sent);
    return seeFormAlert(walk);
  },
});

const RESET = post(AUTH_CALLS.resetRequest);
walkInBrowser('resetRequest', {
  open: (page) => openWithApi<'form' | 'sent'>(page, AUTH_ROUTES.resetRequest, [RESET], 'form'),
  drive: {
    'form.submit': async ({ email }, { page, user }) => {
      user.formAlert = email.trim() ? null : VALIDATION.resetRequest.emailMissing;
      user.sent = user.formAlert ? null : PAYLOADS.resetRequest(email);
      await main(page).getByLabel('Email address').fill(email);
      await main(page).getByRole('button', { name: 'Send reset link' }).click();
    },
    'xstate.done.actor.requestReset': (_event, walk) => {
      walk.user.sent = null;
      walk.shown = 'sent';
      return walk.api.answer(RESET, 200, { message: SUCCESS.resetLinkSent });
    },
    'xstate.error.actor.requestReset': (_event, { api, user }) => {
      user.sent = null;
      user.formAlert = FALLBACKS.resetRequest;
      return api.answer(RESET, 503, {});
    },
    'link.resend': (_event, { page }) => main(page).getByRole('button', { name: AUTH_LABELS.resetRequest.resend }).click(),
    'email.edit': (_event, walk) => {
      walk.user.formAlert = null;
      walk.shown = 'form';
      return main(walk.page).getByRole('button', { name: AUTH_LABELS.resetRequest.editEmail }).click();
    },
  },
  async see(_expected, walk) {
    const { page, api, user } = walk;
    if (walk.shown === 'sent') {
      await expect(main(page).getByRole('heading', { name: AUTH_LABELS.resetRequest.sentHeading })).toBeVisible();
      await expect(main(page).getByRole('status')).toHaveText(SUCCESS.resetLinkSent);
      return expect(main(page).getByText(`You can request another link in ${SPEC_TIMERS.resetLinkResendWait / 1000} s.`)).toBeVisible();
    }
    await expect(main(page).getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    if (user.sent) return expect.poll(() => api.bodiesTo(RESET).at(-1)).toEqual(user.sent);
    return seeFormAlert(walk);
  },
});

const CONFIRM = post(AUTH_CALLS.newPassword);
/** The link's check as the page opens is the design's (DESIGN.md, "Reset link": opening it spends nothing). */
const CHECK_LINK = 'POST /account/api/password_reset/validate_token/';
const RESET_CODE = 'Code from your authenticator app, or a recovery code';
/** The code step is the design's (two-factor sign-in on): the specification has no words for its alert. */
const RESET_CODE_MISSING = 'Please enter the code from your authenticator app, or a recovery code.';
/** The design's words for a check that failed on the way. */
const CHECK_FAILED = 'We could not check your reset link. Please try again.';
type NewPasswordValues = { password: string; confirmPassword: string; code?: string };
const blank = (value: string | undefined) => !value?.trim();

/**
 * The new-password page: the link being checked, the check failed (Try again), the link dead (the
 * way to a new one), the form (perhaps with its alert), locked while the new password is on its
 * way, the success notice, and the login page after it.
 */
interface NewPasswordWalk extends Walk<'checking' | 'checkFailed' | 'linkInvalid' | 'form' | 'submitting' | 'succeeded' | 'done'> {
  token: string;
  /** What the user typed last. */
  typed: NewPasswordValues | null;
  /**
   * Two-factor sign-in is on (the check said so, or the server asked at a submit): the code field
   * shows; and, asked at a submit with nothing submitted since, it has the focus.
   */
  asked: boolean;
  justAsked: boolean;
  /** The server's words for a dead link. */
  linkMessage: string | null;
}

/** The server says the link is dead (unknown, expired or used): the check answers so, the submit is refused so. */
function linkRefused(walk: NewPasswordWalk, request: string, error: { message: string }) {
  walk.shown = 'linkInvalid';
  walk.linkMessage = error.message;
  if (request === CHECK_LINK) return walk.api.answer(request, 200, { status: 'invalid', detail: error.message, code: 'reset_link_invalid' });
  return walk.api.answer(request, 400, { detail: error.message, code: 'reset_link_invalid', token: [error.message] });
}

walkInBrowser('newPassword', {
  async open(page, input): Promise<NewPasswordWalk> {
    const { token } = input as { token: string };
    const walk = await openWithApi<NewPasswordWalk['shown']>(page, `/auth/new-password/link?token=${token}`, [CHECK_LINK, CONFIRM], 'checking');
    return { ...walk, token, typed: null, asked: false, justAsked: false, linkMessage: null };
  },
  drive: {
    // The link works: the form, with the code field from the start when two-factor sign-in is on.
    'xstate.done.actor.checkLink': ({ output }, walk) => {
      walk.shown = 'form';
      walk.asked = output.twoFactor;
      return walk.api.answer(CHECK_LINK, 200, { status: 'OK', two_factor: output.twoFactor });
    },
    // A dead link, in the server's words; any other failure says nothing of its own (the page's words, and Try again).
    'xstate.error.actor.checkLink': ({ error }, walk) => {
      if (refusalOf({ error }).kind === 'linkInvalid') return linkRefused(walk, CHECK_LINK, error);
      walk.shown = 'checkFailed';
      return walk.api.answer(CHECK_LINK, 503, {});
    },
    'link.retry': (_event, walk) => {
      walk.shown = 'checking';
      return main(walk.page).getByRole('button', { name: 'Try again' }).click();
    },
    'form.submit': async ({ values }, walk) => {
      const { page, user } = walk;
      // Section 5: both fields required, then they must match; the code once the server asked for it.
      walk.typed = values;
      walk.justAsked = false;
      const code = walk.asked ? values.code : 'none asked';
      user.formAlert = blank(values.password) || blank(values.confirmPassword) ? VALIDATION.newPassword.incomplete
        : values.password !== values.confirmPassword ? VALIDATION.newPassword.passwordMismatch
          : blank(code) ? RESET_CODE_MISSING : null;
      if (!user.formAlert) {
        walk.shown = 'submitting';
        // Section 7's body; the code, once asked for, without its spaces.
        const body = PAYLOADS.newPassword(values.password, walk.token);
        user.sent = walk.asked ? { ...body, code: code!.replace(/\s+/g, '') } : body;
      }
      await main(page).getByLabel('New password', { exact: true }).fill(values.password);
      await main(page).getByLabel('Confirm new password', { exact: true }).fill(values.confirmPassword);
      // The code field is there when two-factor sign-in is on.
      const codeField = main(page).getByLabel(RESET_CODE);
      if (await codeField.count()) await codeField.fill(values.code ?? '');
      await main(page).getByRole('button', { name: 'Save new password' }).click();
    },
    'xstate.done.actor.confirmReset': ({ output }, walk) => {
      walk.shown = 'succeeded';
      return walk.api.answer(CONFIRM, 200, output);
    },
    // Two-factor sign-in is on and no code came: the code field shows; a link that died meanwhile: the way to a new one;
    // any other refusal says nothing of its own (section 8's fallback).
    'xstate.error.actor.confirmReset': ({ error }, walk) => {
      if (refusalOf({ error }).kind === 'linkInvalid') return linkRefused(walk, CONFIRM, error);
      walk.shown = 'form';
      if (refusalOf({ error }).kind === 'secondFactorRequired' && !walk.asked) {
        walk.asked = true;
        walk.justAsked = true;
        return walk.api.answer(CONFIRM, 400, { detail: error.message, code: 'second_factor_required' });
      }
      walk.user.formAlert = FALLBACKS.newPassword;
      return walk.api.answer(CONFIRM, 400, {});
    },
  },
  async see(_expected, walk, moment) {
    // The success notice's time is over: on to the login page.
    afterNotice(walk, moment, 'resetRedirectDelay', 'succeeded', 'done');
    const { page, api, user, shown, typed } = walk;
    if (shown === 'done') return expect(page).toHaveURL(new RegExp(`${AUTH_ROUTES.login}$`));
    // Every check sent the link's token, and nothing else.
    for (const body of api.bodiesTo(CHECK_LINK)) expect(body).toEqual({ token: walk.token });
    // Before the form: no password field to type into in vain.
    if (shown === 'checking' || shown === 'checkFailed' || shown === 'linkInvalid') {
      await expect(main(page).getByLabel('New password', { exact: true })).toHaveCount(0);
    }
    if (shown === 'checking') return expect(main(page).getByRole('status')).toHaveText('Checking your reset link…');
    if (shown === 'checkFailed') {
      await expect(main(page).getByRole('alert')).toHaveText(CHECK_FAILED);
      return expect(main(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
    }
    if (shown === 'linkInvalid') {
      await expect(main(page).getByRole('alert')).toHaveText(walk.linkMessage!);
      return expect(main(page).getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', AUTH_ROUTES.resetRequest);
    }
    // Section 7's body, from what was typed, as sent last.
    if (user.sent) await expect.poll(() => api.bodiesTo(CONFIRM).at(-1)).toEqual(user.sent);
    if (shown === 'succeeded') return expect(main(page).getByRole('status')).toHaveText(REDIRECT_NOTICES.newPassword);
    await expect(main(page).getByLabel(RESET_CODE)).toHaveCount(walk.asked ? 1 : 0);
    // Asked for the code: the new field has the focus.
    if (walk.justAsked) await expect(main(page).getByLabel(RESET_CODE)).toBeFocused();
    // What was typed stays.
    if (typed) {
      await expect(main(page).getByLabel('New password', { exact: true })).toHaveValue(typed.password);
      await expect(main(page).getByLabel('Confirm new password', { exact: true })).toHaveValue(typed.confirmPassword);
    }
    if (shown === 'submitting') return expect(main(page).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(main(page).getByRole('button', { name: 'Save new password' })).toBeEnabled();
    return seeFormAlert(walk);
  },
});

const UNDO = 'POST /account/undo/';
/** The undo page: ready, the undo on its way, done (the server's confirmation), the link refused (the server's reason), or failed. */
interface UndoWalk extends Walk<'ready' | 'undoing' | 'done' | 'linkInvalid' | 'failed'> {
  token: string;
  /** What the server said last: its confirmation, or why it refused the link. */
  message: string | null;
}

/**
 * A session stored before the tab's first page only: once the walk ends it (a logout, the undo),
 * a reload finds the visitor signed out, as the app left them.
 */
const signedInAtFirstPage = (page: Page) =>
  page.addInitScript(() => {
    if (sessionStorage.getItem('walk.signedIn')) return;
    sessionStorage.setItem('walk.signedIn', '1');
    localStorage.setItem('access', 'header.access.sig');
    localStorage.setItem('refresh', 'header.refresh.sig');
    localStorage.setItem('user_id', '42');
  });

walkInBrowser('undoChange', {
  async open(page, input): Promise<UndoWalk> {
    // Signed in here: every session ends with the undo, this browser's too.
    await signedInAtFirstPage(page);
    const { token } = input as { token: string };
    return { ...(await openWithApi<UndoWalk['shown']>(page, `/auth/undo?token=${token}`, [UNDO], 'ready')), token, message: null };
  },
  drive: {
    'undo.confirm': (_event, walk) => {
      walk.shown = 'undoing';
      return main(walk.page).getByRole('button', { name: UNDO_PAGE.submit }).click();
    },
    'xstate.done.actor.undoChange': ({ output }, walk) => {
      walk.shown = 'done';
      walk.message = output;
      return walk.api.answer(UNDO, 200, { message: output });
    },
    // The server's refusal of the link says why; a failure on the way says nothing of its own (the page's fallback).
    'xstate.error.actor.undoChange': ({ error }, walk) => {
      if (refusalOf({ error }).kind === 'linkInvalid') {
        walk.shown = 'linkInvalid';
        walk.message = error.message;
        return walk.api.answer(UNDO, 400, { detail: error.message, code: 'undo_link_invalid' });
      }
      walk.shown = 'failed';
      return walk.api.answer(UNDO, 503, {});
    },
  },
  async see(_expected, { page, api, shown, message, token }) {
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(UNDO_PAGE.title);
    // Opening the page sends nothing: mail scanners open links too.
    if (shown === 'ready') expect(api.bodiesTo(UNDO)).toEqual([]);
    if (shown === 'done') {
      await expect(main(page).getByRole('status')).toHaveText(message!);
      await expect(main(page).getByRole('status')).toBeFocused();
      return expect.poll(() => localItem(page, 'access')).toBeNull();
    }
    expect(await localItem(page, 'access')).toBe('header.access.sig');
    if (shown === 'linkInvalid') {
      await expect(main(page).getByRole('alert')).toHaveText(message!);
      await expect(main(page).getByRole('button')).toHaveCount(0);
      return expect(main(page).getByRole('link', { name: 'Reset your password' })).toBeVisible();
    }
    await expect(main(page).getByText('This removes the sign-in method the e-mail told you about and signs out every device.', { exact: false })).toBeVisible();
    if (shown === 'undoing') {
      await expect(main(page).getByRole('button', { name: 'Removing it…' })).toBeDisabled();
      return expect.poll(() => api.bodiesTo(UNDO).at(-1)).toEqual({ token });
    }
    if (shown === 'failed') await expect(main(page).getByRole('alert')).toHaveText('We could not undo the change. Please try again.');
    await expect(main(page).getByRole('button', { name: UNDO_PAGE.submit })).toBeEnabled();
  },
});

const LOGOUT = post(AUTH_CALLS.logout);
walkInBrowser('logout', {
  async open(page) {
    await signedInAtFirstPage(page);
    return openWithApi<'confirming' | 'loggingOut' | 'signedOut' | 'done' | 'cancelled'>(page, AUTH_ROUTES.logout, [LOGOUT, 'GET /investor/overview/'], 'confirming');
  },
  drive: {
    'logout.confirm': (_event, walk) => {
      walk.shown = 'loggingOut';
      return main(walk.page).getByRole('button', { name: 'Yes, log out' }).click();
    },
    'logout.cancel': (_event, walk) => {
      walk.shown = 'cancelled';
      return main(walk.page).getByRole('button', { name: 'No, stay signed in' }).click();
    },
    // Signed out here whatever the server answered (section 6: its failures are ignored).
    'xstate.done.actor.logout': (_event, walk) => {
      walk.shown = 'signedOut';
      return walk.api.answer(LOGOUT, 200, { message: 'Logged out.' });
    },
    'xstate.error.actor.logout': (_event, walk) => {
      walk.shown = 'signedOut';
      return walk.api.answer(LOGOUT, 500, { detail: 'Server error' });
    },
  },
  async see(_expected, walk, moment) {
    // The signed-out notice's time is over: on to the login page.
    afterNotice(walk, moment, 'logoutRedirectDelay', 'signedOut', 'done');
    const { page, api, shown } = walk;
    if (shown === 'cancelled') return expect(page).toHaveURL(new RegExp(`${AUTH_ROUTES.dashboard}$`));
    if (shown === 'done') return expect(page).toHaveURL(new RegExp(`${AUTH_ROUTES.login}$`));
    if (shown === 'signedOut') {
      await expect(main(page).getByRole('status')).toHaveText(SUCCESS.loggedOut);
      return expect.poll(() => localItem(page, 'access')).toBeNull();
    }
    if (shown === 'loggingOut') {
      // Section 7: no body.
      expect(api.bodiesTo(LOGOUT).at(-1)).toBeUndefined();
      return expect(main(page).getByRole('button', { name: 'Logging you out…' })).toBeDisabled();
    }
    await expect(main(page).getByText('Are you sure you want to log out?')).toBeVisible();
  },
});

walkInBrowser('countdown', {
  // A return to the sign-up page resumes a code step with the wait that was left: here exactly
  // the example's seconds. The clock stops before the wait is stored and the page is reached by a
  // link (no reload, which would need the clock), so no real time slips into the wait.
  async open(page, input) {
    const { seconds } = input as { seconds: number };
    await page.goto('/auth/login');
    await stopTheClock(page);
    await page.evaluate((wait) => {
      sessionStorage.setItem('acme.signup.pendingCode', JSON.stringify({ email: 'ada@example.com', resendAt: Date.now() + wait }));
    }, seconds * 1000);
    await main(page).getByRole('link', { name: 'Create an account' }).click();
    return { page, secondsLeft: seconds };
  },
  drive: {},
  async see(_expected, walk, moment) {
    // Each tick takes a second off what is shown.
    if (endedDelay(moment) === 'countdownTick') walk.secondsLeft -= 1;
    await expect(main(walk.page).getByText(`You can request a new code in ${walk.secondsLeft} s.`)).toBeVisible();
    await expect(main(walk.page).getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);
  },
});
