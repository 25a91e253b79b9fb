import type { Locator, Page, Route } from '@playwright/test';
import { test, expect as baseExpect } from './support/fixtures';
import { APP_READY_ATTRIBUTE } from '../../src/loading/appReady';
import { CONSENT_STORAGE_KEY } from '../../contract/consentPeek';
import { KEPT_PRESS_WINDOW_MS } from '../../contract/earlyPress';

// A press made as soon as a prerendered page paints, before the app has started, takes effect
// exactly once (contract/earlyPress.ts). Each test opens the page with the app's scripts held
// back, presses at once, then lets the app start and checks the effect. The presses on parts
// hydrated late (the home page's carousels, the FAQ, the charts) are made on a 4× slower CPU, as
// on a cheap phone, where the kept press is replayed before its part has hydrated and must be
// tried again; the header, the banner and the forms hydrate first, so a normal CPU shows as much
// there, three times faster. On a slow CPU a busy machine can take longer than the usual 7 s to
// hydrate the part pressed: the press counts if it takes effect while the page still keeps it,
// and each test has 90 s.
const expect = baseExpect.configure({ timeout: KEPT_PRESS_WINDOW_MS });
test.describe.configure({ timeout: 90_000 });
// Where the control pressed depends on the width (the header's menu, the Plans button), a test
// runs at both widths; the others once (@wide-only), since what a press does is the same at both.
const ONE_WIDTH = { tag: '@wide-only' };

/** The CPU of a cheap phone: 4× slower than this machine's. */
const SLOW_CPU = { cpuSlowdown: 4 };

/**
 * Opens a prerendered page with every script of the app held until `startApp()`, on a CPU
 * `cpuSlowdown` times slower. The page paints from its HTML alone; whatever the test presses
 * before `startApp()` lands before the app exists.
 */
async function openBeforeTheApp(page: Page, path: string, { cpuSlowdown = 1 } = {}) {
  if (cpuSlowdown > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => {
    if (holding) held.push(route);
    else void route.fallback();
  });
  // The fixture's page.goto waits for the app; the frame's does not.
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  const appReady = page.locator(`html[${APP_READY_ATTRIBUTE}]`);
  return {
    /** Fails when the app has started: the press would not be an early one. */
    async expectAppNotStarted() {
      await expect(appReady).toHaveCount(0);
    },
    /** Resolves once the page has had nothing to do for a moment: a second replay would have come by then. */
    async settled() {
      for (let round = 0; round < 3; round += 1) {
        await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })));
      }
    },
    async startApp() {
      await expect.poll(() => held.length, { message: 'the page asked for the app' }).toBeGreaterThan(0);
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.fallback()));
      await appReady.waitFor({ state: 'attached' });
    },
    /**
     * `control` is expanded once the app runs, and still is when the page has settled: the early
     * press took effect once, not twice (which would collapse it again).
     */
    async expectExpandedOnce(control: Locator) {
      await expect(control).toHaveAttribute('aria-expanded', 'true');
      await this.settled();
      await expect(control, 'toggled once, not twice').toHaveAttribute('aria-expanded', 'true');
    },
  };
}

const storedConsent = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as { markets?: boolean } | null, CONSENT_STORAGE_KEY);

for (const path of ['/', '/auth/signup']) {
  test.describe(`a first press on ${path}`, () => {
    for (const [choice, markets] of [['Accept all', true], ['Reject all', false]] as const) {
      test(`"${choice}" in the cookie banner closes it and stores the choice`, ONE_WIDTH, async ({ page }) => {
        const app = await openBeforeTheApp(page, path);
        const banner = page.getByRole('region', { name: 'Cookies on Acme Invest' });
        await banner.getByRole('button', { name: choice }).click();
        await app.expectAppNotStarted();
        await expect(banner).toBeHidden();
        expect(await storedConsent(page)).toMatchObject({ version: 1, markets, analytics: markets });
        await app.startApp();
        await expect(banner).toHaveCount(0);
        expect(await storedConsent(page)).toMatchObject({ version: 1, markets, analytics: markets });
        // The footer's Cookie settings shows the choice the banner took.
        await page.getByRole('button', { name: 'Cookie settings' }).click();
        await expect(banner).toContainText(`market charts ${markets ? 'allowed' : 'not allowed'}`);
      });
    }

    test('the header menu opens once the app starts', async ({ page }) => {
      const wide = (page.viewportSize()?.width ?? 0) >= 768;
      const app = await openBeforeTheApp(page, path);
      const menuButton = page.getByRole('banner').getByRole('button', { name: wide ? 'Sectors' : 'Menu' });
      await menuButton.click();
      await app.expectAppNotStarted();
      await app.startApp();
      await app.expectExpandedOnce(menuButton);
      const firstLink = wide ? /^Agriculture/ : /^About$/;
      await expect(page.getByRole('banner').getByRole('link', { name: firstLink })).toBeVisible();
    });

    test('the Plans button goes to the plans once the app starts', async ({ page }) => {
      // Narrow screens keep the header's Plans in the closed menu: the footer's is pressed there.
      const wide = (page.viewportSize()?.width ?? 0) >= 768;
      const app = await openBeforeTheApp(page, path);
      const plans = page.getByRole(wide ? 'banner' : 'contentinfo').getByRole('button', { name: 'Plans' });
      await plans.scrollIntoViewIfNeeded();
      await plans.click();
      await app.expectAppNotStarted();
      await app.startApp();
      await expect(page).toHaveURL(/\/(#plans)?$/);
      await expect(page.locator('#plans')).toBeFocused();
      await expect(page.locator('#plans')).toBeInViewport();
    });

    test('the newsletter form looks and is disabled until the app starts', ONE_WIDTH, async ({ page }) => {
      const app = await openBeforeTheApp(page, path);
      const subscribe = page.getByRole('button', { name: 'Subscribe' });
      await subscribe.scrollIntoViewIfNeeded();
      await expect(subscribe).toBeDisabled();
      expect(Number(await subscribe.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(1);
      await subscribe.click({ force: true });
      await app.expectAppNotStarted();
      await app.startApp();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
      await expect(subscribe).toBeEnabled();
    });
  });
}

test.describe('a first press on the home page', () => {
  for (const carousel of ['Our sectors in pictures', 'Investor testimonials']) {
    test(`pauses "${carousel}" once the app starts`, ONE_WIDTH, async ({ page }) => {
      const app = await openBeforeTheApp(page, '/', SLOW_CPU);
      const pause = page.getByRole('button', { name: `Pause ${carousel}` });
      await pause.scrollIntoViewIfNeeded();
      await pause.click();
      await app.expectAppNotStarted();
      await app.startApp();
      await expect(page.getByRole('button', { name: `Play ${carousel}` })).toBeVisible();
      await app.settled();
      await expect(page.getByRole('button', { name: `Play ${carousel}` }), 'paused once, not paused and played').toBeVisible();
    });
  }
});

test.describe('a first press on the sign-up page', () => {
  test('the form looks and is disabled until the app starts', ONE_WIDTH, async ({ page }) => {
    const app = await openBeforeTheApp(page, '/auth/signup');
    const form = page.getByRole('main');
    const create = form.getByRole('button', { name: 'Create account' });
    await expect(create).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Show password' })).toBeDisabled();
    await expect(form.getByLabel('First name')).toBeDisabled();
    expect(Number(await create.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(1);
    await app.startApp();
    await expect(create).toBeEnabled();
    await expect(form.getByRole('button', { name: 'Show password' })).toBeEnabled();
  });
});

test('a first press on an FAQ question opens its answer once', ONE_WIDTH, async ({ page }) => {
  const app = await openBeforeTheApp(page, '/faq', SLOW_CPU);
  const question = page.getByRole('button', { name: 'What is Acme Invest?' });
  await question.click();
  await app.expectAppNotStarted();
  await app.startApp();
  await app.expectExpandedOnce(question);
  await expect(page.locator('#faq-what-is-panel')).toBeVisible();
});

test('a first press on "Show more charts" shows them once', ONE_WIDTH, async ({ page }) => {
  const app = await openBeforeTheApp(page, '/sectors/crypto-forex', SLOW_CPU);
  const more = page.getByRole('button', { name: 'Show more charts' });
  await more.scrollIntoViewIfNeeded();
  await more.click();
  await app.expectAppNotStarted();
  await app.startApp();
  const fewer = page.getByRole('button', { name: 'Show fewer charts' });
  await app.expectExpandedOnce(fewer);
});
