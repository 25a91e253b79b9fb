// Bench part 2c, interactions: how long the page takes to answer a visitor's click or
// key press, at a 4x CPU slowdown. Each interaction is done for real through Playwright (mouse,
// keyboard) on a freshly loaded page of the built app, and timed by the page itself with the
// Event Timing API, the source of Chrome's INP: the interaction's duration is the largest
// `duration` among the `event` entries that carry its interactionId (pointerdown, pointerup,
// click; keydown, keyup), from the input to the next paint after its handlers ran.
import { chromium, expect as baseExpect } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs';
import { INP_BUDGET_MS } from './budgets.mjs';
import { CPU_SLOWDOWN, VIEWPORTS } from './cls-throttled.mjs';
import { median } from './lighthouse.mjs';
import { APP_READY_ATTRIBUTE, contractString } from './contract-strings.mjs';
import { MEASUREMENT_ARGS, OFFLINE_ARGS, withSiteServer } from './site.mjs';
import { check, printTable } from './table.mjs';
import { DEV_CAPTCHA_LABEL as CAPTCHA, fillSignupForm } from '../signup-form.mjs';

const CONSENT_STORAGE_KEY = contractString('consentPeek.ts', 'CONSENT_STORAGE_KEY');

/** Chrome reports no event entry shorter than this (the smallest threshold it accepts). */
const DURATION_THRESHOLD_MS = 16;
/** The header's Plans button is on screen from 768 px; a laptop's width, throttled like a phone. */
const VIEWPORT = VIEWPORTS.desktop;
const PASSWORD = 'Bench-Inp-Password-7731';

/** Runs in the page before its own scripts: keeps every event entry that belongs to an interaction. */
function recordEventTiming(threshold) {
  if (window !== window.top) return;
  window.__eventEntries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) {
        const { interactionId, name, startTime, duration, processingStart, processingEnd } = entry;
        window.__eventEntries.push({ interactionId, name, startTime, duration, processingStart, processingEnd });
      }
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
}

/** Entries are reported after the paint that ends them: two frames and a task later they have arrived. */
function entriesSince(since) {
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(window.__eventEntries.filter((entry) => entry.startTime >= since)), 100)));
  });
}

/**
 * Does `act` (the visitor's input) and waits for `answered` (what the visitor sees change), then
 * returns the slowest of the interactions it made (typing a code is one interaction per key) in
 * ms, with its phases. No entry at all means every interaction took less than the threshold: the
 * threshold is returned, an upper bound.
 */
async function timeInteraction(page, act, answered) {
  const since = await page.evaluate(() => performance.now());
  await act();
  await answered();
  const entries = await page.evaluate(entriesSince, since);
  if (entries.length === 0) return { ms: DURATION_THRESHOLD_MS, belowThreshold: true, interactions: 0 };
  const slowest = entries.reduce((worst, entry) => (entry.duration > worst.duration ? entry : worst));
  const ofSlowest = entries.filter((entry) => entry.interactionId === slowest.interactionId);
  return { ms: slowest.duration, belowThreshold: false, interactions: new Set(entries.map((entry) => entry.interactionId)).size, slowest: phasesOf(ofSlowest) };
}

/**
 * Where one interaction's time went: waiting for the main thread, all its handlers (a click's
 * pointerdown to click, a key's keydown to keyup), then rendering up to the next paint.
 */
function phasesOf(entries) {
  const start = Math.min(...entries.map((entry) => entry.startTime));
  const processingStart = Math.min(...entries.map((entry) => entry.processingStart));
  const processingEnd = Math.max(...entries.map((entry) => entry.processingEnd));
  const end = Math.max(...entries.map((entry) => entry.startTime + entry.duration));
  return {
    events: entries.map((entry) => entry.name).join(','),
    inputDelayMs: Math.round(processingStart - start),
    processingMs: Math.round(processingEnd - processingStart),
    presentationDelayMs: Math.round(end - processingEnd),
  };
}

/**
 * Runs `body` on `url` in a fresh context (cold cache) with the CPU slowed down and the cookie
 * choice already made, once the page has loaded and hydrated; closes the context afterwards.
 */
async function withThrottledPage(browser, url, body) {
  const context = await browser.newContext(VIEWPORT);
  try {
    const page = await context.newPage();
    await throttleAndObserve(page);
    await goToHydrated(page, url);
    return await body(page);
  } finally {
    await context.close();
  }
}

/** Before any page script: the CPU slowed down, the cookie choice stored, the Event Timing recorder installed. */
async function throttleAndObserve(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // A returning visitor: the cookie banner would otherwise sit between the header and the page.
  await page.addInitScript(
    ([key, value]) => window === window.top && window.localStorage.setItem(key, value),
    [CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, markets: false, analytics: false, decidedAt: '2026-01-01T00:00:00.000Z' })],
  );
  await page.addInitScript(recordEventTiming, DURATION_THRESHOLD_MS);
}

/** Loads the page and waits until the app answers input (not only the prerendered HTML showing). */
async function goToHydrated(page, url) {
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
}

/** How long a visitor's pointer rests on a button before pressing it (a fast hand: 100 to 300 ms). */
const POINTER_REST_MS = 100;

/**
 * Presses `target` as a visitor does: the pointer comes to rest over it, and a moment later the
 * button goes down and up. Playwright's own `click()` first runs its scripts in the page to find
 * the element and check that it can be clicked (by accessible name: 300 to 500 ms of the page's
 * main thread at 4x CPU, profiled) and presses at once, so the press waited for work no visitor's
 * browser does. Here that work is done before the pointer moves.
 */
async function press(page, target) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(POINTER_REST_MS);
  await page.mouse.down();
  await page.mouse.up();
}

const main = (page) => page.getByRole('main');
const FLOOR = 'click on the home heading (floor)';

/** Playwright's web-first assertions, with room for a throttled page on a busy machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** The interactions of one page each: a fresh load, one input, its answer. */
const PAGE_INTERACTIONS = {
  // Not a budget: a click that changes nothing still waits for the busy main thread and the next
  // frame, so this is the floor the machine and the page's size set for the rows below.
  [FLOOR]: {
    route: '/',
    run: (page) => timeInteraction(page, () => press(page, page.getByRole('heading', { level: 1 })), async () => {}),
  },
  'Plans (header)': {
    route: '/',
    run: (page) =>
      timeInteraction(
        page,
        () => press(page, page.getByRole('banner').getByRole('button', { name: 'Plans' })),
        () => expect(page.locator('#plans')).toBeInViewport(),
      ),
  },
  'carousel Next': {
    route: '/',
    async run(page) {
      const hero = page.getByRole('region', { name: 'Our sectors in pictures' });
      const shown = hero.locator('[aria-roledescription="slide"]:not([hidden])');
      const before = await shown.getAttribute('aria-label');
      // The pointer over the carousel pauses its rotation: the slide changes once, by the click.
      return timeInteraction(
        page,
        () => press(page, hero.getByRole('button', { name: 'Next', exact: true })),
        () => expect(shown).not.toHaveAttribute('aria-label', before),
      );
    },
  },
  'FAQ accordion open': {
    route: '/faq',
    run(page) {
      const question = main(page).getByRole('button', { name: 'Which sectors do you invest in?' });
      return timeInteraction(page, () => press(page, question), () => expect(question).toHaveAttribute('aria-expanded', 'true'));
    },
  },
};

/** The newest one-time code the development outbox holds for this address. */
async function otpFor(url, email) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = await (await fetch(`${url}/api/dev/outbox`)).json();
    const code = mails.filter((mail) => mail.to === email && mail.meta?.kind === 'otp').at(-1)?.meta?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No one-time code reached the outbox for ${email}.`);
}

/**
 * The auth walk, as a new investor does it: sign up, type the emailed code, verify, then log in on
 * a freshly loaded login page. Three interactions timed: the sign-up's submit, the typing of the
 * code (its slowest key), the login's submit.
 */
function authWalk(browser, url, index) {
  const email = `bench-inp-${Date.now()}-${index}@bench.example`;
  return withThrottledPage(browser, `${url}/auth/signup`, async (page) => {
    const form = main(page);
    await fillSignupForm(form, { email, password: PASSWORD });
    const signup = await timeInteraction(
      page,
      () => press(page, form.getByRole('button', { name: 'Create account' })),
      () => expect(form.getByRole('heading', { name: 'Verify your email' })).toBeVisible(),
    );

    const code = await otpFor(url, email);
    const codeField = form.getByLabel('One-time code');
    await codeField.click();
    const otp = await timeInteraction(
      page,
      () => page.keyboard.type(code),
      () => expect(codeField).toHaveValue(code),
    );
    await form.getByRole('button', { name: 'Verify code' }).click();
    await page.waitForURL(/\/auth\/login$/);

    await goToHydrated(page, `${url}/auth/login`);
    const login = main(page);
    await login.getByLabel('Email address').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('checkbox', { name: CAPTCHA }).check();
    const loginSubmit = await timeInteraction(
      page,
      () => press(page, login.getByRole('button', { name: 'Log in', exact: true })),
      () => expect(login.getByText('Login successful! Redirecting to dashboard...')).toBeVisible(),
    );
    return { 'sign-up submit': signup, 'OTP typing (slowest key)': otp, 'login submit': loginSubmit };
  });
}

function summarise(runs) {
  const values = runs.map((run) => run.ms);
  return { medianMs: median(values), maxMs: Math.max(...values), runs };
}

const shownRun = (run) => (run.belowThreshold ? `≤${DURATION_THRESHOLD_MS}` : run.ms);

function phasesShown(runs) {
  const { slowest } = runs.reduce((worst, run) => (run.ms > worst.ms ? run : worst));
  return slowest ? `${slowest.inputDelayMs} / ${slowest.processingMs} / ${slowest.presentationDelayMs} ms` : '';
}

export async function runInp({ quick }) {
  const repetitions = quick ? 1 : 5;
  const runsByInteraction = {};
  const record = (name, run) => (runsByInteraction[name] ??= []).push(run);
  await withSiteServer(async ({ url }) => {
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS, ...MEASUREMENT_ARGS] });
    try {
      for (let index = 0; index < repetitions; index += 1) {
        for (const [name, interaction] of Object.entries(PAGE_INTERACTIONS)) record(name, await withThrottledPage(browser, `${url}${interaction.route}`, interaction.run));
        for (const [name, run] of Object.entries(await authWalk(browser, url, index))) record(name, run);
      }
    } finally {
      await browser.close();
    }
  });
  const interactions = Object.fromEntries(Object.entries(runsByInteraction).map(([name, runs]) => [name, summarise(runs)]));
  const ms = (value) => `${value} ms`;
  printTable(
    `Interactions (Event Timing, ${CPU_SLOWDOWN}x CPU, ${VIEWPORT.viewport.width}x${VIEWPORT.viewport.height}): ${repetitions} run(s) each, "≤${DURATION_THRESHOLD_MS}" below Chrome's reporting threshold`,
    ['interaction', 'median', 'max', 'runs', 'slowest run: input delay / handlers / to paint'],
    Object.entries(interactions).map(([name, s]) => [name, ms(s.medianMs), ms(s.maxMs), s.runs.map(shownRun).join(', '), phasesShown(s.runs)]),
  );
  const checks = Object.entries(interactions)
    .filter(([name]) => name !== FLOOR)
    .map(([name, s]) => check({ part: 'inp', subject: name, metric: 'interaction, slowest run', value: s.maxMs, limit: INP_BUDGET_MS, kind: 'atMost', format: ms }));
  return { results: { cpuSlowdown: CPU_SLOWDOWN, viewport: VIEWPORT.viewport, durationThresholdMs: DURATION_THRESHOLD_MS, repetitions, interactions }, checks };
}
