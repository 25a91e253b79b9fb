import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { test, expect, createVerifiedAccount, latestMail, signInForReal } from './support/fixtures';
import { DEV_CAPTCHA_TOKEN } from '../../contract/account';
import { NARROW } from './walks/support';
import { stopTheClock } from './support/clock';
import { DEV_CAPTCHA_LABEL, fillSignupForm } from '../../scripts/signup-form.mjs';
import { SPEC_TIMERS } from '../oracle';

/**
 * What real investors met on a phone (375 × 812), walked as they went: a flow's new step opens in
 * view with the focus in its first field; the sign-up form survives Back and Forward; a resend's
 * notice does not outlive the page; a long name, the tab strip and the fixed top leave the page
 * usable at phone width; a saved name shows at once; the set-up key reads in groups; a finished
 * reset offers no new link; a reset link says it is dead, or asks for the two-factor code, before
 * anything is typed. The steps do not depend on the width past the phone's, so this runs in
 * one project only (playwright.config.ts).
 */
test.use({ viewport: NARROW });

const PASSWORD = 'Quartz-Harbor-7731';
const main = (page: Page) => page.getByRole('main');
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The step is on screen, its heading with it, and typing goes into `field`. */
async function stepInView(page: Page, heading: string, field: Locator) {
  await expect(main(page).getByRole('heading', { name: heading, level: 1 })).toBeInViewport();
  await expect(field).toBeInViewport();
  await expect(field).toBeFocused();
}

test('sign-up: the code step opens in view with the focus in its field, and Back, Forward and Edit Email Address keep the whole form', async ({ page }) => {
  const email = uniqueEmail('phone-signup');
  await page.clock.install();
  await page.goto('/auth/login');
  await main(page).getByRole('link', { name: 'Create an account' }).click();
  const form = main(page);
  await fillSignupForm(form, { email, password: PASSWORD });
  await stopTheClock(page);
  await form.getByRole('button', { name: 'Create account' }).click();
  await stepInView(page, 'Verify your email', form.getByLabel('One-time code'));

  await page.goBack();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goForward();
  await expect(form.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await form.getByRole('button', { name: 'Edit Email Address' }).click();
  await stepInView(page, 'Create your account', form.getByLabel('First name'));
  await expect(form.getByLabel('Last name')).toHaveValue('Lovelace');
  await expect(form.getByLabel('First name')).toHaveValue('Ada');
  await expect(form.getByLabel('Email address')).toHaveValue(email);
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
  await expect(form.getByLabel('Confirm password', { exact: true })).toHaveValue(PASSWORD);
});

test('login of an unverified account: the code step opens in view and focused, a resend notice is gone after a reload, and the login form keeps the e-mail and its notice, reloaded too', async ({ page, request }) => {
  const email = uniqueEmail('phone-unverified');
  const registered = await request.post('/api/account/registration/', {
    data: { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD, password2: PASSWORD, ref: '', recaptcha_token: DEV_CAPTCHA_TOKEN },
  });
  expect(registered.status()).toBe(201);
  // The server's own resend wait is not what this walks: its resend answers as it would after it.
  await page.route('**/api/account/resend_otp/', (route) => route.fulfill({ json: { message: 'OTP has been resent.' } }));

  await page.clock.install();
  await page.goto('/auth/login');
  await main(page).getByLabel('Email address').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main(page).getByRole('checkbox', { name: DEV_CAPTCHA_LABEL }).check();
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await stopTheClock(page);
  await main(page).getByRole('button', { name: 'Send a new code' }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await stepInView(page, 'Verify your email', main(page).getByLabel('One-time code'));

  await page.clock.fastForward(SPEC_TIMERS.otpResendWait + 1_000);
  await main(page).getByRole('button', { name: 'Resend OTP' }).click();
  await expect(main(page).getByText('OTP has been resent.')).toBeVisible();
  // The page's time flows again: a reload's start waits on its timers.
  await page.clock.resume();
  await page.reload();
  await expect(main(page).getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(main(page).getByText('You can request a new code in')).toBeVisible();
  await expect(main(page).getByText('OTP has been resent.')).toHaveCount(0);

  await main(page).getByLabel('One-time code').fill((await latestMail(request, email, 'otp')).meta!.code!);
  await main(page).getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(main(page).getByText('OTP Verified Successfully!')).toBeVisible();
  await expect(main(page).getByLabel('Email address')).toHaveValue(email);
  // A reload keeps the history entry: the notice and the e-mail come back, and the prerendered
  // login page hydrates without a mismatch (the fixture fails on the error React reports).
  await page.reload();
  await expect(main(page).getByText('OTP Verified Successfully!')).toBeVisible();
  await expect(main(page).getByLabel('Email address')).toHaveValue(email);
});


const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('the dashboard on a phone: a long name, the tab strip, the fixed top, a saved name, the set-up key and a finished reset', async ({ page, request }) => {
  // A 100-character first name: the server's limit.
  const account = await signInForReal(page, request, { firstName: 'W'.repeat(100) });
  const signedInAs = page.getByText('Signed in as');
  const tabs = page.getByRole('navigation', { name: 'Investor dashboard' });

  // A 100-character name widens no page.
  await page.goto('/dashboard/profile/me');
  await expect(signedInAs).toContainText(account.email);
  await expect(main(page).getByRole('definition').filter({ hasText: `${'W'.repeat(100)} Lovelace` })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(NARROW.width);
  // The tab strip scrolls: the current tab is in view, and the strip shows there is more.
  await expect(tabs.getByRole('link', { name: 'Profile' })).toBeInViewport({ ratio: 0.95 });
  await expect(tabs).toHaveAttribute('data-more', 'both');
  await page.goto('/dashboard');
  await expect(signedInAs).toContainText(account.email);
  expect(await pageWidth(page)).toBeLessThanOrEqual(NARROW.width);
  await expect(tabs.getByRole('link', { name: 'Overview' })).toBeInViewport({ ratio: 0.95 });
  await expect(tabs).toHaveAttribute('data-more', 'end');
  // Keyboard: tabbing along the strip brings each tab into view.
  await tabs.getByRole('link', { name: 'Overview' }).focus();
  for (let step = 0; step < 7; step += 1) await page.keyboard.press('Tab');
  await expect(tabs.getByRole('link', { name: 'Log out' })).toBeFocused();
  await expect(tabs.getByRole('link', { name: 'Log out' })).toBeInViewport({ ratio: 0.95 });

  // Scrolled down, what stays fixed at the top is the risk warning, and it takes little of the screen.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const fixedTop = await page.evaluate(() => {
    const bottoms = [document.querySelector('header'), document.querySelector('[aria-label="Risk warning"]')]
      .map((element) => element?.getBoundingClientRect().bottom ?? 0);
    return Math.max(0, ...bottoms);
  });
  expect(fixedTop).toBeLessThanOrEqual(NARROW.height * 0.12);
  await expect(page.getByRole('region', { name: 'Risk warning' })).toBeInViewport();

  // A name is limited to what the server keeps, and a saved one shows above every screen at once.
  await page.goto('/dashboard/profile/edit');
  const firstName = main(page).getByLabel('First name');
  await expect(firstName).toHaveAttribute('maxlength', '100');
  await expect(firstName).toHaveAccessibleDescription('Up to 100 characters.');
  await firstName.fill('X'.repeat(101));
  await expect(firstName).toHaveValue('X'.repeat(100));
  await firstName.fill('Grace');
  await main(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(main(page).getByText('Your profile has been saved.')).toBeVisible();
  await expect(signedInAs).toHaveText(`Signed in as Grace Lovelace ${account.email}`);

  // The two-factor set-up key, in groups of four to type.
  await page.goto('/dashboard/profile/me');
  const settings = page.getByRole('region', { name: 'Two-factor sign-in' });
  await settings.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(settings.locator('code')).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);

  // A finished reset offers no new link.
  expect((await request.post('/api/account/password_reset/', { data: { email: account.email } })).ok()).toBe(true);
  const link = new URL((await latestMail(request, account.email, 'password-reset')).meta!.link!);
  await page.goto(`${link.pathname}${link.search}`);
  await main(page).getByLabel('New password', { exact: true }).fill('Lantern-Meadow-9054');
  await main(page).getByLabel('Confirm new password', { exact: true }).fill('Lantern-Meadow-9054');
  await main(page).getByRole('button', { name: 'Save new password' }).click();
  await expect(main(page).getByText('Password reset successful! Redirecting to login...')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Request a new link' })).toHaveCount(0);
});

/** A reset link from the development outbox, as the page's address (the link names the configured site). */
async function resetLinkFor(request: APIRequestContext, email: string) {
  expect((await request.post('/api/account/password_reset/', { data: { email } })).ok()).toBe(true);
  const mail = await latestMail(request, email, 'password-reset');
  const link = new URL(mail.meta!.link!);
  return { path: `${link.pathname}${link.search}`, token: mail.meta!.token! };
}

/** Turns two-factor sign-in on through the API, as the profile does: a step-up, the set-up, the first code. */
async function turnTwoFactorOn(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/account/login/', { data: { email: account.email, password: account.password, recaptcha_token: DEV_CAPTCHA_TOKEN } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  expect((await request.post('/api/account/step_up/', { data: { password: account.password }, headers })).ok()).toBe(true);
  const { secret } = (await (await request.post('/api/account/two_factor/setup/', { headers })).json()) as { secret: string };
  // Each 30-second step's code works once; the server takes the step either side too.
  const code = (stepsAhead: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
  expect((await request.post('/api/account/two_factor/enable/', { data: { code: code(0) }, headers })).ok()).toBe(true);
  return code;
}

const DEAD_LINK = 'This reset link is invalid or has expired. Please request a new one.';
const RESET_CODE = 'Code from your authenticator app, or a recovery code';

test('a reset link is checked as it opens: an old one says so before anything is typed, and one for two-factor sign-in asks for the code with the passwords', async ({ page, request }) => {
  // Every new-password submit the page sends: none may be needed to learn what the link can do.
  const submits: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/account/api/password_reset/confirm/')) submits.push(sent.postData() ?? '');
  });
  // A dead link is an answer, not a failed request: nothing for the console to report.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  // Two reset e-mails, and the newer one used: the older link is dead (used links and expired ones answer alike).
  const used = await createVerifiedAccount(request);
  const older = await resetLinkFor(request, used.email);
  const newer = await resetLinkFor(request, used.email);
  expect((await request.post('/api/account/api/password_reset/confirm/', { data: { password: 'Lantern-Meadow-9054', token: newer.token } })).ok()).toBe(true);
  await page.goto(older.path);
  const alert = main(page).getByRole('alert');
  await expect(alert).toHaveText(DEAD_LINK);
  await expect(alert).toBeInViewport();
  await expect(alert).toBeFocused();
  // Nothing to type in vain; the way forward is in view, once.
  await expect(main(page).getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Save new password' })).toHaveCount(0);
  const newLink = main(page).getByRole('link', { name: 'Request a new link' });
  await expect(newLink).toHaveCount(1);
  await expect(newLink).toBeInViewport();
  await newLink.click();
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  expect(submits).toEqual([]);
  expect(consoleErrors).toEqual([]);

  // An account with two-factor sign-in on: the code field is there with the passwords, before anything is typed.
  const guarded = await createVerifiedAccount(request);
  const code = await turnTwoFactorOn(request, guarded);
  const link = await resetLinkFor(request, guarded.email);
  await page.goto(link.path);
  await expect(main(page).getByLabel(RESET_CODE)).toBeVisible();
  await expect(main(page).getByText('Two-factor sign-in is on for this account, so a new password needs a code too.')).toBeVisible();
  expect(submits).toEqual([]);
  await main(page).getByLabel('New password', { exact: true }).fill('Copper-Lantern-2817');
  await main(page).getByLabel('Confirm new password', { exact: true }).fill('Copper-Lantern-2817');
  await main(page).getByLabel(RESET_CODE).fill(code(1));
  await main(page).getByRole('button', { name: 'Save new password' }).click();
  await expect(main(page).getByText('Password reset successful! Redirecting to login...')).toBeVisible();
  // One submit, accepted: no refusal first to learn that a code was needed.
  expect(submits).toHaveLength(1);
});
