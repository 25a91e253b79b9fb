// Bench part 2, page metrics: Lighthouse's mobile preset (simulated throttling) against the built
// app, in Debian's Chromium with outside hosts blocked; the median of N runs per route, and every
// run checked against the score budget (a budget "on every run" is a minimum, not a median).
// A page with a budget relative to the dependency floor (scripts/bench/floor/) is measured beside
// it: floor and page runs alternate in the same browser, so the machine's load falls on both alike.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs';
import { PAGE_BUDGETS, routesToLoad } from './budgets.mjs';
import { withFloorSite } from './floor-site.mjs';
import { MEASUREMENT_ARGS, OFFLINE_ARGS, withSiteServer } from './site.mjs';
import { kB } from './sizes.mjs';
import { check, printTable } from './table.mjs';

/** Headless Chromium with a DevTools port for Lighthouse to drive. */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'acme-bench-chrome-'));
  const child = spawn(
    ensureChromium(),
    ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, ...CHROMIUM_ARGS, ...OFFLINE_ARGS, ...MEASUREMENT_ARGS, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port:\n${stderr}`)), 30_000);
    child.stderr.on('data', (data) => {
      stderr += data;
      const match = stderr.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before opening a DevTools port:\n${stderr}`)));
  });
  // Chromium's helper processes may still write to the profile for a moment after the browser
  // process has exited (seen on a busy CI machine): the removal retries, and a temporary profile
  // still in use after that is left to the system rather than fail the measurement.
  const removeProfile = () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`left the temporary Chromium profile ${profile}: ${error.message}`);
    }
  };
  const close = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    }).finally(removeProfile);
  return { port, close };
}

function figuresOf(lhr) {
  const audit = (id) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}: ${lhr.runtimeError?.message ?? lhr.audits[id]?.errorMessage ?? 'no value'}`);
    return value;
  };
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    lcpAfterFcpMs: Math.round(audit('largest-contentful-paint')) - Math.round(audit('first-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    requests: lhr.audits['network-requests']?.details?.items?.length ?? 0,
    transferBytes: audit('total-byte-weight'),
  };
}

const ATTEMPTS = 3;

/**
 * One Lighthouse run. A run whose trace failed (NO_NAVSTART and friends happen on a busy machine)
 * is retried, and the retries are recorded; a page that never yields a figure is an error.
 */
async function measuredRun(url, port) {
  let lastError;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
      return { ...figuresOf(result.lhr), attempts: attempt };
    } catch (error) {
      lastError = error;
      console.log(`  retrying ${url}: ${error instanceof Error ? error.message : error}`);
    }
  }
  throw lastError;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function summarise(runs) {
  const keys = ['score', 'fcpMs', 'lcpMs', 'lcpAfterFcpMs', 'tbtMs', 'cls', 'requests', 'transferBytes'];
  return {
    median: Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])),
    worst: { score: Math.min(...runs.map((r) => r.score)), accessibility: Math.min(...runs.map((r) => r.accessibility)), lcpMs: Math.max(...runs.map((r) => r.lcpMs)), tbtMs: Math.max(...runs.map((r) => r.tbtMs)), cls: Math.max(...runs.map((r) => r.cls)) },
    runs,
  };
}

const ms = (value) => `${value} ms`;
const times = (ratio) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '∞');

/** The routes measured beside the dependency floor: those with a budget relative to it. */
const besideFloor = (route) => PAGE_BUDGETS[route]?.maxTbtFloorRatio !== undefined;

/** The page's median TBT over the floor's (∞ when only the page blocks). */
function tbtOverFloor(summary) {
  const page = summary.median.tbtMs;
  return page === 0 ? 0 : Number((page / summary.floor.median.tbtMs).toFixed(2));
}

function pageChecks(route, summary) {
  const budget = PAGE_BUDGETS[route];
  if (!budget) return [];
  const subject = route;
  const list = [];
  if (budget.minScore !== undefined) list.push(check({ part: 'pages', subject, metric: 'score, worst run', value: summary.worst.score, limit: budget.minScore, kind: 'atLeast' }));
  if (budget.minAccessibility !== undefined)
    list.push(check({ part: 'pages', subject, metric: 'accessibility, worst run', value: summary.worst.accessibility, limit: budget.minAccessibility, kind: 'atLeast' }));
  if (budget.maxLcpMs !== undefined) list.push(check({ part: 'pages', subject, metric: 'LCP, median', value: summary.median.lcpMs, limit: budget.maxLcpMs, kind: 'atMost', format: ms }));
  if (budget.maxTbtMs !== undefined) list.push(check({ part: 'pages', subject, metric: 'TBT, median', value: summary.median.tbtMs, limit: budget.maxTbtMs, kind: 'atMost', format: ms }));
  if (budget.maxTbtFloorRatio !== undefined)
    list.push(check({ part: 'pages', subject, metric: 'TBT ÷ floor TBT, medians', value: tbtOverFloor(summary), limit: budget.maxTbtFloorRatio, kind: 'atMost', format: times }));
  if (budget.maxLcpAfterFcpMs !== undefined)
    list.push(check({ part: 'pages', subject, metric: 'LCP − FCP, median', value: summary.median.lcpAfterFcpMs, limit: budget.maxLcpAfterFcpMs, kind: 'atMost', format: ms }));
  if (budget.maxCls !== undefined) list.push(check({ part: 'pages', subject, metric: 'CLS, worst run', value: summary.worst.cls, limit: budget.maxCls, kind: 'atMost' }));
  if (budget.maxTransferBytes !== undefined)
    list.push(check({ part: 'pages', subject, metric: 'bytes transferred, median', value: summary.median.transferBytes, limit: budget.maxTransferBytes, kind: 'atMost', format: kB }));
  return list;
}

export async function runLighthouse({ quick }) {
  const runsPerRoute = quick ? 1 : 5;
  const routes = routesToLoad({ quick });
  const results = {};
  await withFloorSite((floor) => withSiteServer(async (site) => {
    const chromium = await launchChromium();
    try {
      for (const route of routes) {
        const runs = [];
        const floorRuns = [];
        for (let i = 0; i < runsPerRoute; i += 1) {
          if (besideFloor(route)) floorRuns.push(await measuredRun(`${floor.url}/`, chromium.port));
          runs.push(await measuredRun(`${site.url}${route}`, chromium.port));
        }
        results[route] = floorRuns.length ? { ...summarise(runs), floor: summarise(floorRuns) } : summarise(runs);
        console.log(`  ${route}: ${runs.map((r) => r.score).join(', ')}${floorRuns.length ? ` (floor: ${floorRuns.map((r) => r.score).join(', ')})` : ''}`);
      }
    } finally {
      await chromium.close();
    }
  }));
  printTable(
    `Lighthouse mobile, simulated throttling: median of ${runsPerRoute} run(s) (score also worst run)`,
    ['route', 'score', 'worst', 'accessibility (worst)', 'FCP', 'LCP', 'TBT', 'CLS', 'requests', 'transferred'],
    Object.entries(results).map(([route, s]) => [
      route,
      s.median.score,
      s.worst.score,
      s.worst.accessibility,
      `${s.median.fcpMs} ms`,
      `${s.median.lcpMs} ms`,
      `${s.median.tbtMs} ms`,
      s.median.cls,
      s.median.requests,
      kB(s.median.transferBytes),
    ]),
  );
  printTable(
    `Beside the dependency floor (scripts/bench/floor/), runs alternating with the page's: median of ${runsPerRoute} run(s) each`,
    ['route', 'TBT', 'floor TBT', 'TBT ÷ floor', 'LCP − FCP', 'floor LCP − FCP'],
    Object.entries(results)
      .filter(([, s]) => s.floor)
      .map(([route, s]) => [route, ms(s.median.tbtMs), ms(s.floor.median.tbtMs), times(tbtOverFloor(s)), ms(s.median.lcpAfterFcpMs), ms(s.floor.median.lcpAfterFcpMs)]),
  );
  return { results: { runsPerRoute, preset: 'mobile, simulated throttling (Lighthouse 12.8.2 default)', routes: results }, checks: Object.entries(results).flatMap(([route, s]) => pageChecks(route, s)) };
}
