/**
 * Password hashing (argon2id, run on libuv's thread pool so the event loop never blocks) and the
 * password policy of DESIGN.md section 4: 8 to 128 characters, no composition rules, no truncation,
 * the 3000 most common passwords refused.
 *
 * Not blocking is not enough: with libuv's 4 threads all hashing on a 2-core machine, the event
 * loop gets a fraction of a core and every other request waits. So at most
 * `defaultHashConcurrency()` hashes run at once (one core is left to the event loop, one pool
 * thread to file and DNS work) and the rest wait their turn in order.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { Argon2Params } from '../config';

const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);

// Algorithm.Argon2id; the package's enum is a const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The first problem with a new password, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length; // characters, not UTF-16 units
  if (length < PASSWORD_MIN) return `This password is too short. It must contain at least ${PASSWORD_MIN} characters.`;
  if (length > PASSWORD_MAX) return `This password is too long. It must contain at most ${PASSWORD_MAX} characters.`;
  if (COMMON.has(password.toLowerCase())) return 'This password is too common. Please choose another.';
  return null;
}

/** At most `limit` tasks at once; the others wait in arrival order. */
export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`A semaphore needs a limit of at least 1 (got ${limit}).`);
  }

  /** Tasks running now. */
  get active(): number { return this.running; }
  /** Tasks waiting for a slot. */
  get queued(): number { return this.waiting.length; }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve)); // the slot is handed over
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * Hashes allowed at once: one per core but one (the event loop's), and never the whole libuv pool
 * (UV_THREADPOOL_SIZE, default 4), which static files and DNS lookups need too.
 */
export function defaultHashConcurrency(
  cores = availableParallelism(),
  threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4,
): number {
  return Math.max(1, Math.min(cores - 1, threadPoolSize - 1));
}

export class PasswordHasher {
  private dummy: Promise<string> | undefined;
  /** Exposed for tests and diagnostics: how many hashes run and wait. */
  readonly slots: Semaphore;

  constructor(private readonly params: Argon2Params, concurrency = defaultHashConcurrency()) {
    this.slots = new Semaphore(concurrency);
  }

  hash(password: string): Promise<string> {
    return this.slots.run(() => hash(password, { algorithm: ARGON2ID, ...this.params }));
  }

  async verify(storedHash: string, password: string): Promise<boolean> {
    try {
      return await this.slots.run(() => verify(storedHash, password));
    } catch {
      return false;
    }
  }

  /** Spend the same time as a real check, so unknown e-mails answer as slowly as known ones. */
  async verifyDummy(password: string): Promise<void> {
    this.dummy ??= this.hash('dummy-password-for-timing');
    await this.verify(await this.dummy, password);
  }
}
