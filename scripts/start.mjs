#!/usr/bin/env node
/**
 * npm start: build the SPA with `vite build` when dist/ is missing or older than its sources,
 * then run the server (SPA + API under /api) on PORT (default 8000) in this one process tree.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['index.html', 'src', 'machines', 'public', 'vite.config.ts', 'package.json'];

/** Newest modification time under a file or folder (0 when absent). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const builtAt = newest(path.join(root, 'dist', 'index.html'));
const sourcesAt = Math.max(...SOURCES.map((name) => newest(path.join(root, name))));
if (!existsSync(path.join(root, 'index.html'))) {
  console.warn('start: no index.html at the project root yet, so there is no SPA to build; serving the API only.');
} else if (builtAt < sourcesAt) {
  console.log(builtAt ? 'start: sources changed since the last build; running vite build' : 'start: no dist/ yet; running vite build');
  // Always a production build, even when the server itself runs in development mode (the
  // development captcha and outbox): NODE_ENV=development would make Vite bundle React's dev build.
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    console.error('start: vite build failed; fix the errors above and run npm start again.');
    process.exit(build.status ?? 1);
  }
} else {
  console.log('start: dist/ is up to date');
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT || '8000' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
