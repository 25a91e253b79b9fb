/**
 * One verifier for every credential: a stolen access token is no password oracle on any route
 * that checks the password (the step-up, the password change, turning two-factor off), the
 * wrong answers of all of them count together per account, a wrong password and a wrong code are
 * answered alike, and lint refuses a credential check anywhere else. On SQLite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { Secret, TOTP } from 'otpauth';
import { forEachDatabase, PASSWORD, type Harness } from './harness';

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const NEW_PASSWORD = 'a brand new passphrase';

const codeFor = (h: Harness, secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: h.clock() });

/** A request made with the stolen token, from one of the attacker's addresses. */
const stolen = (h: Harness, access: string, address: string, url: string, body: unknown) =>
  h.inject({ method: 'POST', url, remoteAddress: address, headers: { 'content-type': 'application/json', ...bearer(access) }, payload: JSON.stringify(body) });

const changePassword = (current: string) => ({ current_password: current, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });

/** 35 guesses from each of five addresses; the statuses, in order. */
async function guessFromFiveAddresses(send: (address: string, guess: string) => Promise<{ statusCode: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let a = 1; a <= 5; a += 1) {
    for (let i = 0; i < 35; i += 1) statuses.push((await send(`203.0.113.${a}`, `guess ${a}-${i}`)).statusCode);
  }
  return statuses;
}

async function withTwoFactor(h: Harness) {
  const email = await h.createUser();
  const { access } = await h.login(email);
  await h.stepUp(access);
  const { secret } = (await h.post('/api/account/two_factor/setup/', undefined, bearer(access))).json();
  expect((await h.post('/api/account/two_factor/enable/', { code: codeFor(h, secret) }, bearer(access))).statusCode).toBe(200);
  h.clock.advance(30_000);
  return { email, access, secret };
}

forEachDatabase((setup) => {
  describe('a stolen access token', () => {
    it('gets five guesses at the password change, from any number of addresses; the right password then waits too', async () => {
      const h = await setup();
      const email = await h.createUser();
      const { access } = await h.login(email);
      const statuses = await guessFromFiveAddresses((address, guess) => stolen(h, access, address, '/api/investor/profile/password/', changePassword(guess)));
      expect(statuses.filter((status) => status === 400)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(170);
      const right = await stolen(h, access, '203.0.113.9', '/api/investor/profile/password/', changePassword(PASSWORD));
      expect(right.statusCode).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      // Nothing changed: the owner's password still signs in, and the new one does not.
      expect((await h.login(email)).access).toBeTruthy();
      expect((await h.post('/api/account/login/', { email, password: NEW_PASSWORD, recaptcha_token: 'dev-captcha-token' })).statusCode).toBe(401);
    });

    it('gets five guesses at turning two-factor off, answered alike for a wrong password and a wrong code', async () => {
      const h = await setup();
      const { email, access, secret } = await withTwoFactor(h);
      const statuses = await guessFromFiveAddresses((address, guess) => stolen(h, access, address, '/api/account/two_factor/disable/', { password: guess, code: '000000' }));
      expect(statuses.filter((status) => status === 400)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(170);
      expect((await stolen(h, access, '203.0.113.9', '/api/account/two_factor/disable/', { password: PASSWORD, code: codeFor(h, secret) })).statusCode).toBe(429);
      expect((await h.inject({ method: 'GET', url: '/api/account/two_factor/', headers: bearer(access) })).json().enabled).toBe(true);
      expect(h.outbox().some((mail) => mail.to === email && mail.meta?.kind === 'alert:two-factor-off')).toBe(false);
    });

    it('meets one count for the step-up, the password change and turning two-factor off', async () => {
      const h = await setup();
      const { access, secret } = await withTwoFactor(h);
      await h.stepUp(access, { code: codeFor(h, secret) });
      const answers = [
        await stolen(h, access, '203.0.113.1', '/api/account/step_up/', { password: 'guess 1', code: '000000' }),
        await stolen(h, access, '203.0.113.2', '/api/account/step_up/', { password: PASSWORD, code: '000000' }),
        await stolen(h, access, '203.0.113.3', '/api/investor/profile/password/', changePassword('guess 2')),
        await stolen(h, access, '203.0.113.4', '/api/investor/profile/password/', changePassword('guess 3')),
        await stolen(h, access, '203.0.113.5', '/api/account/two_factor/disable/', { password: 'guess 4', code: '000000' }),
      ];
      expect(answers.map((answer) => answer.json().code)).toEqual(['wrong_proof', 'wrong_proof', 'wrong_proof', 'wrong_proof', 'wrong_proof']);
      h.clock.advance(30_000);
      for (const [url, body] of [
        ['/api/account/step_up/', { password: PASSWORD, code: codeFor(h, secret) }],
        ['/api/investor/profile/password/', changePassword(PASSWORD)],
        ['/api/account/two_factor/disable/', { password: PASSWORD, code: codeFor(h, secret) }],
      ] as const) expect((await stolen(h, access, '203.0.113.6', url, body)).statusCode, url).toBe(429);
    });
  });
});

describe('lint', () => {
  const eslint = new ESLint();
  const sneaky = [
    "import type { AppContext } from '../context';",
    'export async function check(ctx: AppContext, hash: string, password: string, code: string): Promise<boolean> {',
    '  const { twoFactor } = ctx;',
    "  return (await ctx.hasher.verify(hash, password)) && twoFactor.verify(ctx.database.db, 'user', code);",
    '}',
    '',
  ].join('\n');

  it('refuses a route that checks a password or a code itself, and lets the verifier do it', async () => {
    const [route] = await eslint.lintText(sneaky, { filePath: 'server/routes/sneaky.ts' });
    const refusals = route!.messages.filter((message) => message.ruleId === 'no-restricted-syntax');
    expect(refusals.map((message) => message.message)).toEqual([
      'Check credentials through the one verifier (server/auth/verifier.ts), which counts wrong answers and knows the limits.',
      'Check credentials through the one verifier (server/auth/verifier.ts), which counts wrong answers and knows the limits.',
    ]);
    const [verifier] = await eslint.lintText(sneaky, { filePath: 'server/auth/verifier.ts' });
    expect(verifier!.messages.filter((message) => message.ruleId === 'no-restricted-syntax')).toEqual([]);
  });
});
