/**
 * Every new way in is announced and can be undone from the mail, and a password reset takes the
 * account back (ASVS 5.0 6.4.3). On SQLite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { DEV_CAPTCHA_TOKEN, forEachDatabase, PASSWORD, type Harness } from './harness';
import { SoftAuthenticator } from './soft-authenticator';
import type { Kysely } from 'kysely';
import { bindUndoLinksToSetUps } from '../../server/db/migrations';

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const DAY = 86_400_000;
const NEW_PASSWORD = 'a completely new passphrase';

const codeFor = (h: Harness, secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: h.clock() });

/** The undo link of the newest alert of `kind` to `email`, and its token. */
function undoLinkOf(h: Harness, email: string, kind: string) {
  const mail = [...h.outbox()].reverse().find((entry) => entry.to === email && entry.meta?.kind === `alert:${kind}`);
  const link = mail?.meta?.link;
  if (!mail || !link) throw new Error(`no ${kind} alert with a link for ${email}`);
  expect(mail.text).toContain(link);
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${h.config.appUrl}/auth/undo`);
  return { link, token: url.searchParams.get('token')!, mail };
}

const undo = (h: Harness, token: string) => h.post('/api/account/undo/', { token });

async function addPasskey(h: Harness, access: string, name = 'Laptop') {
  await h.stepUp(access);
  const authenticator = new SoftAuthenticator(new URL(h.config.appUrl).origin);
  const options = (await h.post('/api/account/passkeys/register/options/', undefined, bearer(access))).json();
  expect((await h.post('/api/account/passkeys/register/', { response: authenticator.create(options), name }, bearer(access))).statusCode).toBe(200);
  return authenticator;
}

async function passkeySignIn(h: Harness, authenticator: SoftAuthenticator) {
  const { options } = (await h.post('/api/account/login/passkey/options/')).json();
  return h.post('/api/account/login/passkey/', { response: authenticator.get(options) });
}

async function turnOnTwoFactor(h: Harness, access: string) {
  await h.stepUp(access);
  const { secret } = (await h.post('/api/account/two_factor/setup/', undefined, bearer(access))).json();
  const enabled = await h.post('/api/account/two_factor/enable/', { code: codeFor(h, secret) }, bearer(access));
  expect(enabled.statusCode).toBe(200);
  h.clock.advance(30_000);
  return { secret, recoveryCodes: enabled.json().recovery_codes as string[] };
}

async function resetLink(h: Harness, email: string) {
  expect((await h.post('/api/account/password_reset/', { email })).statusCode).toBe(200);
  return h.lastMailTo(email)!.meta!.token!;
}

forEachDatabase((setup) => {
  describe('the undo link of a passkey added', () => {
    it('removes that passkey and signs every device out, once', async () => {
      const h = await setup();
      const email = await h.createUser();
      const phone = await h.login(email);
      const laptop = await h.login(email);
      const authenticator = await addPasskey(h, laptop.access);
      const { token, mail } = undoLinkOf(h, email, 'passkey-added');
      expect(mail.text).toContain('It removes the passkey and signs out every device.');
      const done = await undo(h, token);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ message: 'The passkey "Laptop" was removed and every device was signed out.' });
      expect((await passkeySignIn(h, authenticator)).statusCode).toBe(401);
      for (const session of [phone, laptop]) {
        expect((await h.post('/api/account/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
        expect((await h.inject({ method: 'GET', url: '/api/account/me/', headers: bearer(session.access) })).statusCode).toBe(401);
      }
      // Used once; the password still signs in.
      expect((await undo(h, token)).json()).toEqual({ detail: 'This link is invalid, has expired or has already been used.', code: 'undo_link_invalid' });
      expect((await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN })).statusCode).toBe(200);
    });

    it('is refused after seven days, and an unknown token changes nothing', async () => {
      const h = await setup();
      const email = await h.createUser();
      const { access } = await h.login(email);
      const authenticator = await addPasskey(h, access);
      const { token } = undoLinkOf(h, email, 'passkey-added');
      expect((await undo(h, 'not-a-token')).statusCode).toBe(400);
      h.clock.advance(7 * DAY + 1);
      expect((await undo(h, token)).json().code).toBe('undo_link_invalid');
      expect((await passkeySignIn(h, authenticator)).statusCode).toBe(200);
    });
  });

  describe('the undo link of two-factor sign-in turned on', () => {
    it('turns it off, so the owner signs in with the password alone again, and signs every device out', async () => {
      const h = await setup();
      const email = await h.createUser();
      const attacker = await h.login(email);
      await turnOnTwoFactor(h, attacker.access);
      const { token, mail } = undoLinkOf(h, email, 'two-factor-on');
      expect(mail.text).toContain('It turns two-factor sign-in off and signs out every device.');
      expect((await undo(h, token)).json()).toEqual({ message: 'Two-factor sign-in was turned off and every device was signed out.' });
      expect((await h.post('/api/account/token/refresh/', { refresh: attacker.refresh })).statusCode).toBe(401);
      const owner = await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN });
      expect(Object.keys(owner.json()).sort()).toEqual(['access', 'refresh', 'user_id']);
    });
  });

  describe('an undo link outlives nothing it announced', () => {
    it('of two-factor turned on, off and on again, cannot turn the new set-up off', async () => {
      const h = await setup();
      const email = await h.createUser();
      const { access } = await h.login(email);
      const { secret } = await turnOnTwoFactor(h, access);
      const first = undoLinkOf(h, email, 'two-factor-on');
      expect((await h.post('/api/account/two_factor/disable/', { password: PASSWORD, code: codeFor(h, secret) }, bearer(access))).statusCode).toBe(200);
      await turnOnTwoFactor(h, access);
      const refused = await undo(h, first.token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('undo_link_invalid');
      // Nothing changed: two-factor is on and the session goes on.
      expect((await h.inject({ method: 'GET', url: '/api/account/two_factor/', headers: bearer(access) })).json().enabled).toBe(true);
      // The new set-up's own link still works.
      expect((await undo(h, undoLinkOf(h, email, 'two-factor-on').token)).statusCode).toBe(200);
    });

    it('of recovery codes renewed again since, or of a passkey removed since, changes nothing', async () => {
      const h = await setup();
      const email = await h.createUser();
      const { access } = await h.login(email);
      await addPasskey(h, access);
      await turnOnTwoFactor(h, access);
      expect((await h.post('/api/account/two_factor/recovery_codes/', undefined, bearer(access))).statusCode).toBe(200);
      const older = undoLinkOf(h, email, 'recovery-codes-regenerated');
      const newest = (await h.post('/api/account/two_factor/recovery_codes/', undefined, bearer(access))).json().recovery_codes as string[];
      expect((await undo(h, older.token)).json().code).toBe('undo_link_invalid');
      const passkeyLink = undoLinkOf(h, email, 'passkey-added');
      const [passkey] = (await h.inject({ method: 'GET', url: '/api/account/passkeys/', headers: bearer(access) })).json().passkeys;
      expect((await h.inject({ method: 'DELETE', url: `/api/account/passkeys/${passkey.id}/`, headers: bearer(access) })).statusCode).toBe(200);
      expect((await undo(h, passkeyLink.token)).json().code).toBe('undo_link_invalid');
      // The session goes on, and the newest codes are the ones that work.
      expect((await h.inject({ method: 'GET', url: '/api/account/two_factor/', headers: bearer(access) })).json()).toEqual({ enabled: true, recovery_codes_left: 10 });
      const challenge = (await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN })).json().challenge;
      expect((await h.post('/api/account/login/two_factor/', { challenge, code: newest[0] })).statusCode).toBe(200);
    });
  });

  describe('links written before they named their set-up', () => {
    it('are bound by the migration to what is on now: the two-factor link dies with that set-up, the codes link cancels the codes in force', async () => {
      const h = await setup();
      const email = await h.createUser();
      const { access } = await h.login(email);
      await addPasskey(h, access);
      const { secret } = await turnOnTwoFactor(h, access);
      const twoFactorLink = undoLinkOf(h, email, 'two-factor-on');
      expect((await h.post('/api/account/two_factor/recovery_codes/', undefined, bearer(access))).statusCode).toBe(200);
      const codesLink = undoLinkOf(h, email, 'recovery-codes-regenerated');
      const passkeyLink = undoLinkOf(h, email, 'passkey-added');
      // As the tables were before: no batches, no retired codes, links naming nothing but a passkey.
      const db = h.ctx.database.db;
      await db.deleteFrom('recovery_codes').where('retired_at', 'is not', null).execute();
      await db.updateTable('recovery_codes').set({ batch: null }).execute();
      const [passkey] = (await h.inject({ method: 'GET', url: '/api/account/passkeys/', headers: bearer(access) })).json().passkeys;
      await db.updateTable('undo_links').set({ subject: null }).execute();
      await db.updateTable('undo_links').set({ passkey_id: passkey.id }).where('kind', '=', 'passkey').execute();
      await bindUndoLinksToSetUps(db as unknown as Kysely<unknown>);
      // The codes in force are cancelled (none came before them to give back): two-factor stays on.
      expect((await undo(h, codesLink.token)).json()).toEqual({ message: 'The new recovery codes were cancelled. Every device was signed out: make new codes from your profile once you are signed in.' });
      // The passkey link still names its passkey.
      expect((await undo(h, passkeyLink.token)).json()).toEqual({ message: 'The passkey "Laptop" was removed and every device was signed out.' });
      // The two-factor link names the set-up in force: after it is turned off and on again, it is dead.
      const challenge = (await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN })).json().challenge;
      const session = await h.post('/api/account/login/two_factor/', { challenge, code: codeFor(h, secret) });
      expect(session.statusCode, session.body).toBe(200);
      const owner = session.json().access as string;
      expect((await h.inject({ method: 'GET', url: '/api/account/two_factor/', headers: bearer(owner) })).json()).toEqual({ enabled: true, recovery_codes_left: 0 });
      h.clock.advance(30_000);
      expect((await h.post('/api/account/two_factor/disable/', { password: PASSWORD, code: codeFor(h, secret) }, bearer(owner))).statusCode).toBe(200);
      await turnOnTwoFactor(h, owner);
      expect((await undo(h, twoFactorLink.token)).json().code).toBe('undo_link_invalid');
    });
  });

  describe('new recovery codes', () => {
    it('need a step-up, replace the old ones, are announced, and their undo link cancels them and gives the old ones back', async () => {
      const h = await setup();
      const email = await h.createUser();
      const { access } = await h.login(email);
      const { recoveryCodes: old } = await turnOnTwoFactor(h, access);
      const made = await h.post('/api/account/two_factor/recovery_codes/', undefined, bearer(access));
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().message).toBe('New recovery codes are ready. The old ones no longer work.');
      const fresh = made.json().recovery_codes as string[];
      expect(fresh).toHaveLength(10);
      expect(fresh.some((code) => old.includes(code))).toBe(false);
      const { token } = undoLinkOf(h, email, 'recovery-codes-regenerated');
      // An old code no longer finishes a sign-in; a new one does.
      const challenge = async () => (await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN })).json().challenge;
      expect((await h.post('/api/account/login/two_factor/', { challenge: await challenge(), code: old[0] })).json().code).toBe('invalid_code');
      expect((await h.post('/api/account/login/two_factor/', { challenge: await challenge(), code: fresh[0] })).statusCode).toBe(200);
      expect((await undo(h, token)).json()).toEqual({ message: 'The new recovery codes were cancelled, and your earlier ones that were not used (10) work again. Every device was signed out.' });
      expect((await h.post('/api/account/login/two_factor/', { challenge: await challenge(), code: fresh[1] })).json().code).toBe('invalid_code');
      // Two-factor sign-in stays on, with the owner's own codes.
      const signedIn = await h.post('/api/account/login/two_factor/', { challenge: await challenge(), code: old[0] });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect((await h.inject({ method: 'GET', url: '/api/account/two_factor/', headers: bearer(signedIn.json().access) })).json()).toEqual({ enabled: true, recovery_codes_left: 9 });
    });

    it('are refused while two-factor is off', async () => {
      const h = await setup();
      const { access } = await h.login(await h.createUser());
      await h.stepUp(access);
      const res = await h.post('/api/account/two_factor/recovery_codes/', undefined, bearer(access));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('two_factor_off');
    });
  });

  describe('a password reset', () => {
    it('ends the passkeys too: one someone else added no longer signs in after the owner resets', async () => {
      const h = await setup();
      const email = await h.createUser();
      const intruder = await h.login(email);
      const theirs = await addPasskey(h, intruder.access, 'Intruder');
      const token = await resetLink(h, email);
      const reset = await h.post('/api/account/api/password_reset/confirm/', { password: NEW_PASSWORD, token });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await passkeySignIn(h, theirs)).statusCode).toBe(401);
      expect((await h.post('/api/account/token/refresh/', { refresh: intruder.refresh })).statusCode).toBe(401);
      const alert = h.lastMailTo(email)!;
      expect(alert.meta?.kind).toBe('alert:password-reset');
      expect(alert.text).toContain('your passkeys were removed (1): add them again from your profile');
    });

    it('of an account with two-factor on asks for a code or a recovery code as well, and keeps the link until then', async () => {
      const h = await setup();
      const email = await h.createUser();
      const { access } = await h.login(email);
      const { secret, recoveryCodes } = await turnOnTwoFactor(h, access);
      const token = await resetLink(h, email);
      const confirm = (body: Record<string, string>) => h.post('/api/account/api/password_reset/confirm/', { password: NEW_PASSWORD, token, ...body });
      const missing = await confirm({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ detail: 'Enter the code from your authenticator app, or a recovery code.', code: 'second_factor_required' });
      const wrong = await confirm({ code: '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('invalid_code');
      // Nothing changed yet: the old password still signs in (to its second step).
      expect((await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN })).json().two_factor_required).toBe(true);
      const done = await confirm({ code: recoveryCodes[0]! });
      expect(done.statusCode, done.body).toBe(200);
      const login = await h.post('/api/account/login/', { email, password: NEW_PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN });
      expect(login.json().two_factor_required).toBe(true);
      expect((await h.post('/api/account/login/two_factor/', { challenge: login.json().challenge, code: codeFor(h, secret) })).statusCode).toBe(200);
    });
  });
});
