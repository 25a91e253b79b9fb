/** Which database a backup file is of, read from its first bytes, before anything is restored. */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { BackupError } from './backup-error';

export type BackupKind = 'sqlite' | 'postgres';

// The SQLite file format's header string, and pg_dump's custom format's ("PGDMP").
const SIGNATURES: [BackupKind, Buffer][] = [
  ['sqlite', Buffer.from('SQLite format 3\0', 'latin1')],
  ['postgres', Buffer.from('PGDMP', 'latin1')],
];

const DESCRIPTION: Record<BackupKind, string> = { sqlite: 'a SQLite backup', postgres: 'a PostgreSQL backup (pg_dump custom format)' };

function firstBytes(file: string, count: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(count);
    return buffer.subarray(0, readSync(fd, buffer, 0, count, 0));
  } finally {
    closeSync(fd);
  }
}

/** Refuses a file that is missing, a folder, of neither kind, or of the other database than `expected`. */
export function checkBackupKind(file: string, expected: BackupKind): void {
  let isFile: boolean;
  try {
    isFile = statSync(file).isFile();
  } catch {
    throw new BackupError(`There is no file ${file}.`);
  }
  if (!isFile) throw new BackupError(`${file} is not a file.`);
  const head = firstBytes(file, 16);
  const kind = SIGNATURES.find(([, signature]) => head.subarray(0, signature.length).equals(signature))?.[0];
  if (!kind) throw new BackupError(`${file} is not a backup of ours: it is neither a SQLite database nor a pg_dump custom-format archive.`);
  if (kind !== expected) {
    const configured = expected === 'postgres' ? 'PostgreSQL (DATABASE_URL is set)' : 'SQLite (DATABASE_URL is not set)';
    throw new BackupError(`${file} is ${DESCRIPTION[kind]}, but this configuration uses ${configured}. Restore it with the configuration of its own database.`);
  }
}

/** The tables every backup of ours holds, whatever its age. */
export const TABLES_OF_EVERY_BACKUP = ['kysely_migration', 'users', 'ledger'];
