import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: pure machines and the API run in Node; screens run in jsdom.
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
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'screens',
          include: ['tests/screens/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/screen-setup.ts'],
          // The first render of the whole app in a file takes seconds on a busy 2-core machine.
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
          // One database per test file; files run in parallel forks.
          pool: 'forks',
          globalSetup: ['tests/server/pg-schemas.global.ts'],
        },
      },
    ],
  },
});
