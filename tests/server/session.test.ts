/** Login, refresh rotation, logout and the token rules of DESIGN.md section 4. */
import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { DEV_CAPTCHA_TOKEN, forEachDatabase, PASSWORD } from './harness';
import { PasswordHasher } from '../../server/auth/passwords';

const MINUTE = 60_000;
/** The login throttle of the tests: the production numbers, spelled out so each test can change one. */
const THROTTLE = { maxFailures: 100, maxFailuresPerEmail: 1_000, windowMs: 60 * MINUTE, freeFailures: 5, baseDelayMs: 1_000, maxDelayMs: 60_000 };
const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

forEachDatabase((setup) => {
  describe('POST /api/account/login/', () => {
    it('returns access, refresh and user_id for a verified account', async () => {
      const h = await setup();
      const email = await h.createUser();
      const res = await h.post('/api/account/login/', { email: email.toUpperCase(), password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['access', 'refresh', 'user_id']);
      expect(body.access).not.toBe(body.refresh);
    });

    it('answers a wrong password and an unknown e-mail identically', async () => {
      const h = await setup();
      const email = await h.createUser();
      const wrong = await h.post('/api/account/login/', { email, password: 'wrong password here', recaptcha_token: DEV_CAPTCHA_TOKEN });
      const unknown = await h.post('/api/account/login/', { email: 'ghost@example.com', password: 'wrong password here', recaptcha_token: DEV_CAPTCHA_TOKEN });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
      expect(wrong.statusCode).toBe(unknown.statusCode);
      expect(wrong.json()).toEqual({ detail: 'Invalid email or password.' });
    });

    it('tells an unverified account, only after the right password, that it must verify', async () => {
      const h = await setup();
      const email = await h.createUser({ verify: false });
      const wrong = await h.post('/api/account/login/', { email, password: 'wrong password here', recaptcha_token: DEV_CAPTCHA_TOKEN });
      expect(wrong.json()).toEqual({ detail: 'Invalid email or password.' });
      const right = await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN });
      expect(right.statusCode).toBe(403);
      expect(right.json().detail).toBe('Please verify your e-mail first. We can send you a new code.');
    });

    it('refuses a disabled account', async () => {
      const h = await setup();
      const email = await h.createUser();
      await h.ctx.database.db.updateTable('users').set({ disabled_at: h.clock() }).where('email', '=', email).execute();
      const res = await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN });
      expect(res.statusCode).toBe(403);
    });

    it('puts captcha failures under `recaptcha`', async () => {
      const h = await setup();
      const email = await h.createUser();
      const res = await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: 'nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json().recaptcha[0]).toMatch(/CAPTCHA/);
    });

    it('backs off after repeated failures per account, without revealing whether it exists', async () => {
      const h = await setup({ config: { loginThrottle: { ...THROTTLE, freeFailures: 3 } } });
      const email = await h.createUser();
      const attempt = (e: string, password = 'wrong password here') => h.post('/api/account/login/', { email: e, password, recaptcha_token: DEV_CAPTCHA_TOKEN });
      for (const target of [email, 'ghost@example.com']) {
        for (let i = 0; i < 3; i++) expect((await attempt(target)).statusCode).toBe(401);
      }
      const known = await attempt(email, PASSWORD);
      const ghost = await attempt('ghost@example.com');
      expect(known.statusCode).toBe(429);
      expect(known.headers['retry-after']).toBe('1');
      expect(known.body).toBe(ghost.body);
      expect(known.json().detail).toMatch(/try again in 1 seconds/);
      h.clock.advance(1_000);
      expect((await attempt(email)).statusCode).toBe(401); // 4th failure: now wait 2 s
      h.clock.advance(1_000);
      expect((await attempt(email, PASSWORD)).statusCode).toBe(429);
      h.clock.advance(1_000);
      expect((await attempt(email, PASSWORD)).statusCode).toBe(200);
    });

    it('counts an attempt before the password is checked, so parallel guesses meet the back-off', async () => {
      const h = await setup({ config: { loginThrottle: { ...THROTTLE, freeFailures: 5 } } });
      const email = await h.createUser();
      // 25 logins at once are more than the hashing queue lets in by default (about 20 hashes'
      // worth); the rest would be answered 503 busy before any try is counted. This test is about
      // the back-off, so the queue lets all of them in.
      h.ctx.hasher = new PasswordHasher(h.config.argon2, 1, { maxWaitMs: 60_000 });
      const guesses = await Promise.all(
        Array.from({ length: 25 }, (_, i) => h.post('/api/account/login/', { email, password: `wrong guess number ${i}`, recaptcha_token: DEV_CAPTCHA_TOKEN })),
      );
      const statuses = guesses.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    });

    it('backs off per e-mail and address: guesses from one address do not lock the owner out at another', async () => {
      const h = await setup({ config: { loginThrottle: { ...THROTTLE, freeFailures: 3, maxFailures: 10 } } });
      const email = await h.createUser();
      const from = (remoteAddress: string, password: string) =>
        h.inject({ method: 'POST', url: '/api/account/login/', remoteAddress, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email, password, recaptcha_token: DEV_CAPTCHA_TOKEN }) });
      for (let i = 0; i < 12; i++) {
        await from('203.0.113.66', 'an attacker guessing');
        h.clock.advance(2 * MINUTE); // past every back-off, inside the hour

      }
      expect((await from('203.0.113.66', PASSWORD)).statusCode).toBe(429);
      expect((await from('198.51.100.7', PASSWORD)).statusCode).toBe(200);
    });

    it('stops a guess spread over many addresses at the per-e-mail ceiling', async () => {
      const h = await setup({ config: { loginThrottle: { ...THROTTLE, freeFailures: 1_000, maxFailuresPerEmail: 30 } } });
      const email = await h.createUser();
      const from = (remoteAddress: string, password: string) =>
        h.inject({ method: 'POST', url: '/api/account/login/', remoteAddress, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email, password, recaptcha_token: DEV_CAPTCHA_TOKEN }) });
      for (let i = 0; i < 30; i++) expect((await from(`203.0.113.${i + 1}`, 'a distributed guess')).statusCode).toBe(401);
      const fresh = await from('198.51.100.7', PASSWORD);
      expect(fresh.statusCode).toBe(429);
      h.clock.advance(60 * MINUTE);
      expect((await from('198.51.100.7', PASSWORD)).statusCode).toBe(200);
    });

    it('caps failures per e-mail and address per hour', async () => {
      const h = await setup({ config: { loginThrottle: { ...THROTTLE, freeFailures: 1_000, baseDelayMs: 1, maxDelayMs: 1 } } });
      const email = await h.createUser();
      for (let i = 0; i < 100; i++) await h.post('/api/account/login/', { email, password: 'wrong password here', recaptcha_token: DEV_CAPTCHA_TOKEN });
      const locked = await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3000);
      h.clock.advance(60 * MINUTE);
      expect((await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN })).statusCode).toBe(200);
    });

    it('limits requests per address', async () => {
      const h = await setup({ rateLimits: { login: { max: 2, windowMs: MINUTE } } });
      const body = { email: 'a@example.com', password: 'whatever you like', recaptcha_token: DEV_CAPTCHA_TOKEN };
      await h.post('/api/account/login/', body);
      await h.post('/api/account/login/', body);
      const third = await h.post('/api/account/login/', body);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBe('60');
    });
  });

  describe('POST /api/account/token/refresh/', () => {
    it('rotates: a new access and refresh token; the old refresh token is spent', async () => {
      const h = await setup();
      const { refresh } = await h.login(await h.createUser());
      const res = await h.post('/api/account/token/refresh/', { refresh });
      expect(res.statusCode).toBe(200);
      const next = res.json();
      expect(Object.keys(next).sort()).toEqual(['access', 'refresh']);
      expect(next.refresh).not.toBe(refresh);
      const me = await h.post('/api/account/logout/', undefined, bearer(next.access));
      expect(me.statusCode).toBe(200);
    });

    it('reuse of a spent token (after the grace window) revokes the whole family', async () => {
      const h = await setup();
      const { refresh } = await h.login(await h.createUser());
      const next = (await h.post('/api/account/token/refresh/', { refresh })).json();
      h.clock.advance(10_001);
      const reuse = await h.post('/api/account/token/refresh/', { refresh });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().code).toBe('token_not_valid');
      // The legitimate holder's newer token died with the family, and so did its access token.
      expect((await h.post('/api/account/token/refresh/', { refresh: next.refresh })).statusCode).toBe(401);
      expect((await h.post('/api/account/logout/', undefined, bearer(next.access))).statusCode).toBe(401);
    });

    it('inside the 10-second grace, the previous token yields the same successor', async () => {
      const h = await setup();
      const { refresh } = await h.login(await h.createUser());
      const first = (await h.post('/api/account/token/refresh/', { refresh })).json();
      h.clock.advance(5_000);
      const second = await h.post('/api/account/token/refresh/', { refresh });
      expect(second.statusCode).toBe(200);
      expect(second.json().refresh).toBe(first.refresh);
      // Once the successor is spent, the grandparent is reuse.
      const third = (await h.post('/api/account/token/refresh/', { refresh: first.refresh })).json();
      expect((await h.post('/api/account/token/refresh/', { refresh })).statusCode).toBe(401);
      expect((await h.post('/api/account/token/refresh/', { refresh: third.refresh })).statusCode).toBe(401);
    });

    it('two parallel refreshes with one token give exactly one valid chain', async () => {
      const h = await setup();
      const { refresh } = await h.login(await h.createUser());
      const answers = await Promise.all([1, 2, 3].map(() => h.post('/api/account/token/refresh/', { refresh })));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const successors = new Set(answers.map((r) => r.json().refresh));
      expect(successors.size).toBe(1);
      const live = await h.ctx.database.db.selectFrom('refresh_tokens').select('jti').where('consumed_at', 'is', null).execute();
      expect(live).toHaveLength(1);
      expect((await h.post('/api/account/token/refresh/', { refresh: [...successors][0] })).statusCode).toBe(200);
    });

    it('an access token is not a refresh token, nor the reverse', async () => {
      const h = await setup();
      const { access, refresh } = await h.login(await h.createUser());
      expect((await h.post('/api/account/token/refresh/', { refresh: access })).statusCode).toBe(401);
      expect((await h.post('/api/account/logout/', undefined, bearer(refresh))).statusCode).toBe(401);
    });

    it('refuses other algorithms, other keys and garbage', async () => {
      const h = await setup();
      const { refresh } = await h.login(await h.createUser());
      const [header, payload] = refresh.split('.');
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      const forged = await new SignJWT(JSON.parse(Buffer.from(payload!, 'base64url').toString()))
        .setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('some-other-secret-that-is-long-enough!!'));
      for (const token of [none, forged, `${header}.${payload}.AAAA`, 'garbage', '']) {
        expect((await h.post('/api/account/token/refresh/', { refresh: token })).statusCode).toBe(401);
      }
    });

    it('expires: access after 5 minutes, sessions after 30 minutes idle and 12 hours absolute', async () => {
      const h = await setup();
      const email = await h.createUser();
      const { access } = await h.login(email);
      h.clock.advance(5 * MINUTE + 1_000);
      expect((await h.post('/api/account/logout/', undefined, bearer(access))).statusCode).toBe(401);

      const idle = await h.login(email);
      h.clock.advance(30 * MINUTE + 1_000);
      expect((await h.post('/api/account/token/refresh/', { refresh: idle.refresh })).statusCode).toBe(401);

      let { refresh } = await h.login(email);
      for (let elapsed = 0; elapsed < 12 * 60; elapsed += 25) {
        h.clock.advance(25 * MINUTE);
        const res = await h.post('/api/account/token/refresh/', { refresh });
        if (elapsed + 25 > 12 * 60) {
          expect(res.statusCode).toBe(401);
          break;
        }
        expect(res.statusCode).toBe(200);
        refresh = res.json().refresh;
      }
    });

    it('a disabled user cannot refresh', async () => {
      const h = await setup();
      const email = await h.createUser();
      const { refresh, access } = await h.login(email);
      await h.ctx.database.db.updateTable('users').set({ disabled_at: h.clock() }).where('email', '=', email).execute();
      expect((await h.post('/api/account/token/refresh/', { refresh })).statusCode).toBe(401);
      expect((await h.post('/api/account/logout/', undefined, bearer(access))).statusCode).toBe(401);
    });
  });

  describe('POST /api/account/logout/', () => {
    it('with no body revokes the session; the access and refresh tokens are refused afterwards', async () => {
      const h = await setup();
      const { access, refresh } = await h.login(await h.createUser());
      const res = await h.post('/api/account/logout/', undefined, bearer(access));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'You have been successfully logged out.' });
      expect((await h.post('/api/account/logout/', undefined, bearer(access))).statusCode).toBe(401);
      expect((await h.post('/api/account/token/refresh/', { refresh })).statusCode).toBe(401);
    });

    it('accepts Content-Type: application/json with an empty body', async () => {
      const h = await setup();
      const { access } = await h.login(await h.createUser());
      const res = await h.inject({ method: 'POST', url: '/api/account/logout/', headers: { 'content-type': 'application/json', ...bearer(access) }, payload: '' });
      expect(res.statusCode).toBe(200);
    });

    it('without a token answers 401', async () => {
      const h = await setup();
      const res = await h.post('/api/account/logout/');
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBeTruthy();
    });

    it('ends only its own session', async () => {
      const h = await setup();
      const email = await h.createUser();
      const one = await h.login(email);
      const two = await h.login(email);
      await h.post('/api/account/logout/', undefined, bearer(one.access));
      expect((await h.post('/api/account/token/refresh/', { refresh: two.refresh })).statusCode).toBe(200);
    });
  });

  describe('GET /api/account/me/', () => {
    it("answers the signed-in investor's names and e-mail, and 401 without a valid token", async () => {
      const h = await setup();
      const email = await h.createUser();
      const { access } = await h.login(email);
      const me = await h.inject({ method: 'GET', url: '/api/account/me/', headers: bearer(access) });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ first_name: 'Ada', last_name: 'Lovelace', email });
      expect((await h.inject({ method: 'GET', url: '/api/account/me/' })).statusCode).toBe(401);
      await h.post('/api/account/logout/', undefined, bearer(access));
      expect((await h.inject({ method: 'GET', url: '/api/account/me/', headers: bearer(access) })).statusCode).toBe(401);
    });
  });
});
