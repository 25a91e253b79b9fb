/** The investor's investments as the breakdown API sends them, for the breakdown screen's tests. */
import type { BreakdownWire, InvestmentOptionsWire, InvestmentWire } from '../../../contract/investor';

/** A BASELAYER investment of `principalCents` in agriculture, in its first of three cycles. */
export function investment(id: string, status: InvestmentWire['status'], principalCents: number): InvestmentWire {
  return {
    id, plan: 'baselayer', sector: 'agriculture', principal_cents: principalCents, daily_return_bps: 100, daily_return_cents: principalCents / 100,
    duration_days: 7, started_at: '2026-11-01T00:00:00.000Z', matures_at: '2026-11-08T00:00:00.000Z', status, cycle: 0, max_cycles: 3,
    accrued_cents: 0, earnings_cents: 7_000, progress: status === 'active' ? 0.5 : 1, payout_cents: status === 'active' ? null : principalCents + 7_000,
  };
}

/** A breakdown with these running investments and no finished ones. */
export function runningOnly(running: InvestmentWire[]): BreakdownWire {
  return {
    running,
    history: { results: [], count: 0, page: 1, page_size: 10 },
    totals_by_plan: [{ plan: 'baselayer', principal_cents: running.reduce((sum, row) => sum + row.principal_cents, 0), accrued_cents: 0, count: running.length }],
    totals_by_sector: [],
  };
}

/** What the server offers for a matured, credited investment, with `availableCents` in the balance. */
export function creditedOptions(credited: InvestmentWire, availableCents: number): InvestmentOptionsWire {
  return {
    investment: credited, available_cents: availableCents, early_termination: null,
    reinvest: { allowed: true, amount_cents: credited.principal_cents, next_cycle: credited.cycle + 1, reason: null },
    upgrade_plans: ['ignite'], can_end: true,
  };
}
