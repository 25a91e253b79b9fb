/**
 * The copy of the project a mutation run hands to Stryker: the product files carry no marks, so
 * the files a run mutates are written into a copy with their listed equivalent mutants marked
 * (./equivalent-mutants.ts), and Stryker runs there. Paths inside the copy are the project's, so
 * the reports and the incremental state name the same files.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markedSource, type EquivalentMutant } from './equivalent-mutants';
import { ROOT } from './plan';

/** What the copy leaves out: what Stryker's sandbox leaves out anyway, and the state kept outside it. */
const LEFT_OUT = new Set(['node_modules', '.git', '.stryker-tmp', 'reports', 'mutation-cache', 'dist', 'build', 'data', 'bench', 'coverage', 'test-results', 'playwright-report', '.walks']);

/**
 * A fresh copy of the project in the system's temporary folder, with the marks of `entries`
 * written into each of the `mutate` files (throws, naming the entry, when one no longer matches).
 * The caller removes it with `removeWorkingCopy`.
 */
export function makeWorkingCopy(mutate: readonly string[], entries: readonly EquivalentMutant[], root = ROOT): string {
  const marked = mutate.map((file) => ({ file, source: markedSource(file, readFileSync(path.join(root, file), 'utf8'), entries) }));
  const copy = mkdtempSync(path.join(os.tmpdir(), 'acme-mutate-'));
  cpSync(root, copy, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(root, source);
      return !LEFT_OUT.has(relative.split(path.sep)[0]!) && !relative.endsWith('.log');
    },
  });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  for (const { file, source } of marked) writeFileSync(path.join(copy, file), source);
  return copy;
}

export function removeWorkingCopy(copy: string): void {
  rmSync(copy, { recursive: true, force: true });
}
