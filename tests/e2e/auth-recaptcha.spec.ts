import type { Page } from '@playwright/test';
import { expect, createVerifiedAccount, seriousAxeViolations, FAKE_RECAPTCHA_TOKEN } from './support/fixtures';
import { testWithSiteKey as test, TEST_SITE_KEY, freshFakeRecaptchaToken } from './support/siteKeyServer';
import { DEV_CAPTCHA_LABEL, fillSignupFields } from '../../scripts/signup-form.mjs';

// The captcha as production has it: a build with VITE_RECAPTCHA_SITE_KEY shows Google's widget
// (here the fake script of fixtures.ts), and the server checks each token with siteverify (here a
// fake on loopback). The development captcha's path is walked in auth.spec.ts.

const PASSWORD = 'Quartz-Harbor-7731';
const main = (page: Page) => page.getByRole('main');
const widget = (page: Page) => main(page).getByRole('group', { name: 'Security check' }).getByRole('checkbox', { name: "I'm not a robot (test)" });

/**
 * Opens an account page, starts on its form (the email field) and waits for Google's widget: it
 * loads once the visitor acts on the page, so a visit that only looks fetches nothing from Google.
 */
async function openWithWidget(page: Page, path: string) {
  await page.goto(path);
  await main(page).getByLabel('Email address').click();
  await expect(widget(page)).toBeVisible();
  await expect(widget(page)).toHaveAttribute('data-sitekey', TEST_SITE_KEY);
  await expect(widget(page)).not.toBeChecked();
}

async function fillLogin(page: Page, email: string, password: string) {
  await main(page).getByLabel('Email address').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
}

async function logInAndReachDashboard(page: Page) {
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(main(page).getByText('Login successful! Redirecting to dashboard...')).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
}

test('sign-up shows the reCAPTCHA widget, sends its token, and the server checks it before the code step', async ({ page, siteKeyServer }) => {
  const email = `recaptcha-signup-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await openWithWidget(page, '/auth/signup');
  const form = main(page);
  await expect(form.getByRole('checkbox', { name: DEV_CAPTCHA_LABEL })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await fillSignupFields(form, { email, password: PASSWORD });
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please complete the CAPTCHA.');

  await widget(page).click();
  await expect(widget(page)).toBeChecked();
  const registration = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/account/registration/'));
  await form.getByRole('button', { name: 'Create account' }).click();
  const sent = (await registration).postDataJSON() as { email: string; recaptcha_token: string };
  expect(sent.email).toBe(email);
  expect(sent.recaptcha_token).toMatch(new RegExp(`^${FAKE_RECAPTCHA_TOKEN}-`));

  await expect(form.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(form.getByText('Account created! OTP sent to email.')).toBeVisible();
  expect(siteKeyServer.siteverify.checks.filter((check) => check.token === sent.recaptcha_token)).toEqual([
    { token: sent.recaptcha_token, secret: expect.any(String), success: true },
  ]);
});

test('login needs the ticked widget; a failed login resets it, the user ticks again and reaches the dashboard', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, { recaptchaToken: freshFakeRecaptchaToken() });
  await page.clock.install();
  await openWithWidget(page, '/auth/login');
  await fillLogin(page, account.email, 'Wrong-Password-123');
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Please complete the CAPTCHA.');

  await widget(page).click();
  await expect(widget(page)).toBeChecked();
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(main(page).getByRole('alert')).toBeFocused();
  await expect(widget(page)).not.toBeChecked();
  await expect(main(page).getByLabel('Email address')).toHaveValue(account.email);

  // The token of the failed attempt is spent: without a new tick the form refuses to send.
  await main(page).getByLabel('Password', { exact: true }).fill(account.password);
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Please complete the CAPTCHA.');

  await widget(page).click();
  await logInAndReachDashboard(page);
});

test('a token siteverify refuses shows the server message and resets the widget; a fresh tick logs in', async ({ page, request, siteKeyServer }) => {
  const account = await createVerifiedAccount(request, { recaptchaToken: freshFakeRecaptchaToken() });
  await page.clock.install();
  await openWithWidget(page, '/auth/login');
  await fillLogin(page, account.email, account.password);
  await widget(page).click();
  siteKeyServer.siteverify.refuseNext();
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveText('CAPTCHA verification failed. Please complete the CAPTCHA again.');
  await expect(widget(page)).not.toBeChecked();
  expect(siteKeyServer.siteverify.checks.at(-1)?.success).toBe(false);

  await widget(page).click();
  await logInAndReachDashboard(page);
});
