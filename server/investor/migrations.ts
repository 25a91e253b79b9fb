/**
 * The investor area's migrations, part of the one ordered list of server/db/migrations.ts (which
 * runs them at start-up, after the core ones). Append new migrations there; never edit a shipped one.
 */
import { sql, type Kysely, type Migration } from 'kysely';

const time = 'bigint' as const;

export const INVESTOR_MIGRATIONS: Record<string, Migration> = {
  '0004_investor': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('investor_accounts')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('acknowledged_at', time)
        .addColumn('lock_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createTable('deposits')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('sector', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('checkout', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('network', 'text', (c) => c.notNull())
        .addColumn('rate_cents', 'bigint', (c) => c.notNull())
        .addColumn('coin_amount', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('is_test_address', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('tx_hash', 'text')
        .addColumn('quoted_at', time, (c) => c.notNull())
        .addColumn('expires_at', time, (c) => c.notNull())
        .addColumn('sent_at', time)
        .addColumn('decided_at', time)
        .addColumn('investment_id', 'text')
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('deposits_user').on('deposits').columns(['user_id', 'status']).execute();
      await db.schema.createTable('investments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('deposit_id', 'text')
        .addColumn('previous_id', 'text')
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('sector', 'text', (c) => c.notNull())
        .addColumn('principal_cents', 'bigint', (c) => c.notNull())
        .addColumn('daily_return_bps', 'integer', (c) => c.notNull())
        .addColumn('duration_days', 'integer', (c) => c.notNull())
        .addColumn('started_at', time, (c) => c.notNull())
        .addColumn('matures_at', time, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('cycle', 'integer', (c) => c.notNull())
        .addColumn('earnings_cents', 'bigint')
        .addColumn('payout_cents', 'bigint')
        .addColumn('fee_cents', 'bigint')
        .addColumn('credited_at', time)
        .addColumn('ended_at', time)
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('investments_due').on('investments').columns(['status', 'matures_at']).execute();
      await db.schema.createIndex('investments_user').on('investments').column('user_id').execute();
      await db.schema.createTable('withdrawals')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('destination', 'text', (c) => c.notNull())
        .addColumn('destination_label', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('decided_at', time)
        .addColumn('reference', 'text')
        .execute();
      await db.schema.createTable('ledger')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('delta_cents', 'bigint', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('reference_id', 'text', (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      // Each credit happens once: one row per kind and source (investment, deposit, withdrawal).
      await db.schema.createIndex('ledger_once').on('ledger').columns(['type', 'reference_id']).unique().execute();
      await db.schema.createIndex('ledger_user').on('ledger').columns(['user_id', 'created_at']).execute();
      await db.schema.createTable('investor_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('at', time, (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .execute();
    },
  },
  // A long history (an investor with 10,000 transactions) must cost no more to
  // page through or sum than a short one.
  '0005_investor_history_indexes': {
    async up(db: Kysely<unknown>) {
      // The list's full order (newest first, id breaks ties) straight from the index; it also
      // covers the page's id lookup and the count, so a deep page reads index entries only.
      await db.schema.createIndex('ledger_user_order').on('ledger').columns(['user_id', 'created_at', 'id']).execute();
      await db.schema.createIndex('ledger_user_type_order').on('ledger').columns(['user_id', 'type', 'created_at', 'id']).execute();
      await db.schema.dropIndex('ledger_user').execute();
      // The balances (available, total earned) are sums over the investor's rows: read from the index alone.
      await db.schema.createIndex('ledger_user_sums').on('ledger').columns(['user_id', 'status', 'type', 'amount_cents', 'delta_cents']).execute();
      // The overview's running investments among a long list of ended ones.
      await db.schema.createIndex('investments_user_status').on('investments').columns(['user_id', 'status', 'started_at']).execute();
      await db.schema.dropIndex('investments_user').execute();
    },
  },
  // The overview's balances were sums over the whole history; they become running balances on the
  // account row, kept by every ledger write (`balanceEffect` in domain/investment/ledger.ts).
  '0006_investor_running_balances': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('investor_accounts').addColumn('available_cents', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('investor_accounts').addColumn('earned_cents', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
      await backfillBalances(db);
      // The overview's pending withdrawals among a long list of paid ones.
      await db.schema.createIndex('withdrawals_user_status').on('withdrawals').columns(['user_id', 'status', 'created_at']).execute();
      // The breakdown's history of finished investments, a page at a time in its full order
      // (newest first, id breaks ties), from the index alone like the transactions' pages.
      await db.schema.createIndex('investments_user_order').on('investments').columns(['user_id', 'started_at', 'id', 'status']).execute();
    },
  },
  // The transactions' count for the unfiltered list (every page shows it), kept like the balances.
  '0007_investor_transactions_count': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('investor_accounts').addColumn('transactions_count', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
      await backfillTransactionsCount(db);
    },
  },
  // The breakdown's count of finished investments (its history's pages), kept like the others.
  '0008_investor_finished_investments_count': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('investor_accounts').addColumn('finished_investments_count', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
      await backfillFinishedInvestmentsCount(db);
    },
  },
};

/**
 * Creates the account row of anyone who has ledger rows but no account (a referrer paid a bonus
 * before their own first deposit). `WHERE true` keeps SQLite's parser from reading ON CONFLICT as
 * part of the SELECT.
 */
async function createMissingAccounts(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO investor_accounts (user_id) SELECT DISTINCT user_id FROM ledger WHERE true ON CONFLICT (user_id) DO NOTHING`.execute(db);
}

/** Sets every account's running balances to the sums over its ledger rows (the rule of `balanceEffect`). */
export async function backfillBalances(db: Kysely<unknown>): Promise<void> {
  await createMissingAccounts(db);
  await sql`UPDATE investor_accounts SET
    available_cents = COALESCE((SELECT SUM(delta_cents) FROM ledger
      WHERE ledger.user_id = investor_accounts.user_id AND ledger.status <> 'rejected'), 0),
    earned_cents = COALESCE((SELECT SUM(amount_cents) FROM ledger
      WHERE ledger.user_id = investor_accounts.user_id AND ledger.status = 'completed' AND ledger.type IN ('earning', 'referral_bonus')), 0)`.execute(db);
}

/** Sets every account's transactions' count to its number of ledger rows. */
export async function backfillTransactionsCount(db: Kysely<unknown>): Promise<void> {
  await createMissingAccounts(db);
  await sql`UPDATE investor_accounts SET transactions_count = (SELECT COUNT(*) FROM ledger WHERE ledger.user_id = investor_accounts.user_id)`.execute(db);
}

/**
 * Sets every account's count of finished investments. The statuses are written out as they were
 * when this migration was added: a migration keeps its meaning whatever the code becomes.
 */
export async function backfillFinishedInvestmentsCount(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO investor_accounts (user_id) SELECT DISTINCT user_id FROM investments WHERE true ON CONFLICT (user_id) DO NOTHING`.execute(db);
  await sql`UPDATE investor_accounts SET finished_investments_count = (SELECT COUNT(*) FROM investments
    WHERE investments.user_id = investor_accounts.user_id AND investments.status IN ('reinvested', 'upgraded', 'ended', 'endedEarly'))`.execute(db);
}
