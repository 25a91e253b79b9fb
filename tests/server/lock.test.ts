/**
 * The one-server-per-file lock (server/db/instance-lock.ts): a second server is refused, a crashed
 * server's lock is taken over, a graceful close removes it, and the operator CLI (no instance
 * lock) opens the file next to a running server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase, DatabaseLockedError } from '../../server/db/connect';
import { acquireInstanceLock, lockPathOf } from '../../server/db/instance-lock';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshFile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'acme-lock-test-'));
  dirs.push(dir);
  return path.join(dir, 'db.sqlite');
}

/** The pid of a process that has exited (what a kill -9 leaves in the lock file). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

const configFor = (file: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: path.dirname(file), SQLITE_FILE: file, JWT_SECRET: 'x'.repeat(32) });

describe('instance lock', () => {
  it('holds our pid, refuses a second holder loudly, and is removed on release', () => {
    const file = freshFile();
    const lock = acquireInstanceLock(file);
    expect(JSON.parse(readFileSync(lockPathOf(file), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    expect(() => acquireInstanceLock(file)).toThrow(DatabaseLockedError);
    expect(() => acquireInstanceLock(file)).toThrow(new RegExp(`already in use by another process .*pid ${process.pid}`));
    lock.release();
    expect(existsSync(lockPathOf(file))).toBe(false);
    acquireInstanceLock(file).release();
  });

  it('takes over the lock of a server that no longer runs (restart after kill -9)', () => {
    const file = freshFile();
    const pid = deadPid();
    writeFileSync(lockPathOf(file), JSON.stringify({ pid, host: hostname(), started_at: '2026-11-01T00:00:00.000Z' }));
    const lock = acquireInstanceLock(file);
    expect(JSON.parse(readFileSync(lockPathOf(file), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock file left empty by a crash while it was written', () => {
    const file = freshFile();
    writeFileSync(lockPathOf(file), '');
    acquireInstanceLock(file).release();
  });

  it('refuses when the recorded process still runs, even if it is not ours', () => {
    const file = freshFile();
    writeFileSync(lockPathOf(file), JSON.stringify({ pid: process.ppid, host: hostname(), started_at: '2026-11-01T00:00:00.000Z' }));
    expect(() => acquireInstanceLock(file)).toThrow(/already in use by another process/);
    expect(existsSync(lockPathOf(file))).toBe(true);
  });

  it('does not remove a lock that another server has taken since', () => {
    const file = freshFile();
    const lock = acquireInstanceLock(file);
    const other = JSON.stringify({ pid: process.ppid, host: hostname(), started_at: '2026-11-01T00:00:00.000Z' });
    writeFileSync(lockPathOf(file), other);
    lock.release();
    expect(readFileSync(lockPathOf(file), 'utf8')).toBe(other);
  });
});

describe('openDatabase on SQLite', () => {
  it('a second server is refused, a CLI connection (no instance lock) reads and writes next to it', async () => {
    const file = freshFile();
    const config = configFor(file);
    const server = await openDatabase(config);
    try {
      await expect(openDatabase(config)).rejects.toThrow(DatabaseLockedError);
      const cli = await openDatabase(config, { instanceLock: false });
      try {
        await cli.db.insertInto('subscribers').values({ email: 'cli@example.com', created_at: 1 }).execute();
        await server.db.insertInto('subscribers').values({ email: 'server@example.com', created_at: 2 }).execute();
        const seenByServer = await server.db.selectFrom('subscribers').select('email').orderBy('created_at').execute();
        expect(seenByServer.map((row) => row.email)).toEqual(['cli@example.com', 'server@example.com']);
      } finally {
        await cli.close();
      }
      expect(existsSync(lockPathOf(file))).toBe(true); // the CLI leaves the server's lock alone
    } finally {
      await server.close();
    }
    expect(existsSync(lockPathOf(file))).toBe(false);
  });
});
