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
 * Login failures, keyed by the e-mail typed (unknown addresses behave exactly like known ones):
 * per e-mail and client address, a few free failures, then a doubling back-off and a cap per
 * window; per e-mail from all addresses, a higher ceiling. An attempt counts before the password
 * is checked, so parallel guesses meet the back-off too; a success takes its own count back.
 * docs/server.md says why the numbers are what they are.
 */
export class LoginThrottleState {
  private readonly pairs = new Map<string, Failures>();
  private readonly emails = new Map<string, Failures>();

  constructor(private readonly clock: Clock, private readonly rule: LoginThrottle) {}

  /** Counts one attempt of `email` from `address`, or refuses it while a back-off or a cap holds. */
  attempt(email: string, address: string): LimitResult {
    const now = this.clock();
    const pairKey = `${email} ${address}`;
    const pair = this.current(this.pairs, pairKey, now);
    const perEmail = this.current(this.emails, email, now);
    const refusals = [this.pairRefusal(pair, now), this.emailRefusal(perEmail, now)].filter((wait): wait is number => wait !== undefined);
    if (refusals.length) return { ok: false, retryAfterMs: Math.max(...refusals) };
    this.count(this.pairs, pairKey, pair, now);
    this.count(this.emails, email, perEmail, now);
    return { ok: true };
  }

  /** The password was right: the address's failures are forgotten and this attempt no longer counts for the e-mail. */
  succeeded(email: string, address: string): void {
    this.pairs.delete(`${email} ${address}`);
    const perEmail = this.emails.get(email);
    if (perEmail && --perEmail.count <= 0) this.emails.delete(email);
  }

  /** The owner proved the inbox (a password reset): every failure recorded for the e-mail is forgotten. */
  forget(email: string): void {
    this.emails.delete(email);
    for (const key of this.pairs.keys()) if (key.startsWith(`${email} `)) this.pairs.delete(key);
  }

  private pairRefusal(entry: Failures | undefined, now: number): number | undefined {
    if (!entry) return undefined;
    if (entry.count >= this.rule.maxFailures) return entry.windowStart + this.rule.windowMs - now;
    if (entry.count < this.rule.freeFailures) return undefined;
    const delay = Math.min(this.rule.baseDelayMs * 2 ** (entry.count - this.rule.freeFailures), this.rule.maxDelayMs);
    return now < entry.lastAt + delay ? entry.lastAt + delay - now : undefined;
  }

  private emailRefusal(entry: Failures | undefined, now: number): number | undefined {
    return entry && entry.count >= this.rule.maxFailuresPerEmail ? entry.windowStart + this.rule.windowMs - now : undefined;
  }

  private count(map: Map<string, Failures>, key: string, entry: Failures | undefined, now: number): void {
    const counted = entry ?? { count: 0, windowStart: now, lastAt: now };
    counted.count += 1;
    counted.lastAt = now;
    map.set(key, counted);
  }

  private current(map: Map<string, Failures>, key: string, now: number): Failures | undefined {
    const entry = map.get(key);
    if (entry && entry.windowStart + this.rule.windowMs <= now) {
      map.delete(key);
      return undefined;
    }
    return entry;
  }
}
