/**
 * The fake clock of the walks: timers and Date are fake, so named delays move only when a walk
 * advances them; real I/O (msw's answers) and setImmediate keep running.
 */
import { vi } from 'vitest';

export function installFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  // Testing Library recognises fake timers only through a global `jest` (its act() drain waits on
  // a setTimeout(0) otherwise, which fake timers never fire); point it at vitest's clock.
  (globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
}

type Act = (work: () => Promise<void>) => Promise<void>;
let reactAct: Act | undefined;

/** Runs `work` inside React's act() when a page is rendered (jsdom), as is otherwise. */
async function inAct(work: () => Promise<void>): Promise<void> {
  if (typeof document === 'undefined') return work();
  reactAct ??= (await import('@testing-library/react')).act as unknown as Act;
  return reactAct(work);
}

/** Lets pending work run (promises, real I/O, zero-delay timers) without moving the clock. */
export async function flush(): Promise<void> {
  await inAct(async () => {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(0);
  });
}

/** How long (real time) a walk waits for the screen to catch up before it fails. */
const PATIENCE_MS = 5_000;

/** Retries `assertion` between flushes, never moving the fake clock, until it holds or patience runs out. */
export async function soon<T>(assertion: () => T): Promise<T> {
  const deadline = performance.now() + PATIENCE_MS;
  for (;;) {
    try {
      return assertion();
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await flush();
    }
  }
}

/** Waits, without moving the clock, until `condition` holds; fails with `explain()` when it never does. */
export async function settle(condition: () => boolean, explain: () => string): Promise<void> {
  const deadline = performance.now() + PATIENCE_MS;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(explain());
    await flush();
  }
}

/** Waits longer than this are moved a stride at a time (see advance). */
const LONG_WAIT_MS = 30_000;
const STRIDE_MS = 60_000;

/**
 * Moves the fake clock on by `ms`, running what falls due on the way. A long wait (a resend wait,
 * the checkout's 30-minute window) moves a minute at a time: the timers due within each minute
 * fire at once (a countdown's 60 ticks), then promises and renders catch up. (Moving it in one
 * go hops through a real macrotask after every timer: 1,800 countdown ticks took a walk over a
 * minute on a busy machine.)
 */
export async function advance(ms: number): Promise<void> {
  if (ms <= LONG_WAIT_MS) {
    await inAct(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
    return;
  }
  for (let left = ms; left > 0; left -= STRIDE_MS) {
    const stride = Math.min(STRIDE_MS, left);
    await inAct(async () => {
      vi.advanceTimersByTime(stride);
    });
    await flush();
  }
}
