import type { Page } from '@playwright/test';
import { test, expect, seriousAxeViolations, fakeSignedIn, signInForReal } from './support/fixtures';
import { CHECKOUT_ROUTES, checkoutPath } from '../oracle';

/** Every public route of the specification (section 2), plus the risk summary, with its heading. */
const PUBLIC_ROUTES = [
  { path: '/', h1: 'Put your capital to work in real-world sectors' },
  { path: '/about', h1: 'About Acme Invest' },
  { path: '/contact', h1: 'Contact' },
  { path: '/sectors/crypto-forex', h1: 'Crypto & Forex' },
  { path: '/sectors/agriculture', h1: 'Agriculture & Cannabis' },
  { path: '/sectors/real-estate', h1: 'Real Estate' },
  { path: '/sectors/oil-gas', h1: 'Oil & Gas' },
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/terms', h1: 'Terms of Service' },
  { path: '/faq', h1: 'Frequently Asked Questions' },
  { path: '/certificates', h1: 'Company Certifications' },
  { path: '/risk', h1: 'Risk summary' },
  { path: '/auth/signup', h1: 'Create your account' },
  { path: '/auth/login', h1: 'Welcome back' },
  { path: '/auth/reset-password', h1: 'Reset your password' },
  { path: '/auth/new-password/e2e-route-token?token=e2e-route-token', h1: 'Choose a new password' },
  { path: '/auth/logout', h1: 'Log out' },
  { path: '/auth/undo?token=e2e-route-token', h1: 'Undo a change to your account' },
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
  ...CHECKOUT_ROUTES.map((checkout) => checkoutPath(checkout.slug)),
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

/**
 * What every page owes its reader: one top heading, the site's frame with the risk warning, nothing
 * wider than the screen, no serious axe violation and no console error.
 */
async function expectHealthyPage(page: Page, consoleErrors: string[]) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Acme Invest/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Risk warning' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
}

/**
 * The routes are checked a few to a test, one after another in the same tab: a test per route
 * spent more on its new browser context and first cold load than on its checks. A few groups
 * keep both workers busy, and each route is a step of its own in a failure's report.
 */
const ROUTES_PER_TEST = 6;
test.describe.configure({ timeout: 90_000 });

function inGroups<T>(items: readonly T[], size = ROUTES_PER_TEST): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

/** The group's paths, for its test's name. */
const named = (paths: readonly string[]) => paths.map((path) => path.split('?')[0]).join(', ');

for (const group of inGroups(PUBLIC_ROUTES)) {
  test(`${named(group.map((route) => route.path))} render their headings without errors or serious axe violations (cookie banner open)`, async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page);
    for (const { path, h1 } of group) {
      await test.step(path, async () => {
        consoleErrors.length = 0;
        await page.goto(path);
        await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
        await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
        // No choice made yet, as on a first visit: axe also checks the page with the banner over it.
        await expect(page.getByRole('region', { name: 'Cookies on Acme Invest' })).toBeVisible();
        await expectHealthyPage(page, consoleErrors);
      });
    }
  });
}

/** The checkouts are one page for every currency and network: its layout is checked at both widths on the first, its text at one on the others. */
const OTHER_CHECKOUTS = CHECKOUT_ROUTES.slice(1).map((checkout) => checkoutPath(checkout.slug));
const BOTH_WIDTHS = GUARDED_ROUTES.filter((path) => !OTHER_CHECKOUTS.includes(path));

for (const [group, widths] of [
  ...inGroups(BOTH_WIDTHS, Math.ceil(BOTH_WIDTHS.length / 2)).map((paths) => [paths, {}] as const),
  ...inGroups(OTHER_CHECKOUTS, Math.ceil(OTHER_CHECKOUTS.length / 2)).map((paths) => [paths, { tag: '@wide-only' }] as const),
]) {
  test(`${named(group)} render for a signed-in user without errors or serious axe violations`, widths, async ({ page, request }) => {
    await signInForReal(page, request);
    const consoleErrors = collectConsoleErrors(page);
    for (const path of group) {
      await test.step(path, async () => {
        consoleErrors.length = 0;
        await page.goto(path);
        await expect(page).toHaveURL((url) => url.pathname === path);
        await expectHealthyPage(page, consoleErrors);
      });
    }
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

test('a checkout slug the specification does not list is the 404 page', async ({ page }) => {
  await fakeSignedIn(page);
  await page.goto('/deposit/checkout_doge_dogecoin');
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
});
