/**
 * SQLite backups through SQLite's online backup API (better-sqlite3's `backup`): a page-by-page
 * copy that SQLite keeps consistent while the server writes, made in the destination's own
 * transaction and synced. VACUUM INTO would also give a consistent copy, but it rebuilds every
 * table and index (slower on a large database) and SQLite does not sync the file it writes.
 * A restore goes only into an empty database file that no server has open.
 */
import { copyFileSync, constants, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Config } from '../config';
import { openDatabase, SQLITE_BUSY_TIMEOUT_MS } from '../db/connect';
import { acquireInstanceLock, DatabaseLockedError, type InstanceLock } from '../db/instance-lock';
import { BackupError } from './backup-error';
import { checkBackupKind, TABLES_OF_EVERY_BACKUP } from './backup-kind';
import { syncFile, writeNewFile } from './new-file';
import { backupReport, restoreReport, summarize, type DatabaseSummary } from './summary';

// better-sqlite3 copies 100 pages a step and lets the event loop run between steps. A write by
// another connection (the server) between two steps starts the copy again, so under steady load
// small steps might never finish: one step copies every page inside one read transaction.
const ALL_PAGES = 0x7fffffff;

/** The database file and the files SQLite keeps beside it; a stale -wal would be replayed onto a new file. */
function removeDatabaseFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });
}

/**
 * Makes a fresh copy a self-contained file and says what it holds. The copy keeps the source's WAL
 * mode; a rollback journal instead leaves nothing beside it, and it opens anywhere, even read-only
 * (the server turns WAL on again when it opens a restore).
 */
async function sealCopy(file: string): Promise<DatabaseSummary> {
  const sqlite = new SqliteDatabase(file, { fileMustExist: true });
  const db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    sqlite.pragma('journal_mode = DELETE');
    return await summarize(db);
  } finally {
    await db.destroy();
    if (sqlite.open) sqlite.close();
  }
}

export async function backupSqlite(config: Config, file: string, print: (line: string) => void): Promise<void> {
  if (!existsSync(config.sqliteFile)) throw new BackupError(`There is no database at ${config.sqliteFile} to back up (see DATA_DIR and SQLITE_FILE).`);
  let summary: DatabaseSummary | undefined;
  await writeNewFile(file, async (partial) => {
    try {
      const source = new SqliteDatabase(config.sqliteFile, { fileMustExist: true, timeout: SQLITE_BUSY_TIMEOUT_MS });
      try {
        await source.backup(partial, { progress: () => ALL_PAGES });
      } finally {
        source.close();
      }
      summary = await sealCopy(partial);
    } catch (error) {
      removeDatabaseFiles(partial);
      throw error;
    }
  });
  backupReport(file, `an online copy of SQLite ${config.sqliteFile}`, summary!).forEach((line) => print(line));
}

/** The lock a server takes: while we hold it no server starts on the file, and we cannot get it while one runs. */
function lockOut(target: string): InstanceLock {
  try {
    return acquireInstanceLock(target);
  } catch (error) {
    if (error instanceof DatabaseLockedError) throw new BackupError(`${error.message} A restore needs the server stopped.`);
    throw error;
  }
}

/** Refuses a target that holds accounts; absent, zero bytes, or a database without users are empty. */
function refuseUnlessEmpty(target: string): void {
  if (!existsSync(target) || statSync(target).size === 0) return;
  let accounts: number;
  try {
    const db = new SqliteDatabase(target, { fileMustExist: true, timeout: SQLITE_BUSY_TIMEOUT_MS });
    try {
      const hasUsers = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'").get() !== undefined;
      accounts = hasUsers ? (db.prepare('SELECT count(*) AS count FROM users').get() as { count: number }).count : 0;
    } finally {
      db.close();
    }
  } catch (error) {
    throw new BackupError(`${target} exists and cannot be read as a database (${error instanceof Error ? error.message : String(error)}). Restore only into an empty data folder.`);
  }
  if (accounts > 0) {
    throw new BackupError(`${target} already holds the data of ${accounts} ${accounts === 1 ? 'account' : 'accounts'}: a restore goes only into an empty database. ` +
      'Move the data folder aside, or point DATA_DIR or SQLITE_FILE at a new place.');
  }
}

/** Refuses a copy that is damaged or not of this product; returns how many migrations it had. */
function checkOurs(copy: string, file: string): number {
  const db = new SqliteDatabase(copy, { fileMustExist: true });
  try {
    const problems = (db.pragma('quick_check') as { quick_check: string }[]).map((row) => row.quick_check).filter((line) => line !== 'ok');
    if (problems.length) throw new BackupError(`${file} is damaged: ${problems.slice(0, 3).join('; ')}.`);
    const tables = new Set((db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((row) => row.name));
    const missing = TABLES_OF_EVERY_BACKUP.filter((table) => !tables.has(table));
    if (missing.length) throw new BackupError(`${file} is a SQLite database but not a backup of ours: it has no ${missing.join(', ')} table.`);
    return (db.prepare('SELECT count(*) AS count FROM kysely_migration').get() as { count: number }).count;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is damaged: ${error instanceof Error ? error.message : String(error)}.`);
  } finally {
    db.close();
  }
}

export async function restoreSqlite(config: Config, file: string, print: (line: string) => void): Promise<void> {
  checkBackupKind(file, 'sqlite');
  const target = config.sqliteFile;
  mkdirSync(path.dirname(target), { recursive: true });
  const lock = lockOut(target);
  const partial = `${target}.restoring-${process.pid}`;
  let placed = false;
  try {
    refuseUnlessEmpty(target);
    copyFileSync(file, partial, constants.COPYFILE_EXCL);
    const migrationsBefore = checkOurs(partial, file);
    syncFile(partial);
    removeDatabaseFiles(target);
    renameSync(partial, target);
    placed = true;
    // Opening runs the migrations the backup is missing; the lock is ours already.
    const database = await openDatabase(config, { instanceLock: false });
    let summary: DatabaseSummary;
    try {
      summary = await summarize(database.db);
    } finally {
      await database.close();
    }
    restoreReport(file, `SQLite ${target}`, migrationsBefore, summary).forEach((line) => print(line));
  } catch (error) {
    removeDatabaseFiles(partial);
    if (placed) removeDatabaseFiles(target);
    throw error;
  } finally {
    lock.release();
  }
}
