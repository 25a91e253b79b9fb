/**
 * Wire types of the investor area (issue 6), shared by the SPA and the API server. Money is
 * integer cents; times are ISO 8601 strings; statuses are the states of the lifecycle machines.
 * The request bodies' types are those of their schemas in ./investorSchemas.ts (imported as
 * types only: the app's bundle never loads the schemas).
 */
import type { Static } from 'typebox';
import type { CheckoutSlug, InvestmentSectorId, PlanId } from '../domain/constants';
import type { DepositStatus, InvestmentStatus, WithdrawalStatus } from '../domain/investment/types';
import type * as S from './investorSchemas';

export type TransactionType = 'deposit' | 'withdrawal' | 'earning' | 'principal' | 'referral_bonus' | 'reinvestment';
export type TransactionStatus = 'pending' | 'completed' | 'rejected';
export const TRANSACTION_TYPES: readonly TransactionType[] = ['deposit', 'withdrawal', 'earning', 'principal', 'referral_bonus', 'reinvestment'];

/** Money that left the balance: shown and exported with a minus sign. */
export function isOutgoing(type: string): boolean {
  return type === 'withdrawal' || type === 'reinvestment';
}

export interface InvestmentWire {
  id: string;
  plan: PlanId;
  sector: InvestmentSectorId;
  principal_cents: number;
  daily_return_bps: number;
  daily_return_cents: number;
  duration_days: number;
  started_at: string;
  matures_at: string;
  status: InvestmentStatus;
  /** 0 for the first term; n for the n-th reinvestment. */
  cycle: number;
  /** The plan's reinvestment limit (BaseLayer 3), null when unlimited. */
  max_cycles: number | null;
  accrued_cents: number;
  /** Profit at maturity. */
  earnings_cents: number;
  /** Share of the term elapsed, 0 to 1. */
  progress: number;
  /** What reached the available balance when it ended (maturity or early end). */
  payout_cents: number | null;
}

export interface DepositSummaryWire {
  id: string;
  plan: PlanId;
  sector: InvestmentSectorId;
  amount_cents: number;
  checkout: CheckoutSlug;
  currency: string;
  network: string;
  status: DepositStatus;
  created_at: string;
}

export interface WithdrawalWire {
  id: string;
  amount_cents: number;
  method: 'crypto' | 'bank';
  /** A masked description of the destination ("USDT on TRC20 · TJRa…RTv8"). */
  destination: string;
  status: WithdrawalStatus;
  created_at: string;
}

export interface TransactionWire {
  id: string;
  type: TransactionType;
  status: TransactionStatus;
  amount_cents: number;
  description: string;
  created_at: string;
}

export interface OverviewWire {
  balances: { available_cents: number; invested_cents: number; accrued_cents: number; total_earned_cents: number };
  active_investments: InvestmentWire[];
  /** Matured and credited, waiting for the investor's decision (reinvest, upgrade or end). */
  awaiting_decision: InvestmentWire[];
  pending_deposits: DepositSummaryWire[];
  pending_withdrawals: WithdrawalWire[];
  recent_transactions: TransactionWire[];
  referral_code: string;
  /** True until the investor has acknowledged the 18+ and terms statement on a first deposit. */
  needs_acknowledgement: boolean;
}

/** One page of an investor's finished investments (the transactions' page conventions). */
export interface InvestmentsPageWire { results: InvestmentWire[]; count: number; page: number; page_size: number }

/** GET investor/investments/?page=N: the running investments all, the finished ones page N. */
export interface BreakdownWire {
  /** Active, and matured awaiting a decision; newest first. */
  running: InvestmentWire[];
  /** Reinvested, upgraded, ended or ended early; newest first. */
  history: InvestmentsPageWire;
  totals_by_plan: { plan: PlanId; principal_cents: number; accrued_cents: number; count: number }[];
  totals_by_sector: { sector: InvestmentSectorId; principal_cents: number; count: number }[];
}

export type CreateDepositRequest = Static<typeof S.CreateDepositRequest>;

export interface CheckoutDepositWire {
  id: string;
  checkout: CheckoutSlug;
  currency: string;
  network: string;
  plan: PlanId;
  amount_cents: number;
  /** Decimal string in the coin ("0.01030928"). */
  coin_amount: string;
  /** US cents per whole coin. */
  rate_cents: number;
  address: string;
  is_test_address: boolean;
  /** Milliseconds left of the locked quote when the server answered. */
  expires_in_ms: number;
  status: DepositStatus;
  tx_hash: string | null;
}

export type ReportPaymentRequest = Static<typeof S.ReportPaymentRequest>;

export type WithdrawalRequest = Static<typeof S.WithdrawalRequest>;

/** Which transactions: of one type, from and to a day (YYYY-MM-DD). */
export interface TransactionFilters { type?: string; from?: string; to?: string }
/** The filters and the page as the app holds them; on the wire they are the query `TransactionsQuerystring`. */
export interface TransactionsQuery extends TransactionFilters { page?: number }
export interface TransactionsPageWire { results: TransactionWire[]; count: number; page: number; page_size: number }

export interface ReferralsWire {
  referral_code: string;
  referred: { name: string; joined_at: string; bonus_cents: number }[];
  total_bonus_cents: number;
  plans: { plan: PlanId; ref_bonus_bps: number }[];
}

export interface ProfileWire { first_name: string; last_name: string; email: string; referral_code: string; joined_at: string }
export type ProfileUpdateRequest = Static<typeof S.ProfileUpdateRequest>;
export type PasswordChangeRequest = Static<typeof S.PasswordChangeRequest>;

export interface EarlyTerminationWire { principal_cents: number; forfeited_cents: number; fee_bps: number; fee_cents: number; payout_cents: number }

export interface InvestmentOptionsWire {
  investment: InvestmentWire;
  available_cents: number;
  /** Present while the investment is active. */
  early_termination: EarlyTerminationWire | null;
  /** Present once credited: whether the same plan can be taken again, and for how much. */
  reinvest: { allowed: boolean; amount_cents: number; next_cycle: number; reason: string | null } | null;
  upgrade_plans: PlanId[];
  can_end: boolean;
}

export type TerminateRequest = Static<typeof S.TerminateRequest>;
export type UpgradeRequest = Static<typeof S.UpgradeRequest>;
