/**
 * Where the rate limits, the login back-off and the captcha replay cache keep their counts: in
 * this process's memory (one instance, the default), or in Redis when REDIS_URL is set, so every
 * instance behind a load balancer counts the same hits (docs/server.md, "Several instances").
 *
 * One operation: `update(key, ttlMs, change)` reads an entry, lets `change` decide the next value
 * (undefined deletes it) and what to answer, and writes it atomically. The rules themselves live
 * once, in the callers (./rate-limit.ts); a store only keeps entries. In Redis the write is a
 * compare-and-set script: when another instance wrote the entry meanwhile, the update runs again
 * on the new value. Windows are measured with the server's clock (the test clock moves them);
 * the time to live only lets an abandoned entry go.
 */
import { Redis, type Result } from 'ioredis';
import type { Clock } from '../config';

export interface CounterStore {
  update<TEntry, TResult>(key: string, ttlMs: number, change: (current: TEntry | undefined) => { next: TEntry | undefined; result: TResult }): Promise<TResult>;
  /** For /healthz: which store, and whether it answers now. */
  health(): Promise<{ store: 'memory' | 'redis'; ok: boolean }>;
  close(): Promise<void>;
}

/** The store could not be reached in time: callers fail closed or open, per rule. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The rate-limit store is unreachable.', { cause });
    this.name = 'StoreUnavailableError';
  }
}

const SWEEP_EVERY = 1_000;

export class MemoryStore implements CounterStore {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();
  private writes = 0;

  constructor(private readonly clock: Clock) {}

  async update<TEntry, TResult>(key: string, ttlMs: number, change: (current: TEntry | undefined) => { next: TEntry | undefined; result: TResult }): Promise<TResult> {
    const now = this.clock();
    const stored = this.entries.get(key);
    const current = stored && stored.expiresAt > now ? (stored.value as TEntry) : undefined;
    const { next, result } = change(current);
    if (next === undefined) this.entries.delete(key);
    else this.entries.set(key, { value: next, expiresAt: now + ttlMs });
    if (++this.writes % SWEEP_EVERY === 0) this.sweep(now);
    return result;
  }

  async health() {
    return { store: 'memory' as const, ok: true };
  }

  async close(): Promise<void> {}

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

// KEYS[1]: the entry; ARGV[1]: the value read ('' when absent), ARGV[2]: the next value ('' deletes), ARGV[3]: time to live in ms.
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1]) or ''
if current ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
return 1`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** COMPARE_AND_SET above: 1 when written, 0 when the entry changed since it was read. */
    compareAndSet(key: string, expected: string, next: string, ttlMs: number): Result<number, Context>;
  }
}

const ATTEMPTS = 10;
/** A request waits at most this long for Redis before the rule's fallback applies. */
const COMMAND_TIMEOUT_MS = 500;

export class RedisStore implements CounterStore {
  private readonly redis: Redis;

  /** `onError`: each error Redis reports or a command meets (the metrics count them). */
  constructor(url: string, private readonly prefix = 'acme:', private readonly onError: () => void = () => {}) {
    this.redis = new Redis(url, {
      // Fail fast while disconnected instead of queueing requests behind a dead connection.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 2_000,
      lazyConnect: false,
    });
    // Reconnection is automatic; an error between requests is not the request's to report.
    this.redis.on('error', () => this.onError());
    this.redis.defineCommand('compareAndSet', { numberOfKeys: 1, lua: COMPARE_AND_SET });
  }

  async update<TEntry, TResult>(key: string, ttlMs: number, change: (current: TEntry | undefined) => { next: TEntry | undefined; result: TResult }): Promise<TResult> {
    const fullKey = this.prefix + key;
    try {
      await this.whenConnected();
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const raw = (await this.redis.get(fullKey)) ?? '';
        const { next, result } = change(raw ? (JSON.parse(raw) as TEntry) : undefined);
        const nextRaw = next === undefined ? '' : JSON.stringify(next);
        if ((await this.redis.compareAndSet(fullKey, raw, nextRaw, Math.max(1, Math.ceil(ttlMs)))) === 1) return result;
      }
    } catch (error) {
      this.onError();
      throw new StoreUnavailableError(error);
    }
    // Ten writers in a row beat us to the same key: treat as contention, not as a pass.
    throw new StoreUnavailableError(new Error(`no atomic update of ${key} after ${ATTEMPTS} attempts`));
  }

  async health() {
    try {
      await this.whenConnected();
      return { store: 'redis' as const, ok: (await this.redis.ping()) === 'PONG' };
    } catch {
      return { store: 'redis' as const, ok: false };
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  /** While (re)connecting, a request waits as long as for a command, then the rule's fallback applies. */
  private whenConnected(): Promise<void> {
    if (this.redis.status === 'ready') return Promise.resolve();
    return new Promise((resolve, reject) => {
      const ready = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.redis.off('ready', ready);
        reject(new Error(`not connected (${this.redis.status})`));
      }, COMMAND_TIMEOUT_MS);
      this.redis.once('ready', ready);
    });
  }
}

export function createCounterStore(redisUrl: string | undefined, clock: Clock, onRedisError?: () => void): CounterStore {
  return redisUrl ? new RedisStore(redisUrl, undefined, onRedisError) : new MemoryStore(clock);
}
