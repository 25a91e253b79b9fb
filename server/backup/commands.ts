/** The operator's `backup <file>` and `restore <file>`, on whichever database is configured. */
import path from 'node:path';
import type { Config } from '../config';
import { backupPostgres, restorePostgres } from './postgres';
import { backupSqlite, restoreSqlite } from './sqlite';

export { BackupError } from './backup-error';

export const BACKUP_COMMANDS = ['backup', 'restore'] as const;
export type BackupCommand = (typeof BACKUP_COMMANDS)[number];

export const isBackupCommand = (command: string | undefined): command is BackupCommand => BACKUP_COMMANDS.includes(command as BackupCommand);

/** Writes a consistent copy of the database to `file`, which must not exist, and prints what it holds. */
export function backupDatabase(config: Config, file: string, print: (line: string) => void): Promise<void> {
  return (config.databaseUrl ? backupPostgres : backupSqlite)(config, path.resolve(file), print);
}

/** Restores `file` into the configured database, which must be empty, migrates it and prints what it holds. */
export function restoreDatabase(config: Config, file: string, print: (line: string) => void): Promise<void> {
  return (config.databaseUrl ? restorePostgres : restoreSqlite)(config, path.resolve(file), print);
}

export function runBackupCommand(command: BackupCommand, file: string, config: Config, print: (line: string) => void): Promise<void> {
  return (command === 'backup' ? backupDatabase : restoreDatabase)(config, file, print);
}
