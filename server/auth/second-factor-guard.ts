/**
 * Wrong second-factor codes, counted per account across addresses, challenges and sessions
 * (issue 24 item 4): ten in fifteen minutes lock the second step for fifteen minutes, and the
 * owner is mailed once when it locks. A new challenge (the right password again) starts no new
 * count. Counted in the shared store, so every instance sees the same count.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../config';
import type { Database } from '../db/schema';
import type { CounterStore } from '../http/counter-store';
import { ApiError } from '../http/errors';
import type { TwoFactor } from './two-factor';

export const SECOND_FACTOR_LOCK = { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

export const SECOND_FACTOR_LOCKED_MESSAGE = 'Too many wrong codes: the second step of signing in is locked for a while, and we have e-mailed you.';

interface Failures {
  /** When each wrong code of the window was tried (at most `maxFailures`). */
  at: number[];
  /** Set when the step locks; nothing passes until then. */
  lockedUntil: number;
}

export class SecondFactorGuard {
  constructor(
    private readonly twoFactor: TwoFactor,
    private readonly store: CounterStore,
    private readonly clock: Clock,
    /** Told once per lock: the owner's mail. */
    private readonly onLocked: (userId: string) => Promise<void>,
  ) {}

  /**
   * Checks and spends a second factor (an app code or a recovery code) through the lock: throws a
   * 429 `second_factor_locked` while it holds (even for the right code), counts a wrong code.
   */
  async verify(executor: Kysely<Database> | Transaction<Database>, userId: string, code: string): Promise<boolean> {
    await this.assertOpen(userId);
    if (await this.twoFactor.verify(executor, userId, code)) return true;
    await this.failed(userId);
    return false;
  }

  /** Throws a 429 `second_factor_locked` while the account's second step is locked. */
  async assertOpen(userId: string): Promise<void> {
    const now = this.clock();
    const lockedUntil = await this.store.update<Failures, number>(this.keyOf(userId), SECOND_FACTOR_LOCK.lockMs, (stored) => ({ next: stored, result: stored?.lockedUntil ?? 0 }));
    if (lockedUntil > now) throw this.lockedError(lockedUntil - now);
  }

  /** One wrong code; the tenth of the window locks the step (and tells the owner). */
  async failed(userId: string): Promise<void> {
    const now = this.clock();
    const { windowMs, maxFailures, lockMs } = SECOND_FACTOR_LOCK;
    const lockedNow = await this.store.update<Failures, boolean>(this.keyOf(userId), windowMs + lockMs, (stored) => {
      const recent = (stored?.at ?? []).filter((at) => at > now - windowMs);
      recent.push(now);
      if (recent.length < maxFailures) return { next: { at: recent, lockedUntil: stored?.lockedUntil ?? 0 }, result: false };
      return { next: { at: [], lockedUntil: now + lockMs }, result: true };
    });
    if (lockedNow) await this.onLocked(userId);
  }

  private keyOf(userId: string): string {
    return `second-factor:${userId}`;
  }

  private lockedError(retryAfterMs: number): ApiError {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return new ApiError(429, { detail: `${SECOND_FACTOR_LOCKED_MESSAGE} Please try again in ${Math.ceil(seconds / 60)} minutes.`, code: 'second_factor_locked' }, { 'retry-after': String(seconds) });
  }
}
