import type { Page } from '@playwright/test';
import { testWithOwnServer as test, expect, advanceServerClock, latestMail, seriousAxeViolations } from './support/fixtures';
import { DEV_CAPTCHA_TOKEN } from '../../contract/account';
import { stopTheClock } from './support/clock';
import { DEV_CAPTCHA_LABEL, fillSignupForm } from '../../scripts/signup-form.mjs';
import { SPEC_TIMERS } from '../oracle';

// Resend OTP in the browser. The server enforces the resend wait on its own (development test)
// clock, so this spec moves that clock, on a server of its own: the clock is the whole server's.

const PASSWORD = 'Quartz-Harbor-7731';
const main = (page: Page) => page.getByRole('main');
/** The code step's countdown at the start of a whole resend wait. */
const fullWait = `You can request a new code in ${SPEC_TIMERS.otpResendWait / 1000} s.`;

test('Resend OTP after the resend wait sends a new code; a wrong one is refused, the new one verifies', async ({ page, request }) => {
  const email = `resend-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.clock.install();
  await page.goto('/auth/signup');
  const form = main(page);
  await fillSignupForm(form, { email, password: PASSWORD });
  // The clock stops before the countdown starts, so it shows the whole wait however busy the machine.
  await stopTheClock(page);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(form.getByText(fullWait)).toBeVisible();
  const first = (await latestMail(request, email, 'otp')).meta!.code!;

  await page.clock.fastForward(SPEC_TIMERS.otpResendWait);
  await advanceServerClock(request, { ms: SPEC_TIMERS.otpResendWait + 1_000 });
  await form.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(form.getByText('OTP has been resent.')).toBeVisible();
  // A resend restarts the countdown.
  await expect(form.getByText(fullWait)).toBeVisible();

  let second = first;
  await expect.poll(async () => (second = (await latestMail(request, email, 'otp')).meta!.code!)).not.toBe(first);

  // (The first code stays live too: a code proves the inbox, and a second registration of the
  // address must not kill the first registrant's code; server/auth/otp.ts.)
  const wrong = ['000000', '111111', '222222'].find((code) => code !== first && code !== second)!;
  await form.getByLabel('One-time code').fill(wrong);
  await form.getByRole('button', { name: 'Verify code' }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid or expired OTP.');

  await form.getByLabel('One-time code').fill(second);
  await form.getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(main(page).getByText('OTP Verified Successfully!')).toBeVisible();
});

test('an account that never entered its code: login offers a new one, the code step verifies it, back at login', async ({ page, request }) => {
  const email = `unverified-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await request.post('/api/account/registration/', {
    data: { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD, password2: PASSWORD, ref: '', recaptcha_token: DEV_CAPTCHA_TOKEN },
  });
  expect(registered.status()).toBe(201);
  const first = (await latestMail(request, email, 'otp')).meta!.code!;
  // The code was never entered; the resend wait of that first code is long over.
  await advanceServerClock(request, { ms: SPEC_TIMERS.otpResendWait + 1_000 });

  await page.clock.install();
  await page.goto('/auth/login');
  const form = main(page);
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('checkbox', { name: DEV_CAPTCHA_LABEL }).check();
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Please verify your e-mail first. We can send you a new code.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await stopTheClock(page);
  await form.getByRole('button', { name: 'Send a new code' }).click();

  await expect(page).toHaveURL(/\/auth\/signup$/);
  await expect(form.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(form.getByText('OTP has been resent.')).toBeVisible();
  await expect(form.getByText(fullWait)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Edit Email Address' })).toBeVisible();
  let code = first;
  await expect.poll(async () => (code = (await latestMail(request, email, 'otp')).meta!.code!)).not.toBe(first);
  await form.getByLabel('One-time code').fill(code);
  await form.getByRole('button', { name: 'Verify code' }).click();

  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(main(page).getByText('OTP Verified Successfully!')).toBeVisible();
});

test('a log-in inside the resend wait after sign-up: the code step opens with the code already sent, its countdown what the server said is left', async ({ page, request }) => {
  const email = `early-login-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.clock.install();
  await page.goto('/auth/signup');
  const form = main(page);
  await fillSignupForm(form, { email, password: PASSWORD });
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  const first = (await latestMail(request, email, 'otp')).meta!.code!;

  // The investor leaves and logs in 16 s later (on the server's clock), the code unused in the inbox.
  const away = 16_000;
  await advanceServerClock(request, { ms: away });
  await page.goto('/auth/login');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('checkbox', { name: DEV_CAPTCHA_LABEL }).check();
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Please verify your e-mail first. We can send you a new code.');
  // The page's clock stops, so the countdown shows exactly the wait the server names.
  await stopTheClock(page);
  const refusal = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/account/resend_otp/');
  await form.getByRole('button', { name: 'Send a new code' }).click();
  const answer = await refusal;
  expect(answer.status()).toBe(429);
  const left = Number(answer.headers()['retry-after']);
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThanOrEqual((SPEC_TIMERS.otpResendWait - away) / 1000);

  await expect(page).toHaveURL(/\/auth\/signup$/);
  await expect(form.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(form.getByRole('status')).toHaveText(`We already sent a code to ${email} a moment ago. Enter it below.`);
  await expect(form.getByText(`You can request a new code in ${left} s.`)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);
  await expect(form.getByRole('alert')).toHaveCount(0);
  // Resend OTP comes when that wait is over, not a whole resend wait later.
  await page.clock.runFor((left - 1) * 1000);
  await expect(form.getByText('You can request a new code in 1 s.')).toBeVisible();
  await page.clock.runFor(1000);
  await expect(form.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  // axe needs running timers.
  await page.clock.resume();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The code of the sign-up, still in the inbox, finishes it.
  await form.getByLabel('One-time code').fill(first);
  await form.getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(main(page).getByText('OTP Verified Successfully!')).toBeVisible();
});
