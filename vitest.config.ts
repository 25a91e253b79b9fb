import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: pure machines and the API run in Node; screens run in jsdom.
export default defineConfig({
  test: {
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
        },
      },
    ],
  },
});
