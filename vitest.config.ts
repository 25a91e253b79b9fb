import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { SCREEN_TEST_ENV } from './tests/support/screen-env';

/**
 * Screen tests about what happens while the page is still loading (styles adopted from the
 * prerendered HTML, a part pressed before its code arrived): they need modules that have not
 * run yet, so each gets a page of its own. So do the tests that prerender a page themselves
 * (src/prerender/renderPage.tsx): a prerender and a hydration in a shared page left a later
 * file's styled components without their rules.
 */
const FRESH_PAGE_TESTS = [
  'tests/screens/prerendered-styles.test.tsx',
  'tests/screens/prerendered-styles-fallback.test.tsx',
  'tests/screens/shell-menus-early.test.tsx',
  'tests/screens/prerendered-consent.test.tsx',
  'tests/screens/signup-hydration.test.tsx',
  'tests/screens/login-hydration.test.tsx',
];

/** Machine tests that replace a module with a mock: in a shared module graph the mock would reach other files. */
const OWN_MODULE_MACHINE_TESTS = ['tests/machines/session.machine.test.ts'];

// Pure machines and the API run in Node; screens run in jsdom.
export default defineConfig({
  test: {
    // Vitest's default is one core fewer than the machine has: a single worker on this 2-core
    // machine, every file in turn. Two workers take the unit suite from about 220 s to 140 s.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.ts'],
          exclude: OWN_MODULE_MACHINE_TESTS,
          environment: 'node',
          // The files of a worker share one module graph: xstate, the machines and their path
          // models are loaded once per worker instead of once per file.
          isolate: false,
          // Building a machine's path model (session, signup) takes seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'machines (own modules)',
          include: OWN_MODULE_MACHINE_TESTS,
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'screens',
          include: ['tests/screens/**/*.test.{ts,tsx}'],
          exclude: FRESH_PAGE_TESTS,
          environment: 'jsdom',
          env: SCREEN_TEST_ENV,
          setupFiles: ['tests/support/screen-setup.ts'],
          // The files of a worker share one page and one module graph: the app's lazy parts are
          // compiled once per worker instead of once per file (the screens run in 80 s instead
          // of 190 s). Each test still starts from an empty DOM, storage and msw (screen-setup).
          isolate: false,
          // The first render of the whole app in a file takes seconds on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'screens (fresh page)',
          include: FRESH_PAGE_TESTS,
          environment: 'jsdom',
          env: SCREEN_TEST_ENV,
          setupFiles: ['tests/support/screen-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Files run in parallel forks. The files of a fork share their modules (the server's
          // are imported once per fork, not once per file); each test still builds its own app on
          // its own database (tests/server/harness.ts), and the shared hooks are set per file.
          pool: 'forks',
          isolate: false,
          setupFiles: ['tests/server/setup.ts'],
          globalSetup: ['tests/server/pg-schemas.global.ts', 'tests/server/server-build.global.ts'],
        },
      },
    ],
  },
});
