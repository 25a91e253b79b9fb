/** Investors for the investor-area server tests: sign up, deposit, invest, and time travel. */
import { mailNotify } from '../../server/investor/notify';
import { expect } from 'vitest';
import type { InvestorDb } from '../../server/investor/schema';
import { confirmDeposit } from '../../server/investor/operator-commands';
import { runOperator } from '../../server/operator';
import { cookiesFrom, DEV_CAPTCHA_TOKEN, PASSWORD, type Harness } from './harness';

export const TRC20_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
/** A transaction hash of the form each network's has (the server checks the form). */
export const TX_HASH = { hex: 'c0ffee'.repeat(10) + 'beef', evm: `0x${'ab'.repeat(32)}` } as const;

/** A verified investor, signed in, with helpers that send its bearer token. */
export async function investor(h: Harness, ref = '') {
  const email = `inv-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await h.post('/api/account/registration/', { first_name: 'Grace', last_name: 'Hopper', email, password: PASSWORD, password2: PASSWORD, ref, recaptcha_token: DEV_CAPTCHA_TOKEN });
  expect(res.statusCode).toBe(201);
  expect((await h.post('/api/account/verify_code/', { email, code: h.lastMailTo(email)?.meta?.code }, { cookie: cookiesFrom(res) })).statusCode).toBe(200);
  let tokens = await h.login(email);
  /** A fresh step-up for this session (a withdrawal to a new destination needs one). */
  const stepUp = () => h.stepUp(tokens.access);
  const auth = () => ({ authorization: `Bearer ${tokens.access}` });
  const get = (url: string) => h.inject({ method: 'GET', url, headers: auth() });
  const post = (url: string, body: unknown = {}) => h.post(url, body, auth());
  const put = (url: string, body: unknown) => h.inject({ method: 'PUT', url, headers: { ...auth(), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  /** Sessions end after 30 idle minutes: after the clock jumps days, sign in again. */
  const signInAgain = async () => {
    tokens = await h.login(email);
  };
  return { email, get, post, put, signInAgain, stepUp, userId: tokens.user_id as string };
}
export type Investor = Awaited<ReturnType<typeof investor>>;

/** Time passes (days, with nobody signed in); the investors sign in again afterwards. */
export async function travel(h: Harness, ms: number, ...who: { signInAgain: () => Promise<void> }[]) {
  h.clock.advance(ms);
  for (const person of who) await person.signInAgain();
}

export const db = (h: Harness) => h.ctx.database.db as unknown as InvestorDb;

export async function deposit(who: Investor, body: Record<string, unknown> = {}) {
  const res = await who.post('/api/investor/deposits/', { sector: 'agriculture', plan: 'baselayer', amount_cents: 100_000, checkout: 'usdt_trc20', acknowledged: true, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; status: string; coin_amount: string; address: string; is_test_address: boolean; expires_in_ms: number };
}

/** Deposit, report the payment, operator confirms: an active investment. */
export async function invest(h: Harness, who: Investor, body: Record<string, unknown> = {}) {
  const open = await deposit(who, body);
  expect((await who.post(`/api/investor/deposits/${open.id}/sent/`, { tx_hash: TX_HASH.hex })).statusCode).toBe(200);
  const investmentId = await confirmDeposit(db(h), open.id, h.clock(), 'test-operator', mailNotify(h.config.appUrl));
  return { depositId: open.id, investmentId };
}

/** A withdrawal to a TRC20 address (a new destination: the session steps up first); its id. */
export async function withdraw(who: Investor, amount: number) {
  await who.stepUp();
  const res = await who.post('/api/investor/withdrawals/', { amount_cents: amount, method: 'crypto', checkout: 'usdt_trc20', address: TRC20_ADDRESS });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** The operator's command, run as the CLI runs it: each printed line, or the error it fails with. */
export async function operator(h: Harness, ...args: string[]) {
  const lines: string[] = [];
  const error = await runOperator(args, db(h), h.clock(), 'operator:test', (line) => lines.push(line), mailNotify(h.config.appUrl)).then(() => undefined, (failure: unknown) => failure);
  return { lines, error };
}
