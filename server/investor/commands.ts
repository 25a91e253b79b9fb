/**
 * The investor's commands, one function per operation: deposits, their quotes and payments, the
 * decisions on investments and withdrawal requests. Every status change is checked against the
 * lifecycle statecharts (machines/investment) and made with a guarded UPDATE (`WHERE status =
 * <from>`), so it happens once even when two processes race. Money is integer cents.
 */
import { alertAmount, type Notify } from './notify';
import { INVESTOR_TIMERS, type CheckoutSlug, type PlanId } from '../../domain/constants';
import { earlyTerminationOutcome, maturesAt } from '../../domain/investment/accrual';
import { depositNext, investmentNext } from '../../machines/investment/lifecycle';
import { COIN_DECIMALS, coinAmountFor, formatCents } from '../../domain/investment/money';
import { amountProblem, checkoutBySlug, depositProblems, normaliseIban, normaliseSortCode, planById, usesUkAccount, withdrawalProblems } from '../../domain/investment/validation';
import type { WithdrawalRequest } from '../../contract/investor';
import { cleanText } from '../http/validation';
import { cleanShown } from '../mail/clean';
import { REINVESTMENT_LIMIT_MESSAGE } from '../../domain/investment/messages';
import { InvestorError, requireNext } from './errors';
import { addLedgerRow, availableCents, finishInvestment, lockAccount, newId } from './ledger';
import { settleMatured } from './maturity';
import type { QuoteSource } from './rates';
import type { Executor, InvestmentsTable, InvestorDb } from './schema';
import { earlyTerminationFeeBps, receivingAddress } from './settings';
import { planOf, termsOf } from './terms';
import { mask } from './views';

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
    await addLedgerRow(trx, { userId, type: 'deposit', status: 'pending', amount: deposit.amount_cents, delta: 0, description: `Deposit ${deposit.currency} (${deposit.network}) · ${planOf(deposit.plan).name}`, reference: id, at: now });
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
    await addLedgerRow(trx, { userId, type: 'principal', status: 'completed', amount: outcome.payoutCents, delta: outcome.payoutCents,
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
    await addLedgerRow(trx, { userId, type: 'reinvestment', status: 'completed', amount, delta: -amount,
      description: decision.kind === 'reinvest' ? `Reinvested into ${plan.name} (cycle ${investment.cycle + 1})` : `Upgraded to ${plan.name}`, reference: newIdValue, at: now });
    return newIdValue;
  });
}

// ---- Withdrawals ----

export async function requestWithdrawal(db: InvestorDb, userId: string, amount: number, method: string, destination: object, label: string, now: number, notify: Notify) {
  await settleMatured(db, now, userId);
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    if (amount > (await availableCents(trx, userId))) throw new InvestorError(400, 'The amount is more than your available balance.', 'amount_cents');
    await trx.insertInto('withdrawals').values({ id, user_id: userId, amount_cents: amount, method, destination: JSON.stringify(destination), destination_label: label, status: 'pending', created_at: now, decided_at: null, reference: null }).execute();
    await addLedgerRow(trx, { userId, type: 'withdrawal', status: 'pending', amount, delta: -amount, description: `Withdrawal to ${label}`, reference: id, at: now });
    await notify(trx, userId, { kind: 'withdrawal-requested', amount: alertAmount(amount), destination: label }, now);
  });
  return id;
}

/** The request's field names on the wire, for the rules' own names. */
const WITHDRAWAL_WIRE_FIELDS: Record<string, string> = { amount: 'amount_cents', accountHolder: 'account_holder', sortCode: 'sort_code', accountNumber: 'account_number' };

/**
 * A withdrawal as the investor asked for it: checked by the same rules as the form, its
 * destination stored and labelled (masked) for the ledger and the operator. `onNewDestination`
 * runs (and may refuse by throwing) when the investor has never withdrawn there before.
 */
export async function requestWithdrawalFrom(db: InvestorDb, userId: string, request: WithdrawalRequest, now: number, notify: Notify, onNewDestination: () => void = () => {}) {
  const destination = request.method === 'crypto'
    ? { method: 'crypto' as const, checkout: request.checkout ?? '', address: (request.address ?? '').trim() }
    : { method: 'bank' as const, accountHolder: request.account_holder ?? '', sortCode: request.sort_code ?? '', accountNumber: request.account_number ?? '', iban: request.iban ?? '' };
  const problems = withdrawalProblems({ amountCents: request.amount_cents, destination }, await availableCents(db, userId));
  const [field, message] = Object.entries(problems)[0] ?? [];
  if (field && message) throw new InvestorError(400, message, WITHDRAWAL_WIRE_FIELDS[field] ?? field);
  let label: string;
  let stored: object;
  if (destination.method === 'crypto') {
    const checkout = checkoutBySlug(destination.checkout)!;
    label = `${checkout.currency} on ${checkout.network} · ${mask(destination.address)}`;
    stored = { checkout: destination.checkout, address: destination.address };
  } else {
    const holder = cleanText(destination.accountHolder, 'account_holder');
    const iban = normaliseIban(destination.iban);
    const sortCode = normaliseSortCode(destination.sortCode);
    const uk = usesUkAccount(destination);
    // The label is quoted in alerts, the ledger and the investor's screens: the name as the cleaner
    // shows it. The payout itself reads the name as typed, from `stored`.
    const shownHolder = cleanShown(holder);
    label = uk ? `Bank · ${shownHolder} · ${sortCode} ${mask(destination.accountNumber.trim())}` : `Bank · ${shownHolder} · ${mask(iban)}`;
    stored = uk ? { holder, sortCode, accountNumber: destination.accountNumber.trim() } : { holder, iban };
  }
  // A destination never used before (or only by rejected withdrawals) is the caller's to approve.
  const usedBefore = await db.selectFrom('withdrawals').select('id').where('user_id', '=', userId).where('method', '=', request.method)
    .where('destination', '=', JSON.stringify(stored)).where('status', '!=', 'rejected').limit(1).executeTakeFirst();
  if (!usedBefore) onNewDestination();
  return requestWithdrawal(db, userId, request.amount_cents, request.method, stored, label, now, notify);
}

// ---- Profile ----

/** New first and last names (trimmed, no control characters). */
export async function updateProfile(db: InvestorDb, userId: string, names: { first_name: string; last_name: string }) {
  const first = cleanText(names.first_name, 'first_name');
  const last = cleanText(names.last_name, 'last_name');
  await db.updateTable('users').set({ first_name: first, last_name: last }).where('id', '=', userId).execute();
}
