/**
 * Pages the browser renders itself (no prerendered HTML: the logout page and the signed-in pages).
 * Their shell arrives with them: the cookie banner, in the flow above the page, is there from the
 * first paint, so nothing moves under a pointer already on its way; and the app announces itself
 * (APP_READY_ATTRIBUTE, which the suite waits for after each load) only once the page is there.
 * A banner arriving late pushed "Yes, log out" down between a press and its release, and the
 * click landed beside it.
 */
import type { Page } from '@playwright/test';
import { test, expect, signInForReal } from './support/fixtures';
import { APP_READY_ATTRIBUTE } from '../../contract/earlyPress';

interface FirstPaint {
  /** The layout shifts of the load, as the browser scored them (none after an input). */
  shifts: { value: number; moved: string[] }[];
  /** Whether the page's heading existed when the app said it was ready. */
  headingWhenReady: boolean | null;
}

/** Before any script of the page: watches the load's layout shifts and the app's readiness. */
async function watchFirstPaint(page: Page) {
  await page.addInitScript((readyAttribute) => {
    const seen: FirstPaint = { shifts: [], headingWhenReady: null };
    Object.assign(window, { firstPaint: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        seen.shifts.push({ value: entry.value, moved: entry.sources.map((source) => (source.node instanceof Element ? source.node.tagName : String(source.node))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute(readyAttribute)) return;
      seen.headingWhenReady = document.querySelector('main h1') !== null;
      observer.disconnect();
      // The script runs before <html> exists: the document is watched, <html> among its nodes.
    }).observe(document, { subtree: true, attributeFilter: [readyAttribute] });
  }, APP_READY_ATTRIBUTE);
  return {
    /** What was seen, once the page has settled (two idle periods after its heading). */
    async settled(): Promise<FirstPaint> {
      for (let round = 0; round < 2; round += 1) {
        await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })));
      }
      return page.evaluate(() => (window as unknown as { firstPaint: FirstPaint }).firstPaint);
    },
  };
}

test('the logout page arrives with its shell: ready once the question shows, and nothing moves', async ({ page, request }) => {
  await signInForReal(page, request);
  const watch = await watchFirstPaint(page);
  await page.goto('/auth/logout');
  const yes = page.getByRole('main').getByRole('button', { name: 'Yes, log out' });
  await expect(yes).toBeVisible();
  // The visitor has not chosen: the banner is in the flow above the page.
  await expect(page.getByRole('region', { name: 'Cookies on Acme Invest' })).toBeVisible();
  const seen = await watch.settled();
  expect(seen.headingWhenReady).toBe(true);
  expect(seen.shifts).toEqual([]);
  await yes.click();
  await expect(page.getByRole('main').getByText('You have been successfully logged out.')).toBeVisible();
});

test('the dashboard arrives without moving: the name line keeps its height, the footer starts below the fold', async ({ page, request }) => {
  await signInForReal(page, request);
  const watch = await watchFirstPaint(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByText('Signed in as')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Active investments' })).toBeVisible();
  const seen = await watch.settled();
  expect(seen.headingWhenReady).toBe(true);
  expect(seen.shifts).toEqual([]);
  const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
  expect(footerTop).toBeGreaterThanOrEqual(page.viewportSize()!.height);
});
