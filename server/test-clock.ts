/**
 * A development-only test clock, in the spirit of Stripe's test clocks: the server's time is the
 * real time plus an offset that a browser test can move forward (POST /api/dev/clock/advance/,
 * server/routes/dev-clock.ts), so a seven-day plan matures in a second. Enabled only with
 * TEST_CLOCK=1 outside production (server/config.ts refuses it in production).
 *
 * The offset lives in a small file in the data folder, so the operator CLI started with the same
 * DATA_DIR and TEST_CLOCK=1 sees the same time as the server (an investment it confirms starts at
 * the server's "now"), and a restarted server keeps it. Time only moves forward.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type ClockListener = () => Promise<void> | void;

export interface TestClock {
  /** The shifted time: use as `config.clock`. */
  now: () => number;
  offsetMs(): number;
  /** Moves time forward by `ms`, saves the offset, and waits for the listeners (the scheduler). */
  advance(ms: number): Promise<void>;
  /** Called after each advance; returns the unsubscribe function. */
  onAdvance(listener: ClockListener): () => void;
}

export const TEST_CLOCK_FILE = 'test-clock.json';

function readOffset(file: string): number {
  try {
    const value = (JSON.parse(readFileSync(file, 'utf8')) as { offset_ms?: unknown }).offset_ms;
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
  } catch {
    return 0; // no file yet: no offset
  }
}

export function createTestClock(base: () => number, dataDir: string): TestClock {
  const file = path.join(dataDir, TEST_CLOCK_FILE);
  let offset = readOffset(file);
  const listeners = new Set<ClockListener>();
  return {
    now: () => base() + offset,
    offsetMs: () => offset,
    async advance(ms) {
      if (!Number.isSafeInteger(ms) || ms <= 0) throw new RangeError('The test clock only moves forward, by whole milliseconds.');
      offset += ms;
      mkdirSync(dataDir, { recursive: true });
      // Written whole and renamed, so a CLI reading it at that moment never sees half a file; the
      // temporary name is this process's own, as several instances may share the data folder.
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify({ offset_ms: offset }));
      renameSync(temporary, file);
      for (const listener of [...listeners]) await listener();
    },
    onAdvance(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
