import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { countUpMachine } from '../../machines/ui/countUp.machine';

describe('count-up machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits until the numbers come into view', () => {
    const actor = createActor(countUpMachine, { input: {} }).start();
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.elapsedMs).toBe(0);
  });

  it('counts for 2 s: progress moves on each tick, the end arrives at 2000 ms and not before', () => {
    const actor = createActor(countUpMachine, { input: {} }).start();
    actor.send({ type: 'visible' });
    vi.advanceTimersByTime(1_000);
    const halfway = actor.getSnapshot().context.elapsedMs;
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(2_000);
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().value).toEqual({ counting: 'ticking' });
    expect(actor.getSnapshot().context.elapsedMs).toBeLessThan(actor.getSnapshot().context.durationMs);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.elapsedMs).toBe(2_000);
  });

  it('counts only once', () => {
    const actor = createActor(countUpMachine, { input: {} }).start();
    actor.send({ type: 'visible' });
    vi.advanceTimersByTime(2_000);
    actor.send({ type: 'visible' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.elapsedMs).toBe(2_000);
  });

  it('shows the final numbers at once under reduced motion', () => {
    const actor = createActor(countUpMachine, { input: { reducedMotion: true } }).start();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.elapsedMs).toBe(actor.getSnapshot().context.durationMs);
  });
});
