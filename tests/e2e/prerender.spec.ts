import { test, expect, fakeSignedIn } from './support/fixtures';
import { PRERENDERED_PATHS } from '../../contract/prerender';
import { APP_READY_ATTRIBUTE } from '../../contract/earlyPress';

// The public pages are rendered to HTML at build time (scripts/vite-prerender.ts) and hydrated
// in the browser. Every spec of the suite fails on an uncaught page error, which is how React
// reports a hydration mismatch, so the other specs check hydration on every page they open.

test.describe('prerendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The HTML and its styles are the same at every width: one is enough (routes.spec.ts renders each
  // page at both). The pages are opened one after another in one tab, half of them to a test.
  const half = Math.ceil(PRERENDERED_PATHS.length / 2);
  for (const paths of [PRERENDERED_PATHS.slice(0, half), PRERENDERED_PATHS.slice(half)]) {
    test(`${paths.join(', ')} show their content, title and styles before any script runs`, { tag: '@wide-only' }, async ({ page }) => {
      for (const pagePath of paths) {
        await test.step(pagePath, async () => {
          await page.goto(pagePath);
          const heading = page.getByRole('heading', { level: 1 });
          await expect(heading).toHaveCount(1);
          await expect(heading).not.toBeEmpty();
          await expect(page).toHaveTitle(/Acme Invest/);
          await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
          await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
          // Styled: the header bar is the theme's navy, not the browser's default.
          const headerBackground = await page.getByRole('banner').evaluate((element) => getComputedStyle(element).backgroundColor);
          expect(headerBackground).not.toBe('rgba(0, 0, 0, 0)');
        });
      }
    });
  }

  test('the home page shows its hero, plans and figures, and the sign-up form its fields', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Create your account' })).toBeVisible();
    await expect(page.locator('#plans')).toBeAttached();
    await page.goto('/auth/signup');
    await expect(page.getByRole('main').getByLabel('Email address')).toBeVisible();
    await expect(page).toHaveTitle('Sign Up · Acme Invest');
  });

  test('forms wait for the script: nothing can be typed or sent as a plain form before it runs', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('main').getByLabel('Email address')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeDisabled();
    // The passkey button is in the page already (nothing moves when the script arrives), and waits too.
    await expect(page.getByRole('button', { name: 'Log in with a passkey' })).toBeDisabled();
    await expect(page.locator('form').first()).toHaveAttribute('method', 'post');
  });
});

test.describe('prerendered pages in the browser', () => {
  test('a signed-in visitor gets the account links once the page hydrates', async ({ page }) => {
    await fakeSignedIn(page);
    await page.goto('/faq');
    // Narrow screens keep the account links in the menu.
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('the login form works once the page has hydrated', async ({ page }) => {
    await page.goto('/auth/login');
    const email = page.getByRole('main').getByLabel('Email address');
    await expect(email).toBeEnabled();
    await email.fill('someone@example.com');
    await expect(email).toHaveValue('someone@example.com');
  });

  test('a link with a query renders in the browser with what the query asks', async ({ page }) => {
    await page.goto('/auth/signup?ref=FRIEND42');
    await expect(page.getByLabel(/Referral code/)).toHaveValue('FRIEND42');
  });
});

// Lighthouse's simulation holds the largest paint back by every request that starts before it,
// but for images it rates low: a prerendered page paints from its HTML alone, and asks
// for its scripts afterwards. Only its lazy pictures near the screen may start at the first layout.
test.describe('prerendered pages before their first paint', () => {
  for (const pagePath of ['/', '/auth/login', '/auth/signup']) {
    test(`${pagePath} requests nothing but itself before it has painted, and its scripts afterwards`, async ({ page }) => {
      await page.goto(pagePath);
      await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, /.*/);
      const { firstPaint, requests } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        requests: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({ url: entry.name, startTime: entry.startTime, initiator: entry.initiatorType })),
      }));
      expect(firstPaint).toBeGreaterThan(0);
      const beforePaint = requests.filter((request) => request.startTime < firstPaint! && request.initiator !== 'img');
      expect(beforePaint.map((request) => request.url)).toEqual([]);
      expect(requests.some((request) => /\/assets\/.+\.js$/.test(request.url))).toBe(true);
    });
  }
});
