/**
 * Several instances share one truth: with REDIS_URL the rate limits, the login
 * back-off and the captcha replay cache are counted in Redis, so two apps count the same hits;
 * without it each process counts alone. When Redis cannot be reached, the routes that guard a
 * credential answer 503 and the others keep working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../../scripts/cluster/redis.mjs';
import { createCaptcha } from '../../server/captcha/index';
import { MemoryStore, RedisStore } from '../../server/http/counter-store';
import { RateLimiter } from '../../server/http/rate-limit';
import { SERVICE_UNAVAILABLE } from '../../server/http/errors';
import { DEV_CAPTCHA_TOKEN, forEachDatabase, PASSWORD, type Harness } from './harness';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis?.stop());

let emails = 0;
const newEmail = () => `shared-${process.pid}-${Date.now()}-${(emails += 1)}@example.com`;
const logIn = (email: string) => ({ email, password: 'not the password', recaptcha_token: DEV_CAPTCHA_TOKEN });
let clients = 0;
/** Each test its own client address: the Redis counts outlive a test, as they outlive a request. */
const newAddress = () => `10.77.${Math.floor((clients += 1) / 250)}.${(clients % 250) + 1}`;
/** A failed login (a new e-mail each time) from `address`, answered by `app`. */
const failedLoginFrom = (app: Harness, address: string) => app.inject({
  method: 'POST', url: '/api/account/login/', remoteAddress: address,
  headers: { 'content-type': 'application/json' }, payload: JSON.stringify(logIn(newEmail())),
}).then((answer) => answer.statusCode);

forEachDatabase((setup) => {
  const LOGIN_LIMIT = { login: { max: 4, windowMs: 60_000 } };

  it('the per-address login limit holds for two instances together, not for each', async () => {
    const shared = { env: { REDIS_URL: redis.url }, rateLimits: LOGIN_LIMIT };
    const [first, second] = [await setup(shared), await setup(shared)];
    const address = newAddress();
    const statuses = [];
    for (const app of [first, second, first, second, first]) statuses.push(await failedLoginFrom(app, address));
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('without Redis each instance counts alone (the one-process default)', async () => {
    const [first, second] = [await setup({ rateLimits: LOGIN_LIMIT }), await setup({ rateLimits: LOGIN_LIMIT })];
    const address = newAddress();
    const statuses = [];
    for (const app of [first, second, first, second, first]) statuses.push(await failedLoginFrom(app, address));
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
  });

  it("the login back-off of one e-mail holds across instances: the sixth failure in a row waits, wherever it lands", async () => {
    const shared = { env: { REDIS_URL: redis.url } };
    const [first, second] = [await setup(shared), await setup(shared)];
    const email = newEmail();
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await (attempt % 2 ? second : first).post('/api/account/login/', logIn(email))).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('Redis unreachable: sign-in, sign-up, codes and reset answer 503 with a readable message; the rest keeps working', async () => {
    const app = await setup({ env: { REDIS_URL: redis.url } });
    const email = await app.createUser();
    const { refresh } = await app.login(email, PASSWORD);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'ok', store: 'redis' });
    redis.pause();
    try {
      // The balancer keeps the instance (every instance shares the store); /readyz says what is wrong.
      const health = await app.inject({ method: 'GET', url: '/readyz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok', store: 'redis unreachable' });
      const refused = [
        await app.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN }),
        await app.post('/api/account/registration/', {
          first_name: 'Ada', last_name: 'Lovelace', email: newEmail(), password: PASSWORD, password2: PASSWORD, ref: '', recaptcha_token: DEV_CAPTCHA_TOKEN,
        }),
        await app.post('/api/account/verify_code/', { email, code: '123456' }),
        await app.post('/api/account/resend_otp/', { email }),
        await app.post('/api/account/password_reset/', { email }),
      ];
      for (const answer of refused) {
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.json()).toEqual({ detail: SERVICE_UNAVAILABLE });
      }
      expect((await app.post('/api/management/subscribe/', { email: newEmail() })).statusCode).toBe(201);
      expect((await app.post('/api/account/token/refresh/', { refresh })).statusCode).toBe(200);
    } finally {
      redis.resume();
    }
    expect((await app.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN })).statusCode).toBe(200);
  });
});

describe('the Redis store', () => {
  it('counts hits from many instances at once exactly: 40 parallel hits on a limit of 10 pass 10', async () => {
    const stores = [new RedisStore(redis.url), new RedisStore(redis.url)];
    try {
      const limiters = stores.map((store) => new RateLimiter(store, Date.now));
      const key = `parallel-${Date.now()}`;
      const results = await Promise.all(Array.from({ length: 40 }, (_, hit) => limiters[hit % 2]!.hit(key, { max: 10, windowMs: 60_000 })));
      expect(results.filter((result) => result.ok)).toHaveLength(10);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it('a captcha token passed on one instance is refused on another', async () => {
    const stores = [new RedisStore(redis.url), new RedisStore(redis.url)];
    const google = { mode: 'google' as const, secret: 'secret', verifyUrl: 'http://127.0.0.1:9/unused', hostnames: ['localhost'] };
    const answered: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (_url: unknown, init?: RequestInit) => {
      answered.push(String(init?.body));
      return new Response(JSON.stringify({ success: true, hostname: 'localhost' }), { status: 200 });
    }) as typeof fetch;
    try {
      const [first, second] = stores.map((store) => createCaptcha(google, Date.now, store));
      const token = `token-${Date.now()}`;
      expect(await first!.verify(token, '127.0.0.1')).toBe('ok');
      expect(await second!.verify(token, '127.0.0.1')).toBe('invalid');
      expect(answered).toHaveLength(1);
      // In memory, another process would not know the token.
      expect(await createCaptcha(google, Date.now, new MemoryStore(Date.now)).verify(token, '127.0.0.1')).toBe('ok');
    } finally {
      globalThis.fetch = realFetch;
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});
