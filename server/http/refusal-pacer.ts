/**
 * Paces the answers to refused requests, so that refusing never takes more than a set share of the
 * event loop, however fast the clients come back.
 *
 * A refusal costs little on its own (a parsed request line and a short answer), but a client that
 * ignores Retry-After sends its next request the moment the 503 arrives: a thousand such
 * connections make thousands of refusals a second, and their work starves the hashing they are
 * waiting for and the health checks. So refusals are answered at most `perSecond` a second, with
 * a burst of `burst`; a refusal beyond that is held on a timer until its turn (a generic cell rate
 * algorithm: each refusal takes the next free slot of a schedule). Holding costs a timer, not
 * work, and a client that does not wait is made to. The clients that do wait their Retry-After
 * come back far fewer than the pace and are answered at once.
 *
 * A turn further off than `maxHoldMs` (more connections than the pace serves in that time) is not
 * queued: the refusal is held a jittered `maxHoldMs / 2` to `maxHoldMs` instead, so a very large
 * crowd is answered at a spread, bounded rate and never held longer.
 */
export interface RefusalPacerOptions {
  /** Refusals answered per second once the burst is spent. */
  perSecond: number;
  /** Refusals answered at once before the pace applies. */
  burst: number;
  /** The longest a refusal is held. */
  maxHoldMs: number;
  now?: () => number;
  random?: () => number;
}

export class RefusalPacer {
  /** When the schedule's next slot is free (the theoretical arrival time of the cell rate algorithm). */
  private nextSlotAt = -Infinity;
  private readonly intervalMs: number;
  private readonly toleranceMs: number;
  private readonly now: () => number;
  private readonly random: () => number;
  /** Refusals held so far (for metrics and tests). */
  held = 0;

  constructor(private readonly options: RefusalPacerOptions) {
    if (!(options.perSecond > 0) || !(options.burst >= 1) || !(options.maxHoldMs >= 0)) {
      throw new Error('A refusal pacer needs a positive pace, a burst of at least 1 and a hold of at least 0 ms.');
    }
    this.intervalMs = 1000 / options.perSecond;
    this.toleranceMs = (options.burst - 1) * this.intervalMs;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  /** How long the refusal asked for now is held before it is answered: 0 to answer at once. */
  holdMs(): number {
    const now = this.now();
    const slotAt = Math.max(this.nextSlotAt, now - this.toleranceMs);
    const holdMs = slotAt - now;
    if (holdMs > this.options.maxHoldMs) return this.options.maxHoldMs * (0.5 + this.random() / 2);
    this.nextSlotAt = slotAt + this.intervalMs;
    return Math.max(0, holdMs);
  }

  /** Resolves when the refusal asked for now may be answered. */
  async hold(): Promise<void> {
    const holdMs = this.holdMs();
    if (holdMs <= 0) return;
    this.held += 1;
    await new Promise<void>((resolve) => setTimeout(resolve, holdMs));
  }
}

/**
 * The server's pace for its 503 refusals: 500 a second, under a twentieth of the event loop at the
 * 0.09 ms a refusal costs it (docs/performance.md, "Clients that do not back off"), and above the
 * 340 a second of 1,024 clients that each wait their 2 to 4 s Retry-After, so those are not held.
 * A burst of one second's pace absorbs their unevenness and the backlog of a stalled event loop.
 * 1,024 clients that do not wait are held about 2 s each; beyond 2,000 of them, turns further off
 * than 4 s are held 2 to 4 s, answering each such client about once in 3 s.
 */
export const REFUSAL_PACE: RefusalPacerOptions = { perSecond: 500, burst: 500, maxHoldMs: 4_000 };
