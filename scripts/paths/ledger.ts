/**
 * What the walks really took. While a generated walk runs, the recorder in
 * tests/support/walk/recorder.ts notes each outcome (from, event, to, branch) the running actor
 * really takes, its start included; a walk that
 * passes writes its notes, as one JSON line, to a file of its own under RECORDS_DIR. After the
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

/** One passing walk's notes. */
export interface WalkRecord {
  machine: MachineId;
  /** The test file, relative to the repository root. */
  file: string;
  states: StateValue[];
  outcomes: OutcomeRef[];
}

export interface LedgerEntry {
  walkedBy: string[];
  states: { state: StateValue; by: string[] }[];
  outcomes: (OutcomeRef & { by: string[] })[];
}

export type Ledger = Partial<Record<MachineId, LedgerEntry>>;

export function clearRecords(): void {
  rmSync(RECORDS_DIR, { recursive: true, force: true });
}

/** Appends a passing walk's notes (one file per test process, so parallel workers never interleave). */
export function appendRecord(record: WalkRecord): void {
  mkdirSync(RECORDS_DIR, { recursive: true });
  const file = path.join(RECORDS_DIR, `${process.pid}.jsonl`);
  writeFileSync(file, `${JSON.stringify({ ...record, file: path.relative(ROOT, path.resolve(ROOT, record.file)) })}\n`, { flag: 'a' });
}

export function readRecords(): WalkRecord[] {
  if (!existsSync(RECORDS_DIR)) return [];
  return readdirSync(RECORDS_DIR)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(path.join(RECORDS_DIR, name), 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as WalkRecord);
}

const byKey = <T>(entries: Iterable<[string, T]>) => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);

/**
 * The ledger the records make: per machine, the reachable states and outcomes the walks took
 * and which files took them, in a stable order. Notes of anything the graph does not derive are
 * left out: the ledger speaks of the catalogue's outcomes only.
 */
export function ledgerFrom(records: readonly WalkRecord[]): Ledger {
  const ledger: Ledger = {};
  for (const { id } of machineRegistry) {
    const mine = records.filter((record) => record.machine === id);
    if (!mine.length) continue;
    const model = modelOf(id);
    const states = new Map<string, { state: StateValue; by: Set<string> }>();
    const outcomes = new Map<string, { outcome: OutcomeRef; by: Set<string> }>();
    for (const record of mine) {
      for (const state of record.states) {
        const key = stateKey(state);
        if (!model.states.has(key)) continue;
        if (!states.has(key)) states.set(key, { state, by: new Set() });
        states.get(key)!.by.add(record.file);
      }
      for (const outcome of record.outcomes ?? []) {
        const key = outcomeKey(outcome);
        if (!model.outcomes.has(key)) continue;
        if (!outcomes.has(key)) outcomes.set(key, { outcome: model.outcomes.get(key)!, by: new Set() });
        outcomes.get(key)!.by.add(record.file);
      }
    }
    ledger[id] = {
      walkedBy: [...new Set(mine.map((record) => record.file))].sort(),
      states: byKey(states).map(({ state, by }) => ({ state, by: [...by].sort() })),
      outcomes: byKey(outcomes).map(({ outcome, by }) => ({ ...outcome, by: [...by].sort() })),
    };
  }
  return ledger;
}

export function readLedger(): Ledger {
  return existsSync(LEDGER_FILE) ? (JSON.parse(readFileSync(LEDGER_FILE, 'utf8')) as Ledger) : {};
}

export const serialiseLedger = (ledger: Ledger): string => `${JSON.stringify(ledger, null, 1)}\n`;

export function writeLedger(ledger: Ledger): void {
  writeFileSync(LEDGER_FILE, serialiseLedger(ledger));
}
