/**
 * At most `running` holders at once, up to `waiting` more queued in arrival order; beyond that a
 * caller is refused at once (null), so a burst of heavy requests (CSV exports of long histories)
 * never takes the whole event loop from everything else, and never piles up without bound.
 */
export type Release = () => void;

export class ConcurrencyLimit {
  private active = 0;
  private readonly queue: ((release: Release) => void)[] = [];

  constructor(readonly running: number, readonly waiting: number) {}

  /** A release function once a place is free (call it exactly once), or null when the queue is full. */
  acquire(): Promise<Release | null> {
    if (this.active < this.running) {
      this.active += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.queue.length >= this.waiting) return Promise.resolve(null);
    return new Promise((resolve) => this.queue.push(resolve));
  }

  /** Holders now running and callers queued (for tests and logs). */
  get load() {
    return { running: this.active, waiting: this.queue.length };
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The place passes straight to the next in line, or becomes free.
      const next = this.queue.shift();
      if (next) next(this.releaser());
      else this.active -= 1;
    };
  }
}
