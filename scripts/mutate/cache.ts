/**
 * The incremental state of each machine's mutation run, committed gzip-compressed as
 * mutation-cache/<id>.json.gz: a fresh clone runs incrementally, and a run changes one small
 * binary file instead of a report of tens of thousands of lines. A run unpacks it into
 * reports/mutation/<id>.incremental.json (not committed), Stryker reads and rewrites that file,
 * and the run packs it back.
 *
 * `npx tsx scripts/mutate/cache.ts pack [file.json …]` packs plain reports (by default every
 * mutation-cache/*.json) into their .json.gz and removes the plain file: the step that turns an
 * uncompressed state, from an older checkout, into this form.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { ROOT } from './plan';

export const CACHE_DIR = 'mutation-cache';

/** The committed, compressed state of machine `id`, relative to the root. */
export const cacheFileOf = (id: string): string => `${CACHE_DIR}/${id}.json.gz`;

/** The same bytes for the same report: gzip's header holds no time or name here. */
export const pack = (json: string): Buffer => gzipSync(json, { level: 9 });

export const unpack = (gz: Buffer): string => gunzipSync(gz).toString('utf8');

/** Writes the machine's state to `target` (absolute); whether there was one. */
export function unpackCache(id: string, target: string, root = ROOT): boolean {
  const file = path.join(root, cacheFileOf(id));
  rmSync(target, { force: true });
  if (!existsSync(file)) return false;
  writeFileSync(target, unpack(readFileSync(file)));
  return true;
}

/** Stores `source` (absolute, a report Stryker wrote) as the machine's committed state. */
export function packCache(id: string, source: string, root = ROOT): void {
  writeFileSync(path.join(root, cacheFileOf(id)), pack(readFileSync(source, 'utf8')));
}

/** Packs each plain report `files` (paths to <id>.json) into mutation-cache/<id>.json.gz and removes it. */
export function packPlain(files: readonly string[], root = ROOT): string[] {
  return files.map((file) => {
    const id = path.basename(file, '.json');
    packCache(id, path.resolve(root, file), root);
    rmSync(path.resolve(root, file));
    return cacheFileOf(id);
  });
}

function main(): void {
  const [command, ...files] = process.argv.slice(2);
  if (command !== 'pack') throw new Error('usage: tsx scripts/mutate/cache.ts pack [file.json …]');
  const plain = files.length ? files : readdirSync(path.join(ROOT, CACHE_DIR)).filter((name) => name.endsWith('.json')).map((name) => `${CACHE_DIR}/${name}`);
  for (const packed of packPlain(plain)) console.log(`packed ${packed}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
