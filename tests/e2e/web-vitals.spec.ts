/**
 * Real visitors' page speed in the browser, against the real server: a visit in
 * the sample, with page-speed measurement allowed, sends its Core Web Vitals with sendBeacon as
 * the page is hidden; without that permission the library is never even loaded.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { rememberCookieChoice } from './walks/support';

/** In the sample: the reporter draws once from Math.random. */
const inTheSample = (page: Page) => page.addInitScript(() => (Math.random = () => 0));

/** The visitor switches to another tab: the page is hidden, as web-vitals listens for. */
const hidePage = (page: Page) => page.evaluate(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
});

const isVitalsReport = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/vitals/';

test('allowed and sampled: the landing page\'s LCP and CLS reach the API as the page is hidden', async ({ page }) => {
  await rememberCookieChoice(page, { markets: false, analytics: true });
  await inTheSample(page);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The reporter starts when the browser is idle after the first render, and loads web-vitals then.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/web-vitals-[^/]*\.js$/.test(entry.name)))).toBe(true);
  // A real press (a page hidden by a script is no trusted event): web-vitals settles LCP on it, when idle.
  await page.getByRole('button', { name: 'What is Acme Invest?' }).click();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  const sent = page.waitForRequest(isVitalsReport);
  await hidePage(page);
  const request = await sent;
  const report = request.postDataJSON() as { route: string; metrics: { name: string; value: number }[] };
  expect(report.route).toBe('/faq');
  expect(report.metrics.map((metric) => metric.name)).toEqual(expect.arrayContaining(['LCP', 'CLS']));
  for (const metric of report.metrics) expect(metric.value).toBeGreaterThanOrEqual(0);
  expect((await request.response())?.status()).toBe(204);
});

test('without consent to page-speed measurement nothing is loaded or sent, even in the sample', async ({ page }) => {
  await rememberCookieChoice(page, { markets: true });
  await inTheSample(page);
  const reports: Request[] = [];
  page.on('request', (request) => {
    if (isVitalsReport(request)) reports.push(request);
  });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Past the idle moment the reporter starts at, twice over.
  for (let turn = 0; turn < 2; turn += 1) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await hidePage(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/web-vitals-[^/]*\.js$/.test(entry.name)))).toBe(false);
  expect(reports).toEqual([]);
});
