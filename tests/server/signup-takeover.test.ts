/**
 * A sign-up cannot be hijacked in either order: whoever cannot read the inbox
 * never ends up with a working password, whichever of the two registers first, as long as the
 * owner enters a code on their own page. The specification's bodies stay as they are, and no
 * answer tells whether an address is registered. On SQLite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { cookiesFrom, DEV_CAPTCHA_TOKEN, forEachDatabase, PASSWORD, type Harness } from './harness';
import { SPEC_TIMERS } from '../oracle/timers';

const EMAIL = 'owner@example.com';
const ATTACKER_PASSWORD = 'attacker chosen passphrase';

/** One browser: its own cookie jar, as a person's browser keeps it. */
function browser(h: Harness) {
  let jar = '';
  const post = async (url: string, body: unknown) => {
    const res = await h.post(url, body, jar ? { cookie: jar } : {});
    jar = cookiesFrom(res, jar);
    return res;
  };
  return {
    register: (password: string, names = { first_name: 'Olive', last_name: 'Owner' }) =>
      post('/api/account/registration/', { ...names, email: EMAIL, password, password2: password, ref: '', recaptcha_token: DEV_CAPTCHA_TOKEN }),
    verify: (code: string) => post('/api/account/verify_code/', { email: EMAIL, code }),
    login: (password: string) => post('/api/account/login/', { email: EMAIL, password, recaptcha_token: DEV_CAPTCHA_TOKEN }),
    resend: () => post('/api/account/resend_otp/', { email: EMAIL }),
  };
}

/** The codes the owner's inbox received, oldest first. */
const codesIn = (h: Harness) => h.outbox().filter((mail) => mail.to === EMAIL && mail.meta?.kind === 'otp').map((mail) => mail.meta!.code!);

const bodyOf = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body}`;

/** A second registration of the address comes a second after the first one's resend wait. */
const AFTER_THE_WAIT = SPEC_TIMERS.otpResendWait + 1_000;

forEachDatabase((setup) => {
  describe('the owner registers first, an attacker after the resend wait', () => {
    it('the newest mail\'s code on the owner\'s page sets the owner\'s password, never the attacker\'s', async () => {
      const h = await setup();
      const owner = browser(h);
      const attacker = browser(h);
      expect(bodyOf(await owner.register(PASSWORD))).toBe('201 {"message":"Account created! OTP sent to email."}');
      h.clock.advance(AFTER_THE_WAIT);
      expect(bodyOf(await attacker.register(ATTACKER_PASSWORD, { first_name: 'Mallory', last_name: 'M' }))).toBe('201 {"message":"Account created! OTP sent to email."}');
      // Before anyone verifies, the attacker's log-in says the same as the owner's: not verified.
      expect((await attacker.login(ATTACKER_PASSWORD)).json().code).toBe('email_not_verified');
      const [, newest] = codesIn(h);
      // The owner naturally uses the newest mail's code, on their own page.
      expect(bodyOf(await owner.verify(newest!))).toBe('200 {"message":"OTP Verified Successfully!"}');
      expect((await owner.login(PASSWORD)).statusCode).toBe(200);
      expect((await attacker.login(ATTACKER_PASSWORD)).statusCode).toBe(401);
      const user = await h.ctx.database.db.selectFrom('users').select(['first_name', 'last_name']).where('email', '=', EMAIL).executeTakeFirstOrThrow();
      expect(user).toEqual({ first_name: 'Olive', last_name: 'Owner' });
    });

    it('the owner\'s first code keeps working after the second registration', async () => {
      const h = await setup();
      const owner = browser(h);
      await owner.register(PASSWORD);
      h.clock.advance(AFTER_THE_WAIT);
      await browser(h).register(ATTACKER_PASSWORD);
      const [first] = codesIn(h);
      expect((await owner.verify(first!)).statusCode).toBe(200);
      expect((await owner.login(PASSWORD)).statusCode).toBe(200);
    });

    it('a code entered in the attacker\'s browser (which holds only the attacker\'s registration) does nothing there, and the owner still can', async () => {
      // The attacker cannot read the inbox; this is the best they could hope for: the owner's code typed on their page.
      const h = await setup();
      const owner = browser(h);
      const attacker = browser(h);
      await owner.register(PASSWORD);
      h.clock.advance(AFTER_THE_WAIT);
      await attacker.register(ATTACKER_PASSWORD);
      const [first, second] = codesIn(h);
      // Only the inbox has the codes; guessing from the attacker's browser spends tries but verifies nothing.
      for (const guess of ['000000', '123456']) expect((await attacker.verify(guess)).statusCode).toBe(400);
      expect((await owner.verify(second!)).statusCode).toBe(200);
      expect((await attacker.verify(first!)).statusCode).toBe(400);
      expect((await attacker.login(ATTACKER_PASSWORD)).statusCode).toBe(401);
    });
  });

  describe('the attacker registers first, the owner later', () => {
    it('the owner\'s page sets the owner\'s password with either code', async () => {
      for (const which of [0, 1] as const) {
        const h = await setup();
        const attacker = browser(h);
        const owner = browser(h);
        await attacker.register(ATTACKER_PASSWORD);
        h.clock.advance(AFTER_THE_WAIT);
        await owner.register(PASSWORD);
        expect((await owner.verify(codesIn(h)[which]!)).statusCode).toBe(200);
        expect((await owner.login(PASSWORD)).statusCode).toBe(200);
        expect((await attacker.login(ATTACKER_PASSWORD)).statusCode).toBe(401);
      }
    });
  });

  describe('a code without the page that asked for it', () => {
    it('another browser first logs in with the registration\'s password, then its code works there', async () => {
      const h = await setup();
      await browser(h).register(PASSWORD);
      const laptop = browser(h);
      const [code] = codesIn(h);
      // The laptop holds no registration yet: the right code alone does nothing.
      expect(bodyOf(await laptop.verify(code!))).toBe('400 {"detail":"Invalid or expired OTP."}');
      const unverified = await laptop.login(PASSWORD);
      expect(unverified.statusCode).toBe(403);
      expect(unverified.json().code).toBe('email_not_verified');
      expect((await laptop.verify(code!)).statusCode).toBe(200);
      expect((await laptop.login(PASSWORD)).statusCode).toBe(200);
    });

    it('a log-in with the attacker\'s password gives the attacker\'s browser nothing the owner\'s code could complete', async () => {
      const h = await setup();
      const owner = browser(h);
      await owner.register(PASSWORD);
      h.clock.advance(AFTER_THE_WAIT);
      await browser(h).register(ATTACKER_PASSWORD);
      const elsewhere = browser(h);
      expect((await elsewhere.login(ATTACKER_PASSWORD)).json().code).toBe('email_not_verified');
      // That browser now holds the attacker's registration: a code typed there would set the
      // attacker's password, but only the inbox has codes, and the owner's page completes the owner's.
      expect((await owner.verify(codesIn(h)[1]!)).statusCode).toBe(200);
      expect((await elsewhere.verify(codesIn(h)[0]!)).statusCode).toBe(400);
      expect((await elsewhere.login(ATTACKER_PASSWORD)).statusCode).toBe(401);
    });
  });

  describe('no answer tells whether an address is registered', () => {
    it('a new, an unverified and a verified address answer registration with the same status, body and cookie', async () => {
      const h = await setup();
      await h.createUser({ email: 'verified@example.com' });
      await h.createUser({ email: 'pending@example.com', verify: false });
      h.clock.advance(AFTER_THE_WAIT);
      const shapes = await Promise.all(['verified@example.com', 'pending@example.com', 'nobody@example.com'].map(async (email) => {
        const res = await h.post('/api/account/registration/', { first_name: 'A', last_name: 'B', email, password: PASSWORD, password2: PASSWORD, ref: '', recaptcha_token: DEV_CAPTCHA_TOKEN });
        return `${bodyOf(res)} ${String(res.headers['set-cookie']).replace(/=[^;]+/, '=…')}`;
      }));
      expect(new Set(shapes).size).toBe(1);
      expect(shapes[0]).toContain('acme_signup=…; Path=/; Max-Age=604800; HttpOnly; SameSite=Strict');
    });
  });
});
