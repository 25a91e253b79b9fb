/**
 * Second-factor guesses are counted per account and group of browsers, across addresses and
 * challenges: ten wrong codes in fifteen minutes from browsers the account does not know lock
 * app codes from such browsers for fifteen minutes, and the owner is mailed with what to do. The
 * lock never keeps the owner out (ASVS 5.0 6.1.1): a trusted browser has a count of its own, and
 * a recovery code or a passkey still works anywhere. On SQLite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { cookiesFrom, DEV_CAPTCHA_TOKEN, forEachDatabase, PASSWORD, type Harness } from './harness';
import { SoftAuthenticator } from './soft-authenticator';

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const MINUTE = 60_000;

const codeFor = (h: Harness, secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: h.clock() });

/** A browser: its address and the cookies it carries (none for one the account never saw). */
interface Browser { address: string; cookie?: string }

const from = (h: Harness, browser: Browser, url: string, body: unknown, headers: Record<string, string> = {}) =>
  h.inject({
    method: 'POST', url, remoteAddress: browser.address,
    headers: { 'content-type': 'application/json', ...(browser.cookie ? { cookie: browser.cookie } : {}), ...headers },
    payload: JSON.stringify(body),
  });

/** The right password from `browser`: a fresh challenge each time. */
async function challengeFrom(h: Harness, browser: Browser, email: string): Promise<string> {
  const res = await from(h, browser, '/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN });
  expect(res.json().two_factor_required, res.body).toBe(true);
  return res.json().challenge;
}

const secondStep = async (h: Harness, browser: Browser, email: string, code: string) =>
  from(h, browser, '/api/account/login/two_factor/', { challenge: await challengeFrom(h, browser, email), code });

async function withTwoFactor(h: Harness) {
  const email = await h.createUser();
  const { access } = await h.login(email);
  await h.stepUp(access);
  const { secret } = (await h.post('/api/account/two_factor/setup/', undefined, bearer(access))).json();
  const enabled = await h.post('/api/account/two_factor/enable/', { code: codeFor(h, secret) }, bearer(access));
  expect(enabled.statusCode).toBe(200);
  h.clock.advance(30_000);
  return { email, secret, access, recoveryCodes: enabled.json().recovery_codes as string[] };
}

/** The owner's laptop: a full sign-in (password and code) made it a browser the account trusts. */
async function ownersLaptop(h: Harness, email: string, secret: string) {
  const laptop: Browser = { address: '192.0.2.10' };
  const signedIn = await secondStep(h, laptop, email, codeFor(h, secret));
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  h.clock.advance(30_000);
  return { ...laptop, cookie: cookiesFrom(signedIn), access: signedIn.json().access as string };
}

const WRONG = ['111111', '222222', '333333', '444444', '555555'];

/** Ten wrong codes from two addresses the account does not know, over several challenges. */
async function attackerLocks(h: Harness, email: string): Promise<number[]> {
  const answers: number[] = [];
  for (const address of ['203.0.113.1', '203.0.113.2']) {
    for (let round = 0; round < 2; round += 1) {
      // A new challenge every five tries: a new challenge must not reset the count.
      const challenge = await challengeFrom(h, { address }, email);
      for (const code of WRONG) answers.push((await from(h, { address }, '/api/account/login/two_factor/', { challenge, code })).statusCode);
    }
  }
  return answers;
}

const lockAlerts = (h: Harness, email: string) => h.outbox().filter((mail) => mail.to === email && mail.meta?.kind === 'alert:second-factor-locked');

forEachDatabase((setup) => {
  describe('wrong second-factor codes from browsers the account does not know', () => {
    it('the tenth locks app codes there for fifteen minutes, even the right one, and the owner is told once, with what to do', async () => {
      // The per-address limit as configured (30 in 10 minutes): the attack stays under it.
      const h = await setup({ rateLimits: { secondFactor: { max: 30, windowMs: 10 * MINUTE } } });
      const { email, secret } = await withTwoFactor(h);
      const answers = await attackerLocks(h, email);
      expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(answers.slice(10).every((status) => status === 429)).toBe(true);
      const right = await secondStep(h, { address: '203.0.113.3' }, email, codeFor(h, secret));
      expect(right.statusCode).toBe(429);
      expect(right.json().code).toBe('second_factor_locked');
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
      const alerts = lockAlerts(h, email);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.text).toContain('someone knows your password');
      expect(alerts[0]!.text).toContain('Browsers you signed in from before, your recovery codes and your passkeys still work.');
      expect(alerts[0]!.text).toContain(`${h.config.appUrl}/auth/reset-password`);
      // Fifteen minutes on, the right code goes through.
      h.clock.advance(15 * MINUTE + 1);
      const later = await secondStep(h, { address: '203.0.113.3' }, email, codeFor(h, secret));
      expect(later.statusCode, later.body).toBe(200);
    });

    it('never keep the owner out: a trusted browser, its live session, a recovery code, a passkey and a reset from the trusted browser all still work', async () => {
      const h = await setup({ rateLimits: { secondFactor: { max: 30, windowMs: 10 * MINUTE } } });
      const { email, secret, recoveryCodes } = await withTwoFactor(h);
      const laptop = await ownersLaptop(h, email, secret);
      await h.stepUp(laptop.access, { code: codeFor(h, secret) });
      h.clock.advance(30_000);
      // A passkey, added from the laptop's session.
      const passkey = new SoftAuthenticator(new URL(h.config.appUrl).origin);
      const options = (await from(h, laptop, '/api/account/passkeys/register/options/', {}, bearer(laptop.access))).json();
      expect((await from(h, laptop, '/api/account/passkeys/register/', { response: passkey.create(options), name: 'Phone' }, bearer(laptop.access))).statusCode).toBe(200);

      await attackerLocks(h, email);
      expect((await secondStep(h, { address: '203.0.113.3' }, email, codeFor(h, secret))).statusCode).toBe(429);

      // The laptop signs in with the right app code, from any address.
      expect((await secondStep(h, { ...laptop, address: '198.51.100.20' }, email, codeFor(h, secret))).statusCode).toBe(200);
      h.clock.advance(30_000);
      // Its live session proves itself with the password and a code.
      const stepUp = await from(h, laptop, '/api/account/step_up/', { password: PASSWORD, code: codeFor(h, secret) }, bearer(laptop.access));
      expect(stepUp.statusCode, stepUp.body).toBe(200);
      h.clock.advance(30_000);
      // A browser never seen before signs in with an unused recovery code.
      expect((await secondStep(h, { address: '198.51.100.30' }, email, recoveryCodes[0]!)).statusCode).toBe(200);
      // A passkey signs in anywhere.
      const { options: asked } = (await h.post('/api/account/login/passkey/options/')).json();
      expect((await h.post('/api/account/login/passkey/', { response: passkey.get(asked) })).statusCode).toBe(200);
      // The reset link with an app code: from an unknown browser it waits, from the laptop it goes through.
      expect((await h.post('/api/account/password_reset/', { email })).statusCode).toBe(200);
      const token = h.lastMailTo(email)!.meta!.token!;
      const reset = { password: 'another fine passphrase', token, code: codeFor(h, secret) };
      expect((await from(h, { address: '203.0.113.4' }, '/api/account/api/password_reset/confirm/', reset)).statusCode).toBe(429);
      const fromLaptop = await from(h, laptop, '/api/account/api/password_reset/confirm/', reset);
      expect(fromLaptop.statusCode, fromLaptop.body).toBe(200);
    });

    it('a trusted browser has a count of its own: ten wrong codes there lock only that browser', async () => {
      const h = await setup({ rateLimits: { secondFactor: { max: 30, windowMs: 10 * MINUTE } } });
      const { email, secret } = await withTwoFactor(h);
      const laptop = await ownersLaptop(h, email, secret);
      for (let round = 0; round < 2; round += 1) {
        const challenge = await challengeFrom(h, laptop, email);
        for (const code of WRONG) expect((await from(h, laptop, '/api/account/login/two_factor/', { challenge, code })).statusCode).toBe(400);
      }
      expect((await secondStep(h, laptop, email, codeFor(h, secret))).statusCode).toBe(429);
      expect((await secondStep(h, { address: '203.0.113.3' }, email, codeFor(h, secret))).statusCode).toBe(200);
    });

    it('are counted at the step-up and the password reset too; those older than fifteen minutes no longer count', async () => {
      const h = await setup();
      const { email, secret } = await withTwoFactor(h);
      const browser = { address: '203.0.113.9' };
      const session = await secondStep(h, browser, email, codeFor(h, secret));
      expect(session.statusCode).toBe(200);
      const { access } = session.json();
      // Five wrong codes at the step-up, then fifteen minutes pass: they age out.
      for (let i = 0; i < 5; i += 1) expect((await h.post('/api/account/step_up/', { password: PASSWORD, code: WRONG[i] }, bearer(access))).json().code).toBe('wrong_proof');
      h.clock.advance(15 * MINUTE + 1);
      // Nine more within the window: four at the step-up (a new session), five at the reset.
      const again = await secondStep(h, browser, email, codeFor(h, secret));
      expect(again.statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await h.post('/api/account/step_up/', { password: PASSWORD, code: WRONG[i] }, bearer(again.json().access))).json().code).toBe('wrong_proof');
      expect((await h.post('/api/account/password_reset/', { email })).statusCode).toBe(200);
      const token = h.lastMailTo(email)!.meta!.token!;
      for (let i = 0; i < 5; i += 1) expect((await h.post('/api/account/api/password_reset/confirm/', { password: 'another fine passphrase', token, code: WRONG[i] })).json().code).toBe('invalid_code');
      // The tenth in the window, at the sign-in, locks app codes: the right one is refused now.
      const challenge = await challengeFrom(h, browser, email);
      expect((await from(h, browser, '/api/account/login/two_factor/', { challenge, code: WRONG[0] })).statusCode).toBe(400);
      h.clock.advance(30_000);
      const locked = await h.post('/api/account/api/password_reset/confirm/', { password: 'another fine passphrase', token, code: codeFor(h, secret) });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('second_factor_locked');
    });
  });
});
