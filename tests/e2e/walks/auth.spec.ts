/**
 * Browser walks of the account flows: the shortest path to each top-level state of each
 * machine, generated from its graph (tests/e2e/support/walk.ts). The API is held and answered
 * by the walk, so every outcome of the graph is reachable; the real server's flows are walked
 * end to end in tests/e2e/auth.spec.ts.
 */
import type { Page } from '@playwright/test';
import { walkInBrowser, holdApi, expect } from '../support/walk';
import { authContent } from '../../../src/content/auth';
import { stopTheClock } from './support';
import { requestOptions, underName, virtualAuthenticator } from '../support/passkeys';

type Api = Awaited<ReturnType<typeof holdApi>>;
interface Walk { page: Page; api: Api }

const main = (page: Page) => page.getByRole('main');
const captcha = (page: Page) => main(page).getByRole('checkbox', { name: "I'm not a robot (development captcha)" });
const localItem = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

async function openWithApi(page: Page, path: string, endpoints: Parameters<typeof holdApi>[1]): Promise<Walk> {
  const api = await holdApi(page, endpoints);
  await page.goto(path);
  return { page, api };
}

const LOGIN = 'POST /account/login/';
const RESEND = 'POST /account/resend_otp/';
const SECOND_STEP = 'POST /account/login/two_factor/';
const PASSKEY_OPTIONS = 'POST /account/login/passkey/options/';
const PASSKEY = 'POST /account/login/passkey/';
const secondFactor = authContent.login.secondFactor;
// On the page's own name (a passkey's relying party), with a virtual authenticator that holds a
// passkey for the site; the server's side is held and answered by the walk.
walkInBrowser('login', {
  async open(page) {
    await (await virtualAuthenticator(page)).addPasskey('walk-investor');
    return openWithApi(page, underName('/auth/login'), [LOGIN, RESEND, SECOND_STEP, PASSKEY_OPTIONS, PASSKEY, 'GET /investor/overview/']);
  },
  drive: {
    'form.submit': async ({ values }, { page }) => {
      await main(page).getByLabel('Email address').fill(values.email);
      await main(page).getByLabel('Password', { exact: true }).fill(values.password);
      await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
    },
    'captcha.verified': (_event, { page }) => captcha(page).check(),
    'captcha.expired': (_event, { page }) => captcha(page).uncheck(),
    'xstate.done.actor.login': ({ output }, { api }) =>
      api.answer(LOGIN, 200, 'challenge' in output ? { two_factor_required: true, challenge: output.challenge } : output),
    'xstate.error.actor.login': ({ error }, { api }) => ((error as { unverified?: boolean }).unverified
      ? api.answer(LOGIN, 403, { detail: error.message, code: 'email_not_verified', message: error.message })
      : api.answer(LOGIN, 400, { detail: error.message })),
    'code.request': (_event, { page }) => main(page).getByRole('button', { name: 'Send a new code' }).click(),
    'xstate.done.actor.sendCode': ({ output }, { api }) => api.answer(RESEND, 200, output),
    // The server's refusal says how long to wait (Retry-After, in seconds). The clock stops first,
    // so the countdown it may start shows exactly that.
    'xstate.error.actor.sendCode': async ({ error }, { page, api }) => {
      await stopTheClock(page);
      await api.answer(RESEND, 429, { detail: error.message }, { 'Retry-After': String((error as Error & { retryAfterMs: number }).retryAfterMs / 1000) });
    },
    'secondFactor.submit': async ({ code }, { page }) => {
      await main(page).getByLabel(secondFactor.label).fill(code);
      await main(page).getByRole('button', { name: secondFactor.submit }).click();
    },
    'secondFactor.cancel': (_event, { page }) => main(page).getByRole('button', { name: secondFactor.back }).click(),
    'xstate.done.actor.verifySecondFactor': ({ output }, { api }) => api.answer(SECOND_STEP, 200, output),
    'xstate.error.actor.verifySecondFactor': ({ error }, { api }) => api.answer(SECOND_STEP, 400, {
      detail: error.message, code: (error as { challengeOver?: boolean }).challengeOver ? 'challenge_expired' : 'invalid_code',
    }),
    'passkey.start': (_event, { page }) => main(page).getByRole('button', { name: authContent.login.passkey.submit }).click(),
    // The authenticator signs the server's challenge with its passkey, and the server takes it.
    'xstate.done.actor.signInWithPasskey': async ({ output }, { api }) => {
      await api.answer(PASSKEY_OPTIONS, 200, { options: requestOptions() });
      await api.answer(PASSKEY, 200, output);
      expect(api.bodiesTo(PASSKEY).at(-1)).toMatchObject({ response: { type: 'public-key', response: { userHandle: Buffer.from('walk-investor').toString('base64url') } } });
    },
    'xstate.error.actor.signInWithPasskey': ({ error }, { api }) => api.answer(PASSKEY_OPTIONS, 500, { detail: error.message }),
  },
  async see(expected, { page }) {
    if (expected.matches('done')) return expect(page).toHaveURL(/\/dashboard$/);
    if (expected.matches('secondFactor')) {
      await expect(main(page).getByRole('heading', { name: secondFactor.title })).toBeVisible();
      await expect(main(page).getByLabel(secondFactor.label)).toBeVisible();
      return expect(main(page).getByLabel('Password', { exact: true })).toHaveCount(0);
    }
    if (expected.matches('codeSent')) {
      await expect(page).toHaveURL(/\/auth\/signup$/);
      await expect(main(page).getByText('OTP has been resent.')).toBeVisible();
      return expect(main(page).getByText('You can request a new code in 60 s.')).toBeVisible();
    }
    if (expected.matches('codeAlreadySent')) {
      // Refused inside the one-code-a-minute wait: the code sent a moment ago is the one to enter.
      const { email } = (expected.context as { values: { email: string } }).values;
      await expect(page).toHaveURL(/\/auth\/signup$/);
      await expect(main(page).getByRole('status')).toHaveText(`We already sent a code to ${email} a moment ago. Enter it below.`);
      await expect(main(page).getByText('You can request a new code in 44 s.')).toBeVisible();
      return expect(main(page).getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);
    }
    if (expected.matches('signedIn')) {
      await expect(main(page).getByRole('status')).toHaveText('Login successful! Redirecting to dashboard...');
      return expect.poll(() => localItem(page, 'access')).toBe('header.access.sig');
    }
    await expect(main(page).getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(captcha(page)).toBeChecked({ checked: (expected.context as { captchaToken: string | null }).captchaToken !== null });
    if (expected.matches({ form: 'passkey' })) await expect(main(page).getByRole('button', { name: authContent.login.passkey.waiting })).toBeDisabled();
    else if (expected.matches({ form: 'failed' })) await expect(main(page).getByRole('alert')).toHaveText((expected.context as { error: string }).error);
  },
});

const REGISTER = 'POST /account/registration/';
const VERIFY = 'POST /account/verify_code/';
walkInBrowser('signup', {
  open: (page) => openWithApi(page, '/auth/signup', [REGISTER, VERIFY, 'POST /account/resend_otp/']),
  drive: {
    'form.submit': async ({ values }, { page }) => {
      const fields: [string, string][] = [
        ['First name', values.firstName], ['Last name', values.lastName], ['Email address', values.email],
        ['Password', values.password], ['Confirm password', values.confirmPassword],
      ];
      for (const [label, value] of fields) await main(page).getByLabel(label, { exact: true }).fill(value);
      await main(page).getByRole('button', { name: 'Create account' }).click();
    },
    'captcha.verified': (_event, { page }) => captcha(page).check(),
    'captcha.expired': (_event, { page }) => captcha(page).uncheck(),
    'xstate.done.actor.register': ({ output }, { api }) => api.answer(REGISTER, 201, output),
    'xstate.error.actor.register': ({ error }, { api }) => api.answer(REGISTER, 400, { message: error.message }),
    'code.submit': async ({ code }, { page }) => {
      await main(page).getByLabel('One-time code').fill(code);
      await main(page).getByRole('button', { name: 'Verify code' }).click();
    },
    'xstate.done.actor.verifyCode': ({ output }, { api }) => api.answer(VERIFY, 200, output),
    'xstate.error.actor.verifyCode': (_event, { api }) => api.answer(VERIFY, 400, {}),
    'code.resend': (_event, { page }) => main(page).getByRole('button', { name: 'Resend OTP' }).click(),
    'xstate.done.actor.resendOtp': ({ output }, { api }) => api.answer('POST /account/resend_otp/', 200, output),
    'xstate.error.actor.resendOtp': (_event, { api }) => api.answer('POST /account/resend_otp/', 500, {}),
    'email.edit': (_event, { page }) => main(page).getByRole('button', { name: 'Edit Email Address' }).click(),
    'signup.cancel': (_event, { page }) => main(page).getByRole('button', { name: 'Cancel' }).click(),
  },
  async see(expected, { page }) {
    if (expected.matches('verified')) {
      await expect(page).toHaveURL(/\/auth\/login$/);
      return expect(main(page).getByRole('status')).toHaveText('OTP Verified Successfully!');
    }
    if (expected.matches('code')) {
      await expect(main(page).getByRole('heading', { name: 'Verify your email' })).toBeVisible();
      await expect(main(page).getByText('You can request a new code in 60 s.')).toBeVisible();
      return expect(main(page).getByRole('status').first()).toHaveText('Account created! OTP sent to email.');
    }
    await expect(main(page).getByRole('heading', { name: 'Create your account' })).toBeVisible();
  },
});

const RESET = 'POST /account/password_reset/';
walkInBrowser('resetRequest', {
  open: (page) => openWithApi(page, '/auth/reset-password', [RESET]),
  drive: {
    'form.submit': async ({ email }, { page }) => {
      await main(page).getByLabel('Email address').fill(email);
      await main(page).getByRole('button', { name: 'Send reset link' }).click();
    },
    'xstate.done.actor.requestReset': (_event, { api }) => api.answer(RESET, 200, { message: 'Reset link has been sent to your email.' }),
    'xstate.error.actor.requestReset': (_event, { api }) => api.answer(RESET, 503, {}),
    'link.resend': (_event, { page }) => main(page).getByRole('button', { name: 'Resend Reset Link' }).click(),
    'email.edit': (_event, { page }) => main(page).getByRole('button', { name: 'Edit Email' }).click(),
  },
  async see(expected, { page }) {
    if (expected.matches('sent')) {
      await expect(main(page).getByRole('heading', { name: 'Check Your Inbox' })).toBeVisible();
      return expect(main(page).getByText('You can request another link in 120 s.')).toBeVisible();
    }
    await expect(main(page).getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  },
});

const CONFIRM = 'POST /account/api/password_reset/confirm/';
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
    'xstate.error.actor.confirmReset': ({ error }, { api }) => ((error as { secondFactorRequired?: boolean }).secondFactorRequired
      ? api.answer(CONFIRM, 400, { detail: error.message, code: 'second_factor_required' })
      : api.answer(CONFIRM, 400, {})),
  },
  async see(expected, { page, api }) {
    if (expected.matches('done')) return expect(page).toHaveURL(/\/auth\/login$/);
    if (expected.matches('succeeded')) {
      await expect(main(page).getByRole('status')).toHaveText('Password reset successful! Redirecting to login...');
      return expect(api.bodiesTo(CONFIRM).at(-1)).toEqual({ password: 'new-secret-42', token: 'reset-token-from-link' });
    }
    if (expected.matches('secondFactor')) {
      // Asked for the code: the field has the focus, the passwords stay as typed.
      await expect(main(page).getByLabel(RESET_CODE)).toBeFocused();
      await expect(main(page).getByLabel('New password', { exact: true })).toHaveValue('new-secret-42');
      await expect(main(page).getByLabel('Confirm new password', { exact: true })).toHaveValue('new-secret-42');
      return expect(api.bodiesTo(CONFIRM).at(-1)).toEqual({ password: 'new-secret-42', token: 'reset-token-from-link' });
    }
    await expect(main(page).getByLabel(RESET_CODE)).toHaveCount(0);
    if (expected.matches({ form: 'submitting' })) return expect(main(page).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(main(page).getByRole('button', { name: 'Save new password' })).toBeEnabled();
    if (expected.matches({ form: 'failed' })) await expect(main(page).getByRole('alert')).toHaveText('Password reset failed. Please try again.');
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
    'undo.confirm': (_event, { page }) => main(page).getByRole('button', { name: 'Remove it and sign out everywhere' }).click(),
    'xstate.done.actor.undoChange': ({ output }, { api }) => api.answer(UNDO, 200, { message: output }),
    'xstate.error.actor.undoChange': ({ error }, { api }) => ((error as { linkInvalid?: boolean }).linkInvalid
      ? api.answer(UNDO, 400, { detail: error.message, code: 'undo_link_invalid' })
      : api.answer(UNDO, 503, {})),
  },
  async see(expected, { page, api }) {
    const { message } = expected.context as { message: string | null };
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Undo a change to your account');
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
      return expect(api.bodiesTo(UNDO).at(-1)).toEqual({ token: 'undo-token-from-alert' });
    }
    if (expected.matches('failed')) await expect(main(page).getByRole('alert')).toHaveText('We could not undo the change. Please try again.');
    await expect(main(page).getByRole('button', { name: 'Remove it and sign out everywhere' })).toBeEnabled();
  },
});

const LOGOUT = 'POST /account/logout/';
walkInBrowser('logout', {
  async open(page) {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('walk.signedIn')) return;
      sessionStorage.setItem('walk.signedIn', '1');
      localStorage.setItem('access', 'header.access.sig');
      localStorage.setItem('refresh', 'header.refresh.sig');
      localStorage.setItem('user_id', '42');
    });
    return openWithApi(page, '/auth/logout', [LOGOUT, 'GET /investor/overview/']);
  },
  drive: {
    'logout.confirm': (_event, { page }) => main(page).getByRole('button', { name: 'Yes, log out' }).click(),
    'logout.cancel': (_event, { page }) => main(page).getByRole('button', { name: 'No, stay signed in' }).click(),
    'xstate.done.actor.logout': (_event, { api }) => api.answer(LOGOUT, 200, { message: 'Logged out.' }),
    'xstate.error.actor.logout': (_event, { api }) => api.answer(LOGOUT, 500, { detail: 'Server error' }),
  },
  async see(expected, { page }) {
    if (expected.matches('cancelled')) return expect(page).toHaveURL(/\/dashboard$/);
    if (expected.matches('done')) return expect(page).toHaveURL(/\/auth\/login$/);
    if (expected.matches('signedOut')) {
      await expect(main(page).getByRole('status')).toHaveText('You have been successfully logged out.');
      return expect.poll(() => localItem(page, 'access')).toBeNull();
    }
    if (expected.matches('loggingOut')) return expect(main(page).getByRole('button', { name: 'Logging you out…' })).toBeDisabled();
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
