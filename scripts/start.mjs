#!/usr/bin/env node
/**
 * npm start: build the SPA with `vite build` when dist/ is missing or older than its sources, and
 * the server (scripts/build-server.mjs) when build/server/ is, then run the compiled server (SPA +
 * API under /api) with plain Node on PORT (default 8000) in this one process tree.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild, SERVER_BUILD } from './build-server.mjs';
import { ensureSpaBuild } from './spa-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

ensureSpaBuild('start');
await ensureServerBuild();
const server = spawn(process.execPath, ['--enable-source-maps', path.join(SERVER_BUILD, 'main.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT || '8000' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
