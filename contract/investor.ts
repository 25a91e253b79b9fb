/**
 * Wire types of the investor area, shared by the SPA and the API server. Money is
 * integer cents; times are ISO 8601 strings; statuses are the states of the lifecycle machines.
 * The request and answer bodies' types are those of their schemas in ./investorSchemas.ts
 * (imported as types only: the app's bundle never loads the schemas).
 */
import type { Static } from 'typebox';
import type * as S from './investorSchemas';

export type TransactionType = 'deposit' | 'withdrawal' | 'earning' | 'principal' | 'referral_bonus' | 'reinvestment';
export type TransactionStatus = 'pending' | 'completed' | 'rejected';
export const TRANSACTION_TYPES: readonly TransactionType[] = ['deposit', 'withdrawal', 'earning', 'principal', 'referral_bonus', 'reinvestment'];

/** Money that left the balance: shown and exported with a minus sign. */
export function isOutgoing(type: string): boolean {
  return type === 'withdrawal' || type === 'reinvestment';
}

export type InvestmentWire = Static<typeof S.InvestmentWire>;

export type DepositSummaryWire = Static<typeof S.DepositSummaryWire>;

export type WithdrawalWire = Static<typeof S.WithdrawalWire>;

export type TransactionWire = Static<typeof S.TransactionWire>;

export type OverviewWire = Static<typeof S.OverviewWire>;

/** One page of an investor's finished investments (the transactions' page conventions). */
export type InvestmentsPageWire = Static<typeof S.InvestmentsPageWire>;

/** GET investor/investments/?page=N: the running investments all, the finished ones page N. */
export type BreakdownWire = Static<typeof S.BreakdownWire>;

export type CreateDepositRequest = Static<typeof S.CreateDepositRequest>;

export type CheckoutDepositWire = Static<typeof S.CheckoutDepositWire>;

export type ReportPaymentRequest = Static<typeof S.ReportPaymentRequest>;

export type WithdrawalRequest = Static<typeof S.WithdrawalRequest>;

/** Which transactions: of one type, from and to a day (YYYY-MM-DD). */
export interface TransactionFilters { type?: string; from?: string; to?: string }
/** The filters and the page as the app holds them; on the wire they are the query `TransactionsQuerystring`. */
export interface TransactionsQuery extends TransactionFilters { page?: number }
export type TransactionsPageWire = Static<typeof S.TransactionsPageWire>;

export type ReferralsWire = Static<typeof S.ReferralsWire>;

export type ProfileWire = Static<typeof S.ProfileWire>;
export type ProfileUpdateRequest = Static<typeof S.ProfileUpdateRequest>;
export type PasswordChangeRequest = Static<typeof S.PasswordChangeRequest>;

export type EarlyTerminationWire = Static<typeof S.EarlyTerminationWire>;

export type InvestmentOptionsWire = Static<typeof S.InvestmentOptionsWire>;

export type TerminateRequest = Static<typeof S.TerminateRequest>;
export type UpgradeRequest = Static<typeof S.UpgradeRequest>;
