/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, else SQLite under ./data.
 * SQLite runs in WAL mode with synchronous=FULL (an acknowledged commit survives kill -9 and
 * power loss) and holds an exclusive lock, so a second server on the same file fails loudly.
 * Concurrent writes share one commit (group commit, ./group-commit.ts): an answer is still sent
 * only after the fsync of the commit that holds its write.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Config } from '../config';
import type { Database } from './schema';
import { migrateToLatest } from './migrations';
import { GroupCommitEngine, GroupCommitSqliteDialect } from './group-commit';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Human description for the start-up log (never includes a password). */
  description: string;
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {
  constructor(file: string) {
    super(`The SQLite database ${file} is already in use by another process (is another server running?). ` +
      'Stop it, or point SQLITE_FILE at another file.');
    this.name = 'DatabaseLockedError';
  }
}

function openSqlite(file: string): SqliteDatabase.Database {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file, { timeout: 200 });
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    // Exclusive locking keeps the file lock for the life of the process; the first write takes it.
    sqlite.pragma('locking_mode = EXCLUSIVE');
    sqlite.exec('BEGIN IMMEDIATE; COMMIT;');
  } catch (error) {
    sqlite.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new DatabaseLockedError(file);
    throw error;
  }
  return sqlite;
}

// int8 (bigint) arrives as a string by default; our bigints are epoch milliseconds, safe as numbers.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export async function openDatabase(config: Config): Promise<Db> {
  let result: Db;
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      types: pgTypes as pg.CustomTypesConfig,
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    result = {
      db,
      dialect: 'postgres',
      description: `PostgreSQL ${redactUrl(config.databaseUrl)}${config.databaseSchema ? ` (schema ${config.databaseSchema})` : ''}`,
      close: () => db.destroy(),
    };
  } else {
    const sqlite = openSqlite(config.sqliteFile);
    try {
      // Migrations run through Kysely's stock driver, one transaction each, before serving starts.
      await migrateToLatest(new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), undefined);
    } catch (error) {
      sqlite.close();
      throw error;
    }
    const db = new Kysely<Database>({ dialect: new GroupCommitSqliteDialect(new GroupCommitEngine(sqlite)) });
    return { db, dialect: 'sqlite', description: `SQLite ${config.sqliteFile}`, close: () => db.destroy() };
  }
  try {
    await migrateToLatest(result.db, config.databaseSchema);
  } catch (error) {
    await result.close();
    throw error;
  }
  return result;
}

/** True for errors that mean "the database cannot take writes right now" (disk full, read-only, down). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  if (/^SQLITE_(FULL|READONLY|IOERR|BUSY|LOCKED|CANTOPEN|CORRUPT|NOTADB)/.test(code)) return true;
  // PostgreSQL: connection failures, insufficient resources (53xxx), admin shutdown (57P0x), read-only (25006).
  return ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '25006'].includes(code) ||
    code.startsWith('53') || code.startsWith('57P') || code.startsWith('08');
}

/** True when an insert failed on a unique constraint (both dialects). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
