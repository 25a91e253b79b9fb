/**
 * The running balances (the overview reads them from the account row instead of summing
 * a long history) always equal the sums over the investor's transactions, the kept count their
 * number, and the kept count of finished investments the breakdown's history: after every kind of
 * ledger write or decision, whether the investor, the scheduler or the operator made it, and
 * after the migrations' backfills of rows written before the counts existed.
 */
import { mailNotify } from '../../server/investor/notify';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../oracle';
import { backfillBalances, backfillFinishedInvestmentsCount, backfillTransactionsCount } from '../../server/investor/migrations';
import { confirmDeposit, decideWithdrawal, rejectDeposit } from '../../server/investor/operator-commands';
import { settleMatured } from '../../server/investor/maturity';
import type { Kysely } from 'kysely';
import { forEachDatabase, type Harness } from './harness';
import { db, deposit, invest, investor, travel, withdraw, type Investor } from './investor-support';

/** The balances as the history defines them: every row not rejected; completed earnings and bonuses. */
async function sumsOfHistory(h: Harness, userId: string) {
  const rows = await db(h).selectFrom('ledger').select(['type', 'status', 'amount_cents', 'delta_cents']).where('user_id', '=', userId).execute();
  return {
    available_cents: rows.filter((r) => r.status !== 'rejected').reduce((sum, r) => sum + Number(r.delta_cents), 0),
    total_earned_cents: rows.filter((r) => r.status === 'completed' && ['earning', 'referral_bonus'].includes(r.type)).reduce((sum, r) => sum + Number(r.amount_cents), 0),
  };
}

/** The overview's balances equal the sums over the history, and are the expected figures. */
async function expectBalances(h: Harness, who: Investor, expected: { available_cents: number; total_earned_cents: number }) {
  const { balances } = (await who.get('/api/investor/overview/')).json();
  const sums = await sumsOfHistory(h, who.userId);
  expect(sums).toEqual(expected);
  expect({ available_cents: balances.available_cents, total_earned_cents: balances.total_earned_cents }).toEqual(sums);
  // The kept count of transactions is the number of rows, too.
  const rows = await db(h).selectFrom('ledger').select('id').where('user_id', '=', who.userId).execute();
  expect((await who.get('/api/investor/transactions/')).json().count).toBe(rows.length);
  // And the kept count of finished investments is the number of them (the breakdown's history).
  const finished = await db(h).selectFrom('investments').select('id').where('user_id', '=', who.userId)
    .where('status', 'in', ['reinvested', 'upgraded', 'ended', 'endedEarly']).execute();
  expect((await who.get('/api/investor/investments/')).json().history.count).toBe(finished.length);
}

forEachDatabase((setup) => {
  describe('running balances', () => {
    it('equal the sums over the history after deposits, maturity, reinvestment, upgrade and early termination', async () => {
      const h = await setup();
      const alice = await investor(h);
      const zero = { available_cents: 0, total_earned_cents: 0 };
      // A deposit reported (pending, no effect), confirmed, another rejected.
      const { investmentId } = await invest(h, alice);
      await expectBalances(h, alice, zero);
      const refused = await deposit(alice, { checkout: 'eth_erc20' });
      await alice.post(`/api/investor/deposits/${refused.id}/sent/`, { tx_hash: '' });
      await rejectDeposit(db(h), refused.id, h.clock(), 'op', 'no funds arrived');
      await expectBalances(h, alice, zero);
      // Maturity credits $70 earnings and the $1,000 principal (the scheduler's path).
      h.clock.advance(7 * DAY_MS);
      expect(await settleMatured(db(h), h.clock())).toBe(1);
      await alice.signInAgain();
      await expectBalances(h, alice, { available_cents: 107_000, total_earned_cents: 7_000 });
      // Reinvesting takes the principal back out of the available balance.
      const reinvested = (await alice.post(`/api/investor/investments/${investmentId}/reinvest/`)).json().id as string;
      await expectBalances(h, alice, { available_cents: 7_000, total_earned_cents: 7_000 });
      // Matured again (credited on read, after downtime), then upgraded with part of the balance.
      await travel(h, 7 * DAY_MS, alice);
      await expectBalances(h, alice, { available_cents: 114_000, total_earned_cents: 14_000 });
      const upgrade = await alice.post(`/api/investor/investments/${reinvested}/upgrade/`, { plan: 'ignite', amount_cents: 0 });
      expect(upgrade.statusCode).toBe(400);
      const second = await invest(h, alice, { plan: 'baselayer', amount_cents: 200_000 });
      await expectBalances(h, alice, { available_cents: 114_000, total_earned_cents: 14_000 });
      // Ended early after three days: the principal less the fee comes back, no earnings.
      await travel(h, 3 * DAY_MS, alice);
      const preview = (await alice.get(`/api/investor/investments/${second.investmentId}/options/`)).json().early_termination;
      const ended = await alice.post(`/api/investor/investments/${second.investmentId}/terminate/`, { expected_payout_cents: preview.payout_cents });
      expect(ended.statusCode, ended.body).toBe(200);
      await expectBalances(h, alice, { available_cents: 114_000 + preview.payout_cents, total_earned_cents: 14_000 });
      // The breakdown: the credited one still running; the reinvested and the ended-early one finished.
      const breakdown = (await alice.get('/api/investor/investments/')).json();
      expect(breakdown.running.map((row: { status: string }) => row.status)).toEqual(['credited']);
      expect(breakdown.history.results.map((row: { status: string }) => row.status).sort()).toEqual(['endedEarly', 'reinvested']);
    });

    it('equal the sums after an upgrade, a referral bonus, and withdrawals requested, paid and rejected', async () => {
      const h = await setup();
      const alice = await investor(h);
      const code = (await alice.get('/api/investor/profile/')).json().referral_code;
      const bob = await investor(h, code);
      // Bob's confirmed deposits pay Alice bonuses (5 % and 7 %): she has no account row of her own yet.
      expect(await db(h).selectFrom('investor_accounts').select('user_id').where('user_id', '=', alice.userId).executeTakeFirst()).toBeUndefined();
      const { investmentId } = await invest(h, bob);
      await invest(h, bob, { plan: 'ignite', amount_cents: 300_000 });
      await expectBalances(h, alice, { available_cents: 26_000, total_earned_cents: 26_000 });
      await expectBalances(h, bob, { available_cents: 0, total_earned_cents: 0 });
      // Both of Bob's investments mature ($70 and $510); he upgrades the first to IGNITE with $2,500.
      await travel(h, 10 * DAY_MS, bob, alice);
      await expectBalances(h, bob, { available_cents: 458_000, total_earned_cents: 58_000 });
      const upgraded = await bob.post(`/api/investor/investments/${investmentId}/upgrade/`, { plan: 'ignite', amount_cents: 250_000 });
      expect(upgraded.statusCode, upgraded.body).toBe(201);
      await expectBalances(h, bob, { available_cents: 208_000, total_earned_cents: 58_000 });
      expect((await bob.get('/api/investor/investments/')).json().history.results.map((row: { status: string }) => row.status)).toEqual(['upgraded']);
      // Alice withdraws twice: both held while pending; the operator pays one and rejects the other.
      const paid = await withdraw(alice, 10_000);
      const rejected = await withdraw(alice, 6_000);
      await expectBalances(h, alice, { available_cents: 10_000, total_earned_cents: 26_000 });
      await decideWithdrawal(db(h), paid, 'pay', h.clock(), 'op', 'tx 0xfeed', mailNotify(h.config.appUrl));
      await expectBalances(h, alice, { available_cents: 10_000, total_earned_cents: 26_000 });
      await decideWithdrawal(db(h), rejected, 'reject', h.clock(), 'op', 'name mismatch', mailNotify(h.config.appUrl));
      await expectBalances(h, alice, { available_cents: 16_000, total_earned_cents: 26_000 });
      // A deposit confirmed by the operator without a reported payment writes its row completed.
      const open = await deposit(alice);
      await confirmDeposit(db(h), open.id, h.clock(), 'op', mailNotify(h.config.appUrl));
      await expectBalances(h, alice, { available_cents: 16_000, total_earned_cents: 26_000 });
    });

    it('are backfilled from the history by the migration', async () => {
      const h = await setup();
      const alice = await investor(h);
      const code = (await alice.get('/api/investor/profile/')).json().referral_code;
      const bob = await investor(h, code);
      const { investmentId } = await invest(h, bob, { plan: 'ignite', amount_cents: 300_000 });
      await travel(h, 30 * DAY_MS, bob, alice);
      await withdraw(alice, 1_000);
      expect(await settleMatured(db(h), h.clock())).toBe(1);
      // Bob ends his matured contract: one finished investment.
      const ended = await bob.post(`/api/investor/investments/${investmentId}/end/`);
      expect(ended.statusCode, ended.body).toBe(200);
      const before = { alice: await sumsOfHistory(h, alice.userId), bob: await sumsOfHistory(h, bob.userId) };
      await expectBalances(h, bob, before.bob);
      expect((await bob.get('/api/investor/investments/')).json().history.count).toBe(1);
      // As before the migrations: no balances or counts, and no account row for the referrer.
      await db(h).updateTable('investor_accounts').set({ available_cents: 0, earned_cents: 0, transactions_count: 0, finished_investments_count: 0 }).execute();
      await db(h).deleteFrom('investor_accounts').where('user_id', '=', alice.userId).execute();
      await backfillBalances(db(h) as unknown as Kysely<unknown>);
      await backfillTransactionsCount(db(h) as unknown as Kysely<unknown>);
      await backfillFinishedInvestmentsCount(db(h) as unknown as Kysely<unknown>);
      await expectBalances(h, alice, { available_cents: before.alice.available_cents, total_earned_cents: before.alice.total_earned_cents });
      await expectBalances(h, bob, before.bob);
      expect(before.alice).toEqual({ available_cents: 20_000, total_earned_cents: 21_000 });
    });
  });
});
