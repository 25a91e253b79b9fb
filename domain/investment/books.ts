/**
 * The books as plain rows (what the reconciliation reads from the database, in one snapshot), and
 * where each investor's money came from and where it is now. Money is integer cents.
 *
 * How money moves (server/investor/commands.ts, operator-commands.ts, maturity.ts):
 * - a confirmed deposit becomes an active investment's principal at once; its ledger row moves
 *   nothing on the available balance (`delta_cents` 0);
 * - at maturity the earnings and the principal reach the available balance (two ledger rows), and
 *   the investment is credited;
 * - reinvesting or upgrading takes the new principal out of the available balance into a new
 *   active investment;
 * - ending early returns the principal less the fee; the fee stays with the platform;
 * - a withdrawal request takes its amount out of the available balance at once; paid, it is gone;
 *   rejected, it comes back;
 * - a referral bonus reaches the referrer's available balance when the referred deposit is confirmed.
 */

export interface AccountRow { user_id: string; available_cents: number; earned_cents: number }

export interface LedgerRow { user_id: string; type: string; status: string; amount_cents: number; delta_cents: number; reference_id: string }

export interface DepositRow { id: string; user_id: string; amount_cents: number; status: string }

export interface InvestmentRow {
  id: string; user_id: string; deposit_id: string | null; previous_id: string | null; plan: string; principal_cents: number;
  status: string; cycle: number; earnings_cents: number | null; fee_cents: number | null; credited_at: number | null; ended_at: number | null;
}

export interface WithdrawalRow { id: string; user_id: string; amount_cents: number; status: string }

export interface Books {
  accounts: readonly AccountRow[];
  ledger: readonly LedgerRow[];
  deposits: readonly DepositRow[];
  investments: readonly InvestmentRow[];
  withdrawals: readonly WithdrawalRow[];
}

/** Statuses in which an investment still holds its principal: not yet credited, not ended. */
export const PRINCIPAL_HELD_STATUSES: readonly string[] = ['active', 'matured'];

/**
 * One investor's money (or everyone's), in cents. What came in equals what is held, to the cent:
 *
 *   depositsConfirmed + earningsCredited + referralBonuses
 *     = available + investedPrincipal + pendingWithdrawals + paidWithdrawals + feesKept
 */
export interface MoneyPosition {
  /** Deposits the operator confirmed (the deposits table). */
  depositsConfirmed: number;
  /** Earnings of credited investments (the investments table: `earnings_cents` where `credited_at` is set). */
  earningsCredited: number;
  /** Referral bonuses paid to this investor (completed `referral_bonus` ledger rows: their only record). */
  referralBonuses: number;
  /** The running available balance (the account row). */
  available: number;
  /** Principal of investments not yet credited or ended (active, matured). */
  investedPrincipal: number;
  /** Withdrawals requested and not yet decided (held out of the available balance). */
  pendingWithdrawals: number;
  /** Withdrawals paid out. */
  paidWithdrawals: number;
  /** Early-termination fees (`fee_cents` of investments ended early). */
  feesKept: number;
}

export const NO_MONEY: MoneyPosition = {
  depositsConfirmed: 0, earningsCredited: 0, referralBonuses: 0, available: 0, investedPrincipal: 0, pendingWithdrawals: 0, paidWithdrawals: 0, feesKept: 0,
};

/** What came in: the left side of the equation. */
export const moneyIn = (money: MoneyPosition) => money.depositsConfirmed + money.earningsCredited + money.referralBonuses;

/** Where it is: the right side of the equation. */
export const moneyHeld = (money: MoneyPosition) =>
  money.available + money.investedPrincipal + money.pendingWithdrawals + money.paidWithdrawals + money.feesKept;

export function addMoney(a: MoneyPosition, b: MoneyPosition): MoneyPosition {
  const sum = { ...NO_MONEY };
  for (const key of Object.keys(NO_MONEY) as (keyof MoneyPosition)[]) sum[key] = a[key] + b[key];
  return sum;
}

/** Every investor the books mention, in the order first met. */
export function investorsOf(books: Books): string[] {
  const ids = new Set<string>();
  for (const rows of [books.accounts, books.ledger, books.deposits, books.investments, books.withdrawals]) for (const row of rows) ids.add(row.user_id);
  return [...ids];
}

/** Each investor's money position (investors with no rows of a kind count zero for it). */
export function moneyByInvestor(books: Books): Map<string, MoneyPosition> {
  const positions = new Map(investorsOf(books).map((id) => [id, { ...NO_MONEY }]));
  const of = (userId: string) => positions.get(userId)!;
  for (const account of books.accounts) of(account.user_id).available += account.available_cents;
  for (const deposit of books.deposits) if (deposit.status === 'confirmed') of(deposit.user_id).depositsConfirmed += deposit.amount_cents;
  for (const row of books.ledger) if (row.type === 'referral_bonus' && row.status === 'completed') of(row.user_id).referralBonuses += row.amount_cents;
  for (const investment of books.investments) {
    const money = of(investment.user_id);
    if (investment.credited_at !== null) money.earningsCredited += investment.earnings_cents ?? 0;
    if (PRINCIPAL_HELD_STATUSES.includes(investment.status)) money.investedPrincipal += investment.principal_cents;
    money.feesKept += investment.fee_cents ?? 0;
  }
  for (const withdrawal of books.withdrawals) {
    if (withdrawal.status === 'pending') of(withdrawal.user_id).pendingWithdrawals += withdrawal.amount_cents;
    if (withdrawal.status === 'paid') of(withdrawal.user_id).paidWithdrawals += withdrawal.amount_cents;
  }
  return positions;
}

/** Everyone's money together. */
export const totalMoney = (positions: Iterable<MoneyPosition>) => [...positions].reduce(addMoney, NO_MONEY);
