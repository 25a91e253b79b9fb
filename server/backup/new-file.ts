/**
 * A backup file appears whole or not at all, and never over an existing file: it is written
 * beside its final name, synced, then linked to that name (which fails when the name is taken).
 * It holds every account's data, so only its owner may read it (0600) from its first byte.
 */
import { closeSync, existsSync, fsyncSync, linkSync, openSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup-error';

const refuseExisting = (file: string) => new BackupError(`${file} already exists: a backup never overwrites a file. Choose a new name.`);

/** Waits until the file's content is on the disk. */
export function syncFile(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Moves `partial` to `file` unless `file` exists; folders without hard links (FAT) get a rename. */
function placeExclusively(partial: string, file: string): void {
  try {
    linkSync(partial, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw refuseExisting(file);
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
    if (existsSync(file)) throw refuseExisting(file);
    renameSync(partial, file);
  }
}

/** Runs `write` on a scratch name beside `file`, then gives the result `file`'s name. */
export async function writeNewFile(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  if (existsSync(file)) throw refuseExisting(file);
  if (!existsSync(path.dirname(file))) throw new BackupError(`The folder ${path.dirname(file)} does not exist.`);
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial-${process.pid}`);
  rmSync(partial, { force: true }); // left by an earlier run that had this process id and crashed
  try {
    closeSync(openSync(partial, 'wx', 0o600)); // the writers keep an existing file's mode
    await write(partial);
    syncFile(partial);
    placeExclusively(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}
