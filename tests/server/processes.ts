/**
 * Real server processes and throwaway folders for the tests that need them (crash, operator CLI,
 * draining): a free loopback port, the server started as compiled for this run
 * (tests/server/server-build.global.ts), and cleanup after the file of every process and folder
 * handed out here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

const children: ChildProcess[] = [];
const dirs: string[] = [];

/** Kills the file's processes still running and removes its folders (tests/server/setup.ts runs it after each file). */
export function cleanUpProcesses(): void {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A process killed (SIGKILL) after the file if it is still running then. */
export function trackProcess<T extends ChildProcess>(child: T): T {
  children.push(child);
  return child;
}

/** A fresh folder under the system's temp folder, removed after the file. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

const ROOT = path.resolve(__dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    serverBuild: string;
  }
}

/**
 * The arguments to Node that run `entry` of this run's compiled server: `main` (the server) or
 * `operator` (the operator's tool), from the project's folder as `npm start` runs them.
 */
export const compiled = (entry: 'main' | 'operator'): string[] => ['--enable-source-maps', path.join(inject('serverBuild'), `${entry}.mjs`)];

export interface RunningServer {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
  /** What the server wrote to stderr so far. */
  stderr: () => string;
}

/**
 * Starts the server (this run's compiled server/main.ts) on a free loopback port with `env` over the
 * test defaults (NODE_ENV=test, warnings only, limits scaled up, the embedded database unless
 * `env` names a DATABASE_URL: a developer's shell may export one); killed after the file.
 */
export async function spawnServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, compiled('main'), {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '100000', DATABASE_URL: '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  trackProcess(child);
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return { child, base: `http://127.0.0.1:${port}`, stderr: () => stderr };
}

/** Resolves when the server's /healthz answers 200; fails when it exits or takes over 30 s. */
export async function waitReady(server: RunningServer): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.stderr()}`);
    try {
      if ((await fetch(`${server.base}/healthz`)).ok) return;
    } catch { /* not yet */ }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

/** The exit code, once the process has exited. */
export function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}
