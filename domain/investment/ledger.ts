/**
 * What a ledger row does to an investor's balances: the one rule the server keeps its running
 * balances by (server/investor/ledger.ts) and the reconciliation checks them against
 * (./invariants.ts).
 */

/** Ledger types that count towards "total earned". */
export const EARNED_TYPES: readonly string[] = ['earning', 'referral_bonus'];

export interface BalanceRow { type: string; status: string; amount_cents: number; delta_cents: number }

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
