import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { countdownMachine } from '../../../machines/auth/countdown.machine';

describe('countdown machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds down on the named 1-second tick, to 1: the parent ends the wait there', () => {
    const actor = createActor(countdownMachine, { input: { seconds: 3 } }).start();
    expect(actor.getSnapshot().context.secondsLeft).toBe(3);
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().context.secondsLeft).toBe(3);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(2);
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    // The parent's own delay ends the wait at the next second; left alone, the count stays at 1
    // and ticks no more.
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rounds a fractional start up and never goes below zero', () => {
    const actor = createActor(countdownMachine, { input: { seconds: 0.2 } }).start();
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    const empty = createActor(countdownMachine, { input: { seconds: 0 } }).start();
    vi.advanceTimersByTime(1_000);
    expect(empty.getSnapshot().context.secondsLeft).toBe(0);
  });
});
