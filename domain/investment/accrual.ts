/**
 * Accrual and maturity of an investment, as pure functions of the principal, the plan terms and
 * the time. The server computes balances with these; the screens show the same numbers.
 */
import { DAY_MS } from '../constants';
import { applyBps } from './money';

export interface InvestmentTerms {
  principalCents: number;
  dailyReturnBps: number;
  durationDays: number;
  /** Epoch milliseconds when the investment became active. */
  startedAt: number;
}

export function maturesAt(terms: InvestmentTerms): number {
  return terms.startedAt + terms.durationDays * DAY_MS;
}

/** Full days since the start, never more than the duration (accrual stops at maturity). */
export function fullDaysElapsed(terms: InvestmentTerms, now: number): number {
  const days = Math.floor((now - terms.startedAt) / DAY_MS);
  return Math.min(terms.durationDays, Math.max(0, days));
}

/** The daily return in cents: the plan's rate on the principal, rounded down. */
export function dailyReturnCents(terms: InvestmentTerms): number {
  return applyBps(terms.principalCents, terms.dailyReturnBps);
}

/** Profit accrued for the full days elapsed. */
export function accruedCents(terms: InvestmentTerms, now: number): number {
  return dailyReturnCents(terms) * fullDaysElapsed(terms, now);
}

/** Profit credited at maturity: the daily return for every day of the duration. */
export function earningsAtMaturityCents(terms: InvestmentTerms): number {
  return dailyReturnCents(terms) * terms.durationDays;
}

export function hasMatured(terms: InvestmentTerms, now: number): boolean {
  return now >= maturesAt(terms);
}

/** Progress to maturity, 0 to 1. */
export function progressToMaturity(terms: InvestmentTerms, now: number): number {
  const total = terms.durationDays * DAY_MS;
  return Math.min(1, Math.max(0, (now - terms.startedAt) / total));
}

export interface EarlyTerminationOutcome {
  principalCents: number;
  /** Accrued profit the investor gives up. */
  forfeitedCents: number;
  feeCents: number;
  /** What reaches the available balance: principal less the fee. */
  payoutCents: number;
}

/** Ending an active investment early: the accrued profit is forfeited and the fee applies. */
export function earlyTerminationOutcome(terms: InvestmentTerms, now: number, feeBps: number): EarlyTerminationOutcome {
  const feeCents = applyBps(terms.principalCents, feeBps);
  return {
    principalCents: terms.principalCents,
    forfeitedCents: accruedCents(terms, now),
    feeCents,
    payoutCents: terms.principalCents - feeCents,
  };
}
