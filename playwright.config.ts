import { defineConfig } from '@playwright/test';
import { ensureTestBrowser, CHROMIUM_ARGS } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4310);

// Browser tests run Debian's Chromium (Playwright cannot download browsers here) against the
// real server of `npm start` on a fresh embedded database.
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: ensureTestBrowser(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    // A test that one width is enough for carries the tag @wide-only: it is not listed here at all.
    // So are the variants of the sign-in flows and the account's security settings, whose steps
    // do not depend on the width: the narrow project still signs up, logs in and resets a
    // password (auth.spec.ts), deposits and withdraws (investor.spec.ts), and renders every route.
    {
      name: 'narrow',
      use: { viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: false },
      grepInvert: /@wide-only/,
      testIgnore: [
        '**/auth-resend.spec.ts', '**/auth-recaptcha.spec.ts', '**/auth-busy.spec.ts', '**/session.spec.ts', '**/guard.spec.ts',
        '**/account-security.spec.ts',
      ],
    },
    // real-users.spec.ts and page-changes.spec.ts walk what investors met on a phone (and at 200 % zoom), at those sizes
    // whatever the project: once is enough.
    { name: 'wide', use: { viewport: { width: 1280, height: 800 } }, testIgnore: ['**/real-users.spec.ts', '**/page-changes.spec.ts'] },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    // SIGTERM lets the server remove its instance lock and its throwaway database folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
