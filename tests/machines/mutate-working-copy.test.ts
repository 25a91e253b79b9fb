import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheFileOf, pack, packCache, packPlain, unpack, unpackCache } from '../../scripts/mutate/cache';
import type { EquivalentMutant } from '../../scripts/mutate/equivalent-mutants';
import { makeWorkingCopy, removeWorkingCopy } from '../../scripts/mutate/working-copy';

const made: string[] = [];
function tempRoot(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mutate-test-'));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// scripts/mutate/cache.ts: the committed incremental state, gzip-compressed.
describe('the mutation cache', () => {
  const report = `${JSON.stringify({ files: { 'a.ts': { source: 'x', mutants: [] } } }, null, 2)}\n`;

  it('packs the same report to the same bytes, and unpacks it as it was', () => {
    expect(pack(report).equals(pack(report))).toBe(true);
    expect(unpack(pack(report))).toBe(report);
  });

  it('unpacks a machine\'s state for a run and packs the rewritten one back', () => {
    const root = tempRoot({ 'mutation-cache/.keep': '' });
    const target = path.join(root, 'state.json');
    expect(unpackCache('menu', target, root)).toBe(false);
    writeFileSync(target, report);
    packCache('menu', target, root);
    rmSync(target);
    expect(unpackCache('menu', target, root)).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe(report);
  });

  it('converts a plain report from an older checkout into its compressed form', () => {
    const root = tempRoot({ 'mutation-cache/.keep': '', 'docs/mutation/incremental/menu.json': report });
    expect(packPlain(['docs/mutation/incremental/menu.json'], root)).toEqual([cacheFileOf('menu')]);
    expect(existsSync(path.join(root, 'docs/mutation/incremental/menu.json'))).toBe(false);
    expect(unpack(readFileSync(path.join(root, cacheFileOf('menu'))))).toBe(report);
  });
});

// scripts/mutate/working-copy.ts: Stryker mutates a copy with the listed marks written in.
describe('the working copy a run mutates', () => {
  const entry: EquivalentMutant = { file: 'src/a.ts', mutators: ['StringLiteral'], reason: 'only a name', lines: ["const id = 'a';"] };
  const files = {
    'src/a.ts': "const id = 'a';\nexport default id;\n",
    'src/b.ts': "const id = 'a';\n",
    'node_modules/x/index.js': '',
    'reports/mutation/old.html': '',
    'mutation-cache/a.json.gz': '',
  };

  it('holds the project with the marks written into the mutated files only, and its node_modules linked', () => {
    const root = tempRoot(files);
    const copy = makeWorkingCopy(['src/a.ts'], [entry, { ...entry, file: 'src/b.ts' }], root);
    made.push(copy);
    expect(readFileSync(path.join(copy, 'src/a.ts'), 'utf8')).toBe("// Stryker disable next-line StringLiteral: only a name\nconst id = 'a';\nexport default id;\n");
    expect(readFileSync(path.join(copy, 'src/b.ts'), 'utf8')).toBe(files['src/b.ts']);
    expect(readFileSync(path.join(root, 'src/a.ts'), 'utf8')).toBe(files['src/a.ts']);
    expect(lstatSync(path.join(copy, 'node_modules')).isSymbolicLink()).toBe(true);
    expect(existsSync(path.join(copy, 'reports'))).toBe(false);
    expect(existsSync(path.join(copy, 'mutation-cache'))).toBe(false);
    removeWorkingCopy(copy);
    expect(existsSync(copy)).toBe(false);
  });

  it('is not made when a listed line of a mutated file changed: the error names the entry', () => {
    const root = tempRoot({ ...files, 'src/a.ts': "const id = 'b';\n" });
    expect(() => makeWorkingCopy(['src/a.ts'], [entry], root)).toThrow(`src/a.ts: StringLiteral on "const id = 'a';" (only a name) no longer matches the file`);
  });
});
