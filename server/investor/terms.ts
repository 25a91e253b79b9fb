/** An investment's terms as the accrual rules read them, and the plan of a stored row. */
import { PLANS } from '../../domain/constants';
import { accruedCents, type InvestmentTerms } from '../../domain/investment/accrual';
import type { InvestmentsTable } from './schema';

/** The plan a stored row names (rows only ever name a plan of PLANS). */
export const planOf = (id: string) => PLANS.find((plan) => plan.id === id)!;

export function termsOf(row: Pick<InvestmentsTable, 'principal_cents' | 'daily_return_bps' | 'duration_days' | 'started_at'>): InvestmentTerms {
  return { principalCents: row.principal_cents, dailyReturnBps: row.daily_return_bps, durationDays: row.duration_days, startedAt: row.started_at };
}

/** What an investment has earned so far (nothing once it is no longer active). */
export function accruedNow(investment: InvestmentsTable, now: number): number {
  return investment.status === 'active' ? accruedCents(termsOf(investment), now) : 0;
}
