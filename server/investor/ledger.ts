/**
 * The investor's books: every money movement is a ledger row, and the account row keeps the
 * running balances and counts in the same transaction as each row, so reads never sum a history.
 * Call the writers inside a transaction, after lockAccount.
 */
import { randomUUID } from 'node:crypto';
import { FINISHED_INVESTMENT_STATUSES } from '../../machines/investment/lifecycle';
import type { InvestmentStatus } from '../../domain/investment/types';
import { balanceEffect } from '../../domain/investment/ledger';
import type { Executor, InvestmentsTable } from './schema';

export const newId = () => randomUUID();

const newAccount = (userId: string) => ({ user_id: userId, acknowledged_at: null, lock_version: 0, available_cents: 0, earned_cents: 0, transactions_count: 0, finished_investments_count: 0 });

/** Serialises one investor's balance changes: a row lock on PostgreSQL, the write lock on SQLite. */
export async function lockAccount(trx: Executor, userId: string): Promise<void> {
  await trx.insertInto('investor_accounts').values(newAccount(userId)).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  await trx.updateTable('investor_accounts').set((eb) => ({ lock_version: eb('lock_version', '+', 1) })).where('user_id', '=', userId).execute();
}

/**
 * Adds to the running balances and the row count (creating the account row: a referrer may have
 * none yet).
 */
async function addToBalances(trx: Executor, userId: string, change: { available: number; earned: number; rows?: number }) {
  const rows = change.rows ?? 0;
  if (!change.available && !change.earned && !rows) return;
  await trx.insertInto('investor_accounts').values({ ...newAccount(userId), available_cents: change.available, earned_cents: change.earned, transactions_count: rows })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({
      available_cents: eb('investor_accounts.available_cents', '+', eb.ref('excluded.available_cents')),
      earned_cents: eb('investor_accounts.earned_cents', '+', eb.ref('excluded.earned_cents')),
      transactions_count: eb('investor_accounts.transactions_count', '+', eb.ref('excluded.transactions_count')),
    }))).execute();
}

/** The investor's number of transactions, kept with every ledger row written. */
export async function transactionsCount(db: Executor, userId: string): Promise<number> {
  const row = await db.selectFrom('investor_accounts').select('transactions_count').where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.transactions_count ?? 0);
}

/**
 * Moves an investment of the investor's (locked) account from `from` to a final state of its
 * lifecycle, and counts it on the account row in the same transaction: the breakdown reads the
 * count instead of counting a long history.
 */
export async function finishInvestment(trx: Executor, userId: string, id: string, from: string, change: Partial<InvestmentsTable> & { status: InvestmentStatus; ended_at: number }) {
  if (!FINISHED_INVESTMENT_STATUSES.includes(change.status)) throw new Error(`${change.status} is not a final state of an investment.`);
  const updated = await trx.updateTable('investments').set(change).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return;
  await trx.updateTable('investor_accounts').set((eb) => ({ finished_investments_count: eb('finished_investments_count', '+', 1) })).where('user_id', '=', userId).execute();
}

/** How many of the investor's investments are finished, kept with every status change that ends one. */
export async function finishedInvestmentsCount(db: Executor, userId: string): Promise<number> {
  const row = await db.selectFrom('investor_accounts').select('finished_investments_count').where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.finished_investments_count ?? 0);
}

/** The investor's running balances, in cents (zero for an investor with no account row yet). */
export async function balancesOf(db: Executor, userId: string): Promise<{ availableCents: number; earnedCents: number }> {
  const row = await db.selectFrom('investor_accounts').select(['available_cents', 'earned_cents']).where('user_id', '=', userId).executeTakeFirst();
  return { availableCents: Number(row?.available_cents ?? 0), earnedCents: Number(row?.earned_cents ?? 0) };
}

export async function availableCents(db: Executor, userId: string): Promise<number> {
  return (await balancesOf(db, userId)).availableCents;
}

export async function audit(db: Executor, now: number, actor: string, action: string, targetType: string, targetId: string, details: object = {}) {
  await db.insertInto('audit_log').values({ id: newId(), at: now, actor, action, target_type: targetType, target_id: targetId, details: JSON.stringify(details) }).execute();
}

/** Writes a ledger row and its effect on the running balances (call inside a transaction). */
export async function addLedgerRow(trx: Executor, row: { userId: string; type: string; status: string; amount: number; delta: number; description: string; reference: string; at: number }) {
  await trx.insertInto('ledger').values({
    id: newId(), user_id: row.userId, type: row.type, status: row.status, amount_cents: row.amount, delta_cents: row.delta,
    description: row.description, reference_id: row.reference, created_at: row.at,
  }).execute();
  await addToBalances(trx, row.userId, { ...balanceEffect({ type: row.type, status: row.status, amount_cents: row.amount, delta_cents: row.delta }), rows: 1 });
}

/**
 * Changes the status of the ledger row of one kind and source, and moves the running balances by
 * the difference it makes (a rejected withdrawal gives its amount back). Returns the rows changed.
 */
export async function setLedgerStatus(trx: Executor, type: string, referenceId: string, status: string): Promise<number> {
  const rows = await trx.selectFrom('ledger').select(['user_id', 'type', 'status', 'amount_cents', 'delta_cents'])
    .where('type', '=', type).where('reference_id', '=', referenceId).execute();
  if (rows.length === 0) return 0;
  await trx.updateTable('ledger').set({ status }).where('type', '=', type).where('reference_id', '=', referenceId).execute();
  for (const row of rows) {
    const [before, after] = [balanceEffect(row), balanceEffect({ ...row, status })];
    await addToBalances(trx, row.user_id, { available: after.available - before.available, earned: after.earned - before.earned });
  }
  return rows.length;
}
