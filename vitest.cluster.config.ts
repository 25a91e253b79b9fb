import { defineConfig } from 'vitest/config';

// The cluster tests (`npm test -- cluster`): real engines, one file at a time, long timeouts.
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
