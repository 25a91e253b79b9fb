/**
 * Password hashing is bounded: a request that would wait too long for a hashing slot is
 * answered 503 `server_busy` at once, with a spread Retry-After, and nothing is hashed for it;
 * everything that needs no hash carries on.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordHasher, Semaphore, SlotsBusyError } from '../../server/auth/passwords';
import { RefusalPacer } from '../../server/http/refusal-pacer';
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

  it('before any task has ended, judges the queue by the assumed duration: a burst at start-up is refused at once, not at its deadline', async () => {
    const slots = new Semaphore(1, { maxWaitMs: 100, assumedTaskMs: 50, now: () => 0 });
    const holding = gate();
    const running = slots.run(() => holding.opened);
    const waiting = [slots.run(async () => 'first'), slots.run(async () => 'second')];
    expect(slots.wouldRefuse()).toBe(true);
    await expect(slots.run(async () => 'third')).rejects.toBeInstanceOf(SlotsBusyError);
    expect([slots.queued, slots.refused]).toEqual([2, 1]);
    holding.open();
    await running;
    expect(await Promise.all(waiting)).toEqual(['first', 'second']);
  });

  it('admits only as long a queue as admitWithinMs, so the rest of the deadline is a margin for slower tasks', async () => {
    let now = 0;
    const slots = new Semaphore(1, { maxWaitMs: 1_000, admitWithinMs: 500, now: () => now });
    await slots.run(async () => void (now += 100)); // the mean: 100 ms
    const holding = gate();
    const running = slots.run(() => holding.opened);
    // Five may wait (500 ms ahead of the fifth); a sixth would wait 600 ms, within the deadline but not the admission.
    const admitted = Array.from({ length: 5 }, (_, index) => slots.run(async () => index));
    await expect(slots.run(async () => 'sixth')).rejects.toBeInstanceOf(SlotsBusyError);
    expect([slots.queued, slots.refused]).toEqual([5, 1]);
    // Slower than the mean: the last admitted has waited 900 ms when its turn comes, still in time.
    now += 900;
    holding.open();
    await running;
    expect(await Promise.all(admitted)).toEqual([0, 1, 2, 3, 4]);
    expect(slots.refused).toBe(1);
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

describe('letting requests in at the door', () => {
  it('judges the queue by the requests let in that have not hashed yet, and frees a place once each is answered, once', async () => {
    // One slot, hashes of 50 ms by the mean, a queue of 100 ms admitted.
    const hasher = new PasswordHasher(CHEAP, 1, { maxWaitMs: 1_000, admitWithinMs: 100, assumedTaskMs: 50, now: () => 0 });
    // Nothing has reached its hash yet, but three let in fill the slot and the queue.
    const answered = [hasher.admit(), hasher.admit(), hasher.admit()];
    expect(hasher.letIn).toBe(3);
    expect(() => hasher.admit()).toThrow(SlotsBusyError);
    expect(hasher.slots.refused).toBe(1);
    answered[0]!();
    answered[0]!();
    expect(hasher.letIn).toBe(2);
    hasher.admit();
    expect(() => hasher.admit()).toThrow(SlotsBusyError);
  });

  it('refuses without a stack trace: a storm of refusals must not pay for one each', () => {
    expect(new SlotsBusyError().stack).not.toMatch(/\n\s+at /);
  });
});

/** Google's siteverify, as the server calls it: every token passes, on the site's own name. */
let google: Server | undefined;
async function fakeGoogle(): Promise<string> {
  google ??= createServer((request, response) => {
    request.resume().on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, hostname: 'localhost' })));
  });
  if (!google.listening) await new Promise<void>((resolve) => google!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(google.address() as AddressInfo).port}/siteverify`;
}
afterAll(() => new Promise<void>((resolve) => (google ? google.close(() => resolve()) : resolve())));

/** Every hashing slot taken and no wait allowed; `free()` lets hashing run again. */
async function hashingBusy(h: { ctx: { hasher: PasswordHasher } }) {
  let now = 0;
  const hasher = new PasswordHasher(CHEAP, 1, { maxWaitMs: 0, now: () => now });
  await hasher.slots.run(async () => void (now += 50));
  const holding = gate();
  const held = hasher.slots.run(() => holding.opened);
  h.ctx.hasher = hasher;
  return { hasher, free: async () => { holding.open(); await held; } };
}

forEachDatabase((setup) => {
  describe('a request refused busy spends nothing the retry needs', () => {
    it('the same captcha token signs in and registers once hashing is free again (once only), and the code wait is not spent', async () => {
      const h = await setup({ config: { captcha: { mode: 'google', secret: 'server-secret', verifyUrl: await fakeGoogle(), hostnames: ['localhost'] } } });
      const email = await h.createUser();
      const busy = await hashingBusy(h);
      const login = { email, password: PASSWORD, recaptcha_token: 'token-of-the-login' };
      const registration = {
        first_name: 'Ada', last_name: 'Lovelace', email: 'newcomer@example.com', password: PASSWORD, password2: PASSWORD, ref: '', recaptcha_token: 'token-of-the-sign-up',
      };
      expect((await h.post('/api/account/login/', login)).statusCode).toBe(503);
      expect((await h.post('/api/account/registration/', registration)).statusCode).toBe(503);
      await busy.free();
      // The page's one automatic retry, with what the visitor typed and ticked.
      const retried = await h.post('/api/account/login/', login);
      expect(retried.statusCode, retried.body).toBe(200);
      const registered = await h.post('/api/account/registration/', registration);
      expect(registered.statusCode, registered.body).toBe(201);
      expect(h.lastMailTo('newcomer@example.com')?.meta?.kind).toBe('otp');
      // Handed back once: a third use is a replay.
      expect((await h.post('/api/account/login/', login)).statusCode).toBe(400);
    });
  });

  describe('refusals beyond their pace', () => {
    afterEach(() => vi.useRealTimers());

    it('are held on a timer until their turn and then answered 503 server_busy with Retry-After; /healthz answers meanwhile', async () => {
      const h = await setup();
      const email = await h.createUser();
      await hashingBusy(h);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      // One refusal at once, then one per 100 ms.
      h.ctx.refusals = new RefusalPacer({ perSecond: 10, burst: 1, maxHoldMs: 1_000 });
      const login = () => h.app.inject({ method: 'POST', url: '/api/account/login/', payload: { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN } });
      const answered: number[] = [];
      const answers = [login(), login(), login()].map((answer, index) => answer.then((response) => (answered.push(index), response)));
      await answers[0];
      expect(answered).toEqual([0]);
      expect((await h.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      await vi.advanceTimersByTimeAsync(99);
      expect(answered).toEqual([0]);
      await vi.advanceTimersByTimeAsync(1);
      expect(answered).toEqual([0, 1]);
      await vi.advanceTimersByTimeAsync(100);
      expect(answered).toEqual([0, 1, 2]);
      for (const answer of await Promise.all(answers)) {
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toEqual({ detail: expect.stringMatching(/^The server is busy right now\. Please try again in [234] seconds\.$/), code: 'server_busy' });
        expect(answer.headers['retry-after']).toMatch(/^[234]$/);
      }
      expect(h.ctx.refusals.held).toBe(2);
    });
  });

  describe('a request refused busy', () => {
    it('is refused before its body is read: a body that is not JSON, or too large, is answered 503, not 400 or 413', async () => {
      const h = await setup();
      await hashingBusy(h);
      const notJson = await h.app.inject({ method: 'POST', url: '/api/account/login/', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
      expect(notJson.statusCode).toBe(503);
      expect(notJson.json().code).toBe('server_busy');
      const tooLarge = await h.app.inject({ method: 'POST', url: '/api/account/registration/', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ first_name: 'x'.repeat(h.config.bodyLimit) }) });
      expect(tooLarge.statusCode).toBe(503);
      expect(tooLarge.headers['retry-after']).toMatch(/^[234]$/);
    });

    it('is let in while hashing is free, and frees its place once answered', async () => {
      const h = await setup();
      const email = await h.createUser();
      const answer = await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN });
      expect(answer.statusCode).toBe(200);
      expect(h.ctx.hasher.letIn).toBe(0);
    });
  });

  describe('a login while every hashing slot is taken and the queue is full', () => {
    it('is answered 503 server_busy at once, with Retry-After 2 to 4 s, without hashing; /healthz and a refresh carry on', async () => {
      const h = await setup();
      const email = await h.createUser();
      const signedIn = await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN });
      expect(signedIn.statusCode).toBe(200);
      // One slot, and no wait allowed: the slot held by a hash that does not end. Hashes take
      // 50 ms of the hasher's own clock (the mean it judges the queue by).
      const busy = await hashingBusy(h);
      const { hasher } = busy;
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
      await busy.free();
      // Free again: the next login goes through.
      expect((await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN })).statusCode).toBe(200);
    });
  });
});
