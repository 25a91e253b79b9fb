/** Rows → wire answers (contract/investor.ts). */
import { PLANS, type CheckoutSlug, type InvestmentSectorId, type PlanId } from '../../domain/constants';
import { dailyReturnCents, earningsAtMaturityCents, progressToMaturity } from '../../domain/investment/accrual';
import type { DepositStatus, InvestmentStatus, WithdrawalStatus } from '../../domain/investment/types';
import type {
  CheckoutDepositWire, DepositSummaryWire, InvestmentWire, TransactionStatus, TransactionType, TransactionWire, WithdrawalWire,
} from '../../contract/investor';
import type { DepositsTable, InvestmentsTable, LedgerTable, WithdrawalsTable } from './schema';
import { accruedNow, termsOf } from './terms';
import { isoTime } from '../iso-time';


export function investmentWire(row: InvestmentsTable, now: number): InvestmentWire {
  const terms = termsOf(row);
  const active = row.status === 'active';
  return {
    id: row.id, plan: row.plan as PlanId, sector: row.sector as InvestmentSectorId, principal_cents: row.principal_cents,
    daily_return_bps: row.daily_return_bps, daily_return_cents: dailyReturnCents(terms), duration_days: row.duration_days,
    started_at: isoTime(row.started_at), matures_at: isoTime(row.matures_at), status: row.status as InvestmentStatus, cycle: row.cycle,
    max_cycles: PLANS.find((plan) => plan.id === row.plan)?.maxReinvestmentCycles ?? null,
    accrued_cents: active ? accruedNow(row, now) : (row.earnings_cents ?? 0),
    earnings_cents: row.earnings_cents ?? earningsAtMaturityCents(terms),
    progress: active ? progressToMaturity(terms, now) : 1,
    payout_cents: row.payout_cents,
  };
}

export const depositSummaryWire = (row: DepositsTable): DepositSummaryWire => ({
  id: row.id, plan: row.plan as PlanId, sector: row.sector as InvestmentSectorId, amount_cents: row.amount_cents, checkout: row.checkout as CheckoutSlug,
  currency: row.currency, network: row.network, status: row.status as DepositStatus, created_at: isoTime(row.created_at),
});

export const checkoutWire = (row: DepositsTable, now: number): CheckoutDepositWire => ({
  id: row.id, checkout: row.checkout as CheckoutSlug, currency: row.currency, network: row.network, plan: row.plan as PlanId, sector: row.sector as InvestmentSectorId,
  amount_cents: row.amount_cents, coin_amount: row.coin_amount, rate_cents: row.rate_cents, address: row.address,
  is_test_address: row.is_test_address === 1, expires_in_ms: Math.max(0, row.expires_at - now), status: row.status as DepositStatus, tx_hash: row.tx_hash,
});

export const withdrawalWire = (row: WithdrawalsTable): WithdrawalWire => ({
  id: row.id, amount_cents: row.amount_cents, method: row.method as 'crypto' | 'bank', destination: row.destination_label,
  status: row.status as WithdrawalStatus, created_at: isoTime(row.created_at),
});

export const transactionWire = (row: LedgerTable): TransactionWire => ({
  id: row.id, type: row.type as TransactionType, status: row.status as TransactionStatus, amount_cents: row.amount_cents,
  description: row.description, created_at: isoTime(row.created_at),
});

/**
 * A wallet address, account number or IBAN as the API, the CSV export and the alerts show it: at
 * most its last four characters, and its first four too when that still hides at least half of
 * it (16 characters or more: `TJRa…RTv8`, `GB82…5432`); otherwise `…5678`. A value of four
 * characters or fewer is hidden whole (`…`): its last two would show half of it or more.
 */
export function mask(value: string): string {
  const chars = Array.from(value.replace(/\s+/g, ''));
  if (chars.length <= 4) return '…';
  const last = chars.slice(-4).join('');
  return chars.length >= 16 ? `${chars.slice(0, 4).join('')}…${last}` : `…${last}`;
}
