/**
 * Password hashing (argon2id, run on libuv's thread pool so the event loop never blocks), and the
 * password policy (domain/auth/passwordPolicy.ts) applied with the 3000 most common passwords.
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
import { StacklessError } from '../stackless-error';
import { passwordProblem as policyProblem } from '../../domain/auth/passwordPolicy';

const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);

// Algorithm.Argon2id; the package's enum is a const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;

/** The policy of domain/auth/passwordPolicy.ts, with this server's list of common passwords. */
export function passwordProblem(password: string): string | null {
  return policyProblem(password, (candidate) => COMMON.has(candidate.toLowerCase()));
}

/** Refused at once: the wait for a slot would pass the deadline. The HTTP layer answers 503. */
export class SlotsBusyError extends StacklessError {
  constructor() {
    super('Every slot is taken and the queue would wait past its deadline.');
    this.name = 'SlotsBusyError';
  }
}

export interface SemaphoreOptions {
  /**
   * The longest a task may wait for a slot. A task is refused at once (SlotsBusyError) when the
   * queue ahead of it would take longer, by the tasks' average duration so far, and a waiting
   * task still without a slot at its deadline is refused then. Unbounded by default.
   */
  maxWaitMs?: number;
  /**
   * The longest queue, by the mean, a task is admitted to (default: `maxWaitMs`). Set below
   * `maxWaitMs`, the difference absorbs the mean's error: under steady overload the queue stays
   * at its admission length, and with no margin every slower-than-average task ahead pushes the
   * last waiters past their deadline, refused after the whole wait instead of at once.
   */
  admitWithinMs?: number;
  /**
   * What a task is assumed to take until the first one has ended. Without it the queue is judged
   * by no estimate at all, and a burst at start-up would all wait until their deadline.
   */
  assumedTaskMs?: number;
  now?: () => number;
}

interface Waiter {
  since: number;
  start: () => void;
  refuse: (error: Error) => void;
}

/** At most `limit` tasks at once; the others wait in arrival order, up to `maxWaitMs`. */
export class Semaphore {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private readonly maxWaitMs: number;
  private readonly admitWithinMs: number;
  private readonly now: () => number;
  /** The tasks' mean duration (an exponentially weighted average), 0 before the first one ends. */
  private meanMs = 0;
  /** Tasks refused since the start (for metrics and tests). */
  refused = 0;

  constructor(readonly limit: number, options: SemaphoreOptions = {}) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`A semaphore needs a limit of at least 1 (got ${limit}).`);
    this.maxWaitMs = options.maxWaitMs ?? Infinity;
    this.admitWithinMs = Math.min(options.admitWithinMs ?? this.maxWaitMs, this.maxWaitMs);
    this.now = options.now ?? Date.now;
    this.meanMs = options.assumedTaskMs ?? 0;
  }

  /** Tasks running now. */
  get active(): number { return this.running; }
  /** Tasks waiting for a slot. */
  get queued(): number { return this.waiting.length; }

  /**
   * Whether a task asked for now would be refused at once (every slot taken, and the queue ahead
   * longer than `admitWithinMs`): checked before any other work, so a refusal costs next to nothing.
   * `promised`: the tasks already let in that will run, including those that have not asked yet;
   * the queue is judged by them when they are more than the tasks running and waiting.
   */
  wouldRefuse(promised = 0): boolean {
    const tasks = Math.max(this.running + this.waiting.length, promised);
    return tasks >= this.limit && ((tasks + 1 - this.limit) * this.meanMs) / this.limit > this.admitWithinMs;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    else await this.queue(); // the slot is handed over
    const started = this.now();
    try {
      return await task();
    } finally {
      this.meanMs = this.meanMs ? 0.9 * this.meanMs + 0.1 * (this.now() - started) : this.now() - started;
      this.handOver();
    }
  }

  private queue(): Promise<void> {
    // What the tasks ahead would take: refuse now rather than after a wait that ends refused.
    if (this.wouldRefuse()) return Promise.reject(this.refuse());
    return new Promise<void>((start, refuse) => this.waiting.push({ since: this.now(), start, refuse }));
  }

  /** The freed slot goes to the first waiter still within its deadline; those past it are refused. */
  private handOver(): void {
    for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
      if (this.now() - next.since <= this.maxWaitMs) return next.start();
      next.refuse(this.refuse());
    }
    this.running -= 1;
  }

  private refuse(): SlotsBusyError {
    this.refused += 1;
    return new SlotsBusyError();
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

/**
 * Runs a password check that a try was counted for beforehand; when hashing is busy (nothing was
 * checked, the answer is 503), `giveBack` first takes that try back: a refusal for load is no
 * failed guess, and must not push the owner towards a back-off.
 */
export async function uncountedWhenBusy<T>(check: () => Promise<T>, giveBack: () => Promise<unknown>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof SlotsBusyError) await giveBack();
    throw error;
  }
}

/**
 * The longest a hash waits for a slot. Beyond it the request is answered 503 at once, without
 * hashing: a login that would take seconds is worth less than a quick "try again",
 * and a queue without bound holds memory and sockets until the app's 30 s timeout.
 */
export const HASH_MAX_WAIT_MS = 1_000;

/**
 * A hash is admitted while the queue ahead would take at most this long by the mean; the other
 * half of `HASH_MAX_WAIT_MS` is the margin for hashes slower than the mean. With the whole second
 * as the admission limit, the overload bench saw a share of the refusals come only at the
 * deadline (503 p99 1,074 ms); with half, refusals come at once.
 */
export const HASH_ADMIT_WITHIN_MS = 500;

/** An argon2id hash with the production parameters, on this project's 2-core machine: about 25 ms (the overload bench). */
export const HASH_ASSUMED_MS = 25;

export class PasswordHasher {
  private dummy: Promise<string> | undefined;
  /** Exposed for tests and diagnostics: how many hashes run and wait. */
  readonly slots: Semaphore;

  constructor(private readonly params: Argon2Params, concurrency = defaultHashConcurrency(), options: SemaphoreOptions = { maxWaitMs: HASH_MAX_WAIT_MS, admitWithinMs: HASH_ADMIT_WITHIN_MS, assumedTaskMs: HASH_ASSUMED_MS }) {
    this.slots = new Semaphore(concurrency, options);
  }

  /** Requests let in by `admit` and not yet answered. */
  private admitted = 0;
  get letIn(): number { return this.admitted; }

  /**
   * Lets in a request that will hash, or throws SlotsBusyError (answered 503 server_busy) when its
   * hash would be refused. The routes that hash call it first, before the body is read, so the
   * queue is judged by every request let in, not only those that have reached their hash: under a
   * burst, all the requests of one turn of the event loop would otherwise be let in on the same
   * empty queue and refused later, after their whole work. Returns what to call once the request
   * is answered (calling it again does nothing).
   */
  admit(): () => void {
    if (this.slots.wouldRefuse(this.admitted)) {
      this.slots.refused += 1;
      throw new SlotsBusyError();
    }
    this.admitted += 1;
    let answered = false;
    return () => {
      if (answered) return;
      answered = true;
      this.admitted -= 1;
    };
  }

  /** The hash of `password`; SlotsBusyError when the hashing queue is full. */
  hash(password: string): Promise<string> {
    return this.slots.run(() => hash(password, { algorithm: ARGON2ID, ...this.params }));
  }

  /** Whether `password` matches (false for a malformed stored hash); SlotsBusyError when the hashing queue is full. */
  verify(storedHash: string, password: string): Promise<boolean> {
    return this.slots.run(() => verify(storedHash, password).catch(() => false));
  }

  /** Spend the same time as a real check, so unknown e-mails answer as slowly as known ones. */
  async verifyDummy(password: string): Promise<void> {
    this.dummy ??= this.hash('dummy-password-for-timing');
    await this.verify(await this.dummy, password);
  }
}
