#!/usr/bin/env node
/**
 * npm run dev: the API on port 8000 (restarted by tsx watch when server/ changes) and the Vite dev
 * server on 5173 with hot reload; vite.config.ts proxies /api to the API. Open http://localhost:5173.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root, stdio: 'inherit', env: { ...process.env, PORT: '8000', APP_URL: process.env.APP_URL || 'http://localhost:5173' },
  }),
  spawn(bin('vite'), ['--port', '5173', '--strictPort'], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
