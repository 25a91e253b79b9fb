/** Password reset request and confirmation (DESIGN.md section 4, "Reset token"). */
import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { DEV_CAPTCHA_TOKEN, forEachDatabase, PASSWORD, type Harness } from './harness';

const NEW_PASSWORD = 'a brand new passphrase';
const CHECK = '/api/account/api/password_reset/validate_token/';
const CONFIRM = '/api/account/api/password_reset/confirm/';
const BAD_LINK = { detail: 'This reset link is invalid or has expired. Please request a new one.', code: 'reset_link_invalid' };
/** The check's answer for a dead link: an answer (200), not a refused request, in the confirmation's words. */
const DEAD_LINK = { status: 'invalid', ...BAD_LINK };

/** Turns two-factor sign-in on for `email` (a step-up, the set-up, the first code). */
async function turnTwoFactorOn(h: Harness, email: string) {
  const { access } = await h.login(email);
  const bearer = { authorization: `Bearer ${access}` };
  await h.stepUp(access);
  const { secret } = (await h.post('/api/account/two_factor/setup/', undefined, bearer)).json();
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: h.clock() });
  expect((await h.post('/api/account/two_factor/enable/', { code }, bearer)).statusCode).toBe(200);
}

forEachDatabase((setup) => {
  describe('POST /api/account/password_reset/', () => {
    it('e-mails a link carrying the token in the path and the query', async () => {
      const h = await setup();
      const email = await h.createUser();
      const res = await h.post('/api/account/password_reset/', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Reset link has been sent to your email.' });
      const { link, token } = h.lastMailTo(email)!.meta!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
      expect(link).toBe(`http://localhost:8000/auth/new-password/${token}?token=${token}`);
      const stored = await h.ctx.database.db.selectFrom('reset_tokens').selectAll().executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toBe(token);
    });

    it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
      const h = await setup();
      const email = await h.createUser();
      const known = await h.post('/api/account/password_reset/', { email });
      const unknown = await h.post('/api/account/password_reset/', { email: 'ghost@example.com' });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(h.lastMailTo('ghost@example.com')).toBeUndefined();
      // The unknown address's placeholder (docs/server.md, "Mail") is drained like a mail, never sent.
      expect(await h.ctx.database.db.selectFrom('mail_queue').selectAll().execute()).toEqual([]);
    });

    it('limits requests per e-mail alike for known and unknown', async () => {
      const h = await setup({ rateLimits: { resetPerEmailAndAddress: { max: 2, windowMs: 3_600_000 } } });
      const email = await h.createUser();
      for (const target of [email, 'ghost@example.com']) {
        await h.post('/api/account/password_reset/', { email: target });
        await h.post('/api/account/password_reset/', { email: target });
      }
      const known = await h.post('/api/account/password_reset/', { email });
      const unknown = await h.post('/api/account/password_reset/', { email: 'ghost@example.com' });
      expect(known.statusCode).toBe(429);
      expect(known.body).toBe(unknown.body);
    });

    it('limits per e-mail and address, so requests from elsewhere cannot use up the owner\'s', async () => {
      const h = await setup({
        rateLimits: { resetPerEmailAndAddress: { max: 2, windowMs: 3_600_000 }, resetPerEmail: { max: 5, windowMs: 3_600_000 } },
      });
      const email = await h.createUser();
      const from = (remoteAddress: string) =>
        h.inject({ method: 'POST', url: '/api/account/password_reset/', remoteAddress, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email }) });
      expect((await from('203.0.113.66')).statusCode).toBe(200);
      expect((await from('203.0.113.66')).statusCode).toBe(200);
      expect((await from('203.0.113.66')).statusCode).toBe(429);
      const owner = await from('198.51.100.7');
      expect(owner.statusCode).toBe(200);
      expect(h.outbox().filter((mail) => mail.to === email && mail.meta?.kind === 'password-reset')).toHaveLength(3);
      // A spread over many addresses still meets the per-e-mail ceiling.
      await from('192.0.2.1');
      await from('192.0.2.2');
      expect((await from('192.0.2.3')).statusCode).toBe(429);
    });

    it('a completed reset lifts the login back-off of its e-mail', async () => {
      const h = await setup({ config: { loginThrottle: { maxFailures: 100, maxFailuresPerEmail: 3, windowMs: 3_600_000, freeFailures: 100, baseDelayMs: 1, maxDelayMs: 1 } } });
      const email = await h.createUser();
      const login = (password: string) => h.post('/api/account/login/', { email, password, recaptcha_token: DEV_CAPTCHA_TOKEN });
      for (let i = 0; i < 3; i++) await login('somebody guessing');
      expect((await login(PASSWORD)).statusCode).toBe(429);
      await h.post('/api/account/password_reset/', { email });
      const { token } = h.lastMailTo(email)!.meta!;
      expect((await h.post('/api/account/api/password_reset/confirm/', { password: NEW_PASSWORD, token })).statusCode).toBe(200);
      expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a blank or malformed e-mail', async () => {
      const h = await setup();
      expect((await h.post('/api/account/password_reset/', { email: '' })).statusCode).toBe(400);
      expect((await h.post('/api/account/password_reset/', {})).json().email).toEqual(['This field is required.']);
    });
  });

  describe('POST /api/account/api/password_reset/confirm/', () => {
    async function requestLink(h: Awaited<ReturnType<typeof setup>>) {
      const email = await h.createUser();
      await h.post('/api/account/password_reset/', { email });
      return { email, token: h.lastMailTo(email)!.meta!.token! };
    }

    it('sets the new password, ends every session, and the token works once', async () => {
      const h = await setup();
      const { email, token } = await requestLink(h);
      const session = await h.login(email);
      const res = await h.post('/api/account/api/password_reset/confirm/', { password: NEW_PASSWORD, token });
      expect(res.statusCode).toBe(200);
      expect((await h.post('/api/account/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
      await h.login(email, NEW_PASSWORD);
      const old = await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: 'dev-captcha-token' });
      expect(old.statusCode).toBe(401);
      const again = await h.post('/api/account/api/password_reset/confirm/', { password: 'yet another passphrase', token });
      expect(again.statusCode).toBe(400);
    });

    it('confirming deletes all of the user\'s reset tokens', async () => {
      const h = await setup();
      const { email, token } = await requestLink(h);
      await h.post('/api/account/password_reset/', { email });
      const second = h.lastMailTo(email)!.meta!.token!;
      expect(second).not.toBe(token);
      expect((await h.post('/api/account/api/password_reset/confirm/', { password: NEW_PASSWORD, token: second })).statusCode).toBe(200);
      expect((await h.post('/api/account/api/password_reset/confirm/', { password: NEW_PASSWORD, token })).statusCode).toBe(400);
    });

    it('gives one identical error for bad, expired and used tokens', async () => {
      const h = await setup();
      const { token } = await requestLink(h);
      const bad = await h.post('/api/account/api/password_reset/confirm/', { password: NEW_PASSWORD, token: 'not-a-token' });
      h.clock.advance(60 * 60_000 + 1);
      const expired = await h.post('/api/account/api/password_reset/confirm/', { password: NEW_PASSWORD, token });
      expect(bad.statusCode).toBe(400);
      expect(expired.body).toBe(bad.body);

      const fresh = await requestLink(h);
      await h.post('/api/account/api/password_reset/confirm/', { password: NEW_PASSWORD, token: fresh.token });
      const used = await h.post('/api/account/api/password_reset/confirm/', { password: NEW_PASSWORD, token: fresh.token });
      expect(used.body).toBe(bad.body);
      expect(bad.json().detail).toMatch(/invalid or has expired/);
    });

    it('is still valid just before the hour is up', async () => {
      const h = await setup();
      const { token } = await requestLink(h);
      h.clock.advance(60 * 60_000 - 1_000);
      expect((await h.post('/api/account/api/password_reset/confirm/', { password: NEW_PASSWORD, token })).statusCode).toBe(200);
    });

    it('applies the password policy and keeps the token on a refused password', async () => {
      const h = await setup();
      const { token } = await requestLink(h);
      const weak = await h.post('/api/account/api/password_reset/confirm/', { password: 'password', token });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().password).toHaveLength(1);
      expect((await h.post('/api/account/api/password_reset/confirm/', { password: NEW_PASSWORD, token })).statusCode).toBe(200);
    });

    it('two parallel confirmations with one token: exactly one succeeds', async () => {
      const h = await setup();
      const { token } = await requestLink(h);
      const answers = await Promise.all([
        h.post('/api/account/api/password_reset/confirm/', { password: 'first new passphrase', token }),
        h.post('/api/account/api/password_reset/confirm/', { password: 'second new passphrase', token }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    });
  });

  describe('POST /api/account/api/password_reset/validate_token/', () => {
    async function requestLink(h: Harness, email: string) {
      await h.post('/api/account/password_reset/', { email });
      return h.lastMailTo(email)!.meta!.token!;
    }

    it('says a live link works and that the account has two-factor sign-in off, without spending it', async () => {
      const h = await setup();
      const email = await h.createUser();
      const token = await requestLink(h, email);
      for (let opened = 0; opened < 3; opened += 1) {
        const res = await h.post(CHECK, { token });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 'OK', two_factor: false });
      }
      // Opened three times, the link still sets the password.
      expect((await h.post(CONFIRM, { password: NEW_PASSWORD, token })).statusCode).toBe(200);
    });

    it('says two-factor sign-in is on, so the page asks for the code before anything is typed', async () => {
      const h = await setup();
      const email = await h.createUser();
      await turnTwoFactorOn(h, email);
      const token = await requestLink(h, email);
      expect((await h.post(CHECK, { token })).json()).toEqual({ status: 'OK', two_factor: true });
      // The confirmation asks for the same code the check announced.
      expect((await h.post(CONFIRM, { password: NEW_PASSWORD, token })).json().code).toBe('second_factor_required');
    });

    it('answers an unknown, an expired and a used link alike, in the confirmation\'s own words', async () => {
      const h = await setup();
      const email = await h.createUser();
      const unknown = await h.post(CHECK, { token: 'not-a-token' });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(DEAD_LINK);
      const expiring = await requestLink(h, email);
      h.clock.advance(60 * 60_000 - 1_000);
      expect((await h.post(CHECK, { token: expiring })).statusCode).toBe(200);
      h.clock.advance(1_001);
      const expired = await h.post(CHECK, { token: expiring });
      expect(expired.body).toBe(unknown.body);
      const spent = await requestLink(h, email);
      expect((await h.post(CONFIRM, { password: NEW_PASSWORD, token: spent })).statusCode).toBe(200);
      const used = await h.post(CHECK, { token: spent });
      expect(used.body).toBe(unknown.body);
      // The confirmation of a dead link refuses it in the same words, code and all.
      const refused = await h.post(CONFIRM, { password: NEW_PASSWORD, token: spent });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject(BAD_LINK);
    });

    it('refuses a missing or oversized token, and counts toward the confirmation\'s limit', async () => {
      const h = await setup({ rateLimits: { passwordResetConfirm: { max: 3, windowMs: 15 * 60_000 } } });
      expect((await h.post(CHECK, {})).statusCode).toBe(400);
      expect((await h.post(CHECK, { token: 'x'.repeat(10_000) })).statusCode).toBe(400);
      // Malformed bodies are refused before they count; three guesses are answered, the fourth waits.
      for (const guess of ['guess-1', 'guess-2', 'guess-3']) expect((await h.post(CHECK, { token: guess })).json()).toEqual(DEAD_LINK);
      const limited = await h.post(CHECK, { token: 'guess-4' });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The confirmation shares the budget: guesses spread over both meet one ceiling.
      expect((await h.post(CONFIRM, { password: NEW_PASSWORD, token: 'guess-5' })).statusCode).toBe(429);
    });
  });
});
