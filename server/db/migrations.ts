/**
 * The schema, as one ordered list of Kysely migrations shared by SQLite and PostgreSQL: the core
 * tables here, the investor area's from server/investor/migrations.ts. Applied at start-up.
 * Append new migrations (the next number); never edit one that has shipped.
 */
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { INVESTOR_MIGRATIONS } from '../investor/migrations';

// bigint holds epoch milliseconds on PostgreSQL; SQLite's integer is 64-bit already.
const time = 'bigint' as const;

/**
 * Gives the undo links and recovery codes written before `0016_undo_bound_to_set_up` what they are
 * bound to: the codes one batch, a recovery-codes link that batch, a two-factor link the set-up in
 * force, a passkey link its passkey.
 */
export async function bindUndoLinksToSetUps(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE recovery_codes SET batch = 'before-batches' WHERE batch IS NULL`.execute(db);
  await sql`UPDATE undo_links SET subject = passkey_id WHERE kind = 'passkey' AND subject IS NULL`.execute(db);
  await sql`UPDATE undo_links SET subject = 'before-batches' WHERE kind = 'recovery-codes' AND subject IS NULL`.execute(db);
  await sql`UPDATE undo_links SET subject = (SELECT CAST(two_factor.enabled_at AS TEXT) FROM two_factor WHERE two_factor.user_id = undo_links.user_id)
    WHERE kind = 'two-factor' AND subject IS NULL`.execute(db);
}

const CORE_MIGRATIONS: Record<string, Migration> = {
  '0001_accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('referral_code', 'text', (c) => c.notNull().unique())
        .addColumn('referred_by', 'text', (c) => c.references('users.id'))
        .addColumn('verified_at', time)
        .addColumn('disabled_at', time)
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createTable('otp_codes')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', time, (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createTable('reset_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', time, (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('reset_tokens_user').on('reset_tokens').column('user_id').execute();
      await db.schema.createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('last_seen_at', time, (c) => c.notNull())
        .addColumn('revoked_at', time)
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema.createTable('refresh_tokens')
        .addColumn('jti', 'text', (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('issued_at', time, (c) => c.notNull())
        .addColumn('expires_at', time, (c) => c.notNull())
        .addColumn('consumed_at', time)
        .addColumn('replaced_by', 'text')
        .execute();
      await db.schema.createIndex('refresh_tokens_session').on('refresh_tokens').column('session_id').execute();
    },
  },
  '0002_management': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('subscribers')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createTable('contact_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
    },
  },
  '0003_mail_queue': {
    // Outgoing mail, written in the transaction of what it announces and sent after the answer
    // (server/mail/queue.ts). A row is deleted once sent: bodies hold codes and reset links.
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('mail_queue')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('message', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', time, (c) => c.notNull())
        .addColumn('give_up_at', time, (c) => c.notNull())
        .addColumn('lease_token', 'text')
        .addColumn('lease_until', time)
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('mail_queue_due').on('mail_queue').column('next_attempt_at').execute();
    },
  },
  '0009_session_devices': {
    // Where each session was started, for the signed-in devices list and the new-device alert.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
      await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
    },
  },
  '0010_two_factor': {
    // The authenticator-app second factor: one secret per user (sealed with TWO_FACTOR_KEY; set up
    // until confirmed, then enabled), its recovery codes (keyed hashes), and the sign-ins waiting
    // for their second step.
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('two_factor')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('sealed_secret', 'text', (c) => c.notNull())
        .addColumn('enabled_at', time)
        /** The newest 30-second step a code was accepted for: no code of it or before is taken again. */
        .addColumn('last_step', time, (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createTable('recovery_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('used_at', time)
        .execute();
      await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();
      await db.schema.createTable('login_challenges')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('user_agent', 'text')
        .addColumn('ip', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', time, (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
    },
  },
  '0011_passkeys': {
    // Passkeys (WebAuthn credentials): each signs in alone, as both factors. Challenges are kept
    // (hashed) until answered once or five minutes pass.
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('passkeys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', time, (c) => c.notNull())
        .addColumn('transports', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('last_used_at', time)
        .execute();
      await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();
      await db.schema.createTable('webauthn_challenges')
        .addColumn('challenge_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('expires_at', time, (c) => c.notNull())
        .execute();
    },
  },
  '0012_step_up': {
    // When a session last proved itself (password and second factor, or a passkey) for a
    // sensitive change: five minutes of grace from then (server/auth/step-up.ts).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sessions').addColumn('step_up_at', time).execute();
    },
  },
  '0013_undo_links': {
    // The single-use links of the alerts that announce a new way in (server/auth/undo-links.ts).
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('undo_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('passkey_id', 'text')
        .addColumn('expires_at', time, (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('undo_links_expiry').on('undo_links').column('expires_at').execute();
    },
  },
  '0014_signup_claims': {
    // Each registration of an unverified address is a claim of its own, and several codes may be
    // live at once (server/auth/signup-claims.ts, otp.ts). A sign-up under way when this runs
    // keeps its details as a claim and its live code; its browser holds no claim cookie yet, so
    // it logs in once (the password names the claim) before the code is taken.
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('signup_claims')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('referred_by', 'text', (c) => c.references('users.id'))
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('signup_claims_user').on('signup_claims').column('user_id').execute();
      await db.schema.createTable('email_codes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', time, (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('email_codes_user').on('email_codes').column('user_id').execute();
      await sql`INSERT INTO signup_claims (id, user_id, password_hash, first_name, last_name, referred_by, created_at)
        SELECT id, id, password_hash, first_name, last_name, referred_by, created_at FROM users WHERE verified_at IS NULL`.execute(db);
      await sql`INSERT INTO email_codes (id, user_id, code_hash, attempts, expires_at, created_at)
        SELECT user_id, user_id, code_hash, attempts, expires_at, created_at FROM otp_codes`.execute(db);
      await db.schema.dropTable('otp_codes').execute();
    },
  },
  '0015_known_devices': {
    // The browsers that completed a sign-in to each account (their device cookie's id, hashed).
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('known_devices')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('device_hash', 'text', (c) => c.notNull())
        .addColumn('first_seen_at', time, (c) => c.notNull())
        .addColumn('last_seen_at', time, (c) => c.notNull())
        .addPrimaryKeyConstraint('known_devices_pk', ['user_id', 'device_hash'])
        .execute();
    },
  },
  '0016_undo_bound_to_set_up': {
    // An undo link names the set-up it announced (server/auth/undo-links.ts): a passkey by its id,
    // two-factor sign-in by when it was turned on, new recovery codes by their batch. Recovery
    // codes carry their batch, and the batch a renewal replaced stays (retired) until the next
    // renewal, so undoing new codes gives the owner's own back. Links and codes already there are
    // bound to what is on now.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('undo_links').addColumn('subject', 'text').execute();
      await db.schema.alterTable('recovery_codes').addColumn('batch', 'text').execute();
      await db.schema.alterTable('recovery_codes').addColumn('retired_at', time).execute();
      await bindUndoLinksToSetUps(db);
    },
  },
};

/** Every migration, in the order they run (Kysely orders them by name). */
export const MIGRATIONS: Record<string, Migration> = { ...CORE_MIGRATIONS, ...INVESTOR_MIGRATIONS };

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Until 2026-11-25 the investor migrations had a bookkeeping table of their own, under these
 * names. A database from then carries both tables: its investor entries join the one table under
 * their new names (and the old tables go) before the migrator looks, so nothing runs twice.
 */
export const LEGACY_INVESTOR_NAMES: Record<string, string> = {
  '0001_investor': '0004_investor',
  '0002_history_indexes': '0005_investor_history_indexes',
  '0003_running_balances': '0006_investor_running_balances',
  '0004_transactions_count': '0007_investor_transactions_count',
  '0005_finished_investments_count': '0008_investor_finished_investments_count',
};
const LEGACY_TABLE = 'investor_migrations';
const LEGACY_LOCK_TABLE = 'investor_migrations_lock';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKysely = Kysely<any>;

/** The old investor table's entries, or null when there is none (asked of the table itself). */
async function legacyInvestorEntries(db: AnyKysely): Promise<{ name: string; timestamp: string }[] | null> {
  try {
    return await db.selectFrom(LEGACY_TABLE).select(['name', 'timestamp']).execute();
  } catch (error) {
    if (/no such table|does not exist/i.test(error instanceof Error ? error.message : String(error))) return null;
    throw error;
  }
}

async function adoptLegacyInvestorTrack(db: AnyKysely, schema: string | undefined): Promise<void> {
  const scoped = schema ? db.withSchema(schema) : db;
  const ran = await legacyInvestorEntries(scoped);
  if (!ran) return;
  const tableName = (name: string) => sql.table(schema ? `${schema}.${name}` : name);
  // Idempotent, so two instances starting together on one PostgreSQL may both run it: the second
  // finds every name already there (it waits on the first's rows) and the tables already gone.
  await scoped.transaction().execute(async (trx) => {
    for (const { name, timestamp } of ran) {
      const renamed = LEGACY_INVESTOR_NAMES[name];
      if (!renamed) throw new Error(`The investor migration ${name} is not known to this version.`);
      await trx.insertInto('kysely_migration').values({ name: renamed, timestamp }).onConflict((oc) => oc.column('name').doNothing()).execute();
    }
    await sql`DROP TABLE IF EXISTS ${tableName(LEGACY_LOCK_TABLE)}`.execute(trx);
    await sql`DROP TABLE IF EXISTS ${tableName(LEGACY_TABLE)}`.execute(trx);
  });
}

/** `schema`: the PostgreSQL schema in use (Kysely looks for its bookkeeping tables there). */
// Migrations run before the schema exists, so they take a Kysely of any schema (as Kysely's own docs do).
export async function migrateToLatest(db: AnyKysely, schema?: string): Promise<void> {
  await adoptLegacyInvestorTrack(db, schema);
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Any 64-bit number no other part of the product takes an advisory lock on. */
const POSTGRES_MIGRATION_LOCK = 0x61636d65_6d6967n;

/**
 * PostgreSQL: one migration at a time on the whole database, whichever schema it is for. Kysely's
 * migrator looks for its tables by reading every schema's catalogue, which fails when another
 * migration drops a table in that instant (the old investor track's tables, when two instances
 * upgrade together). The lock is held by the one connection the migration runs on.
 */
export async function migratePostgresToLatest(db: AnyKysely, schema: string | undefined): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${POSTGRES_MIGRATION_LOCK})`.execute(connection);
    try {
      await migrateToLatest(connection, schema);
    } finally {
      await sql`SELECT pg_advisory_unlock(${POSTGRES_MIGRATION_LOCK})`.execute(connection);
    }
  });
}
