/**
 * Second-factor guesses are counted per account, across addresses and challenges (issue 24
 * item 4): ten wrong codes in fifteen minutes lock the second step for fifteen minutes, and the
 * owner is mailed. On SQLite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { DEV_CAPTCHA_TOKEN, forEachDatabase, PASSWORD, type Harness } from './harness';

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const MINUTE = 60_000;

const codeFor = (h: Harness, secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: h.clock() });

const from = (h: Harness, remoteAddress: string, url: string, body: unknown) =>
  h.inject({ method: 'POST', url, remoteAddress, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

/** The right password from `address`: a fresh challenge each time. */
async function challengeFrom(h: Harness, address: string, email: string): Promise<string> {
  const res = await from(h, address, '/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN });
  expect(res.json().two_factor_required, res.body).toBe(true);
  return res.json().challenge;
}

async function withTwoFactor(h: Harness) {
  const email = await h.createUser();
  const { access } = await h.login(email);
  await h.stepUp(access);
  const { secret } = (await h.post('/api/account/two_factor/setup/', undefined, bearer(access))).json();
  expect((await h.post('/api/account/two_factor/enable/', { code: codeFor(h, secret) }, bearer(access))).statusCode).toBe(200);
  h.clock.advance(30_000);
  return { email, secret };
}

const WRONG = ['111111', '222222', '333333', '444444', '555555'];

forEachDatabase((setup) => {
  describe('wrong second-factor codes', () => {
    it('from three addresses and many challenges: the tenth locks the step for everyone, even the right code, and the owner is told once', async () => {
      // The per-address limit as configured (30 in 10 minutes): the attack stays under it.
      const h = await setup({ rateLimits: { secondFactor: { max: 30, windowMs: 10 * MINUTE } } });
      const { email, secret } = await withTwoFactor(h);
      const answers: number[] = [];
      for (const address of ['203.0.113.1', '203.0.113.2']) {
        for (let round = 0; round < 6; round += 1) {
          // A new challenge every five tries: a new challenge must not reset the count.
          const challenge = await challengeFrom(h, address, email);
          for (const code of WRONG) answers.push((await from(h, address, '/api/account/login/two_factor/', { challenge, code })).statusCode);
        }
      }
      expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(answers.slice(10).every((status) => status === 429)).toBe(true);
      const right = await from(h, '203.0.113.3', '/api/account/login/two_factor/', { challenge: await challengeFrom(h, '203.0.113.3', email), code: codeFor(h, secret) });
      expect(right.statusCode).toBe(429);
      expect(right.json().code).toBe('second_factor_locked');
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
      const alerts = h.outbox().filter((mail) => mail.to === email && mail.meta?.kind === 'alert:second-factor-locked');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.text).toContain('That step is now locked for fifteen minutes.');
      // Fifteen minutes on, the right code goes through.
      h.clock.advance(15 * MINUTE + 1);
      const later = await from(h, '203.0.113.3', '/api/account/login/two_factor/', { challenge: await challengeFrom(h, '203.0.113.3', email), code: codeFor(h, secret) });
      expect(later.statusCode, later.body).toBe(200);
    });

    it('are counted at the step-up and the password reset too; those older than fifteen minutes no longer count', async () => {
      const h = await setup();
      const { email, secret } = await withTwoFactor(h);
      const session = await from(h, '203.0.113.9', '/api/account/login/two_factor/', { challenge: await challengeFrom(h, '203.0.113.9', email), code: codeFor(h, secret) });
      expect(session.statusCode).toBe(200);
      const { access } = session.json();
      // Five wrong codes at the step-up, then fifteen minutes pass: they age out.
      for (let i = 0; i < 5; i += 1) expect((await h.post('/api/account/step_up/', { password: PASSWORD, code: WRONG[i] }, bearer(access))).json().code).toBe('invalid_code');
      h.clock.advance(15 * MINUTE + 1);
      // Nine more within the window: four at the step-up (a new session), five at the reset.
      const again = await from(h, '203.0.113.9', '/api/account/login/two_factor/', { challenge: await challengeFrom(h, '203.0.113.9', email), code: codeFor(h, secret) });
      expect(again.statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await h.post('/api/account/step_up/', { password: PASSWORD, code: WRONG[i] }, bearer(again.json().access))).json().code).toBe('invalid_code');
      expect((await h.post('/api/account/password_reset/', { email })).statusCode).toBe(200);
      const token = h.lastMailTo(email)!.meta!.token!;
      for (let i = 0; i < 5; i += 1) expect((await h.post('/api/account/api/password_reset/confirm/', { password: 'another fine passphrase', token, code: WRONG[i] })).json().code).toBe('invalid_code');
      // The tenth in the window, at the sign-in, locks the step: the right code is refused now.
      const challenge = await challengeFrom(h, '203.0.113.9', email);
      expect((await from(h, '203.0.113.9', '/api/account/login/two_factor/', { challenge, code: WRONG[0] })).statusCode).toBe(400);
      h.clock.advance(30_000);
      const locked = await h.post('/api/account/api/password_reset/confirm/', { password: 'another fine passphrase', token, code: codeFor(h, secret) });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('second_factor_locked');
    });
  });
});
