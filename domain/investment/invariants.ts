/**
 * The books' invariants: pure checks over the rows of ./books.ts, each returning its breaches
 * (none when it holds). The reconciliation (server/investor/reconcile.ts) runs them all on one
 * snapshot, for `npm run operator -- reconcile` and the server's schedule; docs/server.md ("The
 * books") lists them with their reasons.
 */
import type { PlanId } from '../constants';
import { investorsOf, moneyByInvestor, moneyHeld, moneyIn, totalMoney, type Books, type InvestmentRow, type MoneyPosition } from './books';
import { balanceEffect } from './ledger';

export type InvariantName =
  | 'balance-equals-ledger'
  | 'available-not-negative'
  | 'investment-lifecycle'
  | 'money-conserved'
  | 'deposit-confirmed-once'
  | 'maturity-credited-once';

export interface Breach {
  invariant: InvariantName;
  /** The investor whose books break it; absent for the platform's totals. */
  userId?: string;
  /** The record concerned ("investment <id>", "deposit <id>"); absent for an investor's balances. */
  subject?: string;
  /** What was compared ("available balance", "status", "investments made from it"). */
  measure: string;
  /** Cents for money, a count of records, or a lifecycle status. */
  unit: 'cents' | 'count' | 'status';
  expected: number | string;
  actual: number | string;
  /** actual − expected, in the unit; null for a status. */
  difference: number | null;
}

type Compared = Pick<Breach, 'invariant' | 'userId' | 'subject' | 'measure' | 'unit'>;

/** No breach when the numbers agree, else one that says by how much. */
function compare(what: Compared, expected: number, actual: number): Breach[] {
  return expected === actual ? [] : [{ ...what, expected, actual, difference: actual - expected }];
}

/** How many rows share each key. */
function countBy<T>(rows: readonly T[], key: (row: T) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = key(row);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

const ledgerKey = (type: string, referenceId: string) => `${type} ${referenceId}`;

/**
 * The running balances on the account row are what the investor sees and spends: they must be
 * the sums over the ledger (`balanceEffect`), or the balance holds money no transaction explains.
 */
export function balancesEqualLedger(books: Books): Breach[] {
  const sums = new Map<string, { available: number; earned: number }>();
  for (const row of books.ledger) {
    const effect = balanceEffect(row);
    const sum = sums.get(row.user_id) ?? { available: 0, earned: 0 };
    sums.set(row.user_id, { available: sum.available + effect.available, earned: sum.earned + effect.earned });
  }
  const accounts = new Map(books.accounts.map((account) => [account.user_id, account]));
  return investorsOf(books).flatMap((userId) => {
    const sum = sums.get(userId) ?? { available: 0, earned: 0 };
    const account = accounts.get(userId);
    const what = { invariant: 'balance-equals-ledger', userId, unit: 'cents' } as const;
    return [
      ...compare({ ...what, measure: 'available balance' }, sum.available, account?.available_cents ?? 0),
      ...compare({ ...what, measure: 'total earned' }, sum.earned, account?.earned_cents ?? 0),
    ];
  });
}

/**
 * Nobody spends money they do not have: every withdrawal, reinvestment and upgrade is checked
 * against the available balance, so a balance below zero means a check was bypassed.
 */
export function availableNotNegative(books: Books): Breach[] {
  return books.accounts.filter((account) => account.available_cents < 0).map((account) => ({
    invariant: 'available-not-negative', userId: account.user_id, measure: 'available balance below zero', unit: 'cents',
    expected: 0, actual: account.available_cents, difference: account.available_cents,
  }));
}

/** The events of the investment lifecycle statechart (machines/investment/investmentLifecycle.machine.ts). */
export type InvestmentMove =
  | { type: 'investment.mature' }
  | { type: 'investment.credit' }
  | { type: 'investment.terminate' }
  | { type: 'investment.reinvest' }
  | { type: 'investment.upgrade'; planId: PlanId }
  | { type: 'investment.end' };

/**
 * The statechart, handed in by the caller: domain/ knows no machine (the server passes
 * machines/investment/lifecycle.ts's `investmentNext`, the function every status change goes through).
 */
export interface InvestmentLifecycle {
  /** Where every investment starts. */
  initial: string;
  /** The status after `move`, or null when the statechart refuses it (its guards included). */
  next(status: string, move: InvestmentMove, context: { planId: PlanId; cycle: number }): string | null;
  /** The statuses an investment never leaves. */
  finals: readonly string[];
}

/**
 * The moves an investment's fields say it made, in order from its start. No status history is
 * stored, but each move leaves a mark: crediting sets `credited_at` (after maturing), ending early
 * sets `fee_cents`, reinvesting and upgrading start a successor (`previous_id`; the same plan for a
 * reinvestment, a higher one for an upgrade), and ending sets `ended_at`.
 */
export function impliedMoves(investment: InvestmentRow, successor: InvestmentRow | undefined): InvestmentMove[] {
  const moves: InvestmentMove[] = [];
  if (investment.credited_at !== null) moves.push({ type: 'investment.mature' }, { type: 'investment.credit' });
  if (investment.fee_cents !== null) moves.push({ type: 'investment.terminate' });
  if (successor) moves.push(successor.plan === investment.plan ? { type: 'investment.reinvest' } : { type: 'investment.upgrade', planId: successor.plan as PlanId });
  else if (investment.ended_at !== null && investment.fee_cents === null) moves.push({ type: 'investment.end' });
  return moves;
}

/**
 * Every investment got where it is along the lifecycle statechart: its implied moves, replayed from
 * the start through the statechart, are each allowed (a fourth BaseLayer reinvestment, an upgrade
 * to a lower plan, a credit after ending early are not) and end in its stored status, with an end
 * time exactly when that status is final; it is continued at most once, and its successor's cycle
 * is the next one (a reinvestment) or 0 (an upgrade), since the reinvestment limit counts on it.
 */
export function investmentsFollowLifecycle(books: Books, lifecycle: InvestmentLifecycle): Breach[] {
  const successors = new Map<string, InvestmentRow[]>();
  for (const investment of books.investments) {
    if (investment.previous_id !== null) successors.set(investment.previous_id, [...(successors.get(investment.previous_id) ?? []), investment]);
  }
  return books.investments.flatMap((investment) => {
    const what = { invariant: 'investment-lifecycle', userId: investment.user_id, subject: `investment ${investment.id}` } as const;
    const next = successors.get(investment.id) ?? [];
    const breaches = compare({ ...what, measure: 'investments that continue it', unit: 'count' }, Math.min(next.length, 1), next.length);
    const context = { planId: investment.plan as PlanId, cycle: investment.cycle };
    let status = lifecycle.initial;
    for (const move of impliedMoves(investment, next[0])) {
      const after = lifecycle.next(status, move, context);
      if (after === null) {
        return [...breaches, { ...what, measure: 'status history', unit: 'status', expected: 'a move the lifecycle allows', actual: `${move.type} from ${status} (cycle ${investment.cycle})`, difference: null }];
      }
      status = after;
    }
    if (status !== investment.status) breaches.push({ ...what, measure: 'status', unit: 'status', expected: status, actual: investment.status, difference: null });
    const ends = lifecycle.finals.includes(status);
    if (ends !== (investment.ended_at !== null)) {
      breaches.push({ ...what, measure: 'end time', unit: 'status', expected: ends ? 'set' : 'none', actual: investment.ended_at === null ? 'none' : 'set', difference: null });
    }
    const successor = next[0];
    if (successor) {
      const cycle = successor.plan === investment.plan ? investment.cycle + 1 : 0;
      breaches.push(...compare({ ...what, subject: `investment ${successor.id}`, measure: 'cycle', unit: 'count' }, cycle, successor.cycle));
    }
    return breaches;
  });
}

/**
 * Money is neither made nor lost: what came in for each investor (deposits confirmed, earnings
 * credited, referral bonuses) is where it is now (available, invested, withdrawals pending and
 * paid, fees kept), to the cent; and so for everyone together (`userId` absent).
 */
export function moneyConserved(books: Books): Breach[] {
  const positions = moneyByInvestor(books);
  const what = { invariant: 'money-conserved', measure: 'money held vs money received', unit: 'cents' } as const;
  const total = totalMoney(positions.values());
  return [
    ...[...positions].flatMap(([userId, money]) => compare({ ...what, userId }, moneyIn(money), moneyHeld(money))),
    ...compare(what, moneyIn(total), moneyHeld(total)),
  ];
}

/**
 * A payment is invested once: a deposit confirmed twice would start two investments (and pay two
 * referral bonuses) for one payment, and one not confirmed starts none and credits nothing.
 */
export function depositsConfirmedOnce(books: Books): Breach[] {
  const investments = countBy(books.investments, (investment) => investment.deposit_id);
  const ledger = countBy(books.ledger, (row) => (row.type === 'deposit' && row.status === 'completed') || row.type === 'referral_bonus' ? ledgerKey(row.type, row.reference_id) : null);
  return books.deposits.flatMap((deposit) => {
    const what = { invariant: 'deposit-confirmed-once', userId: deposit.user_id, subject: `deposit ${deposit.id}`, unit: 'count' } as const;
    const confirmed = deposit.status === 'confirmed' ? 1 : 0;
    const bonuses = ledger.get(ledgerKey('referral_bonus', deposit.id)) ?? 0;
    return [
      ...compare({ ...what, measure: 'investments made from it' }, confirmed, investments.get(deposit.id) ?? 0),
      ...compare({ ...what, measure: 'completed deposit rows' }, confirmed, ledger.get(ledgerKey('deposit', deposit.id)) ?? 0),
      // A deposit of an investor nobody referred pays no bonus: at most one, and none unconfirmed.
      ...compare({ ...what, measure: 'referral bonuses paid for it' }, Math.min(bonuses, confirmed), bonuses),
    ];
  });
}

/**
 * A matured investment pays its earnings and principal once: a second credit is money from
 * nowhere, a missing one money withheld. An early end returns the principal (less the fee) once
 * and credits no earnings.
 */
export function maturitiesCreditedOnce(books: Books): Breach[] {
  const ledger = countBy(books.ledger, (row) => (row.type === 'earning' || row.type === 'principal' ? ledgerKey(row.type, row.reference_id) : null));
  return books.investments.flatMap((investment) => {
    const what = { invariant: 'maturity-credited-once', userId: investment.user_id, subject: `investment ${investment.id}`, unit: 'count' } as const;
    const credited = investment.credited_at !== null ? 1 : 0;
    const returned = credited || investment.fee_cents !== null ? 1 : 0;
    return [
      ...compare({ ...what, measure: 'earnings credited' }, credited, ledger.get(ledgerKey('earning', investment.id)) ?? 0),
      ...compare({ ...what, measure: 'principal returned' }, returned, ledger.get(ledgerKey('principal', investment.id)) ?? 0),
    ];
  });
}

export interface Reconciliation {
  investors: number;
  ledgerRows: number;
  /** Everyone's money, both sides of the equation. */
  totals: MoneyPosition;
  /** Every invariant's breaches; none when the books balance. */
  breaches: Breach[];
}

/** Every invariant, checked on one snapshot of the books. */
export function reconcileBooks(books: Books, lifecycle: InvestmentLifecycle): Reconciliation {
  return {
    investors: investorsOf(books).length,
    ledgerRows: books.ledger.length,
    totals: totalMoney(moneyByInvestor(books).values()),
    breaches: [
      ...balancesEqualLedger(books),
      ...availableNotNegative(books),
      ...investmentsFollowLifecycle(books, lifecycle),
      ...moneyConserved(books),
      ...depositsConfirmedOnce(books),
      ...maturitiesCreditedOnce(books),
    ],
  };
}
