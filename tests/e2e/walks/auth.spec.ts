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
import { stopTheClock } from './support';
import { DEV_CAPTCHA_TOKEN } from '../../../contract/account';
// The kind of a refused call, to answer it on the wire as the server would: the walk's input, not an expectation.
import { refusalOf } from '../../../machines/refusal';
import { requestOptions, underName, virtualAuthenticator } from '../support/passkeys';

type Api = Awaited<ReturnType<typeof holdApi>>;
/**
 * What the page must show follows what the walk did (`user`: the captcha ticked, the alert the
 * typed values and the server's answers call for), and the texts, waits and payloads are the
 * specification's (tests/oracle), not the app's content.
 */
interface Walk { page: Page; api: Api; user: { captchaDone: boolean; formAlert: string | null; sent: unknown } }
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

async function openWithApi(page: Page, path: string, endpoints: Parameters<typeof holdApi>[1]): Promise<Walk> {
  const api = await holdApi(page, endpoints);
  await page.goto(path);
  return { page, api, user: { captchaDone: false, formAlert: null, sent: null } };
}

const LOGIN = post(AUTH_CALLS.login);
const RESEND = post(AUTH_CALLS.resendCode);
const SECOND_STEP = 'POST /account/login/two_factor/';
const PASSKEY_OPTIONS = 'POST /account/login/passkey/options/';
const PASSKEY = 'POST /account/login/passkey/';
// On the page's own name (a passkey's relying party), with a virtual authenticator that holds a
// passkey for the site; the server's side is held and answered by the walk.
walkInBrowser('login', {
  async open(page) {
    await (await virtualAuthenticator(page)).addPasskey('walk-investor');
    return openWithApi(page, underName(AUTH_ROUTES.login), [LOGIN, RESEND, SECOND_STEP, PASSKEY_OPTIONS, PASSKEY, 'GET /investor/overview/']);
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
    'xstate.done.actor.login': ({ output }, { api, user }) => {
      user.captchaDone = false;
      user.sent = null;
      return api.answer(LOGIN, 200, 'challenge' in output ? { two_factor_required: true, challenge: output.challenge } : output);
    },
    // Section 8: the server's message shows; the captcha is to be done again.
    'xstate.error.actor.login': ({ error }, { api, user }) => {
      user.captchaDone = false;
      user.sent = null;
      user.formAlert = error.message;
      return refusalOf({ error }).kind === 'unverified'
        ? api.answer(LOGIN, 403, { detail: error.message, code: 'email_not_verified', message: error.message })
        : api.answer(LOGIN, 400, { detail: error.message });
    },
    'code.request': (_event, { page }) => main(page).getByRole('button', { name: 'Send a new code' }).click(),
    'xstate.done.actor.sendCode': ({ output }, { api }) => api.answer(RESEND, 200, output),
    // The server's refusal says how long to wait (Retry-After, in seconds). The clock stops first,
    // so the countdown it may start shows exactly that.
    'xstate.error.actor.sendCode': async ({ error }, { page, api }) => {
      await stopTheClock(page);
      const refusal = refusalOf({ error });
      const seconds = refusal.kind === 'throttled' ? refusal.retryAfterMs / 1000 : 0;
      await api.answer(RESEND, 429, { detail: error.message }, { 'Retry-After': String(seconds) });
    },
    'secondFactor.submit': async ({ code }, { page }) => {
      await main(page).getByLabel(SECOND_FACTOR_STEP.label).fill(code);
      await main(page).getByRole('button', { name: SECOND_FACTOR_STEP.submit }).click();
    },
    'secondFactor.cancel': (_event, { page }) => main(page).getByRole('button', { name: SECOND_FACTOR_STEP.back }).click(),
    'xstate.done.actor.verifySecondFactor': ({ output }, { api }) => api.answer(SECOND_STEP, 200, output),
    'xstate.error.actor.verifySecondFactor': ({ error }, { api }) => api.answer(SECOND_STEP, 400, {
      detail: error.message, code: refusalOf({ error }).kind === 'challengeOver' ? 'challenge_expired' : 'invalid_code',
    }),
    'passkey.start': (_event, { page }) => main(page).getByRole('button', { name: PASSKEY_SIGN_IN.submit }).click(),
    // The authenticator signs the server's challenge with its passkey, and the server takes it.
    'xstate.done.actor.signInWithPasskey': async ({ output }, { api }) => {
      await api.answer(PASSKEY_OPTIONS, 200, { options: requestOptions() });
      await api.answer(PASSKEY, 200, output);
      expect(api.bodiesTo(PASSKEY).at(-1)).toMatchObject({ response: { type: 'public-key', response: { userHandle: Buffer.from('walk-investor').toString('base64url') } } });
    },
    'xstate.error.actor.signInWithPasskey': ({ error }, { api, user }) => {
      user.formAlert = error.message;
      return api.answer(PASSKEY_OPTIONS, 500, { detail: error.message });
    },
  },
  async see(expected, { page, api, user }) {
    if (expected.matches('done')) return expect(page).toHaveURL(new RegExp(`${AUTH_ROUTES.dashboard}$`));
    if (expected.matches('secondFactor')) {
      await expect(main(page).getByRole('heading', { name: SECOND_FACTOR_STEP.title })).toBeVisible();
      await expect(main(page).getByLabel(SECOND_FACTOR_STEP.label)).toBeVisible();
      return expect(main(page).getByLabel('Password', { exact: true })).toHaveCount(0);
    }
    if (expected.matches('codeSent')) {
      await expect(page).toHaveURL(new RegExp(`${AUTH_ROUTES.signup}$`));
      await expect(main(page).getByText(SUCCESS.otpResent)).toBeVisible();
      return expect(main(page).getByText(`You can request a new code in ${SPEC_TIMERS.otpResendWait / 1000} s.`)).toBeVisible();
    }
    if (expected.matches('codeAlreadySent')) {
      // Refused inside the one-code-a-minute wait: the code sent a moment ago is the one to enter.
      const { email } = api.bodiesTo(LOGIN).at(-1) as { email: string };
      await expect(page).toHaveURL(new RegExp(`${AUTH_ROUTES.signup}$`));
      await expect(main(page).getByRole('status')).toHaveText(`We already sent a code to ${email} a moment ago. Enter it below.`);
      await expect(main(page).getByText('You can request a new code in 44 s.')).toBeVisible();
      return expect(main(page).getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);
    }
    if (expected.matches('signedIn')) {
      await expect(main(page).getByRole('status')).toHaveText(REDIRECT_NOTICES.login);
      return expect.poll(() => localItem(page, 'access')).toBe('header.access.sig');
    }
    await expect(main(page).getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(captcha(page)).toBeChecked({ checked: user.captchaDone });
    if (expected.matches({ form: 'passkey' })) return expect(main(page).getByRole('button', { name: PASSKEY_SIGN_IN.waiting })).toBeDisabled();
    // Section 7's payload, from what was typed.
    if (user.sent) return expect.poll(() => api.bodiesTo(LOGIN).at(-1)).toEqual(user.sent);
    if (user.formAlert) await expect(main(page).getByRole('alert')).toHaveText(user.formAlert);
    else await expect(main(page).getByRole('alert')).toHaveCount(0);
  },
});

const REGISTER = post(AUTH_CALLS.register);
const VERIFY = post(AUTH_CALLS.verifyCode);
walkInBrowser('signup', {
  open: (page) => openWithApi(page, AUTH_ROUTES.signup, [REGISTER, VERIFY, RESEND]),
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
    'xstate.done.actor.register': ({ output }, { api, user }) => {
      user.captchaDone = false;
      user.sent = null;
      return api.answer(REGISTER, 201, output);
    },
    'xstate.error.actor.register': ({ error }, { api, user }) => {
      user.captchaDone = false;
      user.sent = null;
      user.formAlert = error.message;
      return api.answer(REGISTER, 400, { message: error.message });
    },
    'code.submit': async ({ code }, { page }) => {
      await main(page).getByLabel('One-time code').fill(code);
      await main(page).getByRole('button', { name: 'Verify code' }).click();
    },
    'xstate.done.actor.verifyCode': ({ output }, { api }) => api.answer(VERIFY, 200, output),
    'xstate.error.actor.verifyCode': (_event, { api }) => api.answer(VERIFY, 400, {}),
    'code.resend': (_event, { page }) => main(page).getByRole('button', { name: AUTH_LABELS.signup.resend }).click(),
    'xstate.done.actor.resendOtp': ({ output }, { api }) => api.answer(RESEND, 200, output),
    'xstate.error.actor.resendOtp': (_event, { api }) => api.answer(RESEND, 500, {}),
    'email.edit': (_event, { page, user }) => {
      user.formAlert = null;
      return main(page).getByRole('button', { name: AUTH_LABELS.signup.editEmail }).click();
    },
    'signup.cancel': (_event, { page, user }) => {
      user.formAlert = null;
      return main(page).getByRole('button', { name: AUTH_LABELS.signup.cancel }).click();
    },
  },
  async see(expected, { page, api, user }) {
    if (expected.matches('verified')) {
      await expect(page).toHaveURL(new RegExp(`${AUTH_ROUTES.login}$`));
      return expect(main(page).getByRole('status')).toHaveText(SUCCESS.otpVerified);
    }
    if (expected.matches('code')) {
      await expect(main(page).getByRole('heading', { name: 'Verify your email' })).toBeVisible();
      await expect(main(page).getByText(`You can request a new code in ${SPEC_TIMERS.otpResendWait / 1000} s.`)).toBeVisible();
      return expect(main(page).getByRole('status').first()).toHaveText(SUCCESS.accountCreated);
    }
    await expect(main(page).getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(captcha(page)).toBeChecked({ checked: user.captchaDone });
    // Section 7's payload, key for key, from what was typed.
    if (user.sent) return expect.poll(() => api.bodiesTo(REGISTER).at(-1)).toEqual(user.sent);
    if (user.formAlert) await expect(main(page).getByRole('alert')).toHaveText(user.formAlert);
    else await expect(main(page).getByRole('alert')).toHaveCount(0);
  },
});

const RESET = post(AUTH_CALLS.resetRequest);
walkInBrowser('resetRequest', {
  open: (page) => openWithApi(page, AUTH_ROUTES.resetRequest, [RESET]),
  drive: {
    'form.submit': async ({ email }, { page, user }) => {
      user.formAlert = email.trim() ? null : VALIDATION.resetRequest.emailMissing;
      user.sent = user.formAlert ? null : PAYLOADS.resetRequest(email);
      await main(page).getByLabel('Email address').fill(email);
      await main(page).getByRole('button', { name: 'Send reset link' }).click();
    },
    'xstate.done.actor.requestReset': (_event, { api, user }) => {
      user.sent = null;
      return api.answer(RESET, 200, { message: SUCCESS.resetLinkSent });
    },
    'xstate.error.actor.requestReset': (_event, { api, user }) => {
      user.sent = null;
      user.formAlert = FALLBACKS.resetRequest;
      return api.answer(RESET, 503, {});
    },
    'link.resend': (_event, { page }) => main(page).getByRole('button', { name: AUTH_LABELS.resetRequest.resend }).click(),
    'email.edit': (_event, { page }) => main(page).getByRole('button', { name: AUTH_LABELS.resetRequest.editEmail }).click(),
  },
  async see(expected, { page, api, user }) {
    if (expected.matches('sent')) {
      await expect(main(page).getByRole('heading', { name: AUTH_LABELS.resetRequest.sentHeading })).toBeVisible();
      await expect(main(page).getByRole('status')).toHaveText(SUCCESS.resetLinkSent);
      return expect(main(page).getByText(`You can request another link in ${SPEC_TIMERS.resetLinkResendWait / 1000} s.`)).toBeVisible();
    }
    await expect(main(page).getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    if (user.sent) return expect.poll(() => api.bodiesTo(RESET).at(-1)).toEqual(user.sent);
    if (user.formAlert) await expect(main(page).getByRole('alert')).toHaveText(user.formAlert);
    else await expect(main(page).getByRole('alert')).toHaveCount(0);
  },
});

const CONFIRM = post(AUTH_CALLS.newPassword);
const RESET_CODE = 'Code from your authenticator app, or a recovery code';
walkInBrowser('newPassword', {
  open: (page, input) => openWithApi(page, `/auth/new-password/link?token=${(input as { token: string }).token}`, [CONFIRM]),
  drive: {
    'form.submit': async ({ values }, { page }) => {
      await main(page).getByLabel('New password', { exact: true }).fill(values.password);
      await main(page).getByLabel('Confirm new password', { exact: true }).fill(values.confirmPassword);
      // The code field is there once the server asked for it (two-factor sign-in on).
      const code = main(page).getByLabel(RESET_CODE);
      if (await code.count()) await code.fill(values.code ?? '');
      await main(page).getByRole('button', { name: 'Save new password' }).click();
    },
    'xstate.done.actor.confirmReset': ({ output }, { api }) => api.answer(CONFIRM, 200, output),
    'xstate.error.actor.confirmReset': ({ error }, { api }) => (refusalOf({ error }).kind === 'secondFactorRequired'
      ? api.answer(CONFIRM, 400, { detail: error.message, code: 'second_factor_required' })
      : api.answer(CONFIRM, 400, {})),
  },
  async see(expected, { page, api }) {
    if (expected.matches('done')) return expect(page).toHaveURL(new RegExp(`${AUTH_ROUTES.login}$`));
    if (expected.matches('succeeded')) {
      await expect(main(page).getByRole('status')).toHaveText(REDIRECT_NOTICES.newPassword);
      return expect.poll(() => api.bodiesTo(CONFIRM).at(-1)).toEqual(PAYLOADS.newPassword('new-secret-42', 'reset-token-from-link'));
    }
    if (expected.matches('secondFactor')) {
      // Asked for the code: the field has the focus, the passwords stay as typed.
      await expect(main(page).getByLabel(RESET_CODE)).toBeFocused();
      await expect(main(page).getByLabel('New password', { exact: true })).toHaveValue('new-secret-42');
      await expect(main(page).getByLabel('Confirm new password', { exact: true })).toHaveValue('new-secret-42');
      return expect.poll(() => api.bodiesTo(CONFIRM).at(-1)).toEqual(PAYLOADS.newPassword('new-secret-42', 'reset-token-from-link'));
    }
    await expect(main(page).getByLabel(RESET_CODE)).toHaveCount(0);
    if (expected.matches({ form: 'submitting' })) return expect(main(page).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(main(page).getByRole('button', { name: 'Save new password' })).toBeEnabled();
    if (expected.matches({ form: 'failed' })) await expect(main(page).getByRole('alert')).toHaveText(FALLBACKS.newPassword);
  },
});

const UNDO = 'POST /account/undo/';
walkInBrowser('undoChange', {
  async open(page, input) {
    // Signed in here: every session ends with the undo, this browser's too.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('walk.signedIn')) return;
      sessionStorage.setItem('walk.signedIn', '1');
      localStorage.setItem('access', 'header.access.sig');
      localStorage.setItem('refresh', 'header.refresh.sig');
      localStorage.setItem('user_id', '42');
    });
    return openWithApi(page, `/auth/undo?token=${(input as { token: string }).token}`, [UNDO]);
  },
  drive: {
    'undo.confirm': (_event, { page }) => main(page).getByRole('button', { name: UNDO_PAGE.submit }).click(),
    'xstate.done.actor.undoChange': ({ output }, { api }) => api.answer(UNDO, 200, { message: output }),
    'xstate.error.actor.undoChange': ({ error }, { api }) => (refusalOf({ error }).kind === 'linkInvalid'
      ? api.answer(UNDO, 400, { detail: error.message, code: 'undo_link_invalid' })
      : api.answer(UNDO, 503, {})),
  },
  async see(expected, { page, api }) {
    const { message } = expected.context as { message: string | null };
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(UNDO_PAGE.title);
    // Opening the page sends nothing: mail scanners open links too.
    if (expected.matches('ready')) expect(api.bodiesTo(UNDO)).toEqual([]);
    if (expected.matches('done')) {
      await expect(main(page).getByRole('status')).toHaveText(message!);
      await expect(main(page).getByRole('status')).toBeFocused();
      return expect.poll(() => localItem(page, 'access')).toBeNull();
    }
    expect(await localItem(page, 'access')).toBe('header.access.sig');
    if (expected.matches('linkInvalid')) {
      await expect(main(page).getByRole('alert')).toHaveText(message!);
      await expect(main(page).getByRole('button')).toHaveCount(0);
      return expect(main(page).getByRole('link', { name: 'Reset your password' })).toBeVisible();
    }
    await expect(main(page).getByText('This removes the sign-in method the e-mail told you about and signs out every device.', { exact: false })).toBeVisible();
    if (expected.matches('undoing')) {
      await expect(main(page).getByRole('button', { name: 'Removing it…' })).toBeDisabled();
      return expect.poll(() => api.bodiesTo(UNDO).at(-1)).toEqual({ token: 'undo-token-from-alert' });
    }
    if (expected.matches('failed')) await expect(main(page).getByRole('alert')).toHaveText('We could not undo the change. Please try again.');
    await expect(main(page).getByRole('button', { name: UNDO_PAGE.submit })).toBeEnabled();
  },
});

const LOGOUT = post(AUTH_CALLS.logout);
walkInBrowser('logout', {
  async open(page) {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('walk.signedIn')) return;
      sessionStorage.setItem('walk.signedIn', '1');
      localStorage.setItem('access', 'header.access.sig');
      localStorage.setItem('refresh', 'header.refresh.sig');
      localStorage.setItem('user_id', '42');
    });
    return openWithApi(page, AUTH_ROUTES.logout, [LOGOUT, 'GET /investor/overview/']);
  },
  drive: {
    'logout.confirm': (_event, { page }) => main(page).getByRole('button', { name: 'Yes, log out' }).click(),
    'logout.cancel': (_event, { page }) => main(page).getByRole('button', { name: 'No, stay signed in' }).click(),
    'xstate.done.actor.logout': (_event, { api }) => api.answer(LOGOUT, 200, { message: 'Logged out.' }),
    'xstate.error.actor.logout': (_event, { api }) => api.answer(LOGOUT, 500, { detail: 'Server error' }),
  },
  async see(expected, { page, api }) {
    if (expected.matches('cancelled')) return expect(page).toHaveURL(new RegExp(`${AUTH_ROUTES.dashboard}$`));
    if (expected.matches('done')) return expect(page).toHaveURL(new RegExp(`${AUTH_ROUTES.login}$`));
    if (expected.matches('signedOut')) {
      await expect(main(page).getByRole('status')).toHaveText(SUCCESS.loggedOut);
      return expect.poll(() => localItem(page, 'access')).toBeNull();
    }
    if (expected.matches('loggingOut')) {
      // Section 7: no body.
      expect(api.bodiesTo(LOGOUT).at(-1)).toBeUndefined();
      return expect(main(page).getByRole('button', { name: 'Logging you out…' })).toBeDisabled();
    }
    await expect(main(page).getByText('Are you sure you want to log out?')).toBeVisible();
  },
});

walkInBrowser('countdown', {
  // A return to the sign-up page resumes a code step with the wait that was left: here exactly
  // the example's seconds. The clock stops first and the page is reached by a link (no reload,
  // which would need the clock), so no real time slips into the wait.
  async open(page, input) {
    const { seconds } = input as { seconds: number };
    await page.goto('/auth/login');
    await stopTheClock(page);
    await page.evaluate((wait) => {
      sessionStorage.setItem('acme.signup.pendingCode', JSON.stringify({ email: 'ada@example.com', resendAt: Date.now() + wait }));
    }, seconds * 1000);
    await main(page).getByRole('link', { name: 'Create an account' }).click();
    return { page, api: await holdApi(page, []) };
  },
  drive: {},
  async see(expected, { page }) {
    const { secondsLeft } = expected.context as { secondsLeft: number };
    await expect(main(page).getByText(`You can request a new code in ${secondsLeft} s.`)).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);
  },
});
