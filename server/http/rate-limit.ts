/**
 * In-memory rate limits (one process). Several instances would share this state through Redis;
 * see docs/server.md. Keys are built by the caller: per route and address, per account, ...
 */
import type { Clock, Limit, LoginThrottle } from '../config';

interface Window { count: number; resetAt: number }

export type LimitResult = { ok: true } | { ok: false; retryAfterMs: number };

const SWEEP_EVERY = 1_000;

export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private inserts = 0;

  constructor(private readonly clock: Clock) {}

  /** Count one hit against `key`; refused once `limit.max` hits fall in the current window. */
  hit(key: string, limit: Limit): LimitResult {
    const now = this.clock();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + limit.windowMs };
      this.windows.set(key, window);
      if (++this.inserts % SWEEP_EVERY === 0) this.sweep(now);
    }
    if (window.count >= limit.max) return { ok: false, retryAfterMs: window.resetAt - now };
    window.count += 1;
    return { ok: true };
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

interface Failures { count: number; windowStart: number; lastAt: number }

/**
 * Login failures per account (keyed by the e-mail typed, so unknown addresses behave exactly like
 * known ones): exponential back-off after a few failures, and a hard cap per window.
 */
export class LoginThrottleState {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly clock: Clock, private readonly rule: LoginThrottle) {}

  check(key: string): LimitResult {
    const now = this.clock();
    const entry = this.current(key, now);
    if (!entry) return { ok: true };
    if (entry.count >= this.rule.maxFailures) {
      return { ok: false, retryAfterMs: entry.windowStart + this.rule.windowMs - now };
    }
    if (entry.count >= this.rule.freeFailures) {
      const delay = Math.min(this.rule.baseDelayMs * 2 ** (entry.count - this.rule.freeFailures), this.rule.maxDelayMs);
      if (now < entry.lastAt + delay) return { ok: false, retryAfterMs: entry.lastAt + delay - now };
    }
    return { ok: true };
  }

  recordFailure(key: string): void {
    const now = this.clock();
    const entry = this.current(key, now) ?? { count: 0, windowStart: now, lastAt: now };
    entry.count += 1;
    entry.lastAt = now;
    this.failures.set(key, entry);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private current(key: string, now: number): Failures | undefined {
    const entry = this.failures.get(key);
    if (entry && entry.windowStart + this.rule.windowMs <= now) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }
}
