/**
 * The money operations of the books' property tests, as data: how fast-check generates them,
 * how a failing sequence prints them, which records they name once a run has made some, and what
 * the reference model (./books-model.ts) predicts and does for each.
 *
 * An operation names a record by its place among the records of that kind, in the order they
 * were made, modulo their number ("deposit#2" is the third, or the first of two); it needs at
 * least one. The operator's operations count every investor's records; an investor's count their
 * own ("own deposit#2"), or now and then another investor's ("another's deposit#0", which the API
 * answers with 404). So a sequence stays meaningful while fast-check shrinks it.
 */
import fc from 'fast-check';
import { PLANS, type PlanId } from '../../domain/constants';
import { formatCents } from '../../domain/investment/money';
import * as model from './books-model';
import { INVESTOR_NAMES, type BooksModel, type ModelDeposit, type ModelInvestment, type ModelWithdrawal, type Outcome } from './books-model';

/** An investor's record: the `index`th of their own, or of the other investors'. */
export interface Ref { index: number; foreign: boolean }

/** A withdrawal's amount: cents, or the whole available balance, or one cent more than it. */
export type WithdrawAmount = number | 'all' | 'all+1';

export type Op =
  | { kind: 'deposit'; who: number; plan: PlanId; amount: number }
  | { kind: 'reportPayment'; who: number; deposit: Ref }
  | { kind: 'confirmDeposit'; deposit: number }
  | { kind: 'rejectDeposit'; deposit: number }
  /** Days pass, then the maturity settlement runs (the scheduler's run). */
  | { kind: 'advance'; days: number }
  /** `stalePayout`: the investor confirms a payout a cent off the current one. */
  | { kind: 'terminate'; who: number; investment: Ref; stalePayout: boolean }
  | { kind: 'reinvest'; who: number; investment: Ref }
  | { kind: 'upgrade'; who: number; investment: Ref; plan: PlanId; amount: number }
  | { kind: 'end'; who: number; investment: Ref }
  | { kind: 'withdraw'; who: number; amount: WithdrawAmount }
  | { kind: 'payWithdrawal'; withdrawal: number }
  | { kind: 'rejectWithdrawal'; withdrawal: number };

const planRange = (id: PlanId) => {
  const plan = PLANS.find((candidate) => candidate.id === id)!;
  return { min: plan.minDeposit * 100, max: plan.maxDeposit * 100 };
};

const who = fc.integer({ min: 0, max: INVESTOR_NAMES.length - 1 });
const ref = fc.nat({ max: 5 });
/** Mostly the investor's own record: another's is refused the same way whatever the operation. */
const ownRef: fc.Arbitrary<Ref> = fc.record({ index: ref, foreign: fc.oneof({ weight: 6, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }) });
/**
 * A plan and an amount: mostly in the plan's range (near its bottom, or near its top so that a
 * matured BaseLayer can pay for an IGNITE upgrade), sometimes anything (mostly out of range).
 */
const planAndAmount = fc.constantFrom<PlanId>('baselayer', 'ignite', 'vertex').chain((plan) => {
  const { min, max } = planRange(plan);
  return fc.oneof(
    { weight: 2, arbitrary: fc.integer({ min, max: min + 40_000 }) },
    { weight: 2, arbitrary: fc.integer({ min: max - 40_000, max }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: max + 10_000 }) },
  ).map((amount) => ({ plan, amount }));
});
/** An upgrade: mostly to IGNITE at an amount a matured BaseLayer near its top can pay, else anything. */
const upgradeTo = fc.oneof(
  { weight: 3, arbitrary: fc.record({ plan: fc.constant<PlanId>('ignite'), amount: fc.integer({ min: planRange('ignite').min, max: planRange('ignite').min + 15_000 }) }) },
  { weight: 1, arbitrary: planAndAmount },
);
const withdrawAmount: fc.Arbitrary<WithdrawAmount> = fc.oneof(fc.constant<WithdrawAmount>('all'), fc.constant<WithdrawAmount>('all+1'), fc.integer({ min: 1, max: 300_000 }));

/**
 * Every operation, weighted so that runs of a few dozen reach every state: deposits are made,
 * paid and confirmed more often than anything else, since all the rest needs them.
 */
export const OP_ARBITRARIES: { weight: number; arbitrary: fc.Arbitrary<Op> }[] = [
  { weight: 4, arbitrary: fc.record({ who, pa: planAndAmount }).map(({ who, pa }): Op => ({ kind: 'deposit', who, ...pa })) },
  { weight: 2, arbitrary: fc.record({ who, deposit: ownRef }).map((op): Op => ({ kind: 'reportPayment', ...op })) },
  { weight: 4, arbitrary: ref.map((deposit): Op => ({ kind: 'confirmDeposit', deposit })) },
  { weight: 1, arbitrary: ref.map((deposit): Op => ({ kind: 'rejectDeposit', deposit })) },
  { weight: 3, arbitrary: fc.constantFrom(1, 7, 10, 15).map((days): Op => ({ kind: 'advance', days })) },
  { weight: 1, arbitrary: fc.record({ who, investment: ownRef, stalePayout: fc.boolean() }).map((op): Op => ({ kind: 'terminate', ...op })) },
  { weight: 3, arbitrary: fc.record({ who, investment: ownRef }).map((op): Op => ({ kind: 'reinvest', ...op })) },
  { weight: 2, arbitrary: fc.record({ who, investment: ownRef, pa: upgradeTo }).map(({ pa, ...op }): Op => ({ kind: 'upgrade', ...op, ...pa })) },
  { weight: 1, arbitrary: fc.record({ who, investment: ownRef }).map((op): Op => ({ kind: 'end', ...op })) },
  { weight: 3, arbitrary: fc.record({ who, amount: withdrawAmount }).map((op): Op => ({ kind: 'withdraw', ...op })) },
  { weight: 1, arbitrary: ref.map((withdrawal): Op => ({ kind: 'payWithdrawal', withdrawal })) },
  { weight: 1, arbitrary: ref.map((withdrawal): Op => ({ kind: 'rejectWithdrawal', withdrawal })) },
];

export const opArbitrary: fc.Arbitrary<Op> = fc.oneof(...OP_ARBITRARIES);

const amountText = (amount: WithdrawAmount) => (typeof amount === 'number' ? formatCents(amount) : amount === 'all' ? 'all available' : 'all available + 1¢');

/** One line a failing sequence is printed with, e.g. `upgrade(alice, investment#1, ignite, $2,500.00)`. */
export function describe(op: Op): string {
  const name = (index: number) => INVESTOR_NAMES[index]!;
  const their = (kind: string, ref: Ref) => `${ref.foreign ? "another's" : 'own'} ${kind}#${ref.index}`;
  switch (op.kind) {
    case 'deposit': return `deposit(${name(op.who)}, ${op.plan}, ${formatCents(op.amount)})`;
    case 'reportPayment': return `reportPayment(${name(op.who)}, ${their('deposit', op.deposit)})`;
    case 'confirmDeposit': return `confirmDeposit(deposit#${op.deposit})`;
    case 'rejectDeposit': return `rejectDeposit(deposit#${op.deposit})`;
    case 'advance': return `advance(${op.days} days)`;
    case 'terminate': return `terminate(${name(op.who)}, ${their('investment', op.investment)}${op.stalePayout ? ', payout 1¢ off' : ''})`;
    case 'reinvest': return `reinvest(${name(op.who)}, ${their('investment', op.investment)})`;
    case 'upgrade': return `upgrade(${name(op.who)}, ${their('investment', op.investment)}, ${op.plan}, ${formatCents(op.amount)})`;
    case 'end': return `end(${name(op.who)}, ${their('investment', op.investment)})`;
    case 'withdraw': return `withdraw(${name(op.who)}, ${amountText(op.amount)})`;
    case 'payWithdrawal': return `payWithdrawal(withdrawal#${op.withdrawal})`;
    case 'rejectWithdrawal': return `rejectWithdrawal(withdrawal#${op.withdrawal})`;
  }
}

/** An operation with the record it names (`target`) and the amounts it sends, as of one state of the books. */
export type Resolved =
  | Extract<Op, { kind: 'deposit' | 'advance' }>
  | (Extract<Op, { kind: 'reportPayment' | 'confirmDeposit' | 'rejectDeposit' }> & { target: ModelDeposit })
  | (Extract<Op, { kind: 'terminate' }> & { target: ModelInvestment; payout: number })
  | (Extract<Op, { kind: 'reinvest' | 'upgrade' | 'end' }> & { target: ModelInvestment })
  | (Extract<Op, { kind: 'withdraw' }> & { cents: number })
  | (Extract<Op, { kind: 'payWithdrawal' | 'rejectWithdrawal' }> & { target: ModelWithdrawal });

const pick = <T>(rows: readonly T[], index: number): T | undefined => (rows.length ? rows[index % rows.length] : undefined);
/** The investor's own records, or the other investors'. */
const theirs = <T extends { owner: number }>(rows: readonly T[], who: number, ref: Ref) => pick(rows.filter((row) => (row.owner === who) !== ref.foreign), ref.index);

/** The records `op` names in `state`; null when it names a kind of record the run has none of yet. */
export function resolve(state: Readonly<BooksModel>, op: Op): Resolved | null {
  switch (op.kind) {
    case 'deposit':
    case 'advance':
      return op;
    case 'reportPayment': {
      const target = theirs(state.deposits, op.who, op.deposit);
      return target ? { ...op, target } : null;
    }
    case 'confirmDeposit':
    case 'rejectDeposit': {
      const target = pick(state.deposits, op.deposit);
      return target ? { ...op, target } : null;
    }
    case 'terminate': {
      const target = theirs(state.investments, op.who, op.investment);
      return target ? { ...op, target, payout: model.earlyPayout(state, target) + (op.stalePayout ? 1 : 0) } : null;
    }
    case 'reinvest':
    case 'upgrade':
    case 'end': {
      const target = theirs(state.investments, op.who, op.investment);
      return target ? { ...op, target } : null;
    }
    case 'withdraw': {
      const available = state.purses[op.who]!.available;
      return { ...op, cents: op.amount === 'all' ? available : op.amount === 'all+1' ? available + 1 : op.amount };
    }
    case 'payWithdrawal':
    case 'rejectWithdrawal': {
      const target = pick(state.withdrawals, op.withdrawal);
      return target ? { ...op, target } : null;
    }
  }
}

/** What the model says the server answers to the resolved operation. */
export function predict(state: BooksModel, op: Resolved): Outcome {
  switch (op.kind) {
    case 'deposit': return model.depositOutcome(op.plan, op.amount);
    case 'advance': return { accepted: true };
    case 'reportPayment': return model.reportPaymentOutcome(state, op.who, op.target);
    case 'confirmDeposit':
    case 'rejectDeposit': return model.depositDecisionOutcome(op.target);
    case 'terminate': return model.terminateOutcome(state, op.who, op.target, op.payout);
    case 'reinvest': return model.decisionOutcome(state, op.who, op.target, { kind: 'reinvest' });
    case 'upgrade': return model.decisionOutcome(state, op.who, op.target, { kind: 'upgrade', plan: op.plan, amount: op.amount });
    case 'end': return model.endOutcome(op.who, op.target);
    case 'withdraw': return model.withdrawalOutcome(state, op.who, op.cents);
    case 'payWithdrawal':
    case 'rejectWithdrawal': return model.withdrawalDecisionOutcome(op.target);
  }
}

/** The accepted operation's effect on the model; `createdId` is the record the server made (deposit, investment, withdrawal). */
export function apply(state: BooksModel, op: Resolved, createdId: string | undefined): void {
  const created = () => {
    if (!createdId) throw new Error(`${describe(op)} was accepted without naming the record it made`);
    return createdId;
  };
  switch (op.kind) {
    case 'deposit': return model.createDeposit(state, op.who, op.plan, op.amount, created());
    case 'advance': return model.advance(state, op.days);
    case 'reportPayment': return model.reportPayment(op.target);
    case 'confirmDeposit': return model.confirmDeposit(state, op.target, created());
    case 'rejectDeposit': return model.rejectDeposit(op.target);
    case 'terminate': return model.terminate(state, op.target);
    case 'reinvest': return model.reinvestOrUpgrade(state, op.target, { id: created(), plan: op.target.plan, amount: op.target.principal });
    case 'upgrade': return model.reinvestOrUpgrade(state, op.target, { id: created(), plan: op.plan, amount: op.amount });
    case 'end': return model.end(op.target);
    case 'withdraw': return model.requestWithdrawal(state, op.who, op.cents, created());
    case 'payWithdrawal': return model.decideWithdrawal(state, op.target, 'pay');
    case 'rejectWithdrawal': return model.decideWithdrawal(state, op.target, 'reject');
  }
}
