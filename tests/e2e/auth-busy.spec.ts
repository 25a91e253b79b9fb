import type { Page } from '@playwright/test';
import { test, expect, createVerifiedAccount, seriousAxeViolations } from './support/fixtures';
import { stopTheClock } from './support/clock';
import { DEV_CAPTCHA_LABEL } from '../../scripts/signup-form.mjs';

// A server too busy to hash a password answers 503 server_busy with a Retry-After at
// once. The login page says so, keeps what was typed, and sends the same login again by itself
// after the wait; a second refusal sends the user back to the form with a clear message.
// The refusals are the route's (page.route), the rest is the real server; the clock is Playwright's.

const main = (page: Page) => page.getByRole('main');
const LOGIN = '**/api/account/login/';
const busyAnswer = (seconds: number) => ({
  status: 503,
  contentType: 'application/json',
  headers: { 'Retry-After': String(seconds) },
  body: JSON.stringify({ detail: `The server is busy right now. Please try again in ${seconds} seconds.`, code: 'server_busy' }),
});

/** Answers the first `refusals` logins busy (Retry-After: 2), lets the rest through; returns the logins seen. */
async function busyLogins(page: Page, refusals: number) {
  const seen: unknown[] = [];
  await page.route(LOGIN, async (route) => {
    seen.push(route.request().postDataJSON());
    if (seen.length <= refusals) await route.fulfill(busyAnswer(2));
    else await route.continue();
  });
  return seen;
}

/** Fills and submits the login with the clock stopped: only runFor moves the wait. */
async function fillLogin(page: Page, email: string, password: string) {
  await stopTheClock(page);
  await main(page).getByLabel('Email address').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('checkbox', { name: DEV_CAPTCHA_LABEL }).check();
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
}

test('a busy server: the login waits the Retry-After, keeps what was typed, then logs in by itself', async ({ page, request }) => {
  const { email, password } = await createVerifiedAccount(request);
  await page.clock.install();
  const seen = await busyLogins(page, 1);
  await page.goto('/auth/login');
  await fillLogin(page, email, password);

  const status = main(page).getByRole('status').filter({ hasText: 'Busy right now' });
  await expect(status).toHaveText('Busy right now, trying again in 2 s.');
  await expect(main(page).getByLabel('Email address')).toHaveValue(email);
  await expect(main(page).getByLabel('Password', { exact: true })).toHaveValue(password);
  await expect(main(page).getByRole('button', { name: 'Logging in…' })).toBeDisabled();
  await expect(main(page).getByRole('alert')).toHaveCount(0);

  // Not before the wait is over…
  await page.clock.runFor(1_900);
  expect(seen).toHaveLength(1);
  // …then the same login, once, which the server now takes.
  await page.clock.runFor(100);
  await expect(main(page).getByText('Login successful! Redirecting to dashboard...')).toBeVisible();
  expect(seen).toHaveLength(2);
  expect(seen[1]).toEqual(seen[0]);
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a server still busy after the retry: back to the form with a clear message, and a submit by hand goes through', async ({ page, request }) => {
  const { email, password } = await createVerifiedAccount(request);
  await page.clock.install();
  const seen = await busyLogins(page, 2);
  await page.goto('/auth/login');
  await fillLogin(page, email, password);
  await expect(main(page).getByText('Busy right now, trying again in 2 s.')).toBeVisible();
  await page.clock.runFor(2_000);

  await expect(main(page).getByRole('alert')).toHaveText('The server is still busy. Please try again in a moment.');
  await expect(main(page).getByText(/Busy right now/)).toHaveCount(0);
  expect(seen).toHaveLength(2);
  await expect(main(page).getByLabel('Email address')).toHaveValue(email);
  await expect(main(page).getByLabel('Password', { exact: true })).toHaveValue(password);
  // Nothing waits on the clock any more: axe (which needs timers) may run.
  await page.clock.resume();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The captcha is done again (its token was spent), then the user submits by hand.
  await fillLogin(page, email, password);
  await expect(main(page).getByText('Login successful! Redirecting to dashboard...')).toBeVisible();
  expect(seen).toHaveLength(3);
});
