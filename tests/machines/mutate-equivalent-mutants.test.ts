import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EQUIVALENT_MUTANTS_FILE, formatEquivalentMutants, injectMarks, listedFiles, productFilesWithMarks, readEquivalentMutants, stale, stripMarks, type EquivalentMutant } from '../../scripts/mutate/equivalent-mutants';
import { ROOT } from '../../scripts/mutate/plan';

const entries = readEquivalentMutants();
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

// scripts/mutate/equivalent-mutants.ts: the list, not the product files, holds the equivalent mutants.
describe('the equivalent mutants list', () => {
  it('matches every file it names: each listed line is there, once', () => {
    expect(stale(entries)).toEqual([]);
  });

  it('is written as the extract command writes it, so that a new entry changes only its own lines', () => {
    expect(read(EQUIVALENT_MUTANTS_FILE)).toBe(formatEquivalentMutants(entries));
  });

  it('is all the marks: no product file carries one', () => {
    expect(productFilesWithMarks()).toEqual([]);
  });

  it('marked into a file and read back, gives the same file and the same entries (so the marks Stryker sees are the listed ones)', () => {
    for (const file of listedFiles(entries)) {
      const listed = entries.filter((entry) => entry.file === file);
      const marked = injectMarks(read(file), listed);
      const back = stripMarks(file, marked);
      expect(back.source, file).toBe(read(file));
      expect(back.entries, file).toEqual(listed);
    }
  });
});

describe('marking a file', () => {
  const FILE = 'machines/example.machine.ts';
  const source = ['const a = {', "  target: 'open',", '  on: {},', "  target: 'open',", '};', ''].join('\n');
  const entry = (fields: Partial<EquivalentMutant>): EquivalentMutant => ({ file: FILE, mutators: ['StringLiteral'], reason: 'the view reads the tag only', lines: ['  on: {},'], ...fields });

  it('writes a next-line mark above its line, in the line\'s indentation', () => {
    expect(injectMarks(source, [entry({})])).toBe(
      ['const a = {', "  target: 'open',", '  // Stryker disable next-line StringLiteral: the view reads the tag only', '  on: {},', "  target: 'open',", '};', ''].join('\n'),
    );
  });

  it('wraps a mark over several lines in its disable and restore', () => {
    const marked = injectMarks(source, [entry({ mutators: ['all'], lines: ["  target: 'open',", '  on: {},'], restore: ['all'] })]);
    expect(marked.split('\n').slice(1, 6)).toEqual(['  // Stryker disable all: the view reads the tag only', "  target: 'open',", '  on: {},', '  // Stryker restore all', "  target: 'open',"]);
  });

  it('fails, naming the entry, when its line is no longer in the file', () => {
    expect(() => injectMarks(source, [entry({ lines: ['  on: { go: {} },'] })])).toThrow(
      `${FILE}: StringLiteral on "on: { go: {} },"`,
    );
    expect(() => injectMarks(source, [entry({ lines: ['  on: { go: {} },'] })])).toThrow('no longer matches the file');
  });

  it('fails when its line is in the file more than once, unless the lines above it tell which', () => {
    expect(() => injectMarks(source, [entry({ lines: ["  target: 'open',"] })])).toThrow('matches 2 places in the file');
    expect(injectMarks(source, [entry({ lines: ["  target: 'open',"], after: ['  on: {},'] })]).split('\n')[3]).toBe(
      '  // Stryker disable next-line StringLiteral: the view reads the tag only',
    );
  });

  it('reads the lines above a repeated line into the entry, so that it is found again', () => {
    const marked = source.replace("  on: {},\n  target: 'open',", "  on: {},\n  // Stryker disable next-line StringLiteral: why\n  target: 'open',");
    const { entries: read, source: stripped } = stripMarks(FILE, marked);
    expect(stripped).toBe(source);
    expect(read).toEqual([{ file: FILE, mutators: ['StringLiteral'], reason: 'why', after: ['  on: {},'], lines: ["  target: 'open',"] }]);
  });
});
