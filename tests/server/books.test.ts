/**
 * The books reconciled: real money operations through the API and the operator's commands
 * (deposits confirmed and rejected, maturity, early end with a fee, reinvestment, upgrade,
 * withdrawals paid, rejected and pending, referral bonuses), then `npm run operator -- reconcile`
 * finds them balanced; one investor's available balance moved by one cent in the database makes it
 * name that investor and that cent and fail, as a function and as a process (exit code 65).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { mailNotify } from '../../server/investor/notify';
import { decideWithdrawal, rejectDeposit } from '../../server/investor/operator-commands';
import { settleMatured } from '../../server/investor/maturity';
import { BooksOutOfBalance } from '../../server/investor/reconcile-report';
import { runOperator } from '../../server/operator';
import { DAY_MS } from '../oracle';
import { createHarness, forEachDatabase, type Harness } from './harness';
import { db, deposit, invest, investor, travel, withdraw, type Investor } from './investor-support';

const ROOT = path.resolve(__dirname, '../..');

/** The operator's command, run as the CLI runs it: each printed line, or the error it fails with. */
async function operator(h: Harness, ...args: string[]) {
  const lines: string[] = [];
  const error = await runOperator(args, db(h), h.clock(), 'operator:test', (line) => lines.push(line), mailNotify(h.config.appUrl)).then(() => undefined, (failure: unknown) => failure);
  return { lines, error };
}

/** Moves one investor's running available balance by `cents`, by hand, as a faulty change would. */
async function nudgeAvailable(h: Harness, who: Investor, cents: number) {
  await db(h).updateTable('investor_accounts').set((eb) => ({ available_cents: eb('available_cents', '+', cents) })).where('user_id', '=', who.userId).execute();
}

/**
 * Alice and Bob (whom Alice referred) through every kind of money movement. Afterwards:
 * Alice: $1,000 deposited, $70 earned, $50 + $210 bonuses; $1,000 reinvested; withdrew $100
 * (paid), $50 (rejected), $20 (pending): $210 available. Bob: $1,000 and $3,000 deposited (a
 * third rejected), the $3,000 ended early after 3 days with a 2.5 % fee ($75), the $1,000
 * matured ($70) and upgraded to IGNITE with $2,500: $1,495 available.
 */
async function everyMoneyMovement(h: Harness) {
  const alice = await investor(h);
  const bob = await investor(h, (await alice.get('/api/investor/profile/')).json().referral_code);
  expect((await operator(h, 'set-fee', '250')).error).toBeUndefined();
  const aliceFirst = await invest(h, alice);
  const bobFirst = await invest(h, bob);
  const bobSecond = await invest(h, bob, { plan: 'ignite', amount_cents: 300_000 });
  const refused = await deposit(bob, { checkout: 'eth_erc20' });
  expect((await bob.post(`/api/investor/deposits/${refused.id}/sent/`, { tx_hash: 'abc' })).statusCode).toBe(200);
  await rejectDeposit(db(h), refused.id, h.clock(), 'op', 'no funds arrived');

  await travel(h, 3 * DAY_MS, bob);
  const preview = (await bob.get(`/api/investor/investments/${bobSecond.investmentId}/options/`)).json().early_termination;
  expect(preview.payout_cents).toBe(292_500);
  expect((await bob.post(`/api/investor/investments/${bobSecond.investmentId}/terminate/`, { expected_payout_cents: 292_500 })).statusCode).toBe(200);

  await travel(h, 4 * DAY_MS, alice, bob);
  expect(await settleMatured(db(h), h.clock())).toBe(2);
  expect((await alice.post(`/api/investor/investments/${aliceFirst.investmentId}/reinvest/`)).statusCode).toBe(201);
  const upgraded = await bob.post(`/api/investor/investments/${bobFirst.investmentId}/upgrade/`, { plan: 'ignite', amount_cents: 250_000 });
  expect(upgraded.statusCode, upgraded.body).toBe(201);

  const notify = mailNotify(h.config.appUrl);
  await decideWithdrawal(db(h), await withdraw(alice, 10_000), 'pay', h.clock(), 'op', 'tx 0xfeed', notify);
  await decideWithdrawal(db(h), await withdraw(alice, 5_000), 'reject', h.clock(), 'op', 'name mismatch', notify);
  await withdraw(alice, 2_000);
  expect((await alice.get('/api/investor/overview/')).json().balances.available_cents).toBe(21_000);
  expect((await bob.get('/api/investor/overview/')).json().balances.available_cents).toBe(149_500);
  return { alice, bob };
}

forEachDatabase((setup) => {
  describe('reconcile', () => {
    it('finds the books of every money movement balanced, then names the investor and the cent a hand-made change adds', async () => {
      const h = await setup();
      const { bob } = await everyMoneyMovement(h);

      const clean = await operator(h, 'reconcile');
      expect(clean.error).toBeUndefined();
      expect(clean.lines).toEqual([
        'Books balance: 2 investors, 16 ledger rows, totals: deposits confirmed $5,000.00 + earnings credited $140.00 + referral bonuses $260.00'
        + ' = available $1,705.00 + invested principal $3,500.00 + pending withdrawals $20.00 + paid withdrawals $100.00 + fees kept $75.00.',
      ]);

      await nudgeAvailable(h, bob, 1);
      const broken = await operator(h, 'reconcile');
      expect(broken.lines).toEqual([
        `${bob.email}  balance-equals-ledger  available balance: expected $1,495.00, actual $1,495.01, difference +$0.01`,
        `${bob.email}  money-conserved  money held vs money received: expected $4,070.00, actual $4,070.01, difference +$0.01`,
        'all investors  money-conserved  money held vs money received: expected $5,400.00, actual $5,400.01, difference +$0.01',
      ]);
      expect(broken.error).toBeInstanceOf(BooksOutOfBalance);
      expect((broken.error as Error).message).toBe('Books do not balance: 3 breaches (1 investor named; 2 investors, 16 ledger rows checked).');
    });
  });
});

describe('reconcile as a process', () => {
  it('prints the breach and exits with 65 when a balance was changed by a cent', async () => {
    const h = await createHarness('sqlite');
    const alice = await investor(h);
    await invest(h, alice);
    await nudgeAvailable(h, alice, 1);
    const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: h.dir, SQLITE_FILE: h.config.sqliteFile, DATABASE_URL: '', JWT_SECRET: 'operator-test-secret-long-enough-0123456789' };
    const failure = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/operator.ts', 'reconcile'], { cwd: ROOT, env, timeout: 60_000 })
      .then(() => undefined, (error: { code: number; stdout: string; stderr: string }) => error);
    expect(failure?.code).toBe(65);
    expect(failure?.stdout.split('\n')).toEqual([
      `${alice.email}  balance-equals-ledger  available balance: expected $0.00, actual $0.01, difference +$0.01`,
      `${alice.email}  money-conserved  money held vs money received: expected $1,000.00, actual $1,000.01, difference +$0.01`,
      'all investors  money-conserved  money held vs money received: expected $1,000.00, actual $1,000.01, difference +$0.01',
      '',
    ]);
    expect(failure?.stderr).toBe('Books do not balance: 3 breaches (1 investor named; 1 investor, 1 ledger row checked).\n');
  }, 60_000);
});
