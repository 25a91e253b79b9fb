#!/usr/bin/env node
/**
 * npm start: build the SPA with `vite build` when dist/ is missing or older than its sources, and
 * the server (scripts/build-server.mjs) when build/server/ is, then run the compiled server (SPA +
 * API under /api) with plain Node on PORT (default 8000) in this one process tree.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild, SERVER_BUILD } from './build-server.mjs';
import { newest } from './newest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['index.html', 'src', 'machines', 'public', 'vite.config.ts', 'package.json'];



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

await ensureServerBuild();
const server = spawn(process.execPath, ['--enable-source-maps', path.join(SERVER_BUILD, 'main.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT || '8000' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
