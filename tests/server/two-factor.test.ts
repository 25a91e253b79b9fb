/** Two-factor sign-in with an authenticator app, on SQLite and PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { DEV_CAPTCHA_TOKEN, forEachDatabase, PASSWORD, type Harness } from './harness';

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const STEP = 30_000;

/** The code an authenticator app shows for `secret` at the harness clock, `steps` steps off. */
function codeAt(h: Harness, secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: h.clock() + steps * STEP });
}

/** A signed-in investor whose session just proved itself (the settings need a fresh step-up). */
async function signedIn(h: Harness) {
  const email = await h.createUser();
  const { access } = await h.login(email);
  await h.stepUp(access);
  return { email, access };
}

/** An investor with two-factor on: their secret, recovery codes and a session. */
async function enrolled(h: Harness) {
  const { email, access } = await signedIn(h);
  const setup = (await h.post('/api/account/two_factor/setup/', undefined, bearer(access))).json() as { secret: string; otpauth_url: string };
  const enable = await h.post('/api/account/two_factor/enable/', { code: codeAt(h, setup.secret) }, bearer(access));
  expect(enable.statusCode).toBe(200);
  // The next code must be of a later step: the one just used is spent.
  h.clock.advance(STEP);
  return { email, access, secret: setup.secret, recoveryCodes: enable.json().recovery_codes as string[] };
}

const login = (h: Harness, email: string) => h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN });
const secondStep = (h: Harness, challenge: string, code: string) => h.post('/api/account/login/two_factor/', { challenge, code });
const status = async (h: Harness, access: string) => (await h.inject({ method: 'GET', url: '/api/account/two_factor/', headers: bearer(access) })).json();

forEachDatabase((setup) => {
  describe('setting two-factor up', () => {
    it('gives a secret and its otpauth address, and stores the secret sealed', async () => {
      const h = await setup();
      const { email, access } = await signedIn(h);
      expect(await status(h, access)).toEqual({ enabled: false, recovery_codes_left: 0 });
      const res = await h.post('/api/account/two_factor/setup/', undefined, bearer(access));
      expect(res.statusCode).toBe(200);
      const { secret, otpauth_url } = res.json();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauth_url).toBe(`otpauth://totp/Acme%20Invest:${encodeURIComponent(email)}?issuer=Acme%20Invest&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
      const stored = await h.ctx.database.db.selectFrom('two_factor').select('sealed_secret').executeTakeFirstOrThrow();
      expect(stored.sealed_secret).not.toContain(secret);
      expect(stored.sealed_secret).toMatch(/^v1\./);
      // Not on until confirmed: signing in still takes the password alone.
      expect((await login(h, email)).json()).toHaveProperty('access');
    });

    it('turns on with a first code: ten recovery codes once, an alert, and no secret in it', async () => {
      const h = await setup();
      const { email, access } = await signedIn(h);
      const { secret } = (await h.post('/api/account/two_factor/setup/', undefined, bearer(access))).json();
      const wrong = await h.post('/api/account/two_factor/enable/', { code: codeAt(h, secret, 3) }, bearer(access));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toEqual(['That code is not valid. Enter the current code from your authenticator app.']);
      expect(await status(h, access)).toEqual({ enabled: false, recovery_codes_left: 0 });
      const res = await h.post('/api/account/two_factor/enable/', { code: codeAt(h, secret) }, bearer(access));
      expect(res.statusCode).toBe(200);
      const codes: string[] = res.json().recovery_codes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
      expect(await status(h, access)).toEqual({ enabled: true, recovery_codes_left: 10 });
      const hashes = await h.ctx.database.db.selectFrom('recovery_codes').select('code_hash').execute();
      for (const code of codes) expect(hashes.map((row) => row.code_hash)).not.toContain(code);
      const alert = h.outbox().find((mail) => mail.to === email && mail.meta?.kind === 'alert:two-factor-on');
      expect(alert?.subject).toBe('Two-factor sign-in is on for your Acme Invest account');
      expect(alert?.text).not.toContain(secret);
      // Set up again while on: refused, nothing replaced.
      expect((await h.post('/api/account/two_factor/setup/', undefined, bearer(access))).statusCode).toBe(409);
    });

    it('answers 401 without a session', async () => {
      const h = await setup();
      expect((await h.post('/api/account/two_factor/setup/')).statusCode).toBe(401);
      expect((await h.inject({ method: 'GET', url: '/api/account/two_factor/' })).statusCode).toBe(401);
    });
  });

  describe('signing in with two-factor on', () => {
    it('the password alone gives a challenge, no tokens; the current code finishes the sign-in', async () => {
      const h = await setup();
      const { email, secret } = await enrolled(h);
      const first = await login(h, email);
      expect(first.statusCode).toBe(200);
      expect(Object.keys(first.json()).sort()).toEqual(['challenge', 'two_factor_required']);
      const res = await secondStep(h, first.json().challenge, codeAt(h, secret));
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(['access', 'refresh', 'user_id']);
      expect((await h.post('/api/account/token/refresh/', { refresh: res.json().refresh })).statusCode).toBe(200);
      // The challenge is spent with its sign-in.
      h.clock.advance(STEP);
      expect((await secondStep(h, first.json().challenge, codeAt(h, secret))).json().detail).toBe('This sign-in has expired. Please log in again.');
    });

    it('never takes a code twice, takes one step of drift either way, and no more', async () => {
      const h = await setup();
      const { email, secret } = await enrolled(h);
      const code = codeAt(h, secret);
      expect((await secondStep(h, (await login(h, email)).json().challenge, code)).statusCode).toBe(200);
      // The same code, still inside its window, from an attacker who saw it: refused.
      const replay = await secondStep(h, (await login(h, email)).json().challenge, code);
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({ detail: 'That code is not valid. Enter the current code from your authenticator app, or a recovery code.', code: 'invalid_code' });
      // A phone one step ahead (its clock fast): accepted.
      expect((await secondStep(h, (await login(h, email)).json().challenge, codeAt(h, secret, 1))).statusCode).toBe(200);
      h.clock.advance(10 * STEP);
      // Two steps off either way: refused. One step behind: accepted.
      const challenge = (await login(h, email)).json().challenge;
      expect((await secondStep(h, challenge, codeAt(h, secret, 2))).statusCode).toBe(400);
      expect((await secondStep(h, challenge, codeAt(h, secret, -2))).statusCode).toBe(400);
      expect((await secondStep(h, challenge, codeAt(h, secret, -1))).statusCode).toBe(200);
    });

    it('takes a recovery code instead, once, typed loosely', async () => {
      const h = await setup();
      const { email, access, recoveryCodes } = await enrolled(h);
      const [code] = recoveryCodes;
      const loose = ` ${code!.toLowerCase().replace('-', ' ')} `;
      expect((await secondStep(h, (await login(h, email)).json().challenge, loose)).statusCode).toBe(200);
      expect((await secondStep(h, (await login(h, email)).json().challenge, code!)).statusCode).toBe(400);
      expect(await status(h, access)).toEqual({ enabled: true, recovery_codes_left: 9 });
    });

    it('a challenge has five tries and five minutes', async () => {
      const h = await setup();
      const { email, secret } = await enrolled(h);
      const challenge = (await login(h, email)).json().challenge;
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await secondStep(h, challenge, '000000')).json().code).toBe('invalid_code');
      const sixth = await secondStep(h, challenge, codeAt(h, secret));
      expect(sixth.json()).toEqual({ detail: 'This sign-in has expired. Please log in again.', code: 'challenge_expired' });
      const late = (await login(h, email)).json().challenge;
      h.clock.advance(5 * 60_000);
      expect((await secondStep(h, late, codeAt(h, secret))).json().code).toBe('challenge_expired');
      // Someone else's account: one's challenge cannot be finished with another's code.
      expect((await secondStep(h, 'made-up-challenge', codeAt(h, secret))).json().code).toBe('challenge_expired');
    });

    it('keeps no expired challenge: the next sign-in of anyone clears them', async () => {
      const h = await setup();
      const [first, second] = [await enrolled(h), await enrolled(h)];
      await login(h, first.email); // a sign-in left at the second step, never finished
      h.clock.advance(5 * 60_000);
      expect((await login(h, second.email)).json()).toHaveProperty('challenge');
      const left = await h.ctx.database.db.selectFrom('login_challenges').select('expires_at').execute();
      expect(left).toHaveLength(1);
      expect(left[0]!.expires_at).toBeGreaterThan(h.clock());
    });

    it('a wrong password says nothing about two-factor', async () => {
      const h = await setup();
      const { email } = await enrolled(h);
      const res = await h.post('/api/account/login/', { email, password: 'not the password at all', recaptcha_token: DEV_CAPTCHA_TOKEN });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Invalid email or password.' });
    });
  });

  describe('turning two-factor off', () => {
    it('needs the password and a current code; a refusal changes nothing', async () => {
      const h = await setup();
      const { email, access, secret } = await enrolled(h);
      const wrongPassword = await h.post('/api/account/two_factor/disable/', { password: 'not the password', code: codeAt(h, secret) }, bearer(access));
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json()).toEqual({ detail: 'Your password or code is not correct.', code: 'wrong_proof' });
      // A wrong code after the right password gets the very same answer: no way to tell which was wrong.
      const wrongCode = await h.post('/api/account/two_factor/disable/', { password: PASSWORD, code: '123456' }, bearer(access));
      expect([wrongCode.statusCode, wrongCode.body]).toEqual([wrongPassword.statusCode, wrongPassword.body]);
      expect(await status(h, access)).toMatchObject({ enabled: true });
      const res = await h.post('/api/account/two_factor/disable/', { password: PASSWORD, code: codeAt(h, secret) }, bearer(access));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Two-factor sign-in is off.' });
      expect(await status(h, access)).toEqual({ enabled: false, recovery_codes_left: 0 });
      expect(h.outbox().some((mail) => mail.to === email && mail.meta?.kind === 'alert:two-factor-off')).toBe(true);
      expect((await login(h, email)).json()).toHaveProperty('access');
      expect((await h.post('/api/account/two_factor/disable/', { password: PASSWORD, code: codeAt(h, secret) }, bearer(access))).statusCode).toBe(409);
    });
  });
});
