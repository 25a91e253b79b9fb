/**
 * Wrong answers to one key (an account's second factor, from one group of browsers), counted in
 * the shared store so every instance sees one count: `maxFailures` in `windowMs` lock the key for
 * `lockMs`. The rule and what a lock holds back are the verifier's (./verifier.ts).
 */
import type { Clock } from '../config';
import type { CounterStore } from '../http/counter-store';

export interface LockRule { maxFailures: number; windowMs: number; lockMs: number }

interface Failures {
  /** When each wrong answer of the window came (fewer than `maxFailures`). */
  at: number[];
  /** Set when the key locks; nothing passes until then. */
  lockedUntil: number;
}

export class FailureLock {
  constructor(private readonly store: CounterStore, private readonly clock: Clock, private readonly rule: LockRule) {}

  /** How long the key stays locked (0 when open). */
  async lockedFor(key: string): Promise<number> {
    const now = this.clock();
    const lockedUntil = await this.store.update<Failures, number>(key, this.rule.lockMs, (stored) => ({ next: stored, result: stored?.lockedUntil ?? 0 }));
    return Math.max(0, lockedUntil - now);
  }

  /** One wrong answer; true when it is the one that locks the key. */
  failed(key: string): Promise<boolean> {
    const now = this.clock();
    const { windowMs, maxFailures, lockMs } = this.rule;
    return this.store.update<Failures, boolean>(key, windowMs + lockMs, (stored) => {
      const recent = (stored?.at ?? []).filter((at) => at > now - windowMs);
      recent.push(now);
      if (recent.length < maxFailures) return { next: { at: recent, lockedUntil: stored?.lockedUntil ?? 0 }, result: false };
      return { next: { at: [], lockedUntil: now + lockMs }, result: true };
    });
  }
}
