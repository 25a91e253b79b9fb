/**
 * One migration track: a database made when the investor migrations kept a bookkeeping table of
 * their own upgrades in place. Its investor entries join the one table under their new names, the
 * old tables go, its data stays, and no migration runs twice (one that did would fail: its tables
 * exist). On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { LEGACY_INVESTOR_NAMES, MIGRATIONS } from '../../server/db/migrations';
import { loadConfig, type Config } from '../../server/config';
import { createTestSchema, PG_URL } from './pg-schemas';

type Kind = 'sqlite' | 'postgres';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshConfig(kind: Kind): Promise<Config> {
  const dir = mkdtempSync(path.join(tmpdir(), 'acme-one-track-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }, { jwtSecret: 'test-secret-that-is-long-enough-0123456789' });
  if (kind === 'sqlite') return { ...base, databaseUrl: undefined, sqliteFile: path.join(dir, 'old.sqlite') };
  return { ...base, databaseUrl: PG_URL, databaseSchema: await createTestSchema() };
}

/** A plain connection, without the server's start-up (which would migrate). */
function rawDatabase(config: Config): Kysely<Record<string, Record<string, unknown>>> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, options: `-c search_path=${config.databaseSchema}` });
    return new Kysely({ dialect: new PostgresDialect({ pool }) });
  }
  return new Kysely({ dialect: new SqliteDialect({ database: new SqliteDatabase(config.sqliteFile) }) });
}

/** The core list as it was when the investor track had a table of its own (later ones came after). */
const CORE_BEFORE_ONE_TRACK = ['0001_accounts', '0002_management', '0003_mail_queue'];

/** The layout before: the core list in Kysely's table, the first `investorCount` investor migrations in their own. */
async function makeTwoTrackDatabase(config: Config, investorCount: number) {
  const db = rawDatabase(config);
  const core = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => CORE_BEFORE_ONE_TRACK.includes(name)));
  const investor: Record<string, Migration> = Object.fromEntries(
    Object.entries(LEGACY_INVESTOR_NAMES).slice(0, investorCount).map(([old, renamed]) => [old, MIGRATIONS[renamed]!]),
  );
  const schema = config.databaseSchema ? { migrationTableSchema: config.databaseSchema } : {};
  for (const migrator of [
    new Migrator({ db, provider: { getMigrations: async () => core }, ...schema }),
    new Migrator({ db, provider: { getMigrations: async () => investor }, migrationTableName: 'investor_migrations', migrationLockTableName: 'investor_migrations_lock', ...schema }),
  ]) {
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
  }
  await db.insertInto('investor_settings').values({ key: 'fee_bps', value: '250' }).execute();
  const before = await db.selectFrom('investor_migrations').select(['name', 'timestamp']).orderBy('name').execute();
  await db.destroy();
  return before;
}

async function afterUpgrade(config: Config) {
  const database = await openDatabase(config, { instanceLock: false });
  cleanups.push(() => database.close());
  const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const ran = await db.selectFrom('kysely_migration').select(['name', 'timestamp']).orderBy('name').execute();
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true }))
    .filter((table) => !config.databaseSchema || table.schema === config.databaseSchema)
    .map((table) => table.name);
  const setting = await db.selectFrom('investor_settings').select('value').where('key', '=', 'fee_bps').executeTakeFirst();
  return { ran, tables, setting, close: () => database.close() };
}

function onEach(suite: (kind: Kind) => void) {
  describe('sqlite', () => suite('sqlite'));
  describe.skipIf(!PG_URL)(PG_URL ? 'postgres' : 'postgres (skipped: set TEST_DATABASE_URL)', () => suite('postgres'));
}

onEach((kind) => {
  it('a database with both tracks keeps its data and records every migration once, in one table', async () => {
    const config = await freshConfig(kind);
    const before = await makeTwoTrackDatabase(config, Object.keys(LEGACY_INVESTOR_NAMES).length);
    const upgraded = await afterUpgrade(config);
    expect(upgraded.ran.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS).sort());
    // The investor entries kept when they ran.
    for (const old of before) {
      expect(upgraded.ran.find((row) => row.name === LEGACY_INVESTOR_NAMES[old.name as string])?.timestamp).toEqual(old.timestamp);
    }
    expect(upgraded.tables).not.toContain('investor_migrations');
    expect(upgraded.tables).not.toContain('investor_migrations_lock');
    expect(upgraded.setting).toEqual({ value: '250' });

    // A second start finds nothing to do.
    await upgraded.close();
    const again = await afterUpgrade(config);
    expect(again.ran).toEqual(upgraded.ran);
  });

  it('a database whose investor track stopped part-way runs the rest, and only the rest', async () => {
    const config = await freshConfig(kind);
    await makeTwoTrackDatabase(config, 3);
    const upgraded = await afterUpgrade(config);
    expect(upgraded.ran.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS).sort());
    expect(upgraded.setting).toEqual({ value: '250' });
    // The later migrations' columns are there.
    const columns = (await (await openDatabase(config, { instanceLock: false }).then((database) => {
      cleanups.push(() => database.close());
      return database.db.introspection.getTables();
    }))).find((table) => table.name === 'investor_accounts' && (!config.databaseSchema || table.schema === config.databaseSchema))?.columns.map((column) => column.name);
    expect(columns).toEqual(expect.arrayContaining(['transactions_count', 'finished_investments_count']));
  });
});

describe.skipIf(!PG_URL)(PG_URL ? 'postgres' : 'postgres (skipped: set TEST_DATABASE_URL)', () => {
  // SQLite serves from one process per file (the instance lock), so only PostgreSQL has servers
  // migrating at the same time: two instances of one upgrade, and servers of other schemas.
  it('servers migrating together all start, while one upgrade drops the old tables', async () => {
    // Several rounds: Kysely's migrator reads every schema's catalogue, and without one migration
    // at a time that read meets the upgrade's drop of the old tables in some of them.
    for (let round = 0; round < 4; round += 1) {
      const upgrading = await freshConfig('postgres');
      await makeTwoTrackDatabase(upgrading, Object.keys(LEGACY_INVESTOR_NAMES).length);
      const others = await Promise.all([0, 1, 2].map(() => freshConfig('postgres')));
      const instances = await Promise.all([upgrading, upgrading, ...others].map((config) => openDatabase(config, { instanceLock: false })));
      for (const instance of instances) cleanups.push(() => instance.close());
      const db = instances[0]!.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const ran = await db.selectFrom('kysely_migration').select('name').orderBy('name').execute();
      expect(ran.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS).sort());
    }
    // Twenty whole migrations, one at a time: 10 s alone on this machine, 60 s and more while the
    // rest of the suite runs beside it on two cores.
  }, 180_000);
});
