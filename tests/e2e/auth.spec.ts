import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, seriousAxeViolations, createVerifiedAccount } from './support/fixtures';
import { stopTheClock } from './support/clock';
import { DEV_CAPTCHA_LABEL, fillSignupFields } from '../../scripts/signup-form.mjs';
import { SPEC_TIMERS } from '../oracle';

// Real account flows against `npm start`'s server with the development captcha and outbox.
// Timers run on Playwright's clock: the two resend waits (tests/oracle's) and the 2 s / 4 s redirects.

interface OutboxMail {
  to: string;
  meta?: { kind: string; code?: string; link?: string };
}

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const PASSWORD = 'Quartz-Harbor-7731';

async function lastMail(request: APIRequestContext, to: string, kind: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/outbox')).json()) as OutboxMail[];
      found = mails.filter((mail) => mail.to === to && mail.meta?.kind === kind).at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

const main = (page: Page) => page.getByRole('main');

async function logIn(page: Page, email: string, password: string) {
  await main(page).getByLabel('Email address').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('checkbox', { name: DEV_CAPTCHA_LABEL }).check();
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(main(page).getByText('Login successful! Redirecting to dashboard...')).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => Boolean(localStorage.getItem('access') && localStorage.getItem('refresh') && localStorage.getItem('user_id')))).toBe(true);
}

test('sign up, verify the code from the outbox, log in, reach the dashboard, log out', async ({ page, request }) => {
  const email = uniqueEmail('signup');
  await page.clock.install();
  await page.goto('/auth/signup?ref=FRIEND1');
  await expect(main(page).getByLabel('Referral code (optional)')).toHaveValue('FRIEND1');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const form = main(page);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields.');
  await expect(form.getByRole('alert')).toBeFocused();
  await fillSignupFields(form, { email, password: PASSWORD });
  // FRIEND1 is no real member's code here; the server would refuse it.
  await form.getByLabel('Referral code (optional)').fill('');
  await form.getByRole('button', { name: 'Show password' }).click();
  await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please complete the CAPTCHA.');
  await form.getByRole('checkbox', { name: DEV_CAPTCHA_LABEL }).check();
  // The clock stops before the countdown starts, so it shows the whole wait however busy the machine.
  await stopTheClock(page);
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(form.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(form.getByText('Account created! OTP sent to email.')).toBeVisible();
  await expect(form.getByText(`You can request a new code in ${SPEC_TIMERS.otpResendWait / 1000} s.`)).toBeVisible();
  await form.getByRole('button', { name: 'Verify code' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter the OTP sent to your email.');

  // The resend wait survives a reload, then Resend OTP appears.
  await page.reload();
  await expect(main(page).getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await page.clock.fastForward(SPEC_TIMERS.otpResendWait + 1_000);
  await expect(main(page).getByRole('button', { name: 'Resend OTP' })).toBeVisible();

  const { meta } = await lastMail(request, email, 'otp');
  const code = meta!.code!;
  await main(page).getByLabel('One-time code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(main(page).getByLabel('One-time code')).toHaveValue(code);
  await main(page).getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(main(page).getByText('OTP Verified Successfully!')).toBeVisible();

  await logIn(page, email, PASSWORD);
  // The dashboard says whose account it is.
  await expect(page.getByText('Signed in as')).toHaveText(`Signed in as Ada Lovelace ${email}`);

  await page.goto('/auth/logout');
  await main(page).getByRole('button', { name: 'Yes, log out' }).click();
  await expect(main(page).getByText('You have been successfully logged out.')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh'), localStorage.getItem('user_id')])).toEqual([null, null, null]);
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('reset request, link from the outbox, new password, log in with it', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  // A verified account, made through the API as the sign-up test already walks the screens.
  const registered = await request.post('/api/account/registration/', {
    data: { first_name: 'Grace', last_name: 'Hopper', email, password: PASSWORD, password2: PASSWORD, ref: '', recaptcha_token: 'dev-captcha-token' },
  });
  expect(registered.ok()).toBe(true);
  const otp = await lastMail(request, email, 'otp');
  expect((await request.post('/api/account/verify_code/', { data: { email, code: otp.meta!.code } })).ok()).toBe(true);

  await page.clock.install();
  await page.goto('/auth/reset-password');
  await main(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Please enter your email.');
  await main(page).getByLabel('Email address').fill(email);
  await main(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(main(page).getByRole('heading', { name: 'Check Your Inbox' })).toBeVisible();
  await expect(main(page).getByText('Reset link has been sent to your email.')).toBeVisible();
  await expect(main(page).getByText(`You can request another link in ${SPEC_TIMERS.resetLinkResendWait / 1000} s.`)).toBeVisible();
  await page.clock.fastForward(SPEC_TIMERS.resetLinkResendWait);
  await expect(main(page).getByRole('button', { name: 'Resend Reset Link' })).toBeVisible();

  const { meta } = await lastMail(request, email, 'password-reset');
  const link = new URL(meta!.link!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(main(page).getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = 'Lantern-Meadow-9054';
  await main(page).getByLabel('New password', { exact: true }).fill(newPassword);
  await main(page).getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}x`);
  await main(page).getByRole('button', { name: 'Save new password' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Passwords do not match.');
  await main(page).getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await main(page).getByRole('button', { name: 'Save new password' }).click();
  await expect(main(page).getByText('Password reset successful! Redirecting to login...')).toBeVisible();
  await page.clock.runFor(4_000);
  await expect(page).toHaveURL(/\/auth\/login$/);

  await logIn(page, email, newPassword);
});

test('login answers a wrong password with the server message and resets the captcha', async ({ page }) => {
  await page.goto('/auth/login');
  await main(page).getByLabel('Email address').fill(uniqueEmail('nobody'));
  await main(page).getByLabel('Password', { exact: true }).fill('Wrong-Password-123');
  const captcha = main(page).getByRole('checkbox', { name: DEV_CAPTCHA_LABEL });
  await captcha.check();
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(main(page).getByRole('alert')).toBeVisible();
  await expect(main(page).getByRole('alert')).toBeFocused();
  await expect(captcha).not.toBeChecked();
  await expect(main(page).getByLabel('Email address')).not.toHaveValue('');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

// A `redirect` that a browser reads as another host (a tab is dropped from URLs, a backslash is a
// slash) must not take a freshly signed-in investor off the site.
for (const redirect of ['/%09/evil.example', '/%09%5Cevil.example']) {
  // One width is enough for a redirect rule.
  test(`login with redirect=${redirect} stays on the site`, { tag: '@wide-only' }, async ({ page, request }) => {
    const account = await createVerifiedAccount(request);
    await page.clock.install();
    await page.goto(`/auth/login?redirect=${redirect}`);
    await logIn(page, account.email, account.password);
    expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
  });
}
