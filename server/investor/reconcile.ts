/**
 * The reconciliation: the books read in one consistent snapshot, then every invariant of
 * domain/investment/invariants.ts checked on the rows in memory (pure computation, after the read
 * has ended). The operator's `reconcile` and the server's schedule (./reconcile-schedule.ts) run it.
 */
import { sql } from 'kysely';
import type { Books } from '../../domain/investment/books';
import { reconcileBooks, type Reconciliation } from '../../domain/investment/invariants';
import { INVESTMENT_LIFECYCLE } from '../../machines/investment/lifecycle';
import type { Executor, InvestorDb } from './schema';

/** The PostgreSQL advisory lock of a reconciliation: any 64-bit number no other part of the product locks. */
export const RECONCILE_LOCK = 0x61636d65_626f6f6bn;

/** The columns the invariants read, of every row of the five tables. */
async function readTables(trx: Executor): Promise<Books> {
  return {
    accounts: await trx.selectFrom('investor_accounts').select(['user_id', 'available_cents', 'earned_cents']).execute(),
    ledger: await trx.selectFrom('ledger').select(['user_id', 'type', 'status', 'amount_cents', 'delta_cents', 'reference_id']).execute(),
    deposits: await trx.selectFrom('deposits').select(['id', 'user_id', 'amount_cents', 'status']).execute(),
    investments: await trx.selectFrom('investments')
      .select(['id', 'user_id', 'deposit_id', 'previous_id', 'plan', 'principal_cents', 'status', 'cycle', 'earnings_cents', 'fee_cents', 'credited_at', 'ended_at']).execute(),
    withdrawals: await trx.selectFrom('withdrawals').select(['id', 'user_id', 'amount_cents', 'status']).execute(),
  };
}

export interface ReadOptions {
  /**
   * PostgreSQL only: read only when no other instance is reconciling (RECONCILE_LOCK, a
   * transaction-scoped advisory lock released when the read ends); null when one is.
   */
  oneInstanceAtATime?: boolean;
}

/**
 * The five tables as one snapshot: a read-only REPEATABLE READ transaction on PostgreSQL (every
 * statement sees the same moment, so a deposit confirmed between two reads cannot show up in one
 * table and not the other); on SQLite a transaction is serializable anyway.
 */
export async function readBooks(db: InvestorDb, { oneInstanceAtATime = false }: ReadOptions = {}): Promise<Books | null> {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(async (trx) => {
    if (oneInstanceAtATime) {
      const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${RECONCILE_LOCK}) AS locked`.execute(trx);
      if (!rows[0]?.locked) return null;
    }
    return readTables(trx);
  });
}

/** Reads the books and checks every invariant; null when another instance is reconciling (see ReadOptions). */
export async function reconcile(db: InvestorDb): Promise<Reconciliation>;
export async function reconcile(db: InvestorDb, options: ReadOptions): Promise<Reconciliation | null>;
export async function reconcile(db: InvestorDb, options: ReadOptions = {}): Promise<Reconciliation | null> {
  const books = await readBooks(db, options);
  return books && reconcileBooks(books, INVESTMENT_LIFECYCLE);
}
