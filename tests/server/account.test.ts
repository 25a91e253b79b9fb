/** Registration, code verification and resend (spec section 7; DESIGN.md section 4). */
import { describe, expect, it } from 'vitest';
import { cookiesFrom, DEV_CAPTCHA_TOKEN, forEachDatabase, PASSWORD } from './harness';
import { deriveKey, hmac } from '../../server/auth/secrets';
import type { MailMessage } from '../../server/mail/index';
import { SPEC_TIMERS } from '../oracle/timers';

const form = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', password: PASSWORD, password2: PASSWORD,
  ref: '', recaptcha_token: DEV_CAPTCHA_TOKEN, ...overrides,
});

forEachDatabase((setup) => {
  describe('POST /api/account/registration/', () => {
    it('creates an unverified user and e-mails a 6-digit code', async () => {
      const h = await setup();
      const res = await h.post('/api/account/registration/', form());
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'Account created! OTP sent to email.' });
      const user = await h.ctx.database.db.selectFrom('users').selectAll().where('email', '=', 'grace@example.com').executeTakeFirstOrThrow();
      expect(user.verified_at).toBeNull();
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      const mail = h.lastMailTo('grace@example.com')!;
      expect(mail.meta?.code).toMatch(/^\d{6}$/);
      const otp = await h.ctx.database.db.selectFrom('email_codes').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(otp.code_hash).not.toContain(mail.meta!.code!); // stored hashed
      // The browser that registered holds its registration in an HttpOnly cookie.
      expect(String(res.headers['set-cookie'])).toMatch(/^acme_signup=[^;]+; Path=\/; Max-Age=604800; HttpOnly; SameSite=Strict$/);
    });

    it("quotes the first name in the code mail cleaned: the mail goes to an address the registrant need not own", async () => {
      const h = await setup();
      const firstName = 'Win\u202E a prize: https://evil.example/x www.evil.example\u200B';
      expect((await h.post('/api/account/registration/', form({ first_name: firstName }))).statusCode).toBe(201);
      const mail = h.lastMailTo('grace@example.com')!;
      expect(mail.text.split('\n')[0]).toBe('Hello Win a prize: hxxps[:]//evil[.]example/x www[.]evil[.]example,');
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/[\u202E\u200B]|https?:\/\/|evil\.example/);
    });

    it('quotes a first name that carries markup as text in the HTML of the code mail', async () => {
      const h = await setup();
      expect((await h.post('/api/account/registration/', form({ first_name: '<img src=x onerror=steal()>&Co' }))).statusCode).toBe(201);
      const mail = h.lastMailTo('grace@example.com')!;
      expect(mail.html).toContain('<p>Hello &lt;img src=x onerror=steal()&gt;&amp;Co,</p>');
      expect(mail.html).not.toContain('<img');
    });

    it('normalises the e-mail and keeps unicode names', async () => {
      const h = await setup();
      await h.post('/api/account/registration/', form({ email: '  Zoë.Ünïcode@Example.COM ', first_name: 'Zoë', last_name: '李小龍' }));
      const user = await h.ctx.database.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(user.email).toBe('zoë.ünïcode@example.com');
      expect([user.first_name, user.last_name]).toEqual(['Zoë', '李小龍']);
    });

    it('answers a known e-mail exactly like a new one and creates nothing', async () => {
      const h = await setup();
      const email = await h.createUser({ email: 'known@example.com' });
      h.clock.advance(SPEC_TIMERS.otpResendWait);
      const again = await h.post('/api/account/registration/', form({ email, password: 'another good passphrase', password2: 'another good passphrase' }));
      const fresh = await h.post('/api/account/registration/', form({ email: 'new@example.com' }));
      expect(again.statusCode).toBe(fresh.statusCode);
      expect(again.body).toBe(fresh.body);
      const count = await h.ctx.database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(2);
      expect(h.lastMailTo(email)?.meta?.kind).toBe('already-registered');
    });

    it('re-registering an unverified e-mail: the registrant whose browser enters the code sets the password and names', async () => {
      // The pre-registration takeover: an attacker registers the owner's address with their own password first.
      const h = await setup();
      const attacker = form({ first_name: 'Mallory', last_name: 'Attacker', password: 'attacker chosen passphrase', password2: 'attacker chosen passphrase' });
      expect((await h.post('/api/account/registration/', attacker)).statusCode).toBe(201);
      h.clock.advance(SPEC_TIMERS.otpResendWait);
      const owner = await h.post('/api/account/registration/', form());
      expect(owner.statusCode).toBe(201);
      const mail = h.lastMailTo('grace@example.com')!;
      expect(mail.text).toContain('Hello Grace,');
      expect(mail.text).not.toContain('Mallory');
      expect((await h.post('/api/account/verify_code/', { email: 'grace@example.com', code: mail.meta!.code }, { cookie: cookiesFrom(owner) })).statusCode).toBe(200);
      const login = (password: string) => h.post('/api/account/login/', { email: 'grace@example.com', password, recaptcha_token: DEV_CAPTCHA_TOKEN });
      expect((await login(PASSWORD)).statusCode).toBe(200);
      expect((await login('attacker chosen passphrase')).statusCode).toBe(401);
      const user = await h.ctx.database.db.selectFrom('users').selectAll().where('email', '=', 'grace@example.com').executeTakeFirstOrThrow();
      expect([user.first_name, user.last_name]).toEqual(['Grace', 'Hopper']);
    });

    it('re-registration inside the code\'s resend wait is refused like resend and changes nothing', async () => {
      const h = await setup();
      const registered = await h.post('/api/account/registration/', form());
      expect(registered.statusCode).toBe(201);
      const first = h.lastMailTo('grace@example.com')!.meta!.code!;
      const early = await h.post('/api/account/registration/', form({ first_name: 'Mallory', password: 'attacker chosen passphrase', password2: 'attacker chosen passphrase' }));
      expect(early.statusCode).toBe(429);
      expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
      expect(early.json().detail).toMatch(/^A new code was sent recently\. Please try again in \d+ seconds\.$/);
      expect(h.outbox()).toHaveLength(1);
      // Resend shares the same wait: it is closed too.
      expect((await h.post('/api/account/resend_otp/', { email: 'grace@example.com' })).statusCode).toBe(429);
      // The first code still works and the first password is the one kept.
      expect((await h.post('/api/account/verify_code/', { email: 'grace@example.com', code: first }, { cookie: cookiesFrom(registered) })).statusCode).toBe(200);
      await h.login('grace@example.com');
      const user = await h.ctx.database.db.selectFrom('users').selectAll().where('email', '=', 'grace@example.com').executeTakeFirstOrThrow();
      expect(user.first_name).toBe('Grace');
    });

    it('a re-registration after the wait adds a code of its own with a fresh count of tries; the first one stays live', async () => {
      const h = await setup();
      const registered = await h.post('/api/account/registration/', form());
      const cookie = cookiesFrom(registered);
      const first = h.lastMailTo('grace@example.com')!.meta!.code!;
      const wrong = ['000000', '111111'].find((code) => code !== first)!;
      for (let i = 0; i < 4; i++) await h.post('/api/account/verify_code/', { email: 'grace@example.com', code: wrong }, { cookie });
      h.clock.advance(SPEC_TIMERS.otpResendWait);
      const again = await h.post('/api/account/registration/', form());
      expect(again.statusCode).toBe(201);
      const second = h.lastMailTo('grace@example.com')!.meta!.code!;
      // The first code has one try left (the fifth wrong try spends it on both codes); the second has five.
      expect((await h.post('/api/account/verify_code/', { email: 'grace@example.com', code: wrong }, { cookie })).statusCode).toBe(400);
      if (second !== first) expect((await h.post('/api/account/verify_code/', { email: 'grace@example.com', code: first }, { cookie })).statusCode).toBe(400);
      expect((await h.post('/api/account/verify_code/', { email: 'grace@example.com', code: second }, { cookie: cookiesFrom(again) })).statusCode).toBe(200);
    });

    it('refuses mismatched passwords, short, long and common passwords as field errors', async () => {
      const h = await setup();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ password2: 'something else entirely' }, 'password2'],
        [{ password: 'short', password2: 'short' }, 'password'],
        [{ password: 'x'.repeat(129), password2: 'x'.repeat(129) }, 'password'],
        [{ password: 'password123', password2: 'password123' }, 'password'],
        [{ password: 'QwertyUIOP', password2: 'QwertyUIOP' }, 'password'],
      ];
      for (const [overrides, field] of cases) {
        const res = await h.post('/api/account/registration/', form(overrides));
        expect(res.statusCode, JSON.stringify(overrides).slice(0, 60)).toBe(400);
        expect(res.json()[field]).toHaveLength(1);
        expect(typeof res.json().detail).toBe('string');
      }
      expect(h.outbox()).toHaveLength(0);
    });

    it('accepts 128 characters (no truncation) and unicode passwords', async () => {
      const h = await setup();
      const long = 'é'.repeat(128);
      await h.createUser({ email: 'long@example.com', password: long });
      await h.login('long@example.com', long);
      const res = await h.post('/api/account/login/', { email: 'long@example.com', password: 'é'.repeat(127), recaptcha_token: DEV_CAPTCHA_TOKEN });
      expect(res.statusCode).toBe(401);
    });

    it('requires every field, refuses blank names and bad e-mails', async () => {
      const h = await setup();
      for (const field of ['first_name', 'last_name', 'email', 'password', 'password2', 'recaptcha_token']) {
        const body: Record<string, unknown> = form();
        delete body[field];
        const res = await h.post('/api/account/registration/', body);
        expect(res.statusCode).toBe(400);
        expect(res.json()[field]).toEqual(['This field is required.']);
      }
      expect((await h.post('/api/account/registration/', form({ first_name: '   ' }))).json().first_name).toBeDefined();
      expect((await h.post('/api/account/registration/', form({ email: 'not-an-email' }))).json().email).toEqual(['Enter a valid email address.']);
    });

    it('refuses a missing or wrong captcha with a readable detail', async () => {
      const h = await setup();
      const res = await h.post('/api/account/registration/', form({ recaptcha_token: 'forged' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/CAPTCHA/);
      expect(h.outbox()).toHaveLength(0);
    });

    it('links a referral code; an unknown code is a field error and creates nothing', async () => {
      const h = await setup();
      const referrerEmail = await h.createUser({ email: 'referrer@example.com' });
      const referrer = await h.ctx.database.db.selectFrom('users').selectAll().where('email', '=', referrerEmail).executeTakeFirstOrThrow();
      const bad = await h.post('/api/account/registration/', form({ ref: 'NOPE1234' }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().ref).toEqual(['Unknown referral code.']);
      expect(await h.ctx.database.db.selectFrom('users').select('id').where('email', '=', 'grace@example.com').executeTakeFirst()).toBeUndefined();
      const ok = await h.post('/api/account/registration/', form({ ref: referrer.referral_code.toLowerCase() }));
      expect(ok.statusCode).toBe(201);
      const user = await h.ctx.database.db.selectFrom('users').selectAll().where('email', '=', 'grace@example.com').executeTakeFirstOrThrow();
      expect(user.referred_by).toBe(referrer.id);
    });

    it('does not store unknown fields', async () => {
      const h = await setup();
      const res = await h.post('/api/account/registration/', form({ is_admin: true, verified_at: 1, id: 'mine' }));
      expect(res.statusCode).toBe(201);
      const user = await h.ctx.database.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(user.verified_at).toBeNull();
      expect(user.id).not.toBe('mine');
      expect(Object.keys(user)).not.toContain('is_admin');
    });

    it('answers 201 when the mail server is down: the code\'s mail is retried, and the user can resend', async () => {
      // A 503 here would tell which addresses have an account: only those get mail.
      let down = true;
      const sent: MailMessage[] = [];
      const h = await setup({ build: { mailer: { send: async (mail) => { if (down) throw new Error('ECONNREFUSED'); sent.push(mail); } } } });
      const res = await h.post('/api/account/registration/', form());
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'Account created! OTP sent to email.' });
      const queued = await h.ctx.database.db.selectFrom('mail_queue').select(['kind', 'attempts']).execute();
      expect(queued).toEqual([{ kind: 'otp', attempts: 1 }]);
      // The mail server is back: the retry delivers the code, which works.
      down = false;
      h.clock.advance(5_000);
      await h.mailSent();
      expect(sent.map((mail) => mail.to)).toEqual(['grace@example.com']);
      expect(await h.ctx.database.db.selectFrom('mail_queue').selectAll().execute()).toEqual([]);
      // And after the wait the user can ask for another code, as before.
      h.clock.advance(SPEC_TIMERS.otpResendWait);
      expect((await h.post('/api/account/resend_otp/', { email: 'grace@example.com' })).statusCode).toBe(200);
      expect(sent).toHaveLength(2);
      expect((await h.post('/api/account/verify_code/', { email: 'grace@example.com', code: sent[1]!.meta!.code }, { cookie: cookiesFrom(res) })).statusCode).toBe(200);
    });
  });

  describe('POST /api/account/verify_code/', () => {
    it('verifies once; the code cannot be reused', async () => {
      const h = await setup();
      const email = await h.createUser({ verify: false });
      const code = h.lastMailTo(email)!.meta!.code!;
      const ok = await h.post('/api/account/verify_code/', { email, code }, { cookie: h.cookieOf(email) });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: 'OTP Verified Successfully!' });
      const again = await h.post('/api/account/verify_code/', { email, code }, { cookie: h.cookieOf(email) });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ detail: 'Invalid or expired OTP.' });
    });

    it('expires after 10 minutes', async () => {
      const h = await setup();
      const email = await h.createUser({ verify: false });
      h.clock.advance(10 * 60_000 + 1);
      const res = await h.post('/api/account/verify_code/', { email, code: h.lastMailTo(email)!.meta!.code }, { cookie: h.cookieOf(email) });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Invalid or expired OTP.');
    });

    it('dies after 5 wrong tries, even for the right code', async () => {
      const h = await setup();
      const email = await h.createUser({ verify: false });
      const code = h.lastMailTo(email)!.meta!.code!;
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect((await h.post('/api/account/verify_code/', { email, code: wrong }, { cookie: h.cookieOf(email) })).statusCode).toBe(400);
      expect((await h.post('/api/account/verify_code/', { email, code }, { cookie: h.cookieOf(email) })).statusCode).toBe(400);
    });

    it('is bound to its e-mail', async () => {
      const h = await setup();
      const a = await h.createUser({ email: 'a@example.com', verify: false });
      const b = await h.createUser({ email: 'b@example.com', verify: false });
      const res = await h.post('/api/account/verify_code/', { email: b, code: h.lastMailTo(a)!.meta!.code }, { cookie: h.cookieOf(b) });
      expect(res.statusCode).toBe(400);
    });

    it('answers an unknown e-mail and a malformed code like a wrong code', async () => {
      const h = await setup();
      const unknown = await h.post('/api/account/verify_code/', { email: 'ghost@example.com', code: '123456' });
      const malformed = await h.post('/api/account/verify_code/', { email: 'ghost@example.com', code: 'abc' });
      expect([unknown.statusCode, malformed.statusCode]).toEqual([400, 400]);
      expect(unknown.body).toBe(malformed.body);
    });

    it('hashes codes with a key of their own, not the token-signing secret', async () => {
      const h = await setup();
      const email = await h.createUser({ verify: false });
      const code = h.lastMailTo(email)!.meta!.code!;
      const user = await h.ctx.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const stored = await h.ctx.database.db.selectFrom('email_codes').select('code_hash').where('user_id', '=', user.id).executeTakeFirstOrThrow();
      const { jwtSecret } = h.config;
      for (const key of [jwtSecret, `otp:${jwtSecret}`]) expect(stored.code_hash).not.toBe(hmac(key, `${user.id}:${code}`));
      expect(deriveKey(jwtSecret, 'one-time codes')).not.toBe(deriveKey(jwtSecret, 'something else'));
    });

    it('refuses a numeric code (no type coercion)', async () => {
      const h = await setup();
      const res = await h.post('/api/account/verify_code/', { email: 'a@example.com', code: 123456 });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toEqual(['Expected a string.']);
    });
  });

  describe('POST /api/account/resend_otp/', () => {
    it('is refused inside the resend wait, then sends another code; each code works', async () => {
      const h = await setup();
      const email = await h.createUser({ verify: false });
      const first = h.lastMailTo(email)!.meta!.code!;
      const early = await h.post('/api/account/resend_otp/', { email });
      expect(early.statusCode).toBe(429);
      expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
      expect(early.json().detail).toMatch(/try again in \d+ seconds/);
      h.clock.advance(SPEC_TIMERS.otpResendWait);
      const res = await h.post('/api/account/resend_otp/', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'OTP has been resent.' });
      // The earlier code stays live (a code proves the inbox); one right code verifies, and then none works.
      expect((await h.post('/api/account/verify_code/', { email, code: first }, { cookie: h.cookieOf(email) })).statusCode).toBe(200);
      const second = h.lastMailTo(email)!.meta!.code!;
      expect((await h.post('/api/account/verify_code/', { email, code: second }, { cookie: h.cookieOf(email) })).statusCode).toBe(400);
    });

    it('answers unknown and verified e-mails exactly like unverified ones', async () => {
      const h = await setup();
      const unverified = await h.createUser({ email: 'u@example.com', verify: false });
      const verified = await h.createUser({ email: 'v@example.com' });
      h.clock.advance(SPEC_TIMERS.otpResendWait);
      const answers = await Promise.all([unverified, verified, 'ghost@example.com'].map((email) => h.post('/api/account/resend_otp/', { email })));
      expect(new Set(answers.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
      // And the wait applies to unknown addresses too.
      const again = await h.post('/api/account/resend_otp/', { email: 'ghost@example.com' });
      expect(again.statusCode).toBe(429);
    });
  });
});
