import type { Locator, Page } from '@playwright/test';
import { test, expect, latestMail, signInForReal } from './support/fixtures';
import { DEV_CAPTCHA_TOKEN } from '../../contract/account';
import { NARROW, stopTheClock } from './walks/support';
import { DEV_CAPTCHA_LABEL, fillSignupForm } from '../../scripts/signup-form.mjs';

/**
 * What real investors met on a phone (375 × 812), walked as they went: a flow's new step opens in
 * view with the focus in its first field; the sign-up form survives Back and Forward; a resend's
 * notice does not outlive the page; a long name, the tab strip and the fixed top leave the page
 * usable at phone width; a saved name shows at once; the set-up key reads in groups; a finished
 * reset offers no new link. The steps do not depend on the width past the phone's, so this runs in
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

test('login of an unverified account: the code step opens in view and focused, a resend notice is gone after a reload, and the login form keeps the e-mail', async ({ page, request }) => {
  const email = uniqueEmail('phone-unverified');
  const registered = await request.post('/api/account/registration/', {
    data: { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD, password2: PASSWORD, ref: '', recaptcha_token: DEV_CAPTCHA_TOKEN },
  });
  expect(registered.status()).toBe(201);
  // The server's own one-code-a-minute wait is not what this walks: its resend answers as it would after it.
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

  await page.clock.fastForward(61_000);
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
