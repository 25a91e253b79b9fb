/** Passkeys: added from the profile, then signing in alone; on SQLite and PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { forEachDatabase, type Harness } from './harness';
import { SoftAuthenticator } from './soft-authenticator';

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

async function withPasskey(h: Harness) {
  const email = await h.createUser();
  const { access } = await h.login(email);
  await h.stepUp(access);
  const authenticator = new SoftAuthenticator(new URL(h.config.appUrl).origin);
  const options = (await h.post('/api/account/passkeys/register/options/', undefined, bearer(access))).json();
  const added = await h.post('/api/account/passkeys/register/', { response: authenticator.create(options), name: 'Laptop' }, bearer(access));
  expect(added.statusCode, added.body).toBe(200);
  return { email, access, authenticator };
}

async function signInWith(h: Harness, authenticator: SoftAuthenticator, answer = (options: { challenge: string; rpId?: string }) => authenticator.get(options)) {
  const { options } = (await h.post('/api/account/login/passkey/options/')).json();
  return h.post('/api/account/login/passkey/', { response: answer(options) });
}

forEachDatabase((setup) => {
  describe('adding a passkey', () => {
    it('asks for a resident, user-verified credential of this site, keeps it, lists it, and sends an alert', async () => {
      const h = await setup();
      const email = await h.createUser();
      const { access } = await h.login(email);
      await h.stepUp(access);
      const options = (await h.post('/api/account/passkeys/register/options/', undefined, bearer(access))).json();
      expect(options).toMatchObject({ rp: { name: 'Acme Invest', id: 'localhost' }, user: { name: email }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
      const authenticator = new SoftAuthenticator('http://localhost:8000');
      expect((await h.post('/api/account/passkeys/register/', { response: authenticator.create(options), name: 'Laptop' }, bearer(access))).json()).toEqual({ message: 'Your passkey has been added.' });
      const list = (await h.inject({ method: 'GET', url: '/api/account/passkeys/', headers: bearer(access) })).json();
      expect(list.passkeys).toEqual([{ id: authenticator.credentialId.toString('base64url'), name: 'Laptop', created_at: new Date(h.clock()).toISOString(), last_used_at: null }]);
      expect(h.outbox().find((mail) => mail.to === email && mail.meta?.kind === 'alert:passkey-added')?.subject).toBe('A passkey was added to your Acme Invest account');
      // The same challenge answered again: refused.
      const replay = await h.post('/api/account/passkeys/register/', { response: new SoftAuthenticator('http://localhost:8000').create(options) }, bearer(access));
      expect(replay.statusCode).toBe(400);
    });

    it('refuses an answer made for another site or another investor\'s challenge, and needs a session', async () => {
      const h = await setup();
      const mine = await h.login(await h.createUser());
      const theirs = await h.login(await h.createUser());
      await h.stepUp(mine.access);
      await h.stepUp(theirs.access);
      const options = (await h.post('/api/account/passkeys/register/options/', undefined, bearer(theirs.access))).json();
      expect((await h.post('/api/account/passkeys/register/', { response: new SoftAuthenticator('http://localhost:8000').create(options) }, bearer(mine.access))).statusCode).toBe(400);
      const own = (await h.post('/api/account/passkeys/register/options/', undefined, bearer(mine.access))).json();
      expect((await h.post('/api/account/passkeys/register/', { response: new SoftAuthenticator('https://evil.example').create(own) }, bearer(mine.access))).statusCode).toBe(400);
      expect((await h.post('/api/account/passkeys/register/options/')).statusCode).toBe(401);
    });
    it('keeps a name someone else could have written on one line, without quotes, at most 64 characters, in the list and the mail', async () => {
      // The attack: a name that reads as the mail's own words once quoted in it.
      const h = await setup();
      const email = await h.createUser();
      const { access } = await h.login(email);
      await h.stepUp(access);
      const authenticator = new SoftAuthenticator('http://localhost:8000');
      const options = (await h.post('/api/account/passkeys/register/options/', undefined, bearer(access))).json();
      const name = 'Acme security upgrade" (automatic, no action needed).\nIgnore the rest.\u202e\u0007 ' + 'x'.repeat(20);
      expect((await h.post('/api/account/passkeys/register/', { response: authenticator.create(options), name }, bearer(access))).statusCode).toBe(200);
      const stored = (await h.inject({ method: 'GET', url: '/api/account/passkeys/', headers: bearer(access) })).json().passkeys[0].name as string;
      expect(stored).toBe("Acme security upgrade' (automatic, no action needed). Ignore th…");
      expect(Array.from(stored)).toHaveLength(64);
      const mail = h.outbox().find((entry) => entry.to === email && entry.meta?.kind === 'alert:passkey-added')!;
      expect(mail.text).toContain(`A passkey named "${stored}" was added`);
      expect(mail.text.split('\n')).toHaveLength(3);
    });
  });

  describe('signing in with a passkey', () => {
    it('signs in without the password or a second factor, even with two-factor on', async () => {
      const h = await setup();
      const { access, authenticator } = await withPasskey(h);
      const { secret } = (await h.post('/api/account/two_factor/setup/', undefined, bearer(access))).json();
      const { TOTP, Secret } = await import('otpauth');
      await h.post('/api/account/two_factor/enable/', { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: h.clock() }) }, bearer(access));
      const res = await signInWith(h, authenticator);
      expect(res.statusCode, res.body).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(['access', 'refresh', 'user_id']);
      expect((await h.post('/api/account/token/refresh/', { refresh: res.json().refresh })).statusCode).toBe(200);
    });

    it('refuses a passkey of another site, an unknown one, a removed one, and a challenge answered twice', async () => {
      const h = await setup();
      const { access, authenticator } = await withPasskey(h);
      const unknown = new SoftAuthenticator('http://localhost:8000');
      expect((await signInWith(h, unknown, (options) => unknown.get(options))).json().code).toBe('passkey_not_recognised');
      expect((await signInWith(h, authenticator, (options) => authenticator.get(options, { origin: 'https://evil.example' }))).statusCode).toBe(401);
      const { options } = (await h.post('/api/account/login/passkey/options/')).json();
      const answer = authenticator.get(options);
      expect((await h.post('/api/account/login/passkey/', { response: answer })).statusCode).toBe(200);
      expect((await h.post('/api/account/login/passkey/', { response: answer })).statusCode).toBe(401);
      const id = authenticator.credentialId.toString('base64url');
      expect((await h.inject({ method: 'DELETE', url: `/api/account/passkeys/${id}/`, headers: bearer(access) })).json()).toEqual({ message: 'The passkey has been removed.' });
      expect((await signInWith(h, authenticator)).statusCode).toBe(401);
    });

    it('a challenge lives five minutes', async () => {
      const h = await setup();
      const { authenticator } = await withPasskey(h);
      const { options } = (await h.post('/api/account/login/passkey/options/')).json();
      h.clock.advance(5 * 60_000);
      expect((await h.post('/api/account/login/passkey/', { response: authenticator.get(options) })).statusCode).toBe(401);
    });
  });
});
