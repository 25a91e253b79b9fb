import { execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEV_CAPTCHA_TOKEN } from '../../../contract/account';
import { APP_READY_ATTRIBUTE } from '../../../src/loading/appReady';
import AxeBuilder from '@axe-core/playwright';
import { e2eDataDir } from '../../../scripts/e2e-data-dir.mjs';

/**
 * A request to any host but this machine. A pattern rather than a function, so that Playwright
 * matches it where the browser's requests pass: the app's own requests go on at once, instead of
 * each waiting for the test's process to let it through (a fifth of a page's load).
 */
const OUTSIDE = /^https?:\/\/(?!(?:127\.0\.0\.1|localhost)(?::\d+)?\/)/;

/** Every token the fake widget hands out starts with this (tests/e2e/support/siteKeyServer.ts accepts them). */
export const FAKE_RECAPTCHA_TOKEN = 'fake-recaptcha-token';

/**
 * A small stand-in for Google's reCAPTCHA v2 script: renders a checkbox that yields a token. Like
 * Google's, every tick yields a fresh token (the server refuses a token it has seen before), and
 * `reset` unticks the box, so a test sees when the user must tick again.
 */
export const FAKE_RECAPTCHA_SCRIPT = `
  // In a function: a top-level "var onload" would be window.onload, which drops a string.
  (function () {
    var widgets = [];
    window.grecaptcha = {
      ready: function (cb) { cb(); },
      render: function (container, params) {
        var el = typeof container === 'string' ? document.getElementById(container) : container;
        var box = document.createElement('button');
        var widget = { box: box, token: '' };
        box.type = 'button';
        box.setAttribute('role', 'checkbox');
        box.setAttribute('aria-checked', 'false');
        box.textContent = "I'm not a robot (test)";
        box.setAttribute('data-testid', 'fake-recaptcha');
        box.setAttribute('data-sitekey', params.sitekey);
        box.onclick = function () {
          if (widget.token) return;
          widget.token = '${FAKE_RECAPTCHA_TOKEN}-' + Date.now().toString(36) + '-' + Math.random().toString(36).slice(2);
          box.setAttribute('aria-checked', 'true');
          params.callback && params.callback(widget.token);
        };
        el.appendChild(box);
        widgets.push(widget);
        return widgets.length - 1;
      },
      reset: function (id) {
        var widget = widgets[id === undefined ? 0 : id];
        if (!widget) return;
        widget.token = '';
        widget.box.setAttribute('aria-checked', 'false');
      },
      execute: function () {},
      getResponse: function (id) { var widget = widgets[id === undefined ? 0 : id]; return widget ? widget.token : ''; },
    };
    // Google calls the page's onload callback once its script has loaded, never while it runs.
    var script = document.currentScript;
    var onload = script && new URL(script.src).searchParams.get('onload');
    if (onload) script.addEventListener('load', function () { if (window[onload]) window[onload](); });
  })();
`;

/** How many of the console's errors and warnings a failure prints. */
const CONSOLE_LINES_KEPT = 20;

/**
 * Every page in the browser suite, and every other tab its test opens in the same context: outside
 * hosts are blocked (this machine has no internet, and tests must not depend on it); Google's
 * reCAPTCHA script is answered by the fake above.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    // A full page load is done when the app has taken over the prerendered HTML: before that a
    // click does nothing, as for a user who clicks while the page is still loading.
    if (javaScriptEnabled !== false) {
      const ready = page.locator(`html[${APP_READY_ATTRIBUTE}]`);
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await ready.waitFor({ state: 'attached' });
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await ready.waitFor({ state: 'attached' });
        return response;
      };
    }
    await page.context().route(OUTSIDE, (route) => {
      const url = route.request().url();
      if (url.includes('/recaptcha/api.js')) {
        return route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA_SCRIPT });
      }
      return route.abort('blockedbyclient');
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // What the page warned of (a hydration error React recovered from, a failed request) is
    // printed with a failure, the last few lines only.
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      warnings.push(`${message.type()}: ${message.text()}`);
      if (warnings.length > CONSOLE_LINES_KEPT) warnings.shift();
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) await reportPageAtFailure(page, warnings);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

/**
 * CI prints a failure's message but not its error-context file: the address and the page as a
 * reader's tools see it go to the log too, so a failure seen once on CI can be understood.
 */
async function reportPageAtFailure(page: Page, warnings: string[]) {
  if (page.isClosed()) return;
  const shown = await page.locator('body').ariaSnapshot({ timeout: 2_000 }).catch((error: Error) => `(no snapshot: ${error.message})`);
  const said = warnings.length ? `\nThe console's last errors and warnings:\n${warnings.join('\n')}` : '';
  console.error(`The page at the failure: ${page.url()}\n${shown}${said}`);
}

/** Runs axe on the current page and returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page) {
  // axe measures contrast at one instant; a slide caught half-way through its 0.45 s fade-in is a
  // transient, not what a reader sees. Under reduced motion every animation ends at once, so the
  // check sees the settled page (axe's style reads apply the new media at once).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // As the page is, blocks skipped off screen included (no scrolling, nothing laid out for the
  // check): what an auditor's axe at load sees (src/loading/skipOffscreen.ts keeps it passing).
  // WCAG 2.2 AA too, as Lighthouse checks it: its target size counts a control half hidden by
  // something laid over it.
  // Only the violations are wanted: the nodes that pass are left out of the results (less to collect and send).
  // axe.run in the page itself (legacy mode) rather than runPartial in each frame and finishRun in a
  // new blank page: the same rules on the same document and its same-origin frames, in about 60 %
  // of the time (1.7 s rather than 2.8 s a page on this machine). The frames it leaves out are
  // cross-origin ones, which here are only the third parties' (TradingView's widgets, Google's
  // reCAPTCHA): not ours to audit.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).options({ resultTypes: ['violations'] })
    .setLegacyMode().analyze();
  await page.emulateMedia({ reducedMotion: null });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** Who the dashboard header names for a faked session. */
export const FAKE_ACCOUNT = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' } as const;

/**
 * Signs the browser in by writing a session the guard accepts (for tests of guarded layout only);
 * the header's "who is signed in" is answered here, as the real server would for that session.
 */
export async function fakeSignedIn(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('access', 'header.payload.signature');
    window.localStorage.setItem('refresh', 'header.payload.signature');
    window.localStorage.setItem('user_id', '1');
  });
  await page.route('**/api/account/me/', (route) => route.fulfill({ json: FAKE_ACCOUNT }));
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  meta?: { kind: string; code?: string; link?: string; token?: string };
}

/** The newest development-outbox mail of a kind sent to an address (waits for it a little). */
export async function latestMail(request: APIRequestContext, to: string, kind: string): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await request.get('/api/dev/outbox');
    expect(answer.ok()).toBe(true);
    const mails = ((await answer.json()) as OutboxMail[]).filter((mail) => mail.to === to && mail.meta?.kind === kind);
    const newest = mails.at(-1);
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No "${kind}" mail to ${to} in the development outbox.`);
}

let accountCounter = 0;

/**
 * A fresh, verified account made through the real API (outbox code); the development captcha's
 * token unless the server checks another kind (`recaptchaToken`).
 */
export async function createVerifiedAccount(request: APIRequestContext, overrides: { firstName?: string; ref?: string; recaptchaToken?: string } = {}) {
  accountCounter += 1;
  const email = `investor.${Date.now()}.${process.pid}.${accountCounter}@example.com`;
  const password = 'Ledger-Harbour-42';
  const registration = await request.post('/api/account/registration/', {
    data: {
      first_name: overrides.firstName ?? 'Ada',
      last_name: 'Lovelace',
      email,
      password,
      password2: password,
      ref: overrides.ref ?? '',
      recaptcha_token: overrides.recaptchaToken ?? DEV_CAPTCHA_TOKEN,
    },
  });
  expect(registration.status(), await registration.text()).toBe(201);
  const mail = await latestMail(request, email, 'otp');
  const verified = await request.post('/api/account/verify_code/', { data: { email, code: mail.meta?.code } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { email, password };
}

/** Signs the page in for real: a verified account, a real login, the three entries stored. */
export async function signInForReal(page: Page, request: APIRequestContext, account: Parameters<typeof createVerifiedAccount>[1] = {}) {
  const created = await createVerifiedAccount(request, account);
  const login = await request.post('/api/account/login/', {
    data: { email: created.email, password: created.password, recaptcha_token: DEV_CAPTCHA_TOKEN },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const tokens = (await login.json()) as { access: string; refresh: string; user_id: string | number };
  await page.addInitScript((session) => {
    window.localStorage.setItem('access', session.access);
    window.localStorage.setItem('refresh', session.refresh);
    window.localStorage.setItem('user_id', String(session.user_id));
  }, tokens);
  return { ...created, ...tokens };
}

/** The project root (where npm scripts and the server run). */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The port of the suite's server, as playwright.config.ts chooses it. */
const E2E_PORT = process.env.E2E_PORT ?? '4310';

/**
 * Acts as the operator: runs the operator CLI (`server/operator.ts`, compiled with the server by scripts/start.mjs) against the database of the
 * suite's server (or the one on `port`, e.g. `ownServer.port`), with the server's development environment (same DATA_DIR, same test clock), and
 * returns what it printed. Fails with the CLI's own message when it refuses.
 */
export async function runOperator(args: string[], port: string | number = E2E_PORT): Promise<string> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['build/server/operator.mjs', ...args], {
      cwd: ROOT,
      env: { ...env, NODE_ENV: 'development', DATA_DIR: e2eDataDir(port), TEST_CLOCK: '1' },
      timeout: 60_000,
    });
    return stdout;
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`operator ${args.join(' ')} failed: ${stderr || stdout || String(error)}`, { cause: error });
  }
}

interface ClockState { now: string; now_ms: number; offset_ms: number }

/** The suite's server time (development test clock). */
export async function serverClock(request: APIRequestContext): Promise<ClockState> {
  const answer = await request.get('/api/dev/clock/');
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as ClockState;
}

/** Moves the suite's server clock forward; answers once matured investments are credited. */
export async function advanceServerClock(request: APIRequestContext, by: { days: number } | { ms: number }): Promise<ClockState> {
  const answer = await request.post('/api/dev/clock/advance/', { data: by });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as ClockState;
}

/** A free loopback port (the OS picks one; it stays free until someone binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    }).on('error', reject);
  });
}

export interface ServerProcess {
  baseURL: string;
  /** Ends the server with SIGTERM (it removes its instance lock) and waits until it has exited. */
  stop(): Promise<void>;
}

/**
 * Runs `node <args>` from the project root as a server on `port` and waits until its /healthz
 * answers; fails with the server's own error output if it exits or does not come up.
 */
export async function startServerProcess(args: string[], env: NodeJS.ProcessEnv, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (hasExited()) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    for (let waited = 0; ; waited += 200) {
      if (hasExited()) throw new Error(`node ${args.join(' ')} exited: ${stderr}`);
      if (waited > 150_000) throw new Error(`node ${args.join(' ')} did not answer /healthz: ${stderr}`);
      const up = await fetch(`${baseURL}/healthz`).then((answer) => answer.ok, () => false);
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}

export interface OwnServer { port: number; baseURL: string }

/**
 * For specs that move the server's clock: each worker gets a server of its own (the same
 * scripts/e2e-server.mjs on a free port, its own database and test clock), and `page` and
 * `request` talk to it. The test clock is the whole server's, and a week's jump ends every session
 * on it, so it must not be the server the rest of the suite is using at that moment.
 */
export const testWithOwnServer = test.extend<object, { ownServer: OwnServer }>({
  // Playwright reads a fixture's dependencies from its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  ownServer: [async ({}, use) => {
    const port = await freePort();
    const server = await startServerProcess(['scripts/e2e-server.mjs'], { ...process.env, PORT: String(port) }, port);
    try {
      await use({ port, baseURL: server.baseURL });
    } finally {
      await server.stop();
    }
  }, { scope: 'worker', timeout: 180_000 }],
  baseURL: async ({ ownServer }, use) => use(ownServer.baseURL),
});
