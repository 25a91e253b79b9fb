/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, else SQLite under ./data.
 * SQLite runs in WAL mode with synchronous=FULL (an acknowledged commit survives kill -9 and
 * power loss). The server holds an instance lock file next to the database (./instance-lock.ts),
 * so a second server on the same file fails loudly, while the operator CLI (which takes no
 * instance lock) can open the file alongside it: WAL lets it read concurrently, and its writes and
 * the server's are serialised by SQLite's write lock, each side waiting up to SQLITE_BUSY_TIMEOUT_MS.
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
import { migratePostgresToLatest, migrateToLatest } from './migrations';
import { GroupCommitEngine, GroupCommitSqliteDialect } from './group-commit';
import { acquireInstanceLock, DatabaseLockedError } from './instance-lock';
import { urlWithoutPassword } from '../url-without-password';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Human description for the start-up log (never includes a password). */
  description: string;
  close(): Promise<void>;
  /** PostgreSQL's connection pool as it is now (the metrics); the embedded database has none. */
  pool?: () => { total: number; idle: number; waiting: number; max: number };
}

export { DatabaseLockedError };

/**
 * How long a connection waits for the other process's write lock before SQLITE_BUSY. The operator
 * CLI's transactions take milliseconds; the server's group commits one event-loop turn.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

export interface OpenOptions {
  /**
   * Take the one-server-per-file lock (default true). The operator CLI passes false: it is a
   * short-lived client next to a running server, not a second server.
   */
  instanceLock?: boolean;
}

function openSqlite(file: string): SqliteDatabase.Database {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
  } catch (error) {
    sqlite.close();
    throw error;
  }
  return sqlite;
}

// migrateToLatest wraps the driver's error, so the message is what is left to recognise it by.
const isBusy = (error: unknown) => /^SQLITE_BUSY/.test(String((error as { code?: unknown } | null)?.code ?? '')) ||
  /database is locked/.test(error instanceof Error ? error.message : '');

/**
 * Kysely's stock SQLite driver starts transactions with a deferred BEGIN; when the other process
 * commits between a read and a write of the same transaction SQLite answers SQLITE_BUSY at once
 * (no waiting helps a stale snapshot). Migrations are idempotent, so they simply run again.
 */
async function retryWhenBusy(run: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isBusy(error) || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

// int8 (bigint) arrives as a string by default; our bigints are epoch milliseconds, safe as numbers.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

/** What a dead connection's 'error' event needs: a listener, so that it does not end the process. */
const survive = () => { /* the failed query says so, and the pool drops the connection */ };

/**
 * A pool on the configured PostgreSQL, its schema first on the search path; nothing migrated.
 * A connection PostgreSQL ends (a restart, a crash, a failover, a terminated backend) emits
 * 'error', on the pool while it is idle there and on the connection while a query holds it; with
 * no listener Node would end the whole process. The pool drops such a connection (at once when
 * idle, on release when lent), the query that held it fails with the error (its request with a
 * 5xx), and the next query opens a new one: the server outlives its database's restart.
 */
export function postgresPool(config: Pick<Config, 'databaseUrl' | 'databaseSchema'>, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max,
    types: pgTypes as pg.CustomTypesConfig,
    ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
  });
  pool.on('error', survive);
  pool.on('connect', (client) => client.on('error', survive));
  return pool;
}

export async function openDatabase(config: Config, options: OpenOptions = {}): Promise<Db> {
  let result: Db;
  if (config.databaseUrl) {
    const pool = postgresPool(config);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    result = {
      db,
      dialect: 'postgres',
      description: `PostgreSQL ${urlWithoutPassword(config.databaseUrl) ?? '(an address that cannot be read as a URL)'}${config.databaseSchema ? ` (schema ${config.databaseSchema})` : ''}`,
      close: () => db.destroy(),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
    };
  } else {
    mkdirSync(path.dirname(config.sqliteFile), { recursive: true });
    const lock = options.instanceLock === false ? undefined : acquireInstanceLock(config.sqliteFile);
    let sqlite: SqliteDatabase.Database | undefined;
    try {
      sqlite = openSqlite(config.sqliteFile);
      const opened = sqlite;
      // Migrations run through Kysely's stock driver, one transaction each, before serving starts.
      await retryWhenBusy(() => migrateToLatest(new Kysely<Database>({ dialect: new SqliteDialect({ database: opened }) }), undefined));
    } catch (error) {
      sqlite?.close();
      lock?.release();
      throw error;
    }
    const db = new Kysely<Database>({ dialect: new GroupCommitSqliteDialect(new GroupCommitEngine(sqlite)) });
    const close = async () => {
      try {
        await db.destroy();
      } finally {
        lock?.release();
      }
    };
    return { db, dialect: 'sqlite', description: `SQLite ${config.sqliteFile}`, close };
  }
  try {
    await migratePostgresToLatest(result.db, config.databaseSchema);
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
