/**
 * The shapes the investor flow machines hold. The app's API module (src/api/investor.ts) maps
 * the wire answers to these, so machines never depend on the wire format.
 */
import type { CheckoutSlug, InvestmentSectorId, PlanId } from '../constants';

/**
 * The states of the lifecycle machines (machines/investment/*Lifecycle.machine.ts), stored as the
 * records' status. Named here so the shapes and the wire need no statechart to speak of them.
 */
export type InvestmentStatus = 'active' | 'matured' | 'credited' | 'reinvested' | 'upgraded' | 'ended' | 'endedEarly';
export type DepositStatus = 'awaitingPayment' | 'expired' | 'pending' | 'confirmed' | 'rejected';
export type WithdrawalStatus = 'pending' | 'paid' | 'rejected';

/** A deposit as the checkout shows it. `expiresAt` is on this device's clock. */
export interface CheckoutDeposit {
  id: string;
  slug: CheckoutSlug;
  currency: string;
  network: string;
  planId: PlanId;
  sectorId: InvestmentSectorId;
  amountCents: number;
  coinAmount: string;
  /** US cents per whole coin. */
  rateCents: number;
  address: string;
  /** A development address: the screen warns that real funds must never be sent to it. */
  isTestAddress: boolean;
  expiresAt: number;
  status: DepositStatus;
  txHash: string | null;
}

export interface DepositFormValues {
  sector: string;
  planId: string;
  amount: string;
  checkout: string;
  acknowledged: boolean;
}

export interface WithdrawFormValues {
  amount: string;
  method: 'crypto' | 'bank';
  checkout: string;
  address: string;
  accountHolder: string;
  sortCode: string;
  accountNumber: string;
  iban: string;
}

export type InvestmentActionKind = 'terminate' | 'reinvest' | 'upgrade' | 'end';

/** What the investor asked to do with one investment. */
export interface InvestmentActionRequest {
  kind: InvestmentActionKind;
  investmentId: string;
  /** Upgrade only: the higher plan and the amount in dollars as typed. */
  planId?: PlanId;
  amount?: string;
}

/** The exact outcome shown before the investor confirms. */
export interface InvestmentActionPreview {
  kind: InvestmentActionKind;
  /** Lines of the outcome: label and amount in cents (or text). */
  lines: { label: string; cents?: number; text?: string }[];
  /** Early termination: the payout the investor agreed to; the server refuses if it changed. */
  expectedPayoutCents?: number;
}

export interface TransactionFilters {
  type: string;
  from: string;
  to: string;
}
