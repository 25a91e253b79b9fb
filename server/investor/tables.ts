/** Tables of the investor area. Money is integer cents; times are epoch milliseconds. */

/**
 * One row per investor. `available_cents` and `earned_cents` are the running balances: always the
 * sums over the investor's ledger (see `balanceEffect` in domain/investment/ledger.ts), kept in the same transaction
 * as every ledger write, so the overview reads them instead of summing a long history; so is the
 * number of rows.
 */
export interface InvestorAccountsTable {
  user_id: string; acknowledged_at: number | null; lock_version: number; available_cents: number; earned_cents: number;
  /** How many ledger rows the investor has: the unfiltered history's count, without counting it. */
  transactions_count: number;
  /** How many of the investor's investments are finished (the breakdown's history), kept likewise. */
  finished_investments_count: number;
}

export interface DepositsTable {
  id: string; user_id: string; plan: string; sector: string; amount_cents: number; checkout: string; currency: string; network: string;
  rate_cents: number; coin_amount: string; address: string; is_test_address: number; status: string; tx_hash: string | null;
  quoted_at: number; expires_at: number; sent_at: number | null; decided_at: number | null; investment_id: string | null; created_at: number;
}

export interface InvestmentsTable {
  id: string; user_id: string; deposit_id: string | null; previous_id: string | null; plan: string; sector: string;
  principal_cents: number; daily_return_bps: number; duration_days: number; started_at: number; matures_at: number;
  status: string; cycle: number; earnings_cents: number | null; payout_cents: number | null; fee_cents: number | null;
  credited_at: number | null; ended_at: number | null; created_at: number;
}

export interface WithdrawalsTable {
  id: string; user_id: string; amount_cents: number; method: string; destination: string; destination_label: string;
  status: string; created_at: number; decided_at: number | null; reference: string | null;
}

/** Every money movement the investor sees; `delta_cents` is its effect on the available balance. */
export interface LedgerTable {
  id: string; user_id: string; type: string; status: string; amount_cents: number; delta_cents: number;
  description: string; reference_id: string; created_at: number;
}

export interface InvestorSettingsTable { key: string; value: string }

export interface AuditLogTable { id: string; at: number; actor: string; action: string; target_type: string; target_id: string; details: string }
