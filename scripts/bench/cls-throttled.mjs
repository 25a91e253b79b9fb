// Bench part 2b, CLS under real throttling: Chromium driven over CDP with DevTools' Slow 4G
// network and a 4x CPU slowdown, so late fonts and images really arrive late (Lighthouse's
// simulation replays a fast load and can miss those shifts). CLS is computed in the page the way
// Chrome defines it: the largest session window of layout shifts (gaps < 1 s, windows ≤ 5 s),
// shifts right after input excluded.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs';
import { routesToLoad, THROTTLED_CLS_BUDGETS } from './budgets.mjs';
import { OFFLINE_ARGS, withSiteServer } from './site.mjs';
import { check, printTable } from './table.mjs';

// DevTools' "Slow 4G" preset (Lighthouse's mobile RTT and throughput with DevTools' multipliers).
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };
/** The CPU slowdown of the browser parts (cls, inp): a mid-range phone's main thread. */
export const CPU_SLOWDOWN = 4;
export const VIEWPORTS = {
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
};
/** After the load event: wait this long for late images, fonts and lazy chunks to shift things. */
const SETTLE_MS = 5_000;

function observeLayoutShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, time: entry.startTime });
  }).observe({ type: 'layout-shift', buffered: true });
}

function sessionWindowCls(shifts) {
  let worst = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.time - previous > 1000 || shift.time - windowStart > 5000) {
      current = 0;
      windowStart = shift.time;
    }
    current += shift.value;
    previous = shift.time;
    worst = Math.max(worst, current);
  }
  return worst;
}

async function measure(browser, url, viewportName) {
  const context = await browser.newContext(VIEWPORTS[viewportName]);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(observeLayoutShifts);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    await page.waitForTimeout(SETTLE_MS);
    const shifts = await page.evaluate(() => window.__shifts);
    return { cls: Number(sessionWindowCls(shifts).toFixed(3)), shifts: shifts.length, loadMs: Date.now() - started - SETTLE_MS };
  } finally {
    await context.close();
  }
}

export async function runThrottledCls({ quick }) {
  const routes = routesToLoad({ quick });
  const results = {};
  await withSiteServer(async ({ url }) => {
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS] });
    try {
      for (const route of routes) {
        results[route] = {};
        for (const viewportName of Object.keys(VIEWPORTS)) results[route][viewportName] = await measure(browser, `${url}${route}`, viewportName);
      }
    } finally {
      await browser.close();
    }
  });
  printTable(
    `CLS under CDP throttling (Slow 4G, ${CPU_SLOWDOWN}x CPU), ${SETTLE_MS / 1000} s after load`,
    ['route', 'mobile CLS', 'desktop CLS', 'shifts (m/d)', 'load mobile'],
    Object.entries(results).map(([route, r]) => [route, r.mobile.cls, r.desktop.cls, `${r.mobile.shifts}/${r.desktop.shifts}`, `${(r.mobile.loadMs / 1000).toFixed(1)} s`]),
  );
  const checks = Object.entries(THROTTLED_CLS_BUDGETS)
    .filter(([route]) => results[route])
    .map(([route, limit]) =>
      check({ part: 'cls', subject: route, metric: 'CLS throttled, worst viewport', value: Math.max(results[route].mobile.cls, results[route].desktop.cls), limit, kind: 'atMost' }),
    );
  return { results: { network: 'Slow 4G (DevTools preset)', cpuSlowdown: CPU_SLOWDOWN, settleMs: SETTLE_MS, routes: results }, checks };
}
