/**
 * The reference model of the books for the property tests (books.property.test.ts): plain
 * TypeScript, written from the product's rules (docs/server.md, "The books"; the plans' terms),
 * not from the server's code. For each money operation it predicts the answer (accepted, or
 * refused with which status) and, when accepted, moves the investors' money as the rules say.
 * It shares only the plans' numbers with the server, so a rule the server gets wrong shows up as a
 * difference instead of being copied.
 */
import { DAY_MS, PLANS, type PlanId } from '../../domain/constants';
import type { MoneyPosition } from '../../domain/investment/books';

/** The investors of a run, by index: Bob was referred by Alice, Carol by Bob. */
export const INVESTOR_NAMES = ['alice', 'bob', 'carol'] as const;
export const REFERRER: readonly (number | null)[] = [null, 0, 1];

/** The quote of a deposit holds for half an hour; the payment is reported within it or never. */
const PAYMENT_WINDOW_MS = 30 * 60_000;
const MIN_WITHDRAWAL_CENTS = 1_000;

export interface ModelDeposit { id: string; owner: number; plan: PlanId; amount: number; status: 'awaitingPayment' | 'pending' | 'confirmed' | 'rejected'; expiresAt: number }
export interface ModelInvestment {
  id: string; owner: number; plan: PlanId; principal: number; cycle: number; maturesAt: number; fee: number | null; earnings: number | null;
  status: 'active' | 'credited' | 'reinvested' | 'upgraded' | 'ended' | 'endedEarly';
}
export interface ModelWithdrawal { id: string; owner: number; amount: number; status: 'pending' | 'paid' | 'rejected' }
/** What the ledger moved for an investor: the running balances and the bonuses received. */
export interface ModelPurse { available: number; earned: number; bonuses: number }

export interface BooksModel {
  now: number;
  feeBps: number;
  purses: ModelPurse[];
  deposits: ModelDeposit[];
  investments: ModelInvestment[];
  withdrawals: ModelWithdrawal[];
}

export function emptyModel(now: number, feeBps: number): BooksModel {
  return { now, feeBps, purses: INVESTOR_NAMES.map(() => ({ available: 0, earned: 0, bonuses: 0 })), deposits: [], investments: [], withdrawals: [] };
}

const planOf = (id: PlanId) => PLANS.find((plan) => plan.id === id)!;
const tierOf = (id: PlanId) => PLANS.findIndex((plan) => plan.id === id);
/** A share in basis points, rounded down: the platform never pays a fraction of a cent more. */
const share = (cents: number, bps: number) => Math.floor((cents * bps) / 10_000);
/** The referrer's bonus on a confirmed deposit: the plan's share of it. */
export const referralBonus = (plan: PlanId, amount: number) => share(amount, planOf(plan).refBonusBps);
/** The fee an early end keeps: the operator's share of the principal. */
export const earlyFee = (feeBps: number, principal: number) => share(principal, feeBps);
const inPlanRange = (plan: PlanId, cents: number) => cents >= planOf(plan).minDeposit * 100 && cents <= planOf(plan).maxDeposit * 100;

/** An accepted operation (2xx), or a refusal with the status the API or the operator's command gives. */
export type Outcome = { accepted: true } | { accepted: false; status: 400 | 404 | 409 };
const ACCEPTED: Outcome = { accepted: true };
const refused = (status: 400 | 404 | 409): Outcome => ({ accepted: false, status });

export const depositOutcome = (plan: PlanId, amount: number): Outcome => (inPlanRange(plan, amount) ? ACCEPTED : refused(400));

export function createDeposit(model: BooksModel, owner: number, plan: PlanId, amount: number, id: string): void {
  model.deposits.push({ id, owner, plan, amount, status: 'awaitingPayment', expiresAt: model.now + PAYMENT_WINDOW_MS });
}

/** The investor reports the payment of an open quote (their own, not expired). */
export function reportPaymentOutcome(model: BooksModel, who: number, deposit: ModelDeposit): Outcome {
  if (deposit.owner !== who) return refused(404);
  return deposit.status === 'awaitingPayment' && model.now < deposit.expiresAt ? ACCEPTED : refused(409);
}

export function reportPayment(deposit: ModelDeposit): void {
  deposit.status = 'pending';
}

/** The operator decides a deposit not yet decided (a late payment of an expired quote included). */
export const depositDecisionOutcome = (deposit: ModelDeposit): Outcome =>
  (deposit.status === 'awaitingPayment' || deposit.status === 'pending' ? ACCEPTED : refused(409));

/** Confirmed: the whole amount becomes an active investment's principal; the referrer gets the plan's bonus. */
export function confirmDeposit(model: BooksModel, deposit: ModelDeposit, investmentId: string): void {
  deposit.status = 'confirmed';
  const plan = planOf(deposit.plan);
  model.investments.push({
    id: investmentId, owner: deposit.owner, plan: deposit.plan, principal: deposit.amount, cycle: 0,
    maturesAt: model.now + plan.durationDays * DAY_MS, fee: null, earnings: null, status: 'active',
  });
  const referrer = REFERRER[deposit.owner];
  if (referrer === null || referrer === undefined) return;
  const bonus = referralBonus(deposit.plan, deposit.amount);
  const purse = model.purses[referrer]!;
  purse.available += bonus;
  purse.earned += bonus;
  purse.bonuses += bonus;
}

export function rejectDeposit(deposit: ModelDeposit): void {
  deposit.status = 'rejected';
}

/** Time passes; every investment due is credited: its earnings for every day of the term, and its principal. */
export function advance(model: BooksModel, days: number): void {
  model.now += days * DAY_MS;
  for (const investment of model.investments) {
    if (investment.status !== 'active' || investment.maturesAt > model.now) continue;
    const plan = planOf(investment.plan);
    const earnings = share(investment.principal, plan.dailyReturnBps) * plan.durationDays;
    investment.status = 'credited';
    investment.earnings = earnings;
    const purse = model.purses[investment.owner]!;
    purse.available += earnings + investment.principal;
    purse.earned += earnings;
  }
}

/** The principal less the fee, what ending early pays out. */
export const earlyPayout = (model: Readonly<BooksModel>, investment: ModelInvestment) => investment.principal - earlyFee(model.feeBps, investment.principal);

/** Ending early: only the owner, only an active investment, and only at the payout they were shown. */
export function terminateOutcome(model: BooksModel, who: number, investment: ModelInvestment, expectedPayout: number): Outcome {
  if (investment.owner !== who) return refused(404);
  if (investment.status !== 'active') return refused(409);
  return expectedPayout === earlyPayout(model, investment) ? ACCEPTED : refused(409);
}

export function terminate(model: BooksModel, investment: ModelInvestment): void {
  investment.fee = earlyFee(model.feeBps, investment.principal);
  investment.status = 'endedEarly';
  model.purses[investment.owner]!.available += investment.principal - investment.fee;
}

/**
 * Reinvesting (same plan, same principal, BaseLayer at most three cycles) or upgrading (a higher
 * plan, an amount in its range): only a credited investment of the owner's, paid from the
 * available balance.
 */
export function decisionOutcome(model: BooksModel, who: number, investment: ModelInvestment, move: { kind: 'reinvest' } | { kind: 'upgrade'; plan: PlanId; amount: number }): Outcome {
  if (investment.owner !== who) return refused(404);
  if (investment.status !== 'credited') return refused(409);
  const cyclesLeft = (planOf(investment.plan).maxReinvestmentCycles ?? Infinity) > investment.cycle;
  if (move.kind === 'reinvest' ? !cyclesLeft : tierOf(move.plan) <= tierOf(investment.plan)) return refused(409);
  const [plan, amount] = move.kind === 'reinvest' ? [investment.plan, investment.principal] : [move.plan, move.amount];
  if (!inPlanRange(plan, amount)) return refused(400);
  return amount > model.purses[who]!.available ? refused(400) : ACCEPTED;
}

export function reinvestOrUpgrade(model: BooksModel, investment: ModelInvestment, successor: { id: string; plan: PlanId; amount: number }): void {
  const reinvest = successor.plan === investment.plan;
  investment.status = reinvest ? 'reinvested' : 'upgraded';
  model.purses[investment.owner]!.available -= successor.amount;
  model.investments.push({
    id: successor.id, owner: investment.owner, plan: successor.plan, principal: successor.amount, cycle: reinvest ? investment.cycle + 1 : 0,
    maturesAt: model.now + planOf(successor.plan).durationDays * DAY_MS, fee: null, earnings: null, status: 'active',
  });
}

export function endOutcome(who: number, investment: ModelInvestment): Outcome {
  if (investment.owner !== who) return refused(404);
  return investment.status === 'credited' ? ACCEPTED : refused(409);
}

export function end(investment: ModelInvestment): void {
  investment.status = 'ended';
}

/** A withdrawal of at least $10 and at most the available balance. */
export const withdrawalOutcome = (model: BooksModel, who: number, amount: number): Outcome =>
  (amount < MIN_WITHDRAWAL_CENTS || amount > model.purses[who]!.available ? refused(400) : ACCEPTED);

/** Requested: the amount leaves the available balance at once, held until the operator decides. */
export function requestWithdrawal(model: BooksModel, who: number, amount: number, id: string): void {
  model.purses[who]!.available -= amount;
  model.withdrawals.push({ id, owner: who, amount, status: 'pending' });
}

export const withdrawalDecisionOutcome = (withdrawal: ModelWithdrawal): Outcome => (withdrawal.status === 'pending' ? ACCEPTED : refused(409));

/** Paid, the money is gone; rejected, it is back in the available balance. */
export function decideWithdrawal(model: BooksModel, withdrawal: ModelWithdrawal, decision: 'pay' | 'reject'): void {
  withdrawal.status = decision === 'pay' ? 'paid' : 'rejected';
  if (decision === 'reject') model.purses[withdrawal.owner]!.available += withdrawal.amount;
}

/** Where one investor's money came from and where it is, as the model keeps it. */
export function positionOf(model: BooksModel, who: number): MoneyPosition {
  const own = <T extends { owner: number }>(rows: T[]) => rows.filter((row) => row.owner === who);
  const sum = <T>(rows: T[], amount: (row: T) => number) => rows.reduce((total, row) => total + amount(row), 0);
  const investments = own(model.investments);
  const withdrawals = own(model.withdrawals);
  return {
    depositsConfirmed: sum(own(model.deposits).filter((deposit) => deposit.status === 'confirmed'), (deposit) => deposit.amount),
    earningsCredited: sum(investments, (investment) => investment.earnings ?? 0),
    referralBonuses: model.purses[who]!.bonuses,
    available: model.purses[who]!.available,
    investedPrincipal: sum(investments.filter((investment) => investment.status === 'active'), (investment) => investment.principal),
    pendingWithdrawals: sum(withdrawals.filter((withdrawal) => withdrawal.status === 'pending'), (withdrawal) => withdrawal.amount),
    paidWithdrawals: sum(withdrawals.filter((withdrawal) => withdrawal.status === 'paid'), (withdrawal) => withdrawal.amount),
    feesKept: sum(investments, (investment) => investment.fee ?? 0),
  };
}
