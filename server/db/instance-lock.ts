/**
 * One server per SQLite file: a lock file next to the database (`<file>.lock`), created
 * exclusively and holding the server's pid. A second server finds it and refuses to start. The
 * short-lived operator CLI does not take it: it opens the database like any SQLite client, and
 * SQLite's own locking (WAL, busy timeout) serialises its writes with the server's.
 *
 * After a crash (kill -9, power loss) the file stays behind; its pid no longer exists, so the next
 * server takes it over. A graceful shutdown removes it (and so does any normal process exit).
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

export class DatabaseLockedError extends Error {
  constructor(file: string, holder: string) {
    super(`The SQLite database ${file} is already in use by another process (is another server running? ${holder}). ` +
      'Stop it, or point SQLITE_FILE at another file.');
    this.name = 'DatabaseLockedError';
  }
}

interface LockContent { pid: number; host: string; started_at: string }

export interface InstanceLock {
  readonly path: string;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

export const lockPathOf = (databaseFile: string) => `${databaseFile}.lock`;

function readLock(lockPath: string): LockContent | undefined {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockContent>;
    return typeof parsed.pid === 'number' ? (parsed as LockContent) : undefined;
  } catch {
    return undefined; // gone, or half-written by a process that died while writing it
  }
}

/** True while a process with this pid exists (EPERM: it exists but belongs to someone else). */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock left by a process that is gone: our host, and its pid no longer runs (or unreadable). */
function isStale(content: LockContent | undefined): boolean {
  if (!content) return true;
  if (content.host !== hostname()) return false; // another machine's process cannot be checked
  return content.pid !== process.pid && !processExists(content.pid);
}

function tryCreate(lockPath: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    const content: LockContent = { pid: process.pid, host: hostname(), started_at: new Date().toISOString() };
    writeSync(fd, JSON.stringify(content));
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Sleeps the thread briefly (start-up only): lets a server that is writing its lock file finish. */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export function acquireInstanceLock(databaseFile: string): InstanceLock {
  const lockPath = lockPathOf(databaseFile);
  for (let attempt = 0; !tryCreate(lockPath); attempt += 1) {
    if (attempt === 3) throw new DatabaseLockedError(databaseFile, `lock file ${lockPath}`);
    const holder = readLock(lockPath);
    if (holder && !isStale(holder)) {
      throw new DatabaseLockedError(databaseFile, `pid ${holder.pid} on ${holder.host} since ${holder.started_at}; lock file ${lockPath}`);
    }
    // Unreadable: perhaps a server is writing it this very moment; look again before taking over.
    if (!holder && attempt === 0) {
      pause(100);
      continue;
    }
    try {
      unlinkSync(lockPath); // its server is gone (crashed): take over
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (readLock(lockPath)?.pid !== process.pid) return; // not ours any more: leave it
    try { unlinkSync(lockPath); } catch { /* already gone */ }
  };
  // process.exit() skips the graceful close; the file must not outlive a normal exit either.
  process.on('exit', release);
  return { path: lockPath, release };
}
