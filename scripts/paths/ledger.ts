/**
 * What the walks really took. While a generated walk runs, the recorder in
 * tests/support/walk/recorder.ts notes each outcome (from, event, to, branch) the running actor
 * really takes, its start and the ignored events included (a browser walk, tests/e2e/support/walk.ts,
 * notes each step's outcome once its check passed); a walk that passes writes its notes, with its
 * file, full test name and level, as one JSON line, to a file of its own per process under RECORDS_DIR. After the
 * unit suite, `npm run paths -- --gate` merges them into the ledger (LEDGER_FILE), which is
 * committed, so `npm run paths` on a fresh clone reports the walks of the last full run of
 * main, and CI checks that the ledger still says what the walks do.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StateValue } from 'xstate';
import { machineRegistry, type MachineId } from '../../machines/index';
import { modelOf, outcomeKey, stateKey, type OutcomeRef } from './model';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const LEDGER_FILE = path.join(ROOT, 'docs/machines/walks.json');
/** Where passing walks leave their notes (WALKS_DIR overrides it, so parallel runs keep theirs apart). */
export const RECORDS_DIR = process.env.WALKS_DIR ? path.resolve(process.env.WALKS_DIR) : path.join(ROOT, '.walks');

/** Where a walk ran: the actor alone (tests/machines), the real screen in jsdom (tests/screens), or Chromium (tests/e2e/walks). */
export const WALK_LEVELS = ['machine', 'jsdom', 'browser'] as const;
export type WalkLevel = (typeof WALK_LEVELS)[number];

/** One test that walked a machine: its file (relative to the repository root), its full name and its level. */
export interface WalkTest {
  file: string;
  /** The full name, as the runner prints it (Vitest's `currentTestName`, Playwright's title path after the file, joined by " > "). */
  test: string;
  level: WalkLevel;
}

/** One passing walk's notes. */
export interface WalkRecord {
  machine: MachineId;
  /** The test file, relative to the repository root. */
  file: string;
  /** The test's full name (absent in notes written before tests were named: credited to the file alone). */
  test?: string;
  /** Where it ran (absent: as its file's folder says). */
  level?: WalkLevel;
  states: StateValue[];
  /** The outcomes it took, ignored events included (OutcomeRef.ignored). */
  outcomes: OutcomeRef[];
}

/**
 * A machine's walks. `tests` is the index of the tests that walked it; each state and outcome
 * names the files that took it (`by`) and, as positions in `tests`, the tests (`tests`), so a
 * test's long name is written once however many outcomes it took. `walkedBy` lists the files of
 * the machine and jsdom walks (the registry's `tests`); browser files appear in `by` and `tests`.
 * Ignored events are outcomes with `ignored: true`.
 */
export interface LedgerEntry {
  walkedBy: string[];
  tests?: WalkTest[];
  states: { state: StateValue; by: string[]; tests?: number[] }[];
  outcomes: (OutcomeRef & { by: string[]; tests?: number[] })[];
}

export type Ledger = Partial<Record<MachineId, LedgerEntry>>;

export function clearRecords(): void {
  rmSync(RECORDS_DIR, { recursive: true, force: true });
}

/** The level of a walk file, from its folder. */
export const levelOfFile = (file: string): WalkLevel => (file.startsWith('tests/e2e/') ? 'browser' : file.startsWith('tests/machines/') ? 'machine' : 'jsdom');

/** Appends a passing walk's notes (one file per test process, so parallel workers never interleave). */
export function appendRecord(record: WalkRecord): void {
  mkdirSync(RECORDS_DIR, { recursive: true });
  const file = path.join(RECORDS_DIR, `${process.pid}.jsonl`);
  const relative = path.relative(ROOT, path.resolve(ROOT, record.file));
  writeFileSync(file, `${JSON.stringify({ ...record, file: relative, level: record.level ?? levelOfFile(relative) })}\n`, { flag: 'a' });
}

export function readRecords(): WalkRecord[] {
  if (!existsSync(RECORDS_DIR)) return [];
  return readdirSync(RECORDS_DIR)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(path.join(RECORDS_DIR, name), 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as WalkRecord);
}

const byKey = <T>(entries: Iterable<[string, T]>) => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);

const testKey = (test: WalkTest) => JSON.stringify([test.level, test.file, test.test]);
const testOf = (record: WalkRecord): WalkTest => ({ file: record.file, test: record.test ?? '', level: record.level ?? levelOfFile(record.file) });

/**
 * The tests a ledger entry credits, as records, one per test: what `ledgerFrom` needs to carry a
 * level this run did not walk over from the committed ledger.
 */
function recordsOf(machine: MachineId, entry: LedgerEntry, level: WalkLevel): WalkRecord[] {
  return (entry.tests ?? [])
    .map((test, index) => ({ test, index }))
    .filter(({ test }) => test.level === level)
    .map(({ test, index }) => ({
      machine,
      file: test.file,
      test: test.test,
      level,
      states: entry.states.filter((state) => state.tests?.includes(index)).map((state) => state.state),
      outcomes: entry.outcomes.filter((outcome) => outcome.tests?.includes(index)).map(({ by: _by, tests: _tests, ...outcome }) => outcome),
    }));
}

/**
 * The ledger the records make: per machine, the reachable states, outcomes and ignored events the
 * walks took and which files and tests took them, in a stable order. Notes of anything the graph
 * does not derive are left out: the ledger speaks of the catalogue's outcomes only.
 *
 * `previous` (the committed ledger) stands in for a level this run has no notes of: the unit run
 * walks no browser, so the gate after it keeps the browser credits the last browser run recorded
 * (the gate after the browser tests replaces them).
 */
export function ledgerFrom(records: readonly WalkRecord[], previous: Ledger = {}): Ledger {
  const levels = new Set(records.map((record) => record.level ?? levelOfFile(record.file)));
  const carried = WALK_LEVELS.filter((level) => !levels.has(level)).flatMap((level) =>
    Object.entries(previous).flatMap(([machine, entry]) => (entry ? recordsOf(machine as MachineId, entry, level) : [])),
  );
  const all = [...records, ...carried];
  const ledger: Ledger = {};
  for (const { id } of machineRegistry) {
    const mine = all.filter((record) => record.machine === id);
    if (!mine.length) continue;
    const model = modelOf(id);
    const tests = new Map<string, WalkTest>();
    for (const record of mine) tests.set(testKey(testOf(record)), testOf(record));
    const index = new Map(byKey(tests).map((test, position) => [testKey(test), position]));
    const states = new Map<string, { state: StateValue; by: Set<string>; tests: Set<number> }>();
    const outcomes = new Map<string, { outcome: OutcomeRef; by: Set<string>; tests: Set<number> }>();
    for (const record of mine) {
      const position = index.get(testKey(testOf(record)))!;
      for (const state of record.states) {
        const key = stateKey(state);
        if (!model.states.has(key)) continue;
        if (!states.has(key)) states.set(key, { state, by: new Set(), tests: new Set() });
        states.get(key)!.by.add(record.file);
        states.get(key)!.tests.add(position);
      }
      for (const outcome of record.outcomes ?? []) {
        const key = outcomeKey(outcome);
        const known = model.outcomes.get(key) ?? model.ignored.get(key);
        if (!known) continue;
        if (!outcomes.has(key)) outcomes.set(key, { outcome: known, by: new Set(), tests: new Set() });
        outcomes.get(key)!.by.add(record.file);
        outcomes.get(key)!.tests.add(position);
      }
    }
    const sorted = <T>(values: Set<T>) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    ledger[id] = {
      walkedBy: [...new Set(mine.filter((record) => testOf(record).level !== 'browser').map((record) => record.file))].sort(),
      tests: byKey(tests),
      states: byKey(states).map(({ state, by, tests: taken }) => ({ state, by: sorted(by), tests: sorted(taken) })),
      outcomes: byKey(outcomes).map(({ outcome, by, tests: taken }) => ({ ...outcome, by: sorted(by), tests: sorted(taken) })),
    };
  }
  return ledger;
}

/** The tests (file, full name, level) that took `outcome` of `machine`, as the ledger credits them. */
export function outcomeTests(ledger: Ledger, machine: MachineId, outcome: OutcomeRef): WalkTest[] {
  const entry = ledger[machine];
  const wanted = outcomeKey(outcome);
  const listed = entry?.outcomes.find((candidate) => outcomeKey(candidate) === wanted);
  if (!entry || !listed) return [];
  // A ledger written before tests were named credits files only.
  if (!listed.tests) return listed.by.map((file) => ({ file, test: '', level: levelOfFile(file) }));
  return listed.tests.map((position) => entry.tests![position]!);
}

export function readLedger(): Ledger {
  return existsSync(LEDGER_FILE) ? (JSON.parse(readFileSync(LEDGER_FILE, 'utf8')) as Ledger) : {};
}

/** The ledger as committed: indented JSON, each list of test positions on one line (a diff shows which tests changed). */
export const serialiseLedger = (ledger: Ledger): string =>
  `${JSON.stringify(ledger, null, 1).replace(/"tests": \[\n([\d,\n ]*)\n *\]/g, (_match, numbers: string) => `"tests": [${numbers.replace(/\s+/g, '')}]`)}\n`;

export function writeLedger(ledger: Ledger): void {
  writeFileSync(LEDGER_FILE, serialiseLedger(ledger));
}
