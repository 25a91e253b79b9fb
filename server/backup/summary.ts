/**
 * What a backup or a restore holds, printed so the operator can compare the two: the tables, the
 * migrations applied and the row counts of the money tables.
 */
import { statSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';

export const MONEY_TABLES = ['users', 'ledger', 'deposits', 'investments', 'withdrawals'] as const;
export type MoneyTable = (typeof MONEY_TABLES)[number];

export interface DatabaseSummary {
  /** Our tables, without the migrator's bookkeeping. */
  tables: number;
  migrations: number;
  latestMigration: string | undefined;
  rows: Record<MoneyTable, number>;
}

// The migrator's own tables (kysely_migration, kysely_migration_lock) are not the product's.
const isOurs = (name: string) => !name.startsWith('kysely_');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKysely = Kysely<any>;

async function tableNames(db: AnyKysely, schema: string | undefined): Promise<string[]> {
  const { rows } = schema === undefined
    ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'`.execute(db)
    : await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ${schema} AND table_type = 'BASE TABLE'`.execute(db);
  return rows.map((row) => row.name);
}

/** `schema`: PostgreSQL's schema that holds the tables; SQLite has none. */
export async function summarize(db: AnyKysely, schema?: string): Promise<DatabaseSummary> {
  const scoped = schema === undefined ? db : db.withSchema(schema);
  const names = await tableNames(db, schema);
  const migrations = await scoped.selectFrom('kysely_migration').select('name').orderBy('name').execute();
  const rows = {} as Record<MoneyTable, number>;
  for (const table of MONEY_TABLES) {
    const { count } = await scoped.selectFrom(table).select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    rows[table] = Number(count);
  }
  return { tables: names.filter(isOurs).length, migrations: migrations.length, latestMigration: migrations.at(-1)?.name, rows };
}

function summaryLines(summary: DatabaseSummary): string[] {
  return [
    `Tables: ${summary.tables}; migrations: ${summary.migrations} (latest ${summary.latestMigration ?? 'none'}).`,
    `Rows: ${MONEY_TABLES.map((table) => `${table} ${summary.rows[table]}`).join(', ')}.`,
  ];
}

/** 1.2 MB, 340.5 kB, 512 B. */
function formatSize(bytes: number): string {
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (bytes >= 1e3) return `${(bytes / 1e3).toFixed(1)} kB`;
  return `${bytes} B`;
}

/** What `backup` prints: the file written, what it is a copy of, and what it holds. */
export function backupReport(file: string, copyOf: string, summary: DatabaseSummary): string[] {
  return [`Backup written to ${file}: ${formatSize(statSync(file).size)}, ${copyOf}.`, ...summaryLines(summary)];
}

/** What `restore` prints: where it went, the migrations it ran, and what the database holds now. */
export function restoreReport(file: string, target: string, migrationsBefore: number, summary: DatabaseSummary): string[] {
  const applied = summary.migrations - migrationsBefore;
  const upToDate = applied ? `${applied} ${applied === 1 ? 'migration' : 'migrations'} brought it up to date` : 'its migrations were up to date';
  return [`Restored ${file} into ${target}; ${upToDate}.`, ...summaryLines(summary)];
}
