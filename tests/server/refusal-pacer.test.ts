/**
 * Refusals are answered at a pace (server/http/refusal-pacer.ts): a burst at once, then one per
 * interval, the rest held on a timer until their turn, never longer than the longest hold.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefusalPacer } from '../../server/http/refusal-pacer';

/** A pacer on a clock the test moves: 10 refusals a second (one per 100 ms) after a burst of 3. */
function pacer(options: { maxHoldMs?: number; random?: () => number } = {}) {
  let now = 1_000_000;
  const refusals = new RefusalPacer({ perSecond: 10, burst: 3, maxHoldMs: options.maxHoldMs ?? 1_000, now: () => now, random: options.random });
  return { refusals, advance: (ms: number) => (now += ms) };
}

describe('the pace of refusals', () => {
  it('answers a burst at once, then holds each further refusal until the next free slot, one per interval', () => {
    const { refusals } = pacer();
    expect([refusals.holdMs(), refusals.holdMs(), refusals.holdMs()]).toEqual([0, 0, 0]);
    expect([refusals.holdMs(), refusals.holdMs(), refusals.holdMs()]).toEqual([100, 200, 300]);
  });

  it('frees a slot per interval that passes: after a quiet moment the burst is available again, never more', () => {
    const { refusals, advance } = pacer();
    for (let i = 0; i < 4; i += 1) refusals.holdMs(); // the burst and one held 100 ms
    advance(150);
    // The held one took the slot at 100 ms; 50 ms later the next slot is at 200 ms.
    expect(refusals.holdMs()).toBe(50);
    advance(10_000);
    expect([refusals.holdMs(), refusals.holdMs(), refusals.holdMs(), refusals.holdMs()]).toEqual([0, 0, 0, 100]);
  });

  it('does not queue a refusal whose turn is further off than the longest hold: it is held a jittered half to whole of it, and the schedule stays as it was', () => {
    const draws = [0, 1, 0.5];
    const { refusals, advance } = pacer({ maxHoldMs: 250, random: () => draws.shift()! });
    for (let i = 0; i < 5; i += 1) refusals.holdMs(); // burst of 3, then 100 and 200 ms
    expect([refusals.holdMs(), refusals.holdMs(), refusals.holdMs()]).toEqual([125, 250, 187.5]);
    // The next slot is still the one at 300 ms: 100 ms later a refusal fits and is given it.
    advance(100);
    expect(refusals.holdMs()).toBe(200);
  });
});

describe('holding a refusal', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves at once within the burst, and on a timer after the hold beyond it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const refusals = new RefusalPacer({ perSecond: 10, burst: 1, maxHoldMs: 1_000 });
    const order: string[] = [];
    const first = refusals.hold().then(() => order.push('first'));
    const second = refusals.hold().then(() => order.push('second'));
    await first;
    expect(order).toEqual(['first']);
    await vi.advanceTimersByTimeAsync(99);
    expect(order).toEqual(['first']);
    await vi.advanceTimersByTimeAsync(1);
    await second;
    expect(order).toEqual(['first', 'second']);
    expect(refusals.held).toBe(1);
  });

  it('refuses to be built without a pace, a burst or a hold', () => {
    expect(() => new RefusalPacer({ perSecond: 0, burst: 1, maxHoldMs: 0 })).toThrow(/positive pace/);
    expect(() => new RefusalPacer({ perSecond: 1, burst: 0, maxHoldMs: 0 })).toThrow(/burst of at least 1/);
    expect(() => new RefusalPacer({ perSecond: 1, burst: 1, maxHoldMs: -1 })).toThrow(/hold of at least 0/);
  });
});
