// `npm test`: every layer, in order, stopping at the first failure.
//   lint → type check → machine, screen and API tests (Vitest) → path coverage gate →
//   production build → bundle budget → browser tests (Playwright in Chromium against `npm start`'s server) →
//   cluster tests (three instances behind HAProxy).
// Set TEST_DATABASE_URL to also run the API suite against PostgreSQL (CI does).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';
import { ensureDebianPackages } from './debian.mjs';

const steps = [
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'types', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  // The generated walks note what they took under .walks/; the gate reads this run's notes only.
  // The API tests start a throwaway Redis (the limits several instances share).
  { name: 'unit', command: ['npx', 'vitest', 'run'], before: () => {
    rmSync('.walks', { recursive: true, force: true });
    ensureDebianPackages([{ package: 'redis-server', present: () => existsSync('/usr/bin/redis-server') }], 'The API tests');
  } },
  { name: 'paths', command: ['npx', 'tsx', 'scripts/paths.ts', '--gate'] },
  { name: 'build', command: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
  { name: 'build server', command: ['node', 'scripts/build-server.mjs'] },
  { name: 'bundle budget', command: ['node', 'scripts/check-bundle-budget.mjs'], optional: 'scripts/check-bundle-budget.mjs' },
  { name: 'browser', command: ['npx', 'playwright', 'test'], before: () => ensureChromium() },
  // Three instances on PostgreSQL and Redis behind HAProxy (scripts/cluster/), installed when missing.
  { name: 'cluster', command: ['npx', 'vitest', 'run', '--config', 'vitest.cluster.config.ts'] },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  if (step.optional && !existsSync(step.optional)) continue;
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  try {
    step.before?.();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    failed += 1;
    break;
  }
  const result = spawnSync(step.command[0], step.command.slice(1), { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`✔ ${step.name} (${seconds} s)`);
  } else {
    failed += 1;
    console.error(`✘ ${step.name} failed (${seconds} s)`);
    break;
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
