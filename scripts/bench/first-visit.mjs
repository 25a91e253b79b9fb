// What a first visit loads: every script the browser fetches in the first seconds of a page,
// with no input, in a real Chromium (Playwright) against the built site. Each body is
// re-compressed with gzip -9 (as sizes.mjs does), so the figure does not depend on how the server
// compressed it. A size, not a timing: the window only has to be long enough for everything the
// page starts by itself (hydration, work done when the browser is idle) to have been asked for.
import { chromium } from 'playwright';
import { VIEWPORTS } from './cls-throttled.mjs';
import { APP_READY_ATTRIBUTE } from './contract-strings.mjs';
import { CHROMIUM_ARGS, ensureTestBrowser } from '../chromium.mjs';
import { OFFLINE_ARGS } from './site.mjs';
import { gzipSync } from 'node:zlib';

/** How long a visit is watched, from the start of the navigation. */
export const FIRST_VISIT_MS = 5000;

/**
 * The screens a first visit can be made on: the phone of Lighthouse's mobile preset (412 × 823 at
 * 1.75, touch), which the budgets hold, and its desktop preset (1350 × 940), reported by the
 * bench. Which parts are in or near the window, and so whose code a page fetches, depends on it.
 */
export const FIRST_VISIT_SCREENS = VIEWPORTS;

/**
 * The window closes 5 s after the navigation started, but never before the page has hydrated
 * (`data-app-ready`), the browser has had an idle moment, and no script has been asked for in
 * the last second: on a busy machine a page reaches in 8 s what it reaches in 5 s on a quiet one,
 * and the figure must not shrink because the machine was slow.
 */
const QUIET_MS = 1000;
const GIVE_UP_MS = 60_000;

async function visit(browser, url, screen) {
  const context = await browser.newContext(screen);
  const page = await context.newPage();
  const scripts = new Map();
  const pending = new Set();
  let lastRequest = 0;
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    lastRequest = Date.now();
    const body = request
      .response()
      .then((response) => response?.body())
      .then((bytes) => bytes && scripts.set(new URL(request.url()).pathname, bytes))
      .catch(() => {})
      .finally(() => pending.delete(body));
    pending.add(body);
  });
  const started = Date.now();
  try {
    await page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS });
    await page.waitForSelector(`html[${APP_READY_ATTRIBUTE}]`, { state: 'attached', timeout: GIVE_UP_MS });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
    while (Date.now() < started + FIRST_VISIT_MS || pending.size || Date.now() < lastRequest + QUIET_MS) {
      if (Date.now() > started + GIVE_UP_MS) throw new Error(`${url}: still fetching scripts ${GIVE_UP_MS / 1000} s after the start.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await context.close();
  }
  const files = [...scripts].map(([file, bytes]) => ({ file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }));
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/**
 * Visits every route on each screen at once (a fresh browser context each: empty cache, no
 * stored choices) and returns, per route and screen, the scripts fetched and their sizes.
 * @param {{ url: string, routes: string[], screens: (keyof typeof FIRST_VISIT_SCREENS)[] }} options
 */
export async function scriptsOfFirstVisits({ url, routes, screens }) {
  const browser = await chromium.launch({ executablePath: ensureTestBrowser(), args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS] });
  try {
    const visits = routes.flatMap((route) => screens.map((screen) => ({ route, screen, options: FIRST_VISIT_SCREENS[screen] })));
    return await Promise.all(visits.map(async ({ route, screen, options }) => ({ route, screen, ...(await visit(browser, `${url}${route}`, options)) })));
  } finally {
    await browser.close();
  }
}
