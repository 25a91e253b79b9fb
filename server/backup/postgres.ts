/**
 * PostgreSQL backups: pg_dump's custom format of the configured database (only the configured
 * schema when one is set), read in the same snapshot as the counts it prints. A restore runs
 * pg_restore in one transaction into a database whose schema holds none of the backup's tables.
 * pg_restore cannot rename a schema, so a backup goes back into a schema of its own name: in a
 * new database, or where that schema is empty.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Config } from '../config';
import { openDatabase, postgresPool } from '../db/connect';
import { urlWithoutPassword } from '../url-without-password';
import { BackupError } from './backup-error';
import { checkBackupKind, TABLES_OF_EVERY_BACKUP } from './backup-kind';
import { listingWithout, readListing, type ArchiveContents, type ArchiveTable } from './pg-archive';
import { findPgTool, pgConnection, runPgTool } from './pg-tools';
import { writeNewFile } from './new-file';
import { backupReport, restoreReport, summarize, type DatabaseSummary } from './summary';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKysely = Kysely<any>;

/** A plain connection (two: one may hold a transaction), without the server's migrations. */
async function withConnection<T>(config: Config, run: (db: AnyKysely) => Promise<T>): Promise<T> {
  const db: AnyKysely = new Kysely({ dialect: new PostgresDialect({ pool: postgresPool(config, 2) }) });
  try {
    return await run(db);
  } finally {
    await db.destroy();
  }
}

/** Where our tables are: DATABASE_SCHEMA, else the first schema of the search path. */
async function schemaInUse(db: AnyKysely, config: Config): Promise<string> {
  if (config.databaseSchema) return config.databaseSchema;
  const { rows } = await sql<{ schema: string | null }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}

async function serverMajor(db: AnyKysely): Promise<number> {
  const { rows } = await sql<{ server_version_num: string }>`SHOW server_version_num`.execute(db);
  return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
}

const described = (config: Config, schema: string) => `PostgreSQL ${urlWithoutPassword(config.databaseUrl!) ?? ''} (schema ${schema})`;

/** A name as pg_dump's --schema pattern takes it literally. */
const literalPattern = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function backupPostgres(config: Config, file: string, print: (line: string) => void): Promise<void> {
  const connection = pgConnection(config.databaseUrl!);
  await withConnection(config, async (db) => {
    const schema = await schemaInUse(db, config);
    const pgDump = findPgTool('pg_dump', await serverMajor(db));
    let summary: DatabaseSummary | undefined;
    await writeNewFile(file, (partial) => db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(async (trx) => {
      // pg_dump reads the snapshot the counts are read in: what is printed is what the file holds.
      const { rows } = await sql<{ snapshot: string }>`SELECT pg_export_snapshot() AS snapshot`.execute(trx);
      summary = await summarize(trx, schema);
      const only = config.databaseSchema ? [`--schema=${literalPattern(config.databaseSchema)}`] : [];
      await runPgTool(pgDump, ['--format=custom', `--file=${partial}`, `--snapshot=${rows[0]!.snapshot}`, ...only], connection);
    }));
    const scope = config.databaseSchema ? 'that schema only' : 'the whole database';
    backupReport(file, `pg_dump custom format of ${described(config, schema)}, ${scope}`, summary!).forEach((line) => print(line));
  });
}

/** Refuses an archive without our tables, or with them in another schema than the one restored into. */
function checkOurs(contents: ArchiveContents, target: string, file: string): void {
  const has = (schema: string, name: string) => contents.tables.some((table) => table.schema === schema && table.name === name);
  const ours = [...new Set(contents.tables.map((table) => table.schema))].filter((schema) => TABLES_OF_EVERY_BACKUP.every((name) => has(schema, name)));
  if (!ours.length) throw new BackupError(`${file} is a pg_dump archive but not a backup of ours: no schema in it has the ${TABLES_OF_EVERY_BACKUP.join(', ')} tables.`);
  if (!ours.includes(target)) {
    throw new BackupError(`${file} holds our tables in schema ${ours.join(', ')}, but this configuration uses schema ${target}. ` +
      `pg_restore keeps schema names: set DATABASE_SCHEMA=${ours[0]}, in a database where that schema holds none of our tables.`);
  }
}

async function existingTables(db: AnyKysely, tables: readonly ArchiveTable[]): Promise<string[]> {
  if (!tables.length) return [];
  const { rows } = await sql<{ name: string }>`SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE (n.nspname::text, c.relname::text) IN (${sql.join(tables.map((table) => sql`(${table.schema}, ${table.name})`))})`.execute(db);
  return rows.map((row) => row.name);
}

async function existingSchemas(db: AnyKysely, schemas: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT nspname AS name FROM pg_namespace WHERE nspname::text = ANY(${[...schemas]}::text[])`.execute(db);
  return rows.map((row) => row.name);
}

async function tablesOf(db: AnyKysely, schema: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = ${schema}`.execute(db);
  return rows.map((row) => row.name);
}

/** Takes away what a restore created when a later step failed: the schemas it made, the tables it added to others. */
async function removeRestored(db: AnyKysely, created: { schemas: string[]; tables: ArchiveTable[] }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const schema of created.schemas) await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(trx);
    for (const table of created.tables.filter((table) => !created.schemas.includes(table.schema))) {
      await sql`DROP TABLE IF EXISTS ${sql.id(table.schema, table.name)} CASCADE`.execute(trx);
    }
  });
}

export async function restorePostgres(config: Config, file: string, print: (line: string) => void): Promise<void> {
  checkBackupKind(file, 'postgres');
  const connection = pgConnection(config.databaseUrl!);
  await withConnection(config, async (db) => {
    const target = await schemaInUse(db, config);
    const pgRestore = findPgTool('pg_restore', await serverMajor(db));
    const contents = readListing(await runPgTool(pgRestore, ['--list', file]));
    checkOurs(contents, target, file);
    const clashes = await existingTables(db, contents.tables);
    if (clashes.length) {
      throw new BackupError(`The database already holds tables this backup would write (${clashes.slice(0, 5).join(', ')}${clashes.length > 5 ? ', …' : ''}): ` +
        'a restore goes only into an empty database or schema. Create a new database (createdb) and point DATABASE_URL at it.');
    }
    const schemasBefore = await existingSchemas(db, contents.schemas);
    const tablesBefore = await tablesOf(db, target);
    const scratch = mkdtempSync(path.join(tmpdir(), 'acme-restore-'));
    let restored = false;
    try {
      const list = path.join(scratch, 'restore.list');
      writeFileSync(list, listingWithout(contents, schemasBefore));
      // One transaction: a restore that fails leaves nothing. Owners and grants of the source's
      // roles are left out: the configured user, which the server connects as, owns what is made.
      await runPgTool(pgRestore, ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--use-list=${list}`, file], connection);
      restored = true;
      const { count } = await db.withSchema(target).selectFrom('kysely_migration').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      // Opening runs the migrations the backup is missing.
      const database = await openDatabase(config, { instanceLock: false });
      let summary: DatabaseSummary;
      try {
        summary = await summarize(database.db, target);
      } finally {
        await database.close();
      }
      restoreReport(file, described(config, target), Number(count), summary).forEach((line) => print(line));
    } catch (error) {
      if (restored) {
        const added = (await tablesOf(db, target)).filter((name) => !tablesBefore.includes(name)).map((name) => ({ schema: target, name }));
        await removeRestored(db, { schemas: contents.schemas.filter((schema) => !schemasBefore.includes(schema)), tables: [...contents.tables, ...added] });
      }
      throw error;
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
}
