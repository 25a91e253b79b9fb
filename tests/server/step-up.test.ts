/**
 * Step-up (ASVS 5.0 7.5.1, 7.5.3): a sensitive change needs a proof from the last
 * five minutes, the password (plus a code when two-factor sign-in is on) or a passkey. A stolen
 * access token alone adds no way in. On SQLite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { forEachDatabase, PASSWORD, type Harness } from './harness';
import { SoftAuthenticator } from './soft-authenticator';
import { invest, investor, travel, TRC20_ADDRESS } from './investor-support';
import { DAY_MS } from '../oracle';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import { INVESTOR_API } from '../../contract/investorEndpoints';
import { pathWith, type Endpoint } from '../../contract/endpoint';
import { STEP_UP_CHANGES } from '../../contract/stepUp';

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const FIVE_MINUTES = 5 * 60_000;

const codeFor = (h: Harness, secret: string, at = h.clock()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

async function signedIn(h: Harness, email?: string) {
  const account = email ?? await h.createUser();
  const tokens = await h.login(account);
  return { email: account, access: tokens.access, refresh: tokens.refresh };
}

/**
 * Time passes beyond the proof's five minutes. Access tokens live five minutes too, so the
 * session's app refreshes its token meanwhile (as the real one does on a 401): same session, new access.
 */
async function fiveMinutesLater(h: Harness, ...sessions: { access: string; refresh: string }[]) {
  h.clock.advance(FIVE_MINUTES + 1);
  for (const session of sessions) {
    const rotated = await h.post('/api/account/token/refresh/', { refresh: session.refresh });
    expect(rotated.statusCode, rotated.body).toBe(200);
    Object.assign(session, rotated.json());
  }
}

const stepUp = (h: Harness, access: string, body: Record<string, unknown>) => h.post('/api/account/step_up/', body, bearer(access));

/** Two-factor sign-in turned on by the owner (with a proof); returns its secret and recovery codes. */
async function withTwoFactor(h: Harness, access: string) {
  expect((await stepUp(h, access, { password: PASSWORD })).statusCode).toBe(200);
  const { secret } = (await h.post('/api/account/two_factor/setup/', undefined, bearer(access))).json();
  const enabled = await h.post('/api/account/two_factor/enable/', { code: codeFor(h, secret) }, bearer(access));
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recoveryCodes: enabled.json().recovery_codes as string[] };
}

forEachDatabase((setup) => {
  describe('a stolen access token alone', () => {
    it('cannot add a passkey, turn two-factor sign-in on, or remove a passkey', async () => {
      const h = await setup();
      const { access } = await signedIn(h);
      const refused = { detail: 'Please confirm it\'s you to make this change.', code: 'step_up_required' };
      const options = await h.post('/api/account/passkeys/register/options/', undefined, bearer(access));
      expect(options.statusCode).toBe(403);
      expect(options.json()).toEqual(refused);
      const authenticator = new SoftAuthenticator(new URL(h.config.appUrl).origin);
      const added = await h.post('/api/account/passkeys/register/', { response: authenticator.create({ challenge: 'c2VsZi1tYWRl', rp: { id: 'localhost' }, user: { id: 'dQ' } }) }, bearer(access));
      expect(added.statusCode).toBe(403);
      const setUp = await h.post('/api/account/two_factor/setup/', undefined, bearer(access));
      expect(setUp.statusCode).toBe(403);
      expect(setUp.json()).toEqual(refused);
      const enable = await h.post('/api/account/two_factor/enable/', { code: '123456' }, bearer(access));
      expect(enable.statusCode).toBe(403);
      const removed = await h.inject({ method: 'DELETE', url: '/api/account/passkeys/some-id/', headers: bearer(access) });
      expect(removed.statusCode).toBe(403);
      // Nothing was written: no passkey, two-factor still off.
      expect((await h.inject({ method: 'GET', url: '/api/account/passkeys/', headers: bearer(access) })).json()).toEqual({ passkeys: [] });
      expect((await h.inject({ method: 'GET', url: '/api/account/two_factor/', headers: bearer(access) })).json()).toEqual({ enabled: false, recovery_codes_left: 0 });
    });

    it('cannot make new recovery codes or change the password of an account with two-factor on', async () => {
      const h = await setup();
      const session = await signedIn(h);
      const { secret } = await withTwoFactor(h, session.access);
      await fiveMinutesLater(h, session);
      const { access } = session;
      const codes = await h.post('/api/account/two_factor/recovery_codes/', undefined, bearer(access));
      expect(codes.statusCode).toBe(403);
      expect(codes.json().code).toBe('step_up_required');
      const changed = await h.post('/api/investor/profile/password/', { current_password: PASSWORD, new_password: 'a brand new passphrase', confirm_password: 'a brand new passphrase' }, bearer(access));
      expect(changed.statusCode).toBe(403);
      expect(changed.json().code).toBe('step_up_required');
      // With the password and a code, both go through.
      h.clock.advance(30_000);
      expect((await stepUp(h, access, { password: PASSWORD, code: codeFor(h, secret) })).statusCode).toBe(200);
      const again = await h.post('/api/account/two_factor/recovery_codes/', undefined, bearer(access));
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().recovery_codes).toHaveLength(10);
      const changedNow = await h.post('/api/investor/profile/password/', { current_password: PASSWORD, new_password: 'a brand new passphrase', confirm_password: 'a brand new passphrase' }, bearer(access));
      expect(changedNow.statusCode, changedNow.body).toBe(200);
    });
  });

  describe('the proof', () => {
    it('is the password for an account without two-factor, and holds for five minutes on this session only', async () => {
      const h = await setup();
      const session = await signedIn(h);
      const { email, access } = session;
      const other = await h.login(email);
      expect((await h.inject({ method: 'GET', url: '/api/account/step_up/', headers: bearer(access) })).json()).toEqual({ two_factor: false, passkeys: false, valid_until: null });
      const wrong = await stepUp(h, access, { password: 'not the password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ detail: 'Your password is not correct.', code: 'wrong_proof' });
      const proved = await stepUp(h, access, { password: PASSWORD });
      expect(proved.statusCode).toBe(200);
      expect(proved.json()).toEqual({ message: 'Thank you. You can go on.', valid_until: new Date(h.clock() + FIVE_MINUTES).toISOString() });
      expect((await h.inject({ method: 'GET', url: '/api/account/step_up/', headers: bearer(access) })).json().valid_until).toBe(new Date(h.clock() + FIVE_MINUTES).toISOString());
      expect((await h.post('/api/account/passkeys/register/options/', undefined, bearer(access))).statusCode).toBe(200);
      // Another session of the same investor proved nothing.
      expect((await h.post('/api/account/passkeys/register/options/', undefined, bearer(other.access))).statusCode).toBe(403);
      await fiveMinutesLater(h, session);
      const { access: fresh } = await h.login(email);
      expect((await h.post('/api/account/passkeys/register/options/', undefined, bearer(session.access))).statusCode).toBe(403);
      // Signing in again is not a proof either: a token taken right after a sign-in is still only a token.
      expect((await h.post('/api/account/passkeys/register/options/', undefined, bearer(fresh))).statusCode).toBe(403);
    });

    it('asks for a second factor when two-factor is on, answers a wrong password and a wrong code alike, and counts them per account', async () => {
      const h = await setup();
      const session = await signedIn(h);
      const { email } = session;
      const { secret, recoveryCodes } = await withTwoFactor(h, session.access);
      await fiveMinutesLater(h, session);
      const { access } = session;
      expect((await h.inject({ method: 'GET', url: '/api/account/step_up/', headers: bearer(access) })).json()).toEqual({ two_factor: true, passkeys: false, valid_until: null });
      const missing = await stepUp(h, access, { password: PASSWORD });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ detail: 'Enter the code from your authenticator app, or a recovery code.', code: 'second_factor_required' });
      const wrongCode = await stepUp(h, access, { password: PASSWORD, code: '000000' });
      const wrongPassword = await stepUp(h, access, { password: 'not the password', code: '000000' });
      expect([wrongCode.statusCode, wrongCode.body]).toEqual([400, JSON.stringify({ detail: 'Your password or code is not correct.', code: 'wrong_proof' })]);
      expect([wrongPassword.statusCode, wrongPassword.body]).toEqual([wrongCode.statusCode, wrongCode.body]);
      expect((await stepUp(h, access, { password: PASSWORD, code: recoveryCodes[0]! })).statusCode).toBe(200);
      // Five wrong proofs in fifteen minutes, from any session: the sixth try waits.
      const other = await h.post('/api/account/login/two_factor/', {
        challenge: (await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: 'dev-captcha-token' })).json().challenge,
        code: codeFor(h, secret, h.clock() + 30_000),
      });
      expect(other.statusCode, other.body).toBe(200);
      for (let i = 0; i < 2; i += 1) expect((await stepUp(h, access, { password: `wrong ${i}`, code: '000000' })).statusCode).toBe(400);
      expect((await stepUp(h, other.json().access, { password: 'wrong again', code: '000000' })).statusCode).toBe(400);
      const waited = await stepUp(h, access, { password: PASSWORD, code: recoveryCodes[1]! });
      expect(waited.statusCode).toBe(429);
      expect(Number(waited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('can be a passkey of this investor, not another one\'s', async () => {
      const h = await setup();
      const session = await signedIn(h);
      expect((await stepUp(h, session.access, { password: PASSWORD })).statusCode).toBe(200);
      const authenticator = new SoftAuthenticator(new URL(h.config.appUrl).origin);
      const options = (await h.post('/api/account/passkeys/register/options/', undefined, bearer(session.access))).json();
      expect((await h.post('/api/account/passkeys/register/', { response: authenticator.create(options), name: 'Laptop' }, bearer(session.access))).statusCode).toBe(200);
      await fiveMinutesLater(h, session);
      const { access } = session;
      expect((await h.inject({ method: 'GET', url: '/api/account/step_up/', headers: bearer(access) })).json().passkeys).toBe(true);
      const { options: asked } = (await h.post('/api/account/step_up/passkey/options/', undefined, bearer(access))).json();
      expect(asked.allowCredentials).toEqual([expect.objectContaining({ id: authenticator.credentialId.toString('base64url') })]);
      const proved = await h.post('/api/account/step_up/passkey/', { response: authenticator.get(asked) }, bearer(access));
      expect(proved.statusCode, proved.body).toBe(200);
      expect((await h.inject({ method: 'DELETE', url: `/api/account/passkeys/${authenticator.credentialId.toString('base64url')}/`, headers: bearer(access) })).statusCode).toBe(200);

      // Someone else's passkey proves nothing for this session.
      const stranger = await signedIn(h);
      expect((await stepUp(h, stranger.access, { password: PASSWORD })).statusCode).toBe(200);
      const theirs = new SoftAuthenticator(new URL(h.config.appUrl).origin);
      const theirOptions = (await h.post('/api/account/passkeys/register/options/', undefined, bearer(stranger.access))).json();
      expect((await h.post('/api/account/passkeys/register/', { response: theirs.create(theirOptions) }, bearer(stranger.access))).statusCode).toBe(200);
      await fiveMinutesLater(h, session);
      const { options: mine } = (await h.post('/api/account/step_up/passkey/options/', undefined, bearer(session.access))).json();
      const refused = await h.post('/api/account/step_up/passkey/', { response: theirs.get(mine) }, bearer(session.access));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('passkey_not_recognised');
      expect((await h.post('/api/account/passkeys/register/options/', undefined, bearer(session.access))).statusCode).toBe(403);
    });
  });

  describe('a withdrawal', () => {
    it('to a destination used before needs no proof; to a new one it does', async () => {
      const h = await setup();
      const alice = await investor(h);
      await invest(h, alice);
      await travel(h, 7 * DAY_MS, alice);
      const to = (address: string) => ({ amount_cents: 10_000, method: 'crypto', checkout: 'usdt_trc20', address });
      const refused = await alice.post('/api/investor/withdrawals/', to(TRC20_ADDRESS));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('step_up_required');
      expect((await alice.post('/api/account/step_up/', { password: PASSWORD })).statusCode).toBe(200);
      expect((await alice.post('/api/investor/withdrawals/', to(TRC20_ADDRESS))).statusCode).toBe(201);
      h.clock.advance(FIVE_MINUTES + 1);
      await alice.signInAgain();
      // The same destination again: no proof asked. A new one: the proof again.
      expect((await alice.post('/api/investor/withdrawals/', to(TRC20_ADDRESS))).statusCode).toBe(201);
      const other = await alice.post('/api/investor/withdrawals/', to('TXYZabPrwbZy45sbavfcjinPJC18kjpRT1'));
      expect(other.statusCode).toBe(403);
      expect(other.json().code).toBe('step_up_required');
      // Nothing was held for the refused one.
      expect((await alice.get('/api/investor/overview/')).json().pending_withdrawals).toHaveLength(2);
    });
  });

  describe('the list of changes the app asks a proof for before sending them (contract/stepUp.ts)', () => {
    it('names each change the server refuses for want of one, and nothing else', async () => {
      const h = await setup();
      const { access } = await signedIn(h);
      // Every endpoint whose contract may answer step_up_required is listed, but the withdrawal (only the server knows a destination is new).
      const endpoints: readonly Endpoint[] = Object.values({ ...ACCOUNT_API, ...INVESTOR_API });
      const mayRefuse = endpoints
        .filter((endpoint) => endpoint.errors?.[403]?.includes('step_up_required'))
        .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
        .filter((change) => change !== `POST ${INVESTOR_API.withdraw.path}`);
      expect(STEP_UP_CHANGES.map((change) => `${change.method} ${change.path}`).sort()).toEqual(mayRefuse.sort());
      // Without a proof the server refuses each change listed as always needing one (two-factor sign-in is off here), well-formed as it is.
      const bodies: Record<string, unknown> = { [ACCOUNT_API.twoFactorEnable.path]: { code: '123456' }, [ACCOUNT_API.passkeyRegister.path]: { response: {} } };
      for (const change of STEP_UP_CHANGES.filter((listed) => listed.when === 'always')) {
        const body = JSON.stringify(bodies[change.path] ?? {});
        const answer = await h.inject({ method: change.method, url: `/api${pathWith(change.path, { id: 'some-id' })}`, headers: { ...bearer(access), 'content-type': 'application/json' }, payload: body });
        expect(answer.statusCode, `${change.method} ${change.path}`).toBe(403);
        expect(answer.json().code).toBe('step_up_required');
      }
    });
  });
});
