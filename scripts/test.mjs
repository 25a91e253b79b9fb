// `npm test`: every layer, in order, stopping at the first failure.
//   lint and type check (at the same time) → machine, screen and API tests (Vitest) → path coverage gate →
//   production build → bundle budget → browser tests (Playwright in Chromium against `npm start`'s server) →
//   path coverage gate again (with the browser walks' credits) →
//   cluster tests (three instances behind HAProxy).
// Set TEST_DATABASE_URL to also run the API suite against PostgreSQL (CI does).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { ensureTestBrowser } from './chromium.mjs';
import { ensureDebianPackages } from './debian.mjs';

// A step marked `alongside` runs at the same time as the step before it (each uses one core).
const steps = [
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'types', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'], alongside: true },
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
  { name: 'browser', command: ['npx', 'playwright', 'test'], before: () => ensureTestBrowser() },
  // The browser walks noted their outcomes under .walks/ too: the ledger takes their credits.
  { name: 'paths (browser)', command: ['npx', 'tsx', 'scripts/paths.ts', '--gate'] },
  // Three instances on PostgreSQL and Redis behind HAProxy (scripts/cluster/), installed when missing.
  { name: 'cluster', command: ['npx', 'vitest', 'run', '--config', 'vitest.cluster.config.ts'] },
];

const only = process.argv.slice(2);
const chosen = steps.filter((step) => (!only.length || only.includes(step.name)) && !(step.optional && !existsSync(step.optional)));
/** The chosen steps in the order they run: each group's steps at the same time. */
const groups = chosen.reduce((all, step) => {
  if (step.alongside && all.length) all.at(-1).push(step);
  else all.push([step]);
  return all;
}, []);

/** Runs one step; resolves with whether it passed. */
async function run(step) {
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  try {
    step.before?.();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return false;
  }
  const status = await new Promise((resolve) => {
    const child = spawn(step.command[0], step.command.slice(1), { stdio: 'inherit', env: process.env });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status === 0) console.log(`✔ ${step.name} (${seconds} s)`);
  else console.error(`✘ ${step.name} failed (${seconds} s)`);
  return status === 0;
}

let passed = 0;
let failed = 0;
for (const group of groups) {
  const results = await Promise.all(group.map(run));
  passed += results.filter(Boolean).length;
  failed += results.filter((ok) => !ok).length;
  if (failed) break;
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
