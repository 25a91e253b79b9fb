/**
 * An investor's history for the growth bench: N ledger rows (transactions) built the way the
 * product builds them, cycle after cycle of deposit → investment → earnings and principal at
 * maturity, with a withdrawal every fifth cycle; the latest cycles are still running (active
 * investments, one credited awaiting a decision) so the dashboard has everything to show.
 * Times step back one hour per row from `now`. Inserted in batches inside the caller's transaction.
 */
import type { Transaction } from 'kysely';
import { DAY_MS, PLANS } from '../../domain/constants';
import { FINISHED_INVESTMENT_STATUSES } from '../../machines/investment/lifecycle';
import type { InvestmentStatus } from '../../domain/investment/types';
import type { DepositsTable, InvestmentsTable, InvestorDatabase, LedgerTable, WithdrawalsTable } from '../../server/investor/schema';
import { newId } from '../../server/auth/secrets';
import { balanceEffect } from '../../domain/investment/ledger';

/** Rows per INSERT: kept under 10,000 bound parameters, well inside SQLite's and PostgreSQL's limits. */
const rowsPerInsert = (row: object) => Math.floor(10_000 / Object.keys(row).length);

async function insertBatched<T extends keyof InvestorDatabase>(trx: Transaction<InvestorDatabase>, table: T, rows: InvestorDatabase[T][]) {
  if (!rows.length) return;
  const size = rowsPerInsert(rows[0]!);
  for (let first = 0; first < rows.length; first += size) {
    // Kysely's insert types are per table; the rows are exactly that table's shape.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await trx.insertInto(table).values(rows.slice(first, first + size) as any).execute();
  }
}

const HOUR_MS = 3_600_000;
const LIVE_CYCLES = 3; // the newest cycles: two active investments and one credited

export async function seedInvestorHistory(trx: Transaction<InvestorDatabase>, userId: string, transactions: number, now: number) {
  const plan = PLANS[0]!;
  const ledger: LedgerTable[] = [];
  const investments: InvestmentsTable[] = [];
  const deposits: DepositsTable[] = [];
  const withdrawals: WithdrawalsTable[] = [];
  let at = now;
  const tick = () => (at -= HOUR_MS);
  const entry = (type: string, amount: number, delta: number, description: string, reference: string) =>
    ledger.push({ id: newId(), user_id: userId, type, status: 'completed', amount_cents: amount, delta_cents: delta, description, reference_id: reference, created_at: tick() });

  for (let cycle = 0; ledger.length < transactions; cycle += 1) {
    const principal = plan.minDeposit * 100;
    const earnings = Math.round((principal * plan.dailyReturnBps * plan.durationDays) / 10_000);
    const live = cycle < LIVE_CYCLES;
    const status = !live ? 'ended' : cycle === 0 ? 'credited' : 'active';
    const investmentId = newId();
    const depositId = newId();
    // Newest first (time runs backwards): the maturity rows, then the deposit that started it.
    if (status !== 'active') {
      entry('principal', principal, principal, `${plan.name} principal returned at maturity`, investmentId);
      entry('earning', earnings, earnings, `${plan.name} earnings at maturity`, investmentId);
    }
    const startedAt = status === 'active' ? now - (cycle * plan.durationDays * DAY_MS) / 4 : at - plan.durationDays * DAY_MS;
    investments.push({
      id: investmentId, user_id: userId, deposit_id: depositId, previous_id: null, plan: plan.id, sector: 'crypto-forex', principal_cents: principal,
      daily_return_bps: plan.dailyReturnBps, duration_days: plan.durationDays, started_at: startedAt, matures_at: startedAt + plan.durationDays * DAY_MS,
      status, cycle: 0, earnings_cents: status === 'active' ? null : earnings, payout_cents: status === 'active' ? null : principal + earnings,
      fee_cents: null, credited_at: status === 'active' ? null : startedAt + plan.durationDays * DAY_MS, ended_at: status === 'ended' ? at : null, created_at: startedAt,
    });
    if (ledger.length < transactions) entry('deposit', principal, 0, `Deposit USDT (TRC20) · ${plan.name}`, depositId);
    deposits.push({
      id: depositId, user_id: userId, plan: plan.id, sector: 'crypto-forex', amount_cents: principal, checkout: 'usdt_trc20', currency: 'USDT', network: 'TRC20',
      rate_cents: 100, coin_amount: (principal / 100).toFixed(6), address: 'TXYZtestAddressDoNotUse11111111111', is_test_address: 1, status: 'confirmed', tx_hash: null,
      quoted_at: startedAt, expires_at: startedAt + HOUR_MS, sent_at: startedAt, decided_at: startedAt, investment_id: investmentId, created_at: startedAt,
    });
    if (cycle % 5 === 4 && ledger.length < transactions) {
      const withdrawalId = newId();
      entry('withdrawal', earnings, -earnings, 'Withdrawal to TXYZ…0000', withdrawalId);
      withdrawals.push({ id: withdrawalId, user_id: userId, amount_cents: earnings, method: 'crypto', destination: '{}', destination_label: 'TXYZ…0000', status: 'paid', created_at: at, decided_at: at, reference: null });
    }
  }
  ledger.length = transactions;
  // The running balances and counts the server keeps with each write: here, those of what is seeded.
  const balances = ledger.map(balanceEffect).reduce((sum, e) => ({ available: sum.available + e.available, earned: sum.earned + e.earned }), { available: 0, earned: 0 });
  const finished = investments.filter((row) => FINISHED_INVESTMENT_STATUSES.includes(row.status as InvestmentStatus)).length;
  await trx.insertInto('investor_accounts').values({
    user_id: userId, acknowledged_at: now, lock_version: 0, available_cents: balances.available, earned_cents: balances.earned,
    transactions_count: ledger.length, finished_investments_count: finished,
  }).execute();
  await insertBatched(trx, 'deposits', deposits);
  await insertBatched(trx, 'investments', investments);
  await insertBatched(trx, 'withdrawals', withdrawals);
  await insertBatched(trx, 'ledger', ledger);
  return { transactions: ledger.length, investments: investments.length };
}
