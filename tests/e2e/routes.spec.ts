import type { Page } from '@playwright/test';
import { test, expect, seriousAxeViolations, fakeSignedIn, signInForReal } from './support/fixtures';
import { CHECKOUTS } from '../../machines/constants';

/** Every route of the specification (section 2), plus the risk summary. */
const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/sectors/crypto-forex',
  '/sectors/agriculture',
  '/sectors/real-estate',
  '/sectors/oil-gas',
  '/privacy',
  '/terms',
  '/faq',
  '/certificates',
  '/risk',
  '/auth/signup',
  '/auth/login',
  '/auth/reset-password',
  '/auth/new-password/e2e-route-token?token=e2e-route-token',
  '/auth/logout',
];

const GUARDED_ROUTES = [
  '/dashboard',
  '/dashboard/breakdown',
  '/dashboard/transactions',
  '/dashboard/profile/me',
  '/dashboard/profile/edit',
  '/dashboard/referrals',
  '/dashboard/withdraw',
  '/dashboard/deposit',
  ...CHECKOUTS.map((checkout) => `/deposit/checkout_${checkout.slug}`),
];

const NOT_FOUND = "Oops! The page you're looking for doesn't exist.";

/**
 * Console errors of the page. Requests to outside hosts are blocked on purpose by the fixtures
 * (no internet here), and Chromium reports each as a failed resource: those are not app errors.
 */
function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('net::ERR_BLOCKED_BY_CLIENT')) errors.push(message.text());
  });
  return errors;
}

async function expectHealthyPage(page: Page, consoleErrors: string[]) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page).toHaveTitle(/Acme Invest/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Risk warning' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
}

for (const path of PUBLIC_ROUTES) {
  test(`${path} renders its heading without errors or serious axe violations`, async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
    await expectHealthyPage(page, consoleErrors);
  });
}

for (const path of GUARDED_ROUTES) {
  test(`${path} renders for a signed-in user without errors or serious axe violations`, async ({ page, request }) => {
    await signInForReal(page, request);
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expectHealthyPage(page, consoleErrors);
  });
}

test('an unknown path shows the 404 page with its exact text and a way home', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle('Page not found · Acme Invest');
  await expectHealthyPage(page, consoleErrors);
});

test('a checkout slug outside the nine is the 404 page', async ({ page }) => {
  await fakeSignedIn(page);
  await page.goto('/deposit/checkout_doge_dogecoin');
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
});
