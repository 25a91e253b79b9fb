/**
 * Password hashing is bounded (issue 28): a request that would wait too long for a hashing slot is
 * answered 503 `server_busy` at once, with a spread Retry-After, and nothing is hashed for it;
 * everything that needs no hash carries on.
 */
import { describe, expect, it } from 'vitest';
import { PasswordHasher, Semaphore, SlotsBusyError } from '../../server/auth/passwords';
import { DEV_CAPTCHA_TOKEN, forEachDatabase, PASSWORD } from './harness';

const CHEAP = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** A semaphore on a clock the test moves; its tasks take `taskMs` of that clock. */
function timedSemaphore(limit: number, maxWaitMs: number) {
  let now = 0;
  const slots = new Semaphore(limit, { maxWaitMs, now: () => now });
  return { slots, advance: (ms: number) => (now += ms) };
}

describe('bounded waiting for a slot', () => {
  it('refuses at once when the tasks ahead would take longer than the deadline, by their mean duration', async () => {
    const { slots, advance } = timedSemaphore(1, 250);
    // One task of 100 ms sets the mean.
    await slots.run(async () => void advance(100));
    const holding = gate();
    const running = slots.run(() => holding.opened);
    // Two may wait (200 ms ahead of the second); a third would wait 300 ms.
    const second = slots.run(async () => 'second');
    const third = slots.run(async () => 'third');
    const fourth = slots.run(async () => 'fourth');
    expect(slots.queued).toBe(2);
    await expect(fourth).rejects.toBeInstanceOf(SlotsBusyError);
    expect(slots.refused).toBe(1);
    holding.open();
    await running;
    expect(await second).toBe('second');
    expect(await third).toBe('third');
  });

  it('refuses a waiter whose deadline passed before a slot came free, and gives the slot to the next in time', async () => {
    const { slots, advance } = timedSemaphore(1, 1_000);
    const holding = gate();
    const running = slots.run(() => holding.opened);
    const late = slots.run(async () => 'late');
    advance(600);
    const inTime = slots.run(async () => 'in time');
    advance(500); // the first waiter has waited 1,100 ms, the second 500 ms
    holding.open();
    await running;
    await expect(late).rejects.toBeInstanceOf(SlotsBusyError);
    expect(await inTime).toBe('in time');
    expect([slots.active, slots.queued, slots.refused]).toEqual([0, 0, 1]);
  });
});

forEachDatabase((setup) => {
  describe('a login while every hashing slot is taken and the queue is full', () => {
    it('is answered 503 server_busy at once, with Retry-After 2 to 4 s, without hashing; /healthz and a refresh carry on', async () => {
      const h = await setup();
      const email = await h.createUser();
      const signedIn = await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN });
      expect(signedIn.statusCode).toBe(200);
      // One slot, and no wait allowed: the slot held by a hash that does not end. Hashes take
      // 50 ms of the hasher's own clock (the mean it judges the queue by).
      let now = 0;
      const hasher = new PasswordHasher(CHEAP, 1, { maxWaitMs: 0, now: () => now });
      await hasher.slots.run(async () => void (now += 50));
      const holding = gate();
      const held = hasher.slots.run(() => holding.opened);
      h.ctx.hasher = hasher;
      let hashed = 0;
      const hash = hasher.hash.bind(hasher);
      hasher.hash = (password) => ((hashed += 1), hash(password));

      const answers = await Promise.all(
        Array.from({ length: 5 }, () => h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN })),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toEqual({ detail: expect.stringMatching(/^The server is busy right now\. Please try again in [234] seconds\.$/), code: 'server_busy' });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(2);
        expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(4);
      }
      expect(hashed).toBe(0);
      expect(hasher.slots.queued).toBe(0);
      expect((await h.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await h.post('/api/account/token/refresh/', { refresh: signedIn.json().refresh })).statusCode).toBe(200);
      holding.open();
      await held;
      // Free again: the next login goes through.
      expect((await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN })).statusCode).toBe(200);
    });
  });
});
