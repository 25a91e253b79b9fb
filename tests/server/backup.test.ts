/**
 * Backups that restore (the operator's `backup <file>` and `restore <file>`), on SQLite and on
 * PostgreSQL: a backup taken while deposits, withdrawals and the operator's decisions run restores
 * into an empty database with the ledger the source had at that moment, balances that are its
 * sums, and the counts the backup printed. An existing file, a database that holds accounts (or
 * has its server running) and a file that is not our backup are refused; a refused restore leaves
 * the target empty; an older backup is migrated on restore.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild } from '../../scripts/build-server.mjs';
import { backupDatabase, restoreDatabase } from '../../server/backup/commands';
import { pgConnection } from '../../server/backup/pg-tools';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, postgresPool } from '../../server/db/connect';
import { MIGRATIONS } from '../../server/db/migrations';
import { settleMatured } from '../../server/investor/maturity';
import { mailNotify } from '../../server/investor/notify';
import { decideWithdrawal } from '../../server/investor/operator-commands';
import { reconcile } from '../../server/investor/reconcile';
import type { InvestorDb } from '../../server/investor/schema';
import { DAY_MS } from '../oracle';
import { forEachDatabase, type Harness } from './harness';
import { db, invest, investor, TRC20_ADDRESS, type Investor } from './investor-support';
import { createTestDatabase, createTestSchema } from './pg-schemas';
import { tempDir } from './processes';

const ROOT = path.resolve(__dirname, '../..');

/** `text` matched as it is, inside a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function backup(config: Config, file: string): Promise<string[]> {
  const lines: string[] = [];
  await backupDatabase(config, file, (line) => lines.push(line));
  return lines;
}

async function restore(config: Config, file: string): Promise<string[]> {
  const lines: string[] = [];
  await restoreDatabase(config, file, (line) => lines.push(line));
  return lines;
}

/** Somewhere empty to restore into: a new SQLite folder, or a new PostgreSQL database (the schema keeps its name). */
async function emptyTarget(source: Config): Promise<Config> {
  if (!source.databaseUrl) return { ...source, sqliteFile: path.join(tempDir('acme-restore-'), 'restored.sqlite') };
  return { ...source, databaseUrl: await createTestDatabase() };
}

/** What is in a target: its folder's files (SQLite) or its schema's tables (PostgreSQL). */
async function targetContents(target: Config): Promise<string[]> {
  if (!target.databaseUrl) return readdirSync(path.dirname(target.sqliteFile));
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>('select tablename from pg_tables where schemaname = $1', [target.databaseSchema]);
    return rows.map((row) => row.tablename);
  } finally {
    await client.end();
  }
}

async function withDatabase<T>(config: Config, read: (database: InvestorDb) => Promise<T>): Promise<T> {
  const database = await openDatabase(config, { instanceLock: false });
  try {
    return await read(database.db as unknown as InvestorDb);
  } finally {
    await database.close();
  }
}

interface LedgerEntry { user_id: string; type: string; status: string; amount_cents: number; delta_cents: number }

async function ledgerOf(database: InvestorDb): Promise<Map<string, LedgerEntry>> {
  const rows = await database.selectFrom('ledger').select(['id', 'user_id', 'type', 'status', 'amount_cents', 'delta_cents']).execute();
  return new Map(rows.map(({ id, ...row }) => [id, { ...row, amount_cents: Number(row.amount_cents), delta_cents: Number(row.delta_cents) }]));
}

/** A ledger row but its status, which a decision may change after the backup. */
const withoutStatus = (row: LedgerEntry | undefined) => row && { user_id: row.user_id, type: row.type, amount_cents: row.amount_cents, delta_cents: row.delta_cents };

/** Investors with money to withdraw: each invested $1,000, which matured into $1,070 available. */
async function investorsWithMoney(h: Harness, count: number): Promise<Investor[]> {
  const people: Investor[] = [];
  for (let i = 0; i < count; i++) {
    const who = await investor(h);
    await invest(h, who);
    people.push(who);
  }
  h.clock.advance(7 * DAY_MS);
  expect(await settleMatured(db(h), h.clock())).toBe(count);
  for (const who of people) {
    await who.signInAgain();
    await who.stepUp();
  }
  return people;
}

/** An investor's next move: a deposit the operator confirms, a withdrawal, the operator paying or rejecting it. */
async function moneyStep(h: Harness, who: Investor, step: number, pending: string[]): Promise<void> {
  if (step % 3 === 0) {
    await invest(h, who, { amount_cents: 50_000 });
  } else if (step % 3 === 1) {
    const res = await who.post('/api/investor/withdrawals/', { amount_cents: 1_000, method: 'crypto', checkout: 'usdt_trc20', address: TRC20_ADDRESS });
    expect(res.statusCode, res.body).toBe(201);
    pending.push(res.json().id as string);
  } else {
    await decideWithdrawal(db(h), pending.shift()!, step % 2 ? 'pay' : 'reject', h.clock(), 'operator:test', 'tx 0xfeed', mailNotify(h.config.appUrl));
  }
}

/** Every investor moving money at once, step after step, until stopped. */
function moneyMoving(h: Harness, people: Investor[]) {
  let stopped = false;
  let steps = 0;
  const waiting: { count: number; resolve: () => void }[] = [];
  const workers = Promise.all(people.map(async (who) => {
    const pending: string[] = [];
    for (let step = 0; !stopped; step++) {
      await moneyStep(h, who, step, pending);
      steps += 1;
      for (const waiter of waiting.filter((candidate) => steps >= candidate.count)) waiter.resolve();
    }
  }));
  return {
    /** Resolves once `more` further steps have been taken (fails if a step failed). */
    after: (more: number) => Promise.race([
      new Promise<void>((resolve) => waiting.push({ count: steps + more, resolve })),
      workers.then(() => { throw new Error('the money stopped moving'); }),
    ]),
    stop: () => {
      stopped = true;
      return workers;
    },
  };
}

// The migrator runs migrations in the order of their names.
const MIGRATION_NAMES = Object.keys(MIGRATIONS).sort();
const NEWEST_MIGRATION = MIGRATION_NAMES.at(-1);

/** A database migrated up to the migration before the newest, as an older version left it. */
async function olderDatabase(h: Harness): Promise<Config> {
  const config: Config = h.kind === 'sqlite'
    ? { ...h.config, sqliteFile: path.join(tempDir('acme-older-'), 'older.sqlite') }
    : { ...h.config, databaseSchema: await createTestSchema() };
  const dialect = config.databaseUrl ? new PostgresDialect({ pool: postgresPool(config) }) : new SqliteDialect({ database: new SqliteDatabase(config.sqliteFile) });
  const raw = new Kysely<unknown>({ dialect });
  const older = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name !== NEWEST_MIGRATION));
  try {
    const { error } = await new Migrator({ db: raw, provider: { getMigrations: async () => older }, ...(config.databaseSchema ? { migrationTableSchema: config.databaseSchema } : {}) }).migrateToLatest();
    if (error) throw error;
  } finally {
    await raw.destroy();
  }
  return config;
}

interface Run { code: number | null; stdout: string; stderr: string }

/** `npm run operator -- …` with the environment that names `config`'s database. */
async function operatorCommand(config: Config, ...args: string[]): Promise<Run> {
  const env = {
    ...process.env, NODE_ENV: 'test', JWT_SECRET: 'backup-test-secret-long-enough-0123456789',
    DATA_DIR: path.dirname(config.sqliteFile), SQLITE_FILE: config.sqliteFile, DATABASE_URL: config.databaseUrl ?? '', DATABASE_SCHEMA: config.databaseSchema ?? '',
  };
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', 'operator', '--', ...args], { cwd: ROOT, env, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number | null; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('pg_dump and pg_restore', () => {
  it('are given the database URL without its password, which travels in PGPASSWORD', () => {
    expect(pgConnection('postgres://acme:s%3Acret@db.example:5432/acme?sslmode=require')).toEqual({ url: 'postgres://acme@db.example:5432/acme?sslmode=require', password: 's:cret' });
    expect(pgConnection('postgres://acme@db.example/acme?password=s3cret&sslmode=require')).toEqual({ url: 'postgres://acme@db.example/acme?sslmode=require', password: 's3cret' });
    expect(pgConnection('postgres://acme@db.example/acme')).toEqual({ url: 'postgres://acme@db.example/acme', password: undefined });
  });
});

forEachDatabase((setup, kind) => {
  describe('backup and restore', () => {
    it('backs up while money moves; the restore has the ledger of that moment, balances that are its sums, and the printed counts', async () => {
      const h = await setup();
      const people = await investorsWithMoney(h, 3);
      const file = path.join(tempDir('acme-backup-'), 'books.backup');
      const load = moneyMoving(h, people);
      let before: Map<string, LedgerEntry>;
      let printed: string[];
      try {
        await load.after(people.length);
        before = await ledgerOf(db(h));
        printed = await backup(h.config, file);
        // Some investor takes three steps more, two begun after the backup, one of which writes a row.
        await load.after(2 * people.length + 1);
      } finally {
        await load.stop();
      }
      const after = await ledgerOf(db(h));

      const target = await emptyTarget(h.config);
      const restored = await restore(target, file);
      const source = kind === 'sqlite' ? `an online copy of SQLite ${literal(h.config.sqliteFile)}` : `pg_dump custom format of PostgreSQL .+ \\(schema ${h.config.databaseSchema}\\), that schema only`;
      expect(printed[0]).toMatch(new RegExp(`^Backup written to ${literal(file)}: [\\d.]+ (B|kB|MB), ${source}\\.$`));
      const into = kind === 'sqlite' ? `SQLite ${literal(target.sqliteFile)}` : `PostgreSQL ${literal(target.databaseUrl!)} \\(schema ${target.databaseSchema}\\)`;
      expect(restored[0]).toMatch(new RegExp(`^Restored ${literal(file)} into ${into}; its migrations were up to date\\.$`));
      expect(restored.slice(1)).toEqual(printed.slice(1));
      // It holds every account's data: for its owner's eyes only.
      expect(statSync(file).mode & 0o777).toBe(0o600);

      const { ledger, breaches } = await withDatabase(target, async (database) => ({ ledger: await ledgerOf(database), breaches: (await reconcile(database)).breaches }));
      // The restored books balance: every invariant of `npm run operator -- reconcile` holds.
      expect(breaches).toEqual([]);
      expect(printed[2]).toContain(`users ${people.length}, ledger ${ledger.size},`);
      // Every row written before the backup began is in it (decided since, at most), and every
      // row in it is the source's; the source went on writing after it.
      for (const [id, row] of before) {
        expect(withoutStatus(ledger.get(id)), `ledger row ${id}`).toEqual(withoutStatus(row));
        expect([row.status, after.get(id)!.status]).toContain(ledger.get(id)!.status);
      }
      for (const [id, row] of ledger) expect(withoutStatus(after.get(id)), `ledger row ${id}`).toEqual(withoutStatus(row));
      expect(after.size).toBeGreaterThan(ledger.size);
    });

    it('refuses to overwrite a file', async () => {
      const h = await setup();
      await h.createUser();
      const folder = tempDir('acme-backup-');
      const file = path.join(folder, 'taken.backup');
      writeFileSync(file, 'an earlier backup');
      await expect(backup(h.config, file)).rejects.toThrow(`${file} already exists: a backup never overwrites a file. Choose a new name.`);
      expect(readFileSync(file, 'utf8')).toBe('an earlier backup');
      expect(readdirSync(folder)).toEqual(['taken.backup']);
    });

    it('restores only into an empty database, never under a running server', async () => {
      const h = await setup();
      await h.createUser();
      await h.createUser();
      const file = path.join(tempDir('acme-backup-'), 'two.backup');
      await backup(h.config, file);
      if (kind === 'sqlite') {
        await expect(restore(h.config, file)).rejects.toThrow(/^The SQLite database .+ is already in use by another process .+ A restore needs the server stopped\.$/);
        await h.closeApp();
        await expect(restore(h.config, file)).rejects.toThrow(`${h.config.sqliteFile} already holds the data of 2 accounts: a restore goes only into an empty database.`);
        // A database the server created and no one signed up in yet counts as empty.
        const fresh = await emptyTarget(h.config);
        await withDatabase(fresh, async () => undefined);
        expect((await restore(fresh, file)).at(-1)).toMatch(/^Rows: users 2, /);
      } else {
        await expect(restore(h.config, file)).rejects.toThrow(new RegExp(`^The database already holds tables this backup would write \\(${h.config.databaseSchema}\\.\\w+, `));
      }
      expect(await withDatabase(h.config, (database) => database.selectFrom('users').select('id').execute())).toHaveLength(2);
    });

    it('refuses a file that is not a backup of ours, or is damaged, and leaves the target empty', async () => {
      const h = await setup();
      await h.createUser();
      const folder = tempDir('acme-backup-');
      const target = await emptyTarget(h.config);
      const refused = async (file: string, message: string | RegExp) => {
        await expect(restore(target, file)).rejects.toThrow(message);
        expect(await targetContents(target)).toEqual([]);
      };

      const notes = path.join(folder, 'notes.txt');
      writeFileSync(notes, 'not a backup');
      await refused(notes, `${notes} is not a backup of ours: it is neither a SQLite database nor a pg_dump custom-format archive.`);
      const strangers = path.join(folder, 'strangers.sqlite');
      new SqliteDatabase(strangers).exec('CREATE TABLE notes (text TEXT)').close();
      await refused(strangers, kind === 'sqlite'
        ? `${strangers} is a SQLite database but not a backup of ours: it has no kysely_migration, users, ledger table.`
        : `${strangers} is a SQLite backup, but this configuration uses PostgreSQL (DATABASE_URL is set). Restore it with the configuration of its own database.`);
      if (kind === 'postgres') {
        const emptySchema = await createTestSchema();
        const foreign = path.join(folder, 'foreign.dump');
        await promisify(execFile)('pg_dump', ['--format=custom', `--schema=${emptySchema}`, `--file=${foreign}`, h.config.databaseUrl!]);
        await refused(foreign, `${foreign} is a pg_dump archive but not a backup of ours: no schema in it has the kysely_migration, users, ledger tables.`);
      }

      const good = path.join(folder, 'good.backup');
      await backup(h.config, good);
      const damaged = path.join(folder, 'damaged.backup');
      copyFileSync(good, damaged);
      truncateSync(damaged, Math.floor(statSync(good).size / 2));
      await refused(damaged, kind === 'sqlite' ? new RegExp(`^${literal(damaged)} is damaged: `) : /^pg_restore failed: /);
      // The target is still good for the real thing.
      expect((await restore(target, good)).at(-1)).toMatch(/^Rows: users 1, /);
    });

    it('brings an older backup up to date', async () => {
      const h = await setup();
      const older = await olderDatabase(h);
      const file = path.join(tempDir('acme-backup-'), 'older.backup');
      expect((await backup(older, file))[1]).toMatch(new RegExp(`; migrations: ${MIGRATION_NAMES.length - 1} \\(latest ${MIGRATION_NAMES.at(-2)}\\)\\.$`));
      const restored = await restore(await emptyTarget(older), file);
      expect(restored[0]).toMatch(/; 1 migration brought it up to date\.$/);
      expect(restored[1]).toMatch(new RegExp(`; migrations: ${MIGRATION_NAMES.length} \\(latest ${NEWEST_MIGRATION}\\)\\.$`));
    });
  });

  describe('npm run operator', () => {
    // The command compiles the server first when its build is stale: once, before runs at the same time.
    beforeAll(ensureServerBuild, 60_000);

    it('backup, then restore into an empty database: both exit 0 and print the same counts', async () => {
      const h = await setup();
      await h.createUser();
      const file = path.join(tempDir('acme-backup-'), 'cli.backup');
      const backedUp = await operatorCommand(h.config, 'backup', file);
      expect(backedUp).toMatchObject({ code: 0, stderr: '' });
      expect(backedUp.stdout).toMatch(new RegExp(`^Backup written to ${literal(file)}: .+\\nTables: \\d+; migrations: \\d+ \\(latest .+\\)\\.\\nRows: users 1, ledger 0, deposits 0, investments 0, withdrawals 0\\.\\n$`));

      const target = await emptyTarget(h.config);
      const restored = await operatorCommand(target, 'restore', file);
      expect(restored).toMatchObject({ code: 0, stderr: '' });
      expect(restored.stdout.split('\n').slice(1)).toEqual(backedUp.stdout.split('\n').slice(1));
      expect(await withDatabase(target, (database) => database.selectFrom('users').select('email').execute())).toEqual(await db(h).selectFrom('users').select('email').execute());
    }, 60_000);
  });
});

describe('npm run operator -- backup', () => {
  beforeAll(ensureServerBuild, 60_000);

  it('exits 1 with the reason alone when it refuses, and 64 with the usage without a file name', async () => {
    const folder = tempDir('acme-backup-');
    const nothing = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: folder }, { jwtSecret: 'unused' }), databaseUrl: undefined };
    const [refused, unnamed] = await Promise.all([operatorCommand(nothing, 'backup', path.join(folder, 'x.backup')), operatorCommand(nothing, 'backup')]);
    expect(refused).toEqual({ code: 1, stdout: '', stderr: `There is no database at ${nothing.sqliteFile} to back up (see DATA_DIR and SQLITE_FILE).\n` });
    expect(unnamed).toMatchObject({ code: 64, stdout: '' });
    expect(unnamed.stderr).toContain('\n  backup <file>  ');
    expect(readdirSync(folder)).toEqual([]);
  }, 60_000);
});
