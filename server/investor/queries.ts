/**
 * What the investor reads: the overview, the breakdown of investments, one investment's options,
 * the open checkout, the transactions, referrals and the profile. Each answers in the wire shapes
 * of contract/investor.ts, from the caller's own records only.
 */
import { INVESTMENT_HISTORY_PAGE_SIZE, INVESTMENT_SECTOR_IDS, PLANS, RECENT_TRANSACTIONS_COUNT, TRANSACTIONS_PAGE_SIZE, type PlanId } from '../../domain/constants';
import { FINISHED_INVESTMENT_STATUSES, investmentNext } from '../../machines/investment/lifecycle';
import type { InvestmentStatus } from '../../domain/investment/types';
import { TRANSACTION_TYPES, type BreakdownWire, type TransactionFilters } from '../../contract/investor';
import { REINVESTMENT_LIMIT_MESSAGE } from '../../domain/investment/messages';
import { fieldError } from '../http/errors';
import { dayStart } from '../http/validation';
import { ownInvestment, terminationOutcome } from './commands';
import { availableCents, finishedInvestmentsCount, transactionsCount } from './ledger';
import type { InvestorDb } from './schema';
import { accruedNow } from './terms';
import { checkoutWire, depositSummaryWire, investmentWire, transactionWire, withdrawalWire } from './views';
import { isoTime } from '../iso-time';

/** Investments still running: accruing, or matured and credited awaiting the investor's decision. */
const RUNNING_STATUSES: InvestmentStatus[] = ['active', 'credited'];

/**
 * Where page `page` of a newest-first list of `total` rows lies, read from the nearer end of its
 * index: the deep half of the list is read oldest-first, so the last page skips as few index
 * entries as the first (the middle page is the dearest, half the list). The caller orders the
 * page's rows newest first again.
 */
export function pageWindow(page: number, pageSize: number, total: number): { direction: 'asc' | 'desc'; limit: number; offset: number } {
  const offset = (page - 1) * pageSize;
  if (offset < total / 2 || offset >= total) return { direction: 'desc', limit: pageSize, offset };
  const end = total - offset; // rows from the oldest up to and including this page's newest
  return { direction: 'asc', limit: Math.min(pageSize, end), offset: Math.max(0, end - pageSize) };
}

export async function overview(db: InvestorDb, userId: string, at: number) {
  const [investments, deposits, withdrawals, recent, user, account] = await Promise.all([
    db.selectFrom('investments').selectAll().where('user_id', '=', userId).where('status', 'in', RUNNING_STATUSES).orderBy('started_at', 'desc').execute(),
    db.selectFrom('deposits').selectAll().where('user_id', '=', userId).where('status', 'in', ['awaitingPayment', 'expired', 'pending']).orderBy('created_at', 'desc').execute(),
    db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId).where('status', '=', 'pending').orderBy('created_at', 'desc').execute(),
    db.selectFrom('ledger').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(RECENT_TRANSACTIONS_COUNT).execute(),
    db.selectFrom('users').select('referral_code').where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('investor_accounts').select(['acknowledged_at', 'available_cents', 'earned_cents']).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const active = investments.filter((row) => row.status === 'active');
  return {
    balances: {
      // Running balances, kept with every ledger write: no sum over the history.
      available_cents: Number(account?.available_cents ?? 0),
      invested_cents: active.reduce((sum, row) => sum + row.principal_cents, 0),
      accrued_cents: active.reduce((sum, row) => sum + accruedNow(row, at), 0),
      total_earned_cents: Number(account?.earned_cents ?? 0),
    },
    active_investments: active.map((row) => investmentWire(row, at)),
    awaiting_decision: investments.filter((row) => row.status === 'credited').map((row) => investmentWire(row, at)),
    pending_deposits: deposits.map(depositSummaryWire),
    pending_withdrawals: withdrawals.map(withdrawalWire),
    recent_transactions: recent.map(transactionWire),
    referral_code: user.referral_code,
    needs_acknowledgement: !account?.acknowledged_at,
  };
}

export async function breakdown(db: InvestorDb, userId: string, page: number, at: number): Promise<BreakdownWire> {
  const finished = db.selectFrom('investments').where('user_id', '=', userId).where('status', 'in', FINISHED_INVESTMENT_STATUSES);
  // As the transactions' pages: the count kept on the account row, the page's ids from the
  // (user, started_at, id, status) index alone, from its nearer end, then only those rows in full.
  const count = await finishedInvestmentsCount(db, userId);
  const slice = pageWindow(page, INVESTMENT_HISTORY_PAGE_SIZE, count);
  const pageIds = finished.select('id').orderBy('started_at', slice.direction).orderBy('id', slice.direction).limit(slice.limit).offset(slice.offset);
  const [runningRows, historyRows] = await Promise.all([
    db.selectFrom('investments').selectAll().where('user_id', '=', userId).where('status', 'in', RUNNING_STATUSES)
      .orderBy('started_at', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('investments').selectAll().where('id', 'in', pageIds).orderBy('started_at', 'desc').orderBy('id', 'desc').execute(),
  ]);
  const running = runningRows.map((row) => investmentWire(row, at));
  const live = running.filter((row) => row.status === 'active');
  const byPlan = PLANS.map((plan) => {
    const mine = live.filter((row) => row.plan === plan.id);
    return { plan: plan.id, principal_cents: mine.reduce((s, r) => s + r.principal_cents, 0), accrued_cents: mine.reduce((s, r) => s + r.accrued_cents, 0), count: mine.length };
  }).filter((row) => row.count > 0);
  const bySector = INVESTMENT_SECTOR_IDS.map((sector) => {
    const mine = live.filter((row) => row.sector === sector);
    return { sector, principal_cents: mine.reduce((s, r) => s + r.principal_cents, 0), count: mine.length };
  }).filter((row) => row.count > 0);
  const history = { results: historyRows.map((row) => investmentWire(row, at)), count, page, page_size: INVESTMENT_HISTORY_PAGE_SIZE };
  return { running, history, totals_by_plan: byPlan, totals_by_sector: bySector };
}

/** What the investor may decide on one investment now, with each outcome exact (the lifecycle decides). */
export async function investmentOptions(db: InvestorDb, userId: string, id: string, at: number) {
  const row = await ownInvestment(db, userId, id);
  const context = { planId: row.plan as PlanId, cycle: row.cycle };
  const available = await availableCents(db, userId);
  const termination = row.status === 'active' ? await terminationOutcome(db, row, at) : null;
  const canReinvest = investmentNext(row.status, { type: 'investment.reinvest' }, context) !== null;
  return {
    investment: investmentWire(row, at),
    available_cents: available,
    early_termination: termination && {
      principal_cents: termination.principalCents, forfeited_cents: termination.forfeitedCents, fee_bps: termination.feeBps,
      fee_cents: termination.feeCents, payout_cents: termination.payoutCents,
    },
    reinvest: row.status === 'credited' ? {
      allowed: canReinvest && row.principal_cents <= available, amount_cents: row.principal_cents, next_cycle: row.cycle + 1,
      reason: !canReinvest ? REINVESTMENT_LIMIT_MESSAGE
        : row.principal_cents > available ? 'Your available balance is less than the amount to reinvest.' : null,
    } : null,
    upgrade_plans: row.status === 'credited' ? PLANS.filter((plan) => investmentNext('credited', { type: 'investment.upgrade', planId: plan.id }, context) !== null).map((plan) => plan.id) : [],
    can_end: investmentNext(row.status, { type: 'investment.end' }, context) !== null,
  };
}

/** The investor's latest deposit still awaiting payment (or expired) at one checkout, if any. */
export async function openDeposit(db: InvestorDb, userId: string, checkout: string, at: number) {
  const latest = await db.selectFrom('deposits').selectAll().where('user_id', '=', userId).where('checkout', '=', checkout)
    .where('status', 'in', ['awaitingPayment', 'expired']).orderBy('created_at', 'desc').executeTakeFirst();
  return { deposit: latest ? checkoutWire(latest, at) : null };
}

/** The investor's ledger rows that match the filters (type, from day, to day inclusive). */
export function filteredTransactions(db: InvestorDb, userId: string, query: TransactionFilters) {
  const type = query.type || undefined;
  if (type && !(TRANSACTION_TYPES as readonly string[]).includes(type)) throw fieldError('type', 'Unknown transaction type.');
  const from = dayStart(query.from, 'from');
  const to = dayStart(query.to, 'to');
  let q = db.selectFrom('ledger').where('user_id', '=', userId);
  if (type) q = q.where('type', '=', type);
  if (from !== undefined) q = q.where('created_at', '>=', from);
  if (to !== undefined) q = q.where('created_at', '<', to + 86_400_000);
  return q;
}

export async function transactionsPage(db: InvestorDb, userId: string, query: TransactionFilters, page: number) {
  const base = filteredTransactions(db, userId, query);
  const { type, from, to } = query;
  // The whole history's count is kept on the account row; a filtered one is counted from the index.
  const count = !type && !from && !to
    ? await transactionsCount(db, userId)
    : Number((await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst())?.n ?? 0);
  // The page's ids come from the (user, created_at, id) index alone, from its nearer end (see
  // pageWindow); only those ten rows are then read in full.
  const slice = pageWindow(page, TRANSACTIONS_PAGE_SIZE, count);
  const pageIds = base.select('id').orderBy('created_at', slice.direction).orderBy('id', slice.direction).limit(slice.limit).offset(slice.offset);
  const rows = await db.selectFrom('ledger').selectAll().where('id', 'in', pageIds).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return { results: rows.map(transactionWire), count, page, page_size: TRANSACTIONS_PAGE_SIZE };
}

export async function referrals(db: InvestorDb, userId: string) {
  const user = await db.selectFrom('users').select('referral_code').where('id', '=', userId).executeTakeFirstOrThrow();
  const referred = await db.selectFrom('users').select(['id', 'first_name', 'last_name', 'created_at']).where('referred_by', '=', userId).orderBy('created_at', 'desc').execute();
  const bonuses = await db.selectFrom('ledger').innerJoin('deposits', 'deposits.id', 'ledger.reference_id')
    .select(['deposits.user_id as from_user', 'ledger.amount_cents']).where('ledger.user_id', '=', userId).where('ledger.type', '=', 'referral_bonus').execute();
  const bonusOf = (id: string) => bonuses.filter((row) => row.from_user === id).reduce((sum, row) => sum + row.amount_cents, 0);
  return {
    referral_code: user.referral_code,
    referred: referred.map((person) => ({ name: `${person.first_name} ${person.last_name.slice(0, 1)}.`, joined_at: isoTime(person.created_at), bonus_cents: bonusOf(person.id) })),
    total_bonus_cents: bonuses.reduce((sum, row) => sum + row.amount_cents, 0),
    plans: PLANS.map((plan) => ({ plan: plan.id, ref_bonus_bps: plan.refBonusBps })),
  };
}

export async function profile(db: InvestorDb, userId: string) {
  const user = await db.selectFrom('users').select(['first_name', 'last_name', 'email', 'referral_code', 'created_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { first_name: user.first_name, last_name: user.last_name, email: user.email, referral_code: user.referral_code, joined_at: isoTime(user.created_at) };
}

/** A withdrawal as its request's answer shows it (its id known to exist). */
export async function withdrawal(db: InvestorDb, id: string) {
  return withdrawalWire(await db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}
