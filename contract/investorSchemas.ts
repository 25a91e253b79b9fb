/**
 * The investor area's schemas (TypeBox: JSON Schemas the server validates with and documents;
 * their types are in ./investor.ts): the requests, strings bounded, money in whole cents; then
 * the answers.
 */
import { Type, type TSchema } from 'typebox';
import { CHECKOUTS, INVESTMENT_SECTOR_IDS, PLANS, type CheckoutSlug, type InvestmentSectorId, type PlanId } from '../domain/constants';
import type { DepositStatus, InvestmentStatus, WithdrawalStatus } from '../domain/investment/types';
import { TRANSACTION_TYPES, type TransactionStatus, type TransactionType } from './investor';
import { body, cents, isoTime, LIMITS, oneOf, page, str } from './schema';

export const CreateDepositRequest = body({ sector: str(32), plan: str(32), amount_cents: cents, checkout: str(32), acknowledged: Type.Boolean() });

export const ReportPaymentRequest = body({ tx_hash: str(128) });

/** Crypto withdrawals name a checkout and an address; bank ones the holder and a sort code and account number, or an IBAN. */
export const WithdrawalRequest = body({
  amount_cents: cents,
  method: oneOf('crypto', 'bank'),
  checkout: Type.Optional(str(32)),
  address: Type.Optional(str(128)),
  account_holder: Type.Optional(str(LIMITS.name)),
  sort_code: Type.Optional(str(16)),
  account_number: Type.Optional(str(16)),
  iban: Type.Optional(str(40)),
});

export const ProfileUpdateRequest = body({ first_name: str(LIMITS.name), last_name: str(LIMITS.name) });

export const PasswordChangeRequest = body({ current_password: str(LIMITS.password), new_password: str(LIMITS.password), confirm_password: str(LIMITS.password) });

export const TerminateRequest = body({ expected_payout_cents: cents });

export const UpgradeRequest = body({ plan: str(32), amount_cents: cents });

/** `?type=&from=YYYY-MM-DD&to=YYYY-MM-DD&page=N`, every part optional. */
export const TransactionsQuerystring = Type.Object({ type: Type.Optional(str(32)), from: Type.Optional(str(10)), to: Type.Optional(str(10)), page: Type.Optional(page) });

/** `?page=N` (1 when absent). */
export const PageQuerystring = Type.Object({ page: Type.Optional(page) });

// ---- Answers: every investor endpoint's body, documented in /api/openapi.json. ./investor.ts
// names their types (InvestmentWire and the others), so the shape is written here alone. ----

/** One of the domain's ids, documented with its values and typed as its union. */
const idOf = <Id extends string>(values: readonly Id[], description: string) => Type.Unsafe<Id>(Type.Enum([...values], { type: 'string', description }));
const planId = idOf<PlanId>(PLANS.map((plan) => plan.id), 'A plan');
const sectorId = idOf<InvestmentSectorId>(INVESTMENT_SECTOR_IDS, 'A sector');
const checkoutSlug = idOf<CheckoutSlug>(CHECKOUTS.map((checkout) => checkout.slug), 'A checkout (currency and network)');
/** A record's status: a state of its lifecycle machine (machines/investment/*Lifecycle.machine.ts). */
const statusOf = <Status extends string>(record: string) => Type.Unsafe<Status>(Type.String({ description: `A state of the ${record} lifecycle` }));
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A count or money figure that is never fractional. */
const int = Type.Integer();

export const InvestmentWire = Type.Object({
  id: Type.String(),
  plan: planId,
  sector: sectorId,
  principal_cents: int,
  daily_return_bps: int,
  daily_return_cents: int,
  duration_days: int,
  started_at: isoTime,
  matures_at: isoTime,
  status: statusOf<InvestmentStatus>('investment'),
  cycle: Type.Integer({ description: '0 for the first term; n for the n-th reinvestment' }),
  max_cycles: nullable(Type.Integer({ description: "The plan's reinvestment limit (BaseLayer 3); null when unlimited" })),
  accrued_cents: int,
  earnings_cents: Type.Integer({ description: 'Profit at maturity' }),
  progress: Type.Number({ minimum: 0, maximum: 1, description: 'Share of the term elapsed' }),
  payout_cents: nullable(Type.Integer({ description: 'What reached the available balance when it ended (maturity or early end)' })),
});

export const DepositSummaryWire = Type.Object({
  id: Type.String(),
  plan: planId,
  sector: sectorId,
  amount_cents: int,
  checkout: checkoutSlug,
  currency: Type.String(),
  network: Type.String(),
  status: statusOf<DepositStatus>('deposit'),
  created_at: isoTime,
});

export const WithdrawalWire = Type.Object({
  id: Type.String(),
  amount_cents: int,
  method: Type.Unsafe<'crypto' | 'bank'>(oneOf('crypto', 'bank')),
  destination: Type.String({ description: 'A masked description of the destination ("USDT on TRC20 · TJRa…RTv8")' }),
  status: statusOf<WithdrawalStatus>('withdrawal'),
  created_at: isoTime,
});

export const TransactionWire = Type.Object({
  id: Type.String(),
  type: idOf<TransactionType>(TRANSACTION_TYPES, 'A kind of transaction'),
  status: Type.Unsafe<TransactionStatus>(oneOf('pending', 'completed', 'rejected')),
  amount_cents: int,
  description: Type.String(),
  created_at: isoTime,
});

/** One page of a list: its rows, how many there are in all, which page, and how many a page holds. */
const pageOf = <Row extends TSchema>(row: Row) => Type.Object({ results: Type.Array(row), count: int, page: int, page_size: int });

/** GET investor/overview/ */
export const OverviewWire = Type.Object({
  balances: Type.Object({ available_cents: int, invested_cents: int, accrued_cents: int, total_earned_cents: int }),
  active_investments: Type.Array(InvestmentWire),
  awaiting_decision: Type.Array(InvestmentWire, { description: "Matured and credited, waiting for the investor's decision (reinvest, upgrade or end)" }),
  pending_deposits: Type.Array(DepositSummaryWire),
  pending_withdrawals: Type.Array(WithdrawalWire),
  recent_transactions: Type.Array(TransactionWire),
  referral_code: Type.String(),
  needs_acknowledgement: Type.Boolean({ description: 'True until the investor has acknowledged the 18+ and terms statement on a first deposit' }),
});

/** One page of an investor's finished investments (the transactions' page conventions). */
export const InvestmentsPageWire = pageOf(InvestmentWire);

/** GET investor/investments/?page=N: the running investments all, the finished ones page N. */
export const BreakdownWire = Type.Object({
  running: Type.Array(InvestmentWire, { description: 'Active, and matured awaiting a decision; newest first' }),
  history: { ...InvestmentsPageWire, description: 'Reinvested, upgraded, ended or ended early; newest first' },
  totals_by_plan: Type.Array(Type.Object({ plan: planId, principal_cents: int, accrued_cents: int, count: int })),
  totals_by_sector: Type.Array(Type.Object({ sector: sectorId, principal_cents: int, count: int })),
});

/** A deposit as its checkout shows it. */
export const CheckoutDepositWire = Type.Object({
  id: Type.String(),
  checkout: checkoutSlug,
  currency: Type.String(),
  network: Type.String(),
  plan: planId,
  sector: sectorId,
  amount_cents: int,
  coin_amount: Type.String({ description: 'Decimal string in the coin ("0.01030928")' }),
  rate_cents: Type.Integer({ description: 'US cents per whole coin' }),
  address: Type.String(),
  is_test_address: Type.Boolean(),
  expires_in_ms: Type.Integer({ description: 'Milliseconds left of the locked quote when the server answered' }),
  status: statusOf<DepositStatus>('deposit'),
  tx_hash: nullable(Type.String()),
});

/** GET investor/deposits/open/:checkout/: the open deposit of a checkout, null when there is none. */
export const OpenDepositWire = Type.Object({ deposit: nullable(CheckoutDepositWire) });

export const TransactionsPageWire = pageOf(TransactionWire);

export const ReferralsWire = Type.Object({
  referral_code: Type.String(),
  referred: Type.Array(Type.Object({ name: Type.String(), joined_at: isoTime, bonus_cents: int })),
  total_bonus_cents: int,
  plans: Type.Array(Type.Object({ plan: planId, ref_bonus_bps: int })),
});

export const ProfileWire = Type.Object({ first_name: Type.String(), last_name: Type.String(), email: Type.String(), referral_code: Type.String(), joined_at: isoTime });

export const EarlyTerminationWire = Type.Object({ principal_cents: int, forfeited_cents: int, fee_bps: int, fee_cents: int, payout_cents: int });

/** GET investor/investments/:id/options/: what the investor may decide on one investment now. */
export const InvestmentOptionsWire = Type.Object({
  investment: InvestmentWire,
  available_cents: int,
  early_termination: nullable({ ...EarlyTerminationWire, description: 'Present while the investment is active' }),
  reinvest: nullable(Type.Object(
    { allowed: Type.Boolean(), amount_cents: int, next_cycle: int, reason: nullable(Type.String()) },
    { description: 'Present once credited: whether the same plan can be taken again, and for how much' },
  )),
  upgrade_plans: Type.Array(planId),
  can_end: Type.Boolean(),
});

/** GET investor/transactions/export/: the filtered transactions, every page, as a CSV file (not JSON). */
export const TransactionsCsv = Type.Unsafe<string>({
  description: 'Every transaction that matches the filters, as an attachment (transactions.csv)',
  content: { 'text/csv': { schema: Type.String() } },
});
