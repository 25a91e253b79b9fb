import type { Page, Route } from '@playwright/test';
import { test, expect, signInForReal } from './support/fixtures';
import { NARROW, WIDE, rememberCookieChoice, scrollDownTo } from './walks/support';

/**
 * What real investors met when they changed pages, on a phone (375 × 812) unless said otherwise:
 * a dashboard tab pressed while the server is unreachable stays in the app and says so with
 * "Try again"; every change of page brings the new one to the top with the focus on its heading;
 * and at 200 % zoom (a 1280 × 800 screen, so a 640 × 400 page) the dashboard stays usable. None of
 * it depends on the project's width: it runs in one project only (playwright.config.ts).
 */
test.use({ viewport: NARROW });

const main = (page: Page) => page.getByRole('main');
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Investor dashboard' });

/** Route code: the chunk the build names after the route file (`withdraw.tsx` → assets/withdraw-<hash>.js). */
const routeChunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

/** Marks this document, to tell afterwards that the page was not loaded again. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

/** The requests of this page that have not finished yet. */
function requestsUnderWay(page: Page): ReadonlySet<unknown> {
  const pending = new Set<unknown>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return pending;
}

/** The server unreachable from this page: every request to it fails as with no connection. */
async function serverGone(page: Page) {
  await page.route(/^http:\/\/127\.0\.0\.1:\d+\//, (route) => route.abort('internetdisconnected'));
}

test.describe('a dashboard tab pressed while the server is unreachable', () => {
  test.beforeEach(async ({ page }) => {
    await rememberCookieChoice(page, { markets: false, analytics: false });
  });

  test('opens at once: the dashboard fetched the code of every signed-in screen once it was up', async ({ page, request }) => {
    await signInForReal(page, request);
    const pending = requestsUnderWay(page);
    await page.goto('/dashboard');
    await expect(main(page).getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    // The investor reads the overview a moment: the browser is idle, and what it started then has arrived.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))));
    await expect.poll(() => pending.size).toBe(0);
    await markDocument(page);

    await serverGone(page);
    await tabs(page).getByRole('link', { name: 'Withdraw' }).click();
    await expect(main(page).getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
    // The screen's own data cannot come: it says so as every data screen does.
    await expect(main(page).getByRole('alert')).toHaveText('We could not load your account right now. Please try again.');
    await expect(main(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test('whose code cannot load says so inside the app, keeps the app, and opens once the server is back and Try again is pressed', async ({ page, request }) => {
    await signInForReal(page, request);
    // The connection dropped before the dashboard could fetch the Withdraw screen's code.
    await page.route(routeChunk('withdraw'), (route) => route.abort('internetdisconnected'));
    await page.goto('/dashboard/deposit');
    await expect(main(page).getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
    await markDocument(page);

    await serverGone(page);
    await tabs(page).getByRole('link', { name: 'Withdraw' }).click();
    const heading = main(page).getByRole('heading', { name: 'This page could not be opened', level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(main(page).getByRole('alert')).toHaveText('We could not open this page right now. Please check your connection and try again.');
    await expect(page).toHaveURL(/\/dashboard\/withdraw$/);
    // The app is still there: the same document, its header and the investor's tabs, the current one marked.
    expect(await sameDocument(page)).toBe(true);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(tabs(page).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('aria-current', 'page');
    await page.screenshot({ path: test.info().outputPath('withdraw-unavailable-375.png'), fullPage: true });

    // Still down: trying again says so again, in the same place.
    await main(page).getByRole('button', { name: 'Try again' }).click();
    await expect(main(page).getByRole('alert')).toHaveText('We could not open this page right now. Please check your connection and try again.');
    expect(await sameDocument(page)).toBe(true);
    // The pressed button went with the message it was in: the focus is on the message's heading again.
    await expect(heading).toBeFocused();

    // The screen the investor came from still works, from the code it already has.
    await tabs(page).getByRole('link', { name: 'Deposit' }).click();
    await expect(main(page).getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
    await tabs(page).getByRole('link', { name: 'Withdraw' }).click();
    await expect(heading).toBeVisible();

    // The server is back: Try again opens the screen.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await main(page).getByRole('button', { name: 'Try again' }).click();
    await expect(main(page).getByRole('heading', { name: 'Withdraw', level: 1 })).toBeFocused();
    await expect(main(page).getByLabel('Amount (US$)')).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });
});

test('a screen whose code a new release replaced, with the server up, is fetched by loading the page again, as before', async ({ page, request }) => {
  await rememberCookieChoice(page, { markets: false, analytics: false });
  await signInForReal(page, request);
  const gone = (route: Route) => route.fulfill({ status: 404, json: { detail: 'Not found.' } });
  // The chunk the open tab knows is no longer on the server: for its fetch ahead of time, then for the press.
  await page.route(routeChunk('withdraw'), gone, { times: 1 });
  const pending = requestsUnderWay(page);
  await page.goto('/dashboard');
  await expect(main(page).getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))));
  await expect.poll(() => pending.size).toBe(0);
  await page.route(routeChunk('withdraw'), gone, { times: 1 });
  await markDocument(page);

  await tabs(page).getByRole('link', { name: 'Withdraw' }).click();
  await expect(main(page).getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/withdraw$/);
  expect(await sameDocument(page)).toBe(false);
});

test('a public page whose code cannot load says so between the site\'s header and footer, and opens on Try again once the server is back', async ({ page }) => {
  await rememberCookieChoice(page, { markets: false, analytics: false });
  await page.route(routeChunk('faq'), (route) => route.abort('internetdisconnected'));
  const pending = requestsUnderWay(page);
  await page.goto('/about');
  // The visitor reads the page a moment: the browser is idle, and what it started then has arrived.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))));
  await expect.poll(() => pending.size).toBe(0);
  await markDocument(page);
  await serverGone(page);
  // The footer's own code, which comes when the visitor acts or reaches it, cannot come either:
  // the footer stays as it was shown, and its link is followed inside the app all the same.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Faq' }).click();
  await expect(main(page).getByRole('heading', { name: 'This page could not be opened', level: 1 })).toBeFocused();
  await expect(main(page).getByRole('alert')).toHaveText('We could not open this page right now. Please check your connection and try again.');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Faq' })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  expect(await sameDocument(page)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('faq-unavailable-375.png') });

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await main(page).getByRole('button', { name: 'Try again' }).click();
  await expect(main(page).getByRole('heading', { level: 1 })).not.toHaveText('This page could not be opened');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveURL(/\/faq$/);
  expect(await sameDocument(page)).toBe(true);
  // The press fetched the footer's code again: its newsletter form answers.
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

/** The page is at its top, and the focus is on its `h1`, which names it. */
async function arrivedAt(page: Page, heading: string | RegExp) {
  await expect(main(page).getByRole('heading', { level: 1 })).toBeFocused();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

/** Scrolls down, then follows `link` with the keyboard. */
async function followFromBelow(page: Page, link: ReturnType<Page['getByRole']>) {
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await link.focus();
  await page.keyboard.press('Enter');
}

test('every change of page starts at its top with the focus on its heading: public pages, an account page and the dashboard\'s tabs', async ({ page, request }) => {
  await rememberCookieChoice(page, { markets: false, analytics: false });
  const footer = page.getByRole('contentinfo');
  await page.goto('/');
  // The page the visitor arrived on keeps its focus where the browser put it.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  await followFromBelow(page, footer.getByRole('link', { name: 'Faq' }));
  await arrivedAt(page, /frequently asked questions/i);
  await followFromBelow(page, footer.getByRole('link', { name: 'Terms' }));
  await arrivedAt(page, /terms/i);
  await followFromBelow(page, footer.getByRole('link', { name: 'About' }));
  await arrivedAt(page, /about/i);
  // An account page: its flow keeps the focus on its heading as it arrives.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).focus();
  await page.keyboard.press('Enter');
  await arrivedAt(page, /log in|welcome/i);

  await signInForReal(page, request);
  await page.goto('/dashboard');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  for (const [tab, heading] of [['Transactions', 'Transactions'], ['Breakdown', 'Investment breakdown'], ['Referrals', 'Referrals'], ['Overview', 'Overview']] as const) {
    await followFromBelow(page, tabs(page).getByRole('link', { name: tab }));
    await arrivedAt(page, heading);
  }
});

/** The code of the parts of the site's frame a prerendered page hydrates at the visitor's first input or later. */
const LATE_PARTS = /\/assets\/(?:Footer|SectorsDropdown|MobileMenu|CookieBanner)-[\w-]+\.js$/;

test.describe('a change of page before the footer and the header\'s menus have hydrated', () => {
  test.use({ viewport: WIDE });

  for (const [arrival, name] of [['/about', 'About'], ['/sectors/agriculture', 'Agriculture']] as const) {
    test(`marks the new page as the current one in them, not the one arrived on (${arrival})`, async ({ page }) => {
      await rememberCookieChoice(page, { markets: false, analytics: false });
      // A slow connection: the code of the footer and the menus, asked for at the visitor's first
      // input, comes after the page the press opened.
      let pageChanged = () => {};
      const newPageShown = new Promise<void>((resolve) => (pageChanged = resolve));
      await page.route(LATE_PARTS, async (route) => {
        await newPageShown;
        await route.continue();
      });
      await page.goto(arrival);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');

      // The visitor's first input: a press on the header's Contact link, which changes the page.
      await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
      await expect(main(page).getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page).toHaveURL(/\/contact$/);
      pageChanged();

      // The footer, reached once its code has come.
      await scrollDownTo(page, footer.getByRole('link', { name: 'Contact' }));
      await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
      await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
      await expect(footer.getByRole('link', { name, exact: true })).not.toHaveAttribute('aria-current');

      // The Sectors menu marks no sector once the visitor has left its page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('banner').getByRole('button', { name: 'Sectors' }).click();
      const sectors = page.getByRole('banner').getByRole('list').filter({ has: page.getByRole('link', { name: 'Agriculture' }) });
      await expect(sectors.getByRole('link', { name: 'Agriculture' })).toBeVisible();
      await expect(sectors.getByRole('link', { name: 'Agriculture' })).not.toHaveAttribute('aria-current');
      await page.keyboard.press('Escape');

      // The phone's menu marks Contact alone.
      await page.setViewportSize(NARROW);
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('banner').getByRole('navigation');
      await expect(menu.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
      await expect(menu.getByRole('link', { name, exact: true })).not.toHaveAttribute('aria-current');
      // Nothing else on the page is marked as the current page.
      await expect(page.locator('[aria-current="page"]:not([href="/contact"])')).toHaveCount(0);
    });
  }

  test('marks the new page in the cookie banner, not the privacy page it was shown on', async ({ page }) => {
    let pageChanged = () => {};
    const newPageShown = new Promise<void>((resolve) => (pageChanged = resolve));
    await page.route(LATE_PARTS, async (route) => {
      await newPageShown;
      await route.continue();
    });
    await page.goto('/privacy');
    const banner = page.getByRole('region', { name: /cookies/i });
    await expect(banner.getByRole('link', { name: 'How we use cookies' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await expect(main(page).getByRole('heading', { level: 1 })).toBeFocused();
    pageChanged();

    // The banner, still waiting for a choice, once its code has come: its link is not the page's.
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'How we use cookies' })).not.toHaveAttribute('aria-current');
    await expect(page.locator('[aria-current="page"]:not([href="/contact"])')).toHaveCount(0);
  });
});

test.describe('the dashboard at 200 % zoom (1280 × 800 at 200 %: a 640 × 400 page)', () => {
  const ZOOMED = { width: 640, height: 400 } as const;
  test.use({ viewport: ZOOMED, deviceScaleFactor: 2 });

  const SCREENS = [
    ['Overview', '/dashboard'], ['Breakdown', '/dashboard/breakdown'], ['Transactions', '/dashboard/transactions'], ['Deposit', '/dashboard/deposit'],
    ['Withdraw', '/dashboard/withdraw'], ['Referrals', '/dashboard/referrals'], ['Profile', '/dashboard/profile/me'],
  ] as const;

  /** The opacity of the strip's cue at one end (drawn as the navigation's ::before and ::after). */
  const cueOpacity = (page: Page, end: '::before' | '::after') =>
    page.evaluate((pseudo) => getComputedStyle(document.querySelector('nav[aria-label="Investor dashboard"]')!, pseudo).opacity, end);

  test('the tab strip shows it scrolls and every tab is reached with the keyboard; the fixed top leaves the page the screen; no screen scrolls sideways', async ({ page, request }) => {
    await rememberCookieChoice(page, { markets: false, analytics: false });
    await signInForReal(page, request);
    await page.goto('/dashboard');
    const strip = tabs(page);
    await expect(main(page).getByRole('heading', { name: 'Overview', level: 1 })).toBeInViewport();
    await expect(strip).toHaveAttribute('data-more', 'end');
    await expect.poll(() => cueOpacity(page, '::after')).toBe('1');
    await expect.poll(() => cueOpacity(page, '::before')).toBe('0');
    await page.screenshot({ path: test.info().outputPath('dashboard-200-percent.png') });

    // Tab along the strip: each tab in turn has the focus and is scrolled into view.
    await strip.getByRole('link', { name: 'Overview' }).focus();
    for (const [name] of SCREENS.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(strip.getByRole('link', { name })).toBeFocused();
      await expect(strip.getByRole('link', { name })).toBeInViewport({ ratio: 0.95 });
    }
    await page.keyboard.press('Tab');
    await expect(strip.getByRole('link', { name: 'Log out' })).toBeFocused();
    await expect(strip.getByRole('link', { name: 'Log out' })).toBeInViewport({ ratio: 0.95 });
    await expect(strip).toHaveAttribute('data-more', 'start');
    await expect.poll(() => cueOpacity(page, '::before')).toBe('1');

    // Scrolled down, only the risk warning stays, readable, and it keeps less than a sixth of the screen.
    await page.mouse.wheel(0, 500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.getByRole('region', { name: 'Risk warning' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('banner')).not.toBeInViewport();
    const warningBottom = await page.getByRole('region', { name: 'Risk warning' }).evaluate((warning) => warning.getBoundingClientRect().bottom);
    expect(warningBottom).toBeLessThanOrEqual(ZOOMED.height / 6);
    await page.screenshot({ path: test.info().outputPath('dashboard-200-percent-scrolled.png') });

    // Every screen of the dashboard fits the page's width.
    for (const [name, path] of SCREENS) {
      await strip.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main(page).getByText('Loading…')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} is wider than the page`).toBeLessThanOrEqual(ZOOMED.width);
    }
    await main(page).getByRole('link', { name: 'Edit profile' }).click();
    await expect(main(page).getByRole('heading', { name: 'Edit profile', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(ZOOMED.width);
    // Its tab is still the current one, in view.
    await expect(strip.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(strip.getByRole('link', { name: 'Profile' })).toBeInViewport({ ratio: 0.95 });
    await page.screenshot({ path: test.info().outputPath('edit-profile-200-percent.png') });
  });
});
