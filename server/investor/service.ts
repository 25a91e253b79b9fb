/**
 * The investor area's rules, one function per operation, shared by the API routes, the scheduler
 * and the operator CLI. Every status change is checked against the lifecycle statecharts
 * (machines/investment) and made with a guarded UPDATE (`WHERE status = <from>`), so a change
 * happens once even when two processes race. Money is integer cents.
 */
import { randomUUID } from 'node:crypto';
import { DAY_MS, INVESTOR_TIMERS, PLANS, type CheckoutSlug, type PlanId } from '../../machines/constants';
import { accruedCents, earlyTerminationOutcome, earningsAtMaturityCents, maturesAt, type InvestmentTerms } from '../../machines/investment/accrual';
import { depositNext, FINISHED_INVESTMENT_STATUSES, investmentNext, withdrawalNext, type InvestmentStatus } from '../../machines/investment/lifecycle';
import { applyBps, COIN_DECIMALS, coinAmountFor, formatCents } from '../../machines/investment/money';
import { amountProblem, checkoutBySlug, depositProblems, planById } from '../../machines/investment/validation';
import type { Executor, InvestmentsTable, InvestorDb, LedgerTable } from './schema';
import type { QuoteSource } from './rates';
import { earlyTerminationFeeBps, receivingAddress } from './settings';
import { REINVESTMENT_LIMIT_MESSAGE } from '../../contract/investorMessages';

/** A refused operation: the HTTP status and a message for the investor or operator. */
export class InvestorError extends Error {
  constructor(readonly status: number, message: string, readonly field?: string) {
    super(message);
  }
}

export const newId = () => randomUUID();
const planOf = (id: string) => PLANS.find((plan) => plan.id === id)!;

export function termsOf(row: Pick<InvestmentsTable, 'principal_cents' | 'daily_return_bps' | 'duration_days' | 'started_at'>): InvestmentTerms {
  return { principalCents: row.principal_cents, dailyReturnBps: row.daily_return_bps, durationDays: row.duration_days, startedAt: row.started_at };
}

const newAccount = (userId: string) => ({ user_id: userId, acknowledged_at: null, lock_version: 0, available_cents: 0, earned_cents: 0, transactions_count: 0, finished_investments_count: 0 });

/** Serialises one investor's balance changes: a row lock on PostgreSQL, the write lock on SQLite. */
export async function lockAccount(trx: Executor, userId: string): Promise<void> {
  await trx.insertInto('investor_accounts').values(newAccount(userId)).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  await trx.updateTable('investor_accounts').set((eb) => ({ lock_version: eb('lock_version', '+', 1) })).where('user_id', '=', userId).execute();
}

// ---- Running balances ----

/** Ledger types that count towards "total earned". */
export const EARNED_TYPES: readonly string[] = ['earning', 'referral_bonus'];

type BalanceRow = Pick<LedgerTable, 'type' | 'status' | 'amount_cents' | 'delta_cents'>;

/**
 * What one ledger row contributes to the investor's balances. The available balance counts every
 * row that is not rejected (a pending withdrawal already holds its amount); total earned counts
 * completed earnings and referral bonuses. The migration's backfill sums the same rule in SQL.
 */
export function balanceEffect(row: BalanceRow): { available: number; earned: number } {
  return {
    available: row.status === 'rejected' ? 0 : row.delta_cents,
    earned: row.status === 'completed' && EARNED_TYPES.includes(row.type) ? row.amount_cents : 0,
  };
}

/**
 * Adds to the running balances and the row count (creating the account row: a referrer may have
 * none yet).
 */
async function addToBalances(trx: Executor, userId: string, change: { available: number; earned: number; rows?: number }) {
  const rows = change.rows ?? 0;
  if (!change.available && !change.earned && !rows) return;
  await trx.insertInto('investor_accounts').values({ ...newAccount(userId), available_cents: change.available, earned_cents: change.earned, transactions_count: rows })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({
      available_cents: eb('investor_accounts.available_cents', '+', eb.ref('excluded.available_cents')),
      earned_cents: eb('investor_accounts.earned_cents', '+', eb.ref('excluded.earned_cents')),
      transactions_count: eb('investor_accounts.transactions_count', '+', eb.ref('excluded.transactions_count')),
    }))).execute();
}

/** The investor's number of transactions, kept with every ledger row written. */
export async function transactionsCount(db: Executor, userId: string): Promise<number> {
  const row = await db.selectFrom('investor_accounts').select('transactions_count').where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.transactions_count ?? 0);
}

/**
 * Moves an investment of the investor's (locked) account from `from` to a final state of its
 * lifecycle, and counts it on the account row in the same transaction: the breakdown reads the
 * count instead of counting a long history.
 */
async function finishInvestment(trx: Executor, userId: string, id: string, from: string, change: Partial<InvestmentsTable> & { status: InvestmentStatus; ended_at: number }) {
  if (!FINISHED_INVESTMENT_STATUSES.includes(change.status)) throw new Error(`${change.status} is not a final state of an investment.`);
  const updated = await trx.updateTable('investments').set(change).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return;
  await trx.updateTable('investor_accounts').set((eb) => ({ finished_investments_count: eb('finished_investments_count', '+', 1) })).where('user_id', '=', userId).execute();
}

/** How many of the investor's investments are finished, kept with every status change that ends one. */
export async function finishedInvestmentsCount(db: Executor, userId: string): Promise<number> {
  const row = await db.selectFrom('investor_accounts').select('finished_investments_count').where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.finished_investments_count ?? 0);
}

/** The investor's running balances, in cents (zero for an investor with no account row yet). */
export async function balancesOf(db: Executor, userId: string): Promise<{ availableCents: number; earnedCents: number }> {
  const row = await db.selectFrom('investor_accounts').select(['available_cents', 'earned_cents']).where('user_id', '=', userId).executeTakeFirst();
  return { availableCents: Number(row?.available_cents ?? 0), earnedCents: Number(row?.earned_cents ?? 0) };
}

export async function availableCents(db: Executor, userId: string): Promise<number> {
  return (await balancesOf(db, userId)).availableCents;
}

export async function audit(db: Executor, now: number, actor: string, action: string, targetType: string, targetId: string, details: object = {}) {
  await db.insertInto('audit_log').values({ id: newId(), at: now, actor, action, target_type: targetType, target_id: targetId, details: JSON.stringify(details) }).execute();
}

/** Writes a ledger row and its effect on the running balances (call inside a transaction). */
async function ledger(trx: Executor, row: { userId: string; type: string; status: string; amount: number; delta: number; description: string; reference: string; at: number }) {
  await trx.insertInto('ledger').values({
    id: newId(), user_id: row.userId, type: row.type, status: row.status, amount_cents: row.amount, delta_cents: row.delta,
    description: row.description, reference_id: row.reference, created_at: row.at,
  }).execute();
  await addToBalances(trx, row.userId, { ...balanceEffect({ type: row.type, status: row.status, amount_cents: row.amount, delta_cents: row.delta }), rows: 1 });
}

/**
 * Changes the status of the ledger row of one kind and source, and moves the running balances by
 * the difference it makes (a rejected withdrawal gives its amount back). Returns the rows changed.
 */
async function setLedgerStatus(trx: Executor, type: string, referenceId: string, status: string): Promise<number> {
  const rows = await trx.selectFrom('ledger').select(['user_id', 'type', 'status', 'amount_cents', 'delta_cents'])
    .where('type', '=', type).where('reference_id', '=', referenceId).execute();
  if (rows.length === 0) return 0;
  await trx.updateTable('ledger').set({ status }).where('type', '=', type).where('reference_id', '=', referenceId).execute();
  for (const row of rows) {
    const [before, after] = [balanceEffect(row), balanceEffect({ ...row, status })];
    await addToBalances(trx, row.user_id, { available: after.available - before.available, earned: after.earned - before.earned });
  }
  return rows.length;
}

function requireNext<T>(next: T | null, message: string): T {
  if (next === null) throw new InvestorError(409, message);
  return next;
}

// ---- Maturity ----

/**
 * Credits every investment that has matured by `now` (of one investor, or all): earnings and
 * principal reach the available balance, dated at maturity. Idempotent: the guarded UPDATE and
 * the ledger's unique (type, reference) let each investment be credited exactly once.
 */
export async function settleMatured(db: InvestorDb, now: number, userId?: string): Promise<number> {
  let query = db.selectFrom('investments').selectAll().where('status', '=', 'active').where('matures_at', '<=', now);
  if (userId) query = query.where('user_id', '=', userId);
  const due = await query.execute();
  let credited = 0;
  for (const investment of due) {
    const context = { planId: investment.plan as PlanId, cycle: investment.cycle };
    const matured = requireNext(investmentNext('active', { type: 'investment.mature' }, context), 'not active');
    const target = requireNext(investmentNext(matured, { type: 'investment.credit' }, context), 'not matured');
    const earnings = earningsAtMaturityCents(termsOf(investment));
    const done = await db.transaction().execute(async (trx) => {
      const updated = await trx.updateTable('investments')
        .set({ status: target, earnings_cents: earnings, payout_cents: investment.principal_cents + earnings, credited_at: now })
        .where('id', '=', investment.id).where('status', '=', 'active').executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      const plan = planOf(investment.plan);
      await ledger(trx, { userId: investment.user_id, type: 'earning', status: 'completed', amount: earnings, delta: earnings, description: `${plan.name} earnings at maturity`, reference: investment.id, at: investment.matures_at });
      await ledger(trx, { userId: investment.user_id, type: 'principal', status: 'completed', amount: investment.principal_cents, delta: investment.principal_cents, description: `${plan.name} principal returned at maturity`, reference: investment.id, at: investment.matures_at });
      return true;
    });
    if (done) credited += 1;
  }
  return credited;
}

/** Quotes past their window become expired (on read; nothing else depends on the moment). */
export async function expireQuotes(db: Executor, now: number, userId: string): Promise<void> {
  const next = requireNext(depositNext('awaitingPayment', { type: 'deposit.expire' }), 'cannot expire');
  await db.updateTable('deposits').set({ status: next }).where('user_id', '=', userId).where('status', '=', 'awaitingPayment').where('expires_at', '<=', now).execute();
}

// ---- Deposits ----

export interface DepositInput { sector: string; plan: string; amount_cents: number; checkout: string; acknowledged: boolean }

async function quote(quotes: QuoteSource, slug: CheckoutSlug, amountCents: number) {
  const checkout = checkoutBySlug(slug)!;
  const rate = await quotes.centsPerCoin(checkout.currency);
  return { rate, coin: coinAmountFor(amountCents, rate, COIN_DECIMALS[checkout.currency] ?? 8) };
}

export async function createDeposit(
  db: InvestorDb, quotes: QuoteSource, userId: string, input: DepositInput, now: number, { testAddresses = true }: { testAddresses?: boolean } = {},
) {
  const account = await db.selectFrom('investor_accounts').select('acknowledged_at').where('user_id', '=', userId).executeTakeFirst();
  const needsAcknowledgement = !account?.acknowledged_at;
  const problems = depositProblems({ sector: input.sector, planId: input.plan, amountCents: input.amount_cents, checkout: input.checkout, acknowledged: input.acknowledged }, needsAcknowledgement);
  const [field, message] = Object.entries(problems)[0] ?? [];
  if (field && message) throw new InvestorError(400, message, field === 'plan' ? 'plan' : field === 'amount' ? 'amount_cents' : field);
  const slug = input.checkout as CheckoutSlug;
  const checkout = checkoutBySlug(slug)!;
  const receiving = await receivingAddress(db, slug, { testAddresses });
  // No funds may go to a test address in production: the network stays shut until the operator sets one.
  if (!receiving) throw new InvestorError(503, `Deposits in ${checkout.currency} (${checkout.network}) are not open yet. Please choose another currency or try again later.`);
  const { address, isTest } = receiving;
  const { rate, coin } = await quote(quotes, slug, input.amount_cents);
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    if (needsAcknowledgement) await trx.updateTable('investor_accounts').set({ acknowledged_at: now }).where('user_id', '=', userId).execute();
    await trx.insertInto('deposits').values({
      id, user_id: userId, plan: input.plan, sector: input.sector, amount_cents: input.amount_cents, checkout: slug, currency: checkout.currency,
      network: checkout.network, rate_cents: rate, coin_amount: coin, address, is_test_address: isTest ? 1 : 0, status: 'awaitingPayment',
      tx_hash: null, quoted_at: now, expires_at: now + INVESTOR_TIMERS.paymentWindow, sent_at: null, decided_at: null, investment_id: null, created_at: now,
    }).execute();
  });
  return id;
}

export async function ownDeposit(db: Executor, userId: string, id: string) {
  const deposit = await db.selectFrom('deposits').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!deposit) throw new InvestorError(404, 'Not found.');
  return deposit;
}

export async function requote(db: InvestorDb, quotes: QuoteSource, userId: string, id: string, now: number) {
  await expireQuotes(db, now, userId);
  const deposit = await ownDeposit(db, userId, id);
  const next = requireNext(depositNext(deposit.status, { type: 'deposit.requote' }), 'This quote can no longer be renewed.');
  const { rate, coin } = await quote(quotes, deposit.checkout as CheckoutSlug, deposit.amount_cents);
  await db.updateTable('deposits').set({ status: next, rate_cents: rate, coin_amount: coin, quoted_at: now, expires_at: now + INVESTOR_TIMERS.paymentWindow })
    .where('id', '=', id).where('status', '=', deposit.status).execute();
}

export async function reportPayment(db: InvestorDb, userId: string, id: string, txHash: string, now: number) {
  await expireQuotes(db, now, userId);
  const deposit = await ownDeposit(db, userId, id);
  const next = requireNext(depositNext(deposit.status, { type: 'deposit.paymentSent' }),
    deposit.status === 'expired' ? 'This quote has expired. Get a new quote before paying.' : 'This payment has already been reported.');
  await db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('deposits').set({ status: next, tx_hash: txHash || null, sent_at: now })
      .where('id', '=', id).where('status', '=', deposit.status).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new InvestorError(409, 'This payment has already been reported.');
    await ledger(trx, { userId, type: 'deposit', status: 'pending', amount: deposit.amount_cents, delta: 0, description: `Deposit ${deposit.currency} (${deposit.network}) · ${planOf(deposit.plan).name}`, reference: id, at: now });
  });
}

/** The operator confirms a deposit: it becomes an active investment; the referrer's bonus is paid once. */
export async function confirmDeposit(db: InvestorDb, id: string, now: number, actor: string) {
  return db.transaction().execute(async (trx) => {
    const deposit = await trx.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
    if (!deposit) throw new InvestorError(404, `No deposit ${id}.`);
    const next = requireNext(depositNext(deposit.status, { type: 'deposit.confirm' }), `Deposit ${id} is ${deposit.status}; it cannot be confirmed.`);
    const plan = planOf(deposit.plan);
    const investmentId = newId();
    const updated = await trx.updateTable('deposits').set({ status: next, decided_at: now, investment_id: investmentId })
      .where('id', '=', id).where('status', '=', deposit.status).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new InvestorError(409, `Deposit ${id} changed meanwhile.`);
    await lockAccount(trx, deposit.user_id);
    await trx.insertInto('investments').values({
      id: investmentId, user_id: deposit.user_id, deposit_id: id, previous_id: null, plan: deposit.plan, sector: deposit.sector,
      principal_cents: deposit.amount_cents, daily_return_bps: plan.dailyReturnBps, duration_days: plan.durationDays, started_at: now,
      matures_at: now + plan.durationDays * DAY_MS, status: 'active', cycle: 0, earnings_cents: null, payout_cents: null, fee_cents: null,
      credited_at: null, ended_at: null, created_at: now,
    }).execute();
    if ((await setLedgerStatus(trx, 'deposit', id, 'completed')) === 0) {
      await ledger(trx, { userId: deposit.user_id, type: 'deposit', status: 'completed', amount: deposit.amount_cents, delta: 0, description: `Deposit ${deposit.currency} (${deposit.network}) · ${plan.name}`, reference: id, at: now });
    }
    const user = await trx.selectFrom('users').select(['referred_by', 'first_name', 'last_name']).where('id', '=', deposit.user_id).executeTakeFirst();
    if (user?.referred_by) {
      const bonus = applyBps(deposit.amount_cents, plan.refBonusBps);
      const already = await trx.selectFrom('ledger').select('id').where('type', '=', 'referral_bonus').where('reference_id', '=', id).executeTakeFirst();
      if (!already && bonus > 0) {
        await ledger(trx, { userId: user.referred_by, type: 'referral_bonus', status: 'completed', amount: bonus, delta: bonus, description: `Referral bonus: ${user.first_name} ${user.last_name.slice(0, 1)}. · ${plan.name}`, reference: id, at: now });
      }
    }
    await audit(trx, now, actor, 'deposit.confirm', 'deposit', id, { amount_cents: deposit.amount_cents, investment_id: investmentId });
    return investmentId;
  });
}

export async function rejectDeposit(db: InvestorDb, id: string, now: number, actor: string, reason: string) {
  await db.transaction().execute(async (trx) => {
    const deposit = await trx.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
    if (!deposit) throw new InvestorError(404, `No deposit ${id}.`);
    const next = requireNext(depositNext(deposit.status, { type: 'deposit.reject' }), `Deposit ${id} is ${deposit.status}; it cannot be rejected.`);
    const updated = await trx.updateTable('deposits').set({ status: next, decided_at: now }).where('id', '=', id).where('status', '=', deposit.status).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new InvestorError(409, `Deposit ${id} changed meanwhile.`);
    await setLedgerStatus(trx, 'deposit', id, 'rejected');
    await audit(trx, now, actor, 'deposit.reject', 'deposit', id, { reason });
  });
}

// ---- Investments ----

export async function ownInvestment(db: Executor, userId: string, id: string) {
  const investment = await db.selectFrom('investments').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!investment) throw new InvestorError(404, 'Not found.');
  return investment;
}

export async function terminationOutcome(db: Executor, investment: InvestmentsTable, now: number) {
  const feeBps = await earlyTerminationFeeBps(db);
  return { feeBps, ...earlyTerminationOutcome(termsOf(investment), now, feeBps) };
}

export async function terminateEarly(db: InvestorDb, userId: string, id: string, expectedPayout: number, now: number) {
  await settleMatured(db, now, userId);
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    const investment = await ownInvestment(trx, userId, id);
    const next = requireNext(investmentNext(investment.status, { type: 'investment.terminate' }, { planId: investment.plan as PlanId, cycle: investment.cycle }), 'Only an active investment can be ended early.');
    const outcome = await terminationOutcome(trx, investment, now);
    if (outcome.payoutCents !== expectedPayout) throw new InvestorError(409, `The outcome has changed: the payout is now ${formatCents(outcome.payoutCents)}. Review it again.`);
    await finishInvestment(trx, userId, id, investment.status, { status: next, ended_at: now, payout_cents: outcome.payoutCents, fee_cents: outcome.feeCents, earnings_cents: 0 });
    const plan = planOf(investment.plan);
    await ledger(trx, { userId, type: 'principal', status: 'completed', amount: outcome.payoutCents, delta: outcome.payoutCents,
      description: `${plan.name} ended early: ${formatCents(outcome.forfeitedCents)} profit forfeited, fee ${formatCents(outcome.feeCents)}`, reference: id, at: now });
  });
}

/** The investor's decision on a credited investment: reinvest, upgrade or end. */
export async function decide(db: InvestorDb, userId: string, id: string, decision: { kind: 'reinvest' } | { kind: 'upgrade'; plan: string; amountCents: number } | { kind: 'end' }, now: number) {
  await settleMatured(db, now, userId);
  return db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    const investment = await ownInvestment(trx, userId, id);
    const context = { planId: investment.plan as PlanId, cycle: investment.cycle };
    if (decision.kind === 'end') {
      const next = requireNext(investmentNext(investment.status, { type: 'investment.end' }, context), 'Only a matured investment can be ended.');
      await finishInvestment(trx, userId, id, investment.status, { status: next, ended_at: now });
      return null;
    }
    const event = decision.kind === 'reinvest' ? { type: 'investment.reinvest' as const } : { type: 'investment.upgrade' as const, planId: decision.plan as PlanId };
    const next = investmentNext(investment.status, event, context);
    if (next === null) {
      if (investment.status !== 'credited') throw new InvestorError(409, 'Only a matured investment can be reinvested or upgraded.');
      throw new InvestorError(409, decision.kind === 'reinvest'
        ? REINVESTMENT_LIMIT_MESSAGE
        : 'Choose a higher plan.');
    }
    const plan = decision.kind === 'reinvest' ? planOf(investment.plan) : planById(decision.plan)!;
    const amount = decision.kind === 'reinvest' ? investment.principal_cents : decision.amountCents;
    const problem = amountProblem(amount, plan);
    if (problem) throw new InvestorError(400, problem, 'amount_cents');
    if (amount > (await availableCents(trx, userId))) throw new InvestorError(400, 'The amount is more than your available balance.', 'amount_cents');
    await finishInvestment(trx, userId, id, investment.status, { status: next, ended_at: now });
    const newIdValue = newId();
    await trx.insertInto('investments').values({
      id: newIdValue, user_id: userId, deposit_id: null, previous_id: id, plan: plan.id, sector: investment.sector, principal_cents: amount,
      daily_return_bps: plan.dailyReturnBps, duration_days: plan.durationDays, started_at: now, matures_at: maturesAt({ principalCents: amount, dailyReturnBps: plan.dailyReturnBps, durationDays: plan.durationDays, startedAt: now }),
      status: 'active', cycle: decision.kind === 'reinvest' ? investment.cycle + 1 : 0, earnings_cents: null, payout_cents: null, fee_cents: null,
      credited_at: null, ended_at: null, created_at: now,
    }).execute();
    await ledger(trx, { userId, type: 'reinvestment', status: 'completed', amount, delta: -amount,
      description: decision.kind === 'reinvest' ? `Reinvested into ${plan.name} (cycle ${investment.cycle + 1})` : `Upgraded to ${plan.name}`, reference: newIdValue, at: now });
    return newIdValue;
  });
}

export function accruedNow(investment: InvestmentsTable, now: number): number {
  return investment.status === 'active' ? accruedCents(termsOf(investment), now) : 0;
}

// ---- Withdrawals ----

export async function requestWithdrawal(db: InvestorDb, userId: string, amount: number, method: string, destination: object, label: string, now: number) {
  await settleMatured(db, now, userId);
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    if (amount > (await availableCents(trx, userId))) throw new InvestorError(400, 'The amount is more than your available balance.', 'amount_cents');
    await trx.insertInto('withdrawals').values({ id, user_id: userId, amount_cents: amount, method, destination: JSON.stringify(destination), destination_label: label, status: 'pending', created_at: now, decided_at: null, reference: null }).execute();
    await ledger(trx, { userId, type: 'withdrawal', status: 'pending', amount, delta: -amount, description: `Withdrawal to ${label}`, reference: id, at: now });
  });
  return id;
}

export async function decideWithdrawal(db: InvestorDb, id: string, decision: 'pay' | 'reject', now: number, actor: string, note: string) {
  await db.transaction().execute(async (trx) => {
    const withdrawal = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
    if (!withdrawal) throw new InvestorError(404, `No withdrawal ${id}.`);
    const next = requireNext(withdrawalNext(withdrawal.status, { type: decision === 'pay' ? 'withdrawal.pay' : 'withdrawal.reject' }), `Withdrawal ${id} is ${withdrawal.status}.`);
    const updated = await trx.updateTable('withdrawals').set({ status: next, decided_at: now, reference: note || null }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new InvestorError(409, `Withdrawal ${id} changed meanwhile.`);
    await setLedgerStatus(trx, 'withdrawal', id, decision === 'pay' ? 'completed' : 'rejected');
    await audit(trx, now, actor, `withdrawal.${decision}`, 'withdrawal', id, { amount_cents: withdrawal.amount_cents, note });
  });
}
