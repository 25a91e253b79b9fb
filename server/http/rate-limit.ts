/**
 * The rate limits and the login back-off. Their counts live in a CounterStore (./counter-store.ts):
 * this process's memory, or Redis shared by every instance. Keys are built by the caller: per
 * route and address, per account, ...
 */
import type { Clock, Limit, LoginThrottle } from '../config';
import type { CounterStore } from './counter-store';

interface Window { count: number; resetAt: number }

export type LimitResult = { ok: true } | { ok: false; retryAfterMs: number };

export class RateLimiter {
  constructor(private readonly store: CounterStore, private readonly clock: Clock) {}

  /** Count one hit against `key`; refused once `limit.max` hits fall in the current window. */
  hit(key: string, limit: Limit): Promise<LimitResult> {
    const now = this.clock();
    return this.store.update<Window, LimitResult>(`limit:${key}`, limit.windowMs, (stored) => {
      const window = stored && stored.resetAt > now ? stored : { count: 0, resetAt: now + limit.windowMs };
      if (window.count >= limit.max) return { next: window, result: { ok: false, retryAfterMs: window.resetAt - now } };
      return { next: { ...window, count: window.count + 1 }, result: { ok: true } };
    });
  }

  /** Take one hit back (a try that turned out right counts for nothing). */
  giveBack(key: string, limit: Limit): Promise<void> {
    return this.store.update<Window, void>(`limit:${key}`, limit.windowMs, (stored) => ({
      next: stored && stored.count > 1 ? { ...stored, count: stored.count - 1 } : undefined,
      result: undefined,
    }));
  }

  clear(key: string): Promise<void> {
    return this.store.update(`limit:${key}`, 1, () => ({ next: undefined, result: undefined }));
  }
}

interface Failures { count: number; windowStart: number; lastAt: number }

const keyOfClient = (client: LoginClient) => ('device' in client ? `device:${client.device}` : client.address);

/** One e-mail's failures: from all addresses, and per address. */
interface EmailFailures extends Failures { byAddress: Record<string, Failures> }

/**
 * Who is trying at the login: a browser that completed a sign-in to this account before (its
 * device cookie, server/auth/known-devices.ts), or any other client, known by its address.
 */
export type LoginClient = { device: string } | { address: string };

/**
 * Login failures, keyed by the e-mail typed (unknown addresses behave exactly like known ones):
 * per e-mail and client, a few free failures, then a doubling back-off and a cap per window; per
 * e-mail from all unknown devices, a higher ceiling. A known device has only its own count, so
 * others' failures never lock the owner out of a browser they used before (OWASP's device
 * cookies). An attempt counts before the password is checked, so parallel guesses meet the
 * back-off too; a success takes its own count back. One entry per e-mail holds every count, so
 * each decision is one atomic update. docs/server.md says why the numbers are what they are.
 */
export class LoginThrottleState {
  constructor(private readonly store: CounterStore, private readonly clock: Clock, private readonly rule: LoginThrottle) {}

  /** Counts one attempt of `email` from `client`, or refuses it while a back-off or a cap holds. */
  attempt(email: string, client: LoginClient): Promise<LimitResult> {
    const now = this.clock();
    const key = keyOfClient(client);
    const known = 'device' in client;
    return this.store.update<EmailFailures, LimitResult>(this.keyOf(email), this.rule.windowMs, (stored) => {
      const perEmail = this.current(stored, now);
      const pair = this.current(stored?.byAddress[key], now);
      const refusals = [this.pairRefusal(pair, now), known ? undefined : this.emailRefusal(perEmail, now)].filter((wait): wait is number => wait !== undefined);
      if (refusals.length) return { next: stored, result: { ok: false, retryAfterMs: Math.max(...refusals) } };
      // A known device's tries stay out of the ceiling for unknown devices.
      const email = known ? (perEmail ?? { count: 0, windowStart: now, lastAt: now }) : this.counted(perEmail, now);
      return {
        next: { ...email, byAddress: { ...this.liveAddresses(stored, now), [key]: this.counted(pair, now) } },
        result: { ok: true },
      };
    });
  }

  /** The password was right: the client's failures are forgotten and this attempt no longer counts for the e-mail. */
  succeeded(email: string, client: LoginClient): Promise<void> {
    const key = keyOfClient(client);
    const known = 'device' in client;
    return this.store.update<EmailFailures, void>(this.keyOf(email), this.rule.windowMs, (stored) => {
      if (!stored) return { next: undefined, result: undefined };
      const { [key]: _forgotten, ...others } = stored.byAddress;
      const count = known ? stored.count : stored.count - 1;
      return { next: count <= 0 && !Object.keys(others).length ? undefined : { ...stored, count: Math.max(0, count), byAddress: others }, result: undefined };
    });
  }

  /** The attempt was never judged (hashing was busy): it no longer counts, the other failures stay. */
  withdrawn(email: string, client: LoginClient): Promise<void> {
    const key = keyOfClient(client);
    const known = 'device' in client;
    const less = (failures: Failures): Failures => ({ ...failures, count: Math.max(0, failures.count - 1) });
    return this.store.update<EmailFailures, void>(this.keyOf(email), this.rule.windowMs, (stored) => {
      if (!stored) return { next: undefined, result: undefined };
      const pair = stored.byAddress[key];
      const byAddress = pair ? { ...stored.byAddress, [key]: less(pair) } : stored.byAddress;
      return { next: { ...(known ? stored : less(stored)), byAddress }, result: undefined };
    });
  }

  /** The owner proved the inbox (a password reset): every failure recorded for the e-mail is forgotten. */
  forget(email: string): Promise<void> {
    return this.store.update(this.keyOf(email), 1, () => ({ next: undefined, result: undefined }));
  }

  private keyOf(email: string): string {
    return `login:${email}`;
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

  /** `entry` counted once more (a new window when there was none). */
  private counted(entry: Failures | undefined, now: number): Failures {
    const { count, windowStart } = entry ?? { count: 0, windowStart: now };
    return { count: count + 1, windowStart, lastAt: now };
  }

  /** The entry while its window runs; undefined once it is over. */
  private current<T extends Failures>(entry: T | undefined, now: number): T | undefined {
    return entry && entry.windowStart + this.rule.windowMs > now ? entry : undefined;
  }

  /** The per-address counts whose window still runs. */
  private liveAddresses(entry: EmailFailures | undefined, now: number): Record<string, Failures> {
    return Object.fromEntries(Object.entries(entry?.byAddress ?? {}).filter(([, failures]) => this.current(failures, now)));
  }
}
