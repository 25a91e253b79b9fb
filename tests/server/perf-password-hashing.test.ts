/**
 * Password hashing never takes every core: at most N hashes or verifies run at once and the rest
 * queue, so the event loop keeps a core (/healthz stays fast while logins saturate hashing).
 */
import { describe, expect, it } from 'vitest';
import { defaultHashConcurrency, PasswordHasher, Semaphore } from '../../server/auth/passwords';

const CHEAP = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => { resolve = r; });
  return { promise, resolve };
}

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once and starts the waiting ones in arrival order', async () => {
    const slots = new Semaphore(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    const all = gates.map((gate, i) => slots.run(async () => {
      started.push(i);
      running += 1;
      peak = Math.max(peak, running);
      await gate.promise;
      running -= 1;
      return i;
    }));
    expect(started).toEqual([0, 1]);
    expect([slots.active, slots.queued]).toEqual([2, 3]);
    gates[1]!.resolve();
    await all[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect([slots.active, slots.queued]).toEqual([0, 0]);
  });

  it('frees the slot when a task fails', async () => {
    const slots = new Semaphore(1);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'next')).toBe('next');
    expect(slots.active).toBe(0);
  });
});

describe('PasswordHasher concurrency', () => {
  it('leaves one core to the event loop and one libuv thread to file work', () => {
    expect(defaultHashConcurrency(1, 4)).toBe(1);
    expect(defaultHashConcurrency(2, 4)).toBe(1);
    expect(defaultHashConcurrency(4, 4)).toBe(3);
    expect(defaultHashConcurrency(16, 4)).toBe(3);
    expect(defaultHashConcurrency(16, 16)).toBe(15);
  });

  it('hashes, verifies and dummy verifies share the limit under concurrent calls', async () => {
    const hasher = new PasswordHasher(CHEAP, 2);
    const stored = await hasher.hash('correct horse battery staple');
    let peak = 0;
    const watch = setInterval(() => { peak = Math.max(peak, hasher.slots.active); }, 0);
    const calls = [
      ...Array.from({ length: 4 }, (_, i) => hasher.hash(`password number ${i}`)),
      ...Array.from({ length: 4 }, () => hasher.verify(stored, 'correct horse battery staple')),
      hasher.verify(stored, 'wrong password'),
    ];
    expect([hasher.slots.active, hasher.slots.queued]).toEqual([2, 7]);
    const dummies = Array.from({ length: 3 }, () => hasher.verifyDummy('anything at all'));
    // The dummy's own hash queues behind the others too.
    expect([hasher.slots.active, hasher.slots.queued]).toEqual([2, 8]);
    const results = await Promise.all(calls);
    await Promise.all(dummies);
    clearInterval(watch);
    expect(results.slice(4)).toEqual([true, true, true, true, false]);
    expect(peak).toBeLessThanOrEqual(2);
    expect([hasher.slots.active, hasher.slots.queued]).toEqual([0, 0]);
  });
});
