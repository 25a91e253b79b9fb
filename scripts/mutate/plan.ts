/**
 * What a mutation run of one registered machine mutates and which tests judge it: the machine's
 * file, its flow module and its screen (from machines/index.ts), judged by the files that walk it
 * (its registry `tests`), the machine tests under tests/machines/ that import its file, the
 * unit tests that import its flow module and the hand-written screen tests its registry entry
 * names (`screenTests`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { registered, type MachineId } from '../../machines/index';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface MutationPlan {
  id: MachineId;
  /** Files to mutate, relative to the project root. */
  mutate: string[];
  /** Test files to run, relative to the project root. */
  tests: string[];
}

/** Every file under `dir` (relative to the root) whose name passes `keep`, relative to the root. */
function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The machines/ file that exports the registered machine (found by identity, not by name). */
export async function machineFileOf(id: MachineId): Promise<string> {
  const machine = registered(id).machine;
  for (const file of filesUnder('machines', (name) => name.endsWith('.machine.ts'))) {
    const exports = (await import(pathToFileURL(path.join(ROOT, file)).href)) as Record<string, unknown>;
    if (Object.values(exports).includes(machine)) return file;
  }
  throw new Error(`No file under machines/ exports the machine registered as "${id}"`);
}

/** The relative module paths a file imports (static and dynamic), resolved to root-relative paths without extension. */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), specifier)).split(path.sep).join('/').replace(/\.(ts|tsx|js|mjs)$/, ''));
}

/** The unit test files under `dir` that import `file` (a module path relative to the root) directly. */
function testsImporting(file: string, dir: string): string[] {
  const module = file.replace(/\.tsx?$/, '');
  return filesUnder(dir, (name) => /\.test\.tsx?$/.test(name)).filter((test) => importsOf(test).includes(module));
}

/** The machine test files (tests/machines/**) that import `machineFile` directly. */
export const machineTestsOf = (machineFile: string): string[] => testsImporting(machineFile, 'tests/machines');

export async function mutationPlan(id: MachineId): Promise<MutationPlan> {
  const entry = registered(id);
  const machineFile = await machineFileOf(id);
  const mutate = [machineFile, entry.flow, entry.screen].filter((file): file is string => Boolean(file));
  // The flow's own tests too (its actors' calls and texts, through msw): the flow is mutated as well.
  const flowTests = entry.flow ? testsImporting(entry.flow, 'tests') : [];
  const tests = [...new Set([...entry.tests, ...machineTestsOf(machineFile), ...flowTests, ...(entry.screenTests ?? [])])].sort();
  return { id, mutate, tests };
}
