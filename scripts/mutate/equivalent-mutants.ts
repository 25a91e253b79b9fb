/**
 * The equivalent mutants: mutants no test can tell from the product, each listed in
 * docs/mutation/equivalent-mutants.json with the file, the mutators, the exact code line(s) the
 * mark covers and the reason. The product files carry no mutation-testing marks; a mutation run
 * writes each listed mark, as a `// Stryker disable …` comment, into the copy Stryker mutates
 * (scripts/mutate.ts), so Stryker ignores exactly those mutators on exactly those lines. A listed
 * line that is no longer in its file, or is there more than once, fails the run with the entry's
 * name: the list then says something the code no longer does.
 *
 * `npx tsx scripts/mutate/equivalent-mutants.ts extract` moves marks written into product files
 * (the way to add an entry) into the list; `… check` checks that every entry still matches.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './plan';

export const EQUIVALENT_MUTANTS_FILE = 'docs/mutation/equivalent-mutants.json';

/** The folders that hold the product: no file in them may carry a mark. */
export const PRODUCT_DIRS = ['src', 'machines', 'server', 'contract', 'domain'] as const;

export interface EquivalentMutant {
  /** The file, relative to the project root. */
  file: string;
  /** Stryker's names of the mutators the mark turns off there (`all` for every one). */
  mutators: string[];
  /** Why no test can tell these mutants from the product (lines of a longer reason joined by `\n`). */
  reason: string;
  /**
   * The code the mark covers, line by line exactly as in the file: the one line after a
   * `disable next-line` mark, or every line between a `disable` and its `restore`.
   */
  lines: string[];
  /** For a mark over several lines: the mutators its closing `Stryker restore` names. */
  restore?: string[];
  /** The lines just above `lines`, when `lines` alone are in the file more than once. */
  after?: string[];
  /** The mark's indentation, when it is not that of the first line it covers. */
  indent?: string;
  /** The `restore` comment's indentation, when it is not the mark's. */
  restoreIndent?: string;
}

const MARK = /^(\s*)\/\/ Stryker (disable|restore)( next-line)? ([A-Za-z, ]+?)(?::(?: (.*))?)?$/;
const CONTINUATION = /^\s*\/\/ (.*)$/;

const leading = (line: string): string => /^\s*/.exec(line)![0];

/** How an entry is named in a message: its file, mutators and first line. */
export const nameOf = (entry: EquivalentMutant): string =>
  `${entry.file}: ${entry.mutators.join(',')} on "${entry.lines[0]!.trim()}"${entry.lines.length > 1 ? ` (+${entry.lines.length - 1} lines)` : ''}`;

/** Whether `source` carries a Stryker mark. */
export const hasMarks = (source: string): boolean => source.split('\n').some((line) => MARK.test(line));

/**
 * A file's source without its marks, and the entries that write them back (`after` filled where
 * the covered lines alone are ambiguous).
 */
export function stripMarks(file: string, source: string): { source: string; entries: EquivalentMutant[] } {
  const lines = source.split('\n');
  const code: string[] = [];
  const found: { entry: EquivalentMutant; start: number; end: number }[] = [];
  const open: { entry: EquivalentMutant; start: number; indent: string }[] = [];
  let nextLine: { entry: EquivalentMutant; indent: string }[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const mark = MARK.exec(line);
    if (!mark) {
      code.push(line);
      for (const { entry, indent } of nextLine) {
        entry.lines = [line];
        if (indent !== leading(line)) entry.indent = indent;
        found.push({ entry, start: code.length - 1, end: code.length });
      }
      nextLine = [];
      continue;
    }
    const [, indent = '', kind, scope, names = '', firstReason] = mark;
    const mutators = names.split(',').map((name) => name.trim());
    if (kind === 'restore') {
      const range = open.pop();
      if (!range || scope) throw new Error(`${file}:${index + 1}: a "Stryker restore" that closes no "Stryker disable"`);
      range.entry.lines = code.slice(range.start);
      range.entry.restore = mutators;
      if (range.indent !== leading(range.entry.lines[0] ?? '')) range.entry.indent = range.indent;
      if (indent !== range.indent) range.entry.restoreIndent = indent;
      found.push({ entry: range.entry, start: range.start, end: code.length });
      continue;
    }
    const reason = [firstReason ?? ''];
    while (index + 1 < lines.length && !MARK.test(lines[index + 1]!) && CONTINUATION.test(lines[index + 1]!)) {
      reason.push(CONTINUATION.exec(lines[(index += 1)]!)![1]!);
    }
    const entry: EquivalentMutant = { file, mutators, reason: reason.join('\n'), lines: [] };
    if (scope) nextLine.push({ entry, indent });
    else open.push({ entry, start: code.length, indent });
  }
  if (open.length || nextLine.length) throw new Error(`${file}: a "Stryker disable" with no code after it, or never restored`);
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const entries = found.map(({ entry, start }) => {
    const after = contextFor(code, entry.lines, start);
    return after.length ? { ...entry, after } : entry;
  });
  return { source: code.join('\n'), entries: entries.map(ordered) };
}

/** The entry's fields in the list's order, so that the list reads alike everywhere. */
function ordered(entry: EquivalentMutant): EquivalentMutant {
  const { file, mutators, reason, lines, restore, after, indent, restoreIndent } = entry;
  return {
    file,
    mutators,
    reason,
    ...(after ? { after } : {}),
    lines,
    ...(restore ? { restore } : {}),
    ...(indent !== undefined ? { indent } : {}),
    ...(restoreIndent !== undefined ? { restoreIndent } : {}),
  };
}

/** Where `lines`, preceded by `after`, stand in `code`. */
function matches(code: readonly string[], lines: readonly string[], after: readonly string[] = []): number[] {
  const found: number[] = [];
  for (let start = after.length; start + lines.length <= code.length; start += 1) {
    if (lines.every((line, offset) => code[start + offset] === line) && after.every((line, offset) => code[start - after.length + offset] === line)) {
      found.push(start);
    }
  }
  return found;
}

/** The fewest lines above `start` that make `lines` there unique in `code`. */
function contextFor(code: readonly string[], lines: readonly string[], start: number): string[] {
  for (let size = 0; size <= start; size += 1) {
    const after = code.slice(start - size, start);
    if (matches(code, lines, after).length === 1) return after;
  }
  throw new Error(`"${lines[0]}" is in the file more than once, with the same lines above it`);
}

interface Insertion {
  at: number;
  /** Restores close before anything opens at the same place; marks over several lines open before a next-line mark. */
  rank: number;
  /** Among the same rank: the wider mark outside. */
  order: number;
  text: string[];
}

const markText = (indent: string, scope: string, entry: EquivalentMutant): string[] => {
  const [first, ...more] = entry.reason.split('\n');
  return [`${indent}// Stryker disable${scope} ${entry.mutators.join(',')}:${first ? ` ${first}` : ''}`, ...more.map((line) => `${indent}// ${line}`)];
};

/**
 * `source` (a file without marks) with the marks of `entries` written back above their lines.
 * Throws, naming the entry, when an entry's lines are not in the file or are there more than once.
 */
export function injectMarks(source: string, entries: readonly EquivalentMutant[]): string {
  const code = source.split('\n');
  const insertions: Insertion[] = [];
  for (const entry of entries) {
    if (!entry.lines.length) throw new Error(`${EQUIVALENT_MUTANTS_FILE}: ${nameOf(entry)} covers no line`);
    const found = matches(code, entry.lines, entry.after);
    if (found.length !== 1) {
      throw new Error(
        `${EQUIVALENT_MUTANTS_FILE}: the equivalent mutant ${nameOf(entry)} (${entry.reason.split('\n').join(' ')}) ` +
          (found.length ? `matches ${found.length} places in the file; add the lines above it as "after"` : 'no longer matches the file: its lines changed or moved; see whether the mutant is still equivalent and update or drop the entry'),
      );
    }
    const start = found[0]!;
    const indent = entry.indent ?? leading(entry.lines[0]!);
    if (!entry.restore) {
      insertions.push({ at: start, rank: 2, order: 0, text: markText(indent, ' next-line', entry) });
      continue;
    }
    const end = start + entry.lines.length;
    insertions.push({ at: start, rank: 1, order: -end, text: markText(indent, '', entry) });
    insertions.push({ at: end, rank: 0, order: -start, text: [`${entry.restoreIndent ?? indent}// Stryker restore ${entry.restore.join(',')}`] });
  }
  // A stable sort keeps next-line marks at one place in the list's order.
  insertions.sort((a, b) => b.at - a.at || b.rank - a.rank || b.order - a.order);
  const out = [...code];
  for (const insertion of insertions) out.splice(insertion.at, 0, ...insertion.text);
  return out.join('\n');
}

export function readEquivalentMutants(root = ROOT): EquivalentMutant[] {
  return JSON.parse(readFileSync(path.join(root, EQUIVALENT_MUTANTS_FILE), 'utf8')) as EquivalentMutant[];
}

/** The list as JSON, a field a line, the mutators' names on the line of their field. */
export function formatEquivalentMutants(entries: readonly EquivalentMutant[]): string {
  return `${JSON.stringify(entries, null, 2).replace(/"(mutators|restore)": \[\n([^\]]*?)\n\s*\]/g, (_, key: string, names: string) => `"${key}": [${names.split('\n').map((name) => name.trim()).join(' ')}]`)}\n`;
}

export function writeEquivalentMutants(entries: readonly EquivalentMutant[], root = ROOT): void {
  writeFileSync(path.join(root, EQUIVALENT_MUTANTS_FILE), formatEquivalentMutants(entries));
}

/** `source` of `file` with its listed marks written in (the copy Stryker mutates). */
export const markedSource = (file: string, source: string, entries: readonly EquivalentMutant[]): string =>
  injectMarks(
    source,
    entries.filter((entry) => entry.file === file),
  );

/** The files the list names, in its order. */
export const listedFiles = (entries: readonly EquivalentMutant[]): string[] => [...new Set(entries.map((entry) => entry.file))];

/**
 * Moves the marks written into `files` into the list: each file loses its marks, and its entries
 * (those listed before and the new ones) are listed in the order of the file.
 */
export function extract(files: readonly string[], root = ROOT): number {
  let entries = readEquivalentMutants(root);
  let moved = 0;
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    if (!hasMarks(source)) continue;
    const listed = entries.filter((entry) => entry.file === file);
    const { source: stripped, entries: own } = stripMarks(file, source);
    // Written back together and read again: the file's entries in its order, each with the context it needs.
    const all = stripMarks(file, injectMarks(stripped, [...listed, ...own])).entries;
    moved += all.length - listed.length;
    entries = [...entries.filter((entry) => entry.file !== file), ...all];
    writeFileSync(path.join(root, file), stripped);
  }
  entries.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  writeEquivalentMutants(entries, root);
  return moved;
}

/** Every entry that no longer matches its file, as messages. */
export function stale(entries: readonly EquivalentMutant[], root = ROOT): string[] {
  const problems: string[] = [];
  for (const file of listedFiles(entries)) {
    let source: string;
    try {
      source = readFileSync(path.join(root, file), 'utf8');
    } catch {
      problems.push(`${EQUIVALENT_MUTANTS_FILE}: ${file} is listed but not there`);
      continue;
    }
    for (const entry of entries.filter((candidate) => candidate.file === file)) {
      try {
        injectMarks(source, [entry]);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
  }
  return problems;
}

function main(): void {
  const [command, ...files] = process.argv.slice(2);
  if (command === 'extract') {
    const moved = extract(files.length ? files : productFilesWithMarks());
    console.log(`${moved} mark(s) moved into ${EQUIVALENT_MUTANTS_FILE}`);
  } else if (command === 'check') {
    const problems = stale(readEquivalentMutants());
    for (const problem of problems) console.error(problem);
    if (problems.length) process.exitCode = 1;
    else console.log(`${EQUIVALENT_MUTANTS_FILE}: every entry matches its file`);
  } else {
    throw new Error('usage: tsx scripts/mutate/equivalent-mutants.ts extract [file …] | check');
  }
}

/** The product files that carry a mark. */
export function productFilesWithMarks(root = ROOT): string[] {
  return productFiles(root).filter((file) => hasMarks(readFileSync(path.join(root, file), 'utf8')));
}

/** Every source file of the product, relative to the root. */
export function productFiles(root = ROOT): string[] {
  return PRODUCT_DIRS.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|mjs|js)$/.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
  ).sort();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
