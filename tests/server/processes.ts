/**
 * Real server processes and throwaway folders for the tests that need them (crash, operator CLI):
 * a free loopback port, and cleanup after the file of every process and folder handed out here.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const children: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

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
