/**
 * `npm run mutate [machine …] [--full | --survivors] [--concurrency n] [--dry-run]`: mutation testing with
 * StrykerJS over each registered machine (all when none is named), one machine at a time.
 *
 * For a machine it mutates the machine's file, its flow module and its screen (machines/index.ts),
 * static mutants included (the machine's definition is a module-level object: without static
 * mutants nothing of the statechart itself would be mutated), and runs only the tests that drive
 * it: its walks (the registry's `tests`) and the machine tests that import its file, through
 * @stryker-mutator/vitest-runner with vitest.mutate.config.ts.
 *
 * Stryker runs on a copy of the project in which the mutated files carry the marks of their
 * equivalent mutants (docs/mutation/equivalent-mutants.json, scripts/mutate/working-copy.ts); a
 * listed line that no longer matches its file stops the run before Stryker starts.
 *
 * Runs are incremental: each machine's last full report is committed, gzip-compressed, as
 * mutation-cache/<id>.json.gz (scripts/mutate/cache.ts), and a run tests again only the mutants
 * whose code or covering tests changed since (`--full` tests every mutant). The HTML report goes
 * to reports/mutation/<id>.html (not committed); the scores to docs/mutation/scores.json, which
 * `npm run paths` shows as each machine's `mutationScore`. See docs/mutation.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineRegistry, registered } from '../machines/index';
import { README, readmeWithTable } from './paths';
import { readLedger } from './paths/ledger';
import { MUTATION_SCORES_FILE, overallMutationScore, readMutationScores, type MutationScores } from './paths/mutation';
import { CACHE_DIR, packCache, unpackCache } from './mutate/cache';
import { readEquivalentMutants } from './mutate/equivalent-mutants';
import { mutationPlan, ROOT, type MutationPlan } from './mutate/plan';
import { makeWorkingCopy, removeWorkingCopy } from './mutate/working-copy';
import { summarise, survivorLines, undetected, unjudgedCount, withoutMutants, withoutUnjudged, type StrykerReport } from './mutate/report';

const REPORT_DIR = 'reports/mutation';
const TEMP_DIR = '.stryker-tmp';

interface Options {
  full: boolean;
  /** Test the last run's survivors again (and what changed): after a change Stryker's incremental diff cannot see. */
  survivors: boolean;
  concurrency: number | undefined;
  dryRun: boolean;
}

/** Where a run keeps the machine's incremental state while Stryker reads and writes it (absolute). */
const incrementalFileOf = (id: string): string => path.join(ROOT, REPORT_DIR, `${id}.incremental.json`);

/**
 * The Stryker configuration of one machine's run. Stryker runs in a copy of the project, so the
 * files it writes for us are named by absolute paths into this one.
 */
export function strykerConfig(plan: MutationPlan, options: Options): Record<string, unknown> {
  return {
    testRunner: 'vitest',
    vitest: { configFile: 'vitest.mutate.config.ts', related: false },
    appendPlugins: ['./scripts/mutate/ignore-styles.mjs', './scripts/mutate/ignore-meta.mjs', './scripts/mutate/ignore-types.mjs'],
    ignorers: ['styles', 'meta', 'types'],
    mutate: plan.mutate,
    ignoreStatic: false,
    coverageAnalysis: 'perTest',
    incremental: true,
    incrementalFile: incrementalFileOf(plan.id),
    force: options.full,
    dryRunOnly: options.dryRun,
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
    reporters: ['html', 'clear-text', 'progress'],
    htmlReporter: { fileName: path.join(ROOT, REPORT_DIR, `${plan.id}.html`) },
    clearTextReporter: { reportMutants: false, reportTests: false, allowEmojis: false },
    thresholds: { high: 90, low: 85, break: null },
    // A mutant that makes a walk wait fails it within the walk's patience (5 s a step); a run
    // slower than the dry run is most often a busy machine, which must not count as a kill.
    timeoutMS: 60_000,
    dryRunTimeoutMinutes: 30,
    tempDirName: TEMP_DIR,
    // The sandbox copies the project: not the builds, data and reports.
    ignorePatterns: ['dist', 'build', 'data', 'bench', 'coverage', 'test-results', 'playwright-report', '.walks', REPORT_DIR, '*.log'],
  };
}

function parse(args: readonly string[]): { ids: string[]; options: Options } {
  const options: Options = { full: false, survivors: false, concurrency: undefined, dryRun: false };
  const ids: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--full') options.full = true;
    else if (arg === '--survivors') options.survivors = true;
    else if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--concurrency') options.concurrency = Number(args[(index += 1)]);
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg} (known: --full, --survivors, --concurrency n, --dry-run)`);
    else ids.push(registered(arg).id);
  }
  if (options.concurrency !== undefined && !(options.concurrency >= 1)) throw new Error('--concurrency takes a number from 1');
  if (options.full && options.survivors) throw new Error('--full already tests every mutant again: --survivors adds nothing to it');
  return { ids: ids.length ? ids : machineRegistry.map((entry) => entry.id), options };
}

/**
 * Writes the scores back in registry order, so the file's diff shows only what changed, and
 * README's coverage table with them (the path gate checks that table in CI).
 */
function writeScores(scores: MutationScores): void {
  const ordered: MutationScores = {};
  for (const entry of machineRegistry) if (scores[entry.id]) ordered[entry.id] = scores[entry.id];
  mkdirSync(path.dirname(MUTATION_SCORES_FILE), { recursive: true });
  writeFileSync(MUTATION_SCORES_FILE, `${JSON.stringify(ordered, null, 2)}\n`);
  writeFileSync(README, readmeWithTable(readLedger(), ordered));
}

/**
 * Trims the incremental file to what the next run reads (the files and test files, with their
 * mutants and tests) and returns the report: Stryker also writes this machine's absolute project
 * root, the options and its own branding, which would change the committed file for nothing.
 * A survivor no test ran against is left out of the file, so that the next run tests it again.
 */
function keepIncrementalState(file: string, drop: (report: StrykerReport) => StrykerReport = withoutUnjudged): StrykerReport {
  const { schemaVersion, thresholds, files, testFiles } = JSON.parse(readFileSync(file, 'utf8')) as StrykerReport & Record<string, unknown>;
  writeFileSync(file, `${JSON.stringify({ schemaVersion, thresholds, ...drop({ files }), testFiles }, null, 2)}\n`);
  return { files };
}

/** Runs Stryker with the machine's config in the working copy `cwd`; whether it finished. */
function stryker(configFile: string, plan: MutationPlan, cwd: string): boolean {
  const result = spawnSync('npx', ['stryker', 'run', path.join(ROOT, configFile)], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, MUTATE_TESTS: plan.tests.join(',') },
  });
  return result.status === 0;
}

async function run(id: string, options: Options): Promise<boolean> {
  const plan = await mutationPlan(registered(id).id);
  console.log(`\n▶ mutate ${id}: ${plan.mutate.join(', ')}\n  tests: ${plan.tests.join(', ')}`);
  mkdirSync(path.join(ROOT, REPORT_DIR), { recursive: true });
  mkdirSync(path.join(ROOT, CACHE_DIR), { recursive: true });
  const configFile = `${REPORT_DIR}/${id}.stryker.json`;
  writeFileSync(path.join(ROOT, configFile), `${JSON.stringify(strykerConfig(plan, options), null, 2)}\n`);
  const incrementalFile = incrementalFileOf(id);
  if (unpackCache(id, incrementalFile) && options.survivors) {
    // Left out of the state the run starts from, the last run's survivors are tested again.
    keepIncrementalState(incrementalFile, (report) => withoutMutants(report, undetected));
  }
  let copy: string;
  try {
    copy = makeWorkingCopy(plan.mutate, readEquivalentMutants());
  } catch (error) {
    console.error(`✘ mutate ${id}: ${(error as Error).message}`);
    return false;
  }
  try {
    return finish(id, plan, options, configFile, copy);
  } finally {
    removeWorkingCopy(copy);
  }
}

/** Runs Stryker in the working copy `copy`, then keeps the state and the scores. */
function finish(id: string, plan: MutationPlan, options: Options, configFile: string, copy: string): boolean {
  const incrementalFile = incrementalFileOf(id);
  const started = Date.now();
  const elapsed = () => ((Date.now() - started) / 1000).toFixed(0);
  if (!stryker(configFile, plan, copy)) {
    console.error(`✘ mutate ${id}: Stryker failed (${elapsed()} s)`);
    return false;
  }
  if (options.dryRun) {
    console.log(`✔ mutate ${id}: dry run passed (${elapsed()} s)`);
    return true;
  }
  let report = keepIncrementalState(incrementalFile);
  const unjudged = unjudgedCount(report, plan.mutate);
  if (unjudged) {
    // Once more, incrementally: only the mutants keepIncrementalState left out are tested.
    console.log(`\n▶ mutate ${id}: ${unjudged} survivor(s) no test ran against; testing them again`);
    writeFileSync(path.join(ROOT, configFile), `${JSON.stringify(strykerConfig(plan, { ...options, full: false }), null, 2)}\n`);
    if (!stryker(configFile, plan, copy)) {
      console.error(`✘ mutate ${id}: Stryker failed testing them again (${elapsed()} s)`);
      return false;
    }
    report = keepIncrementalState(incrementalFile);
  }
  packCache(id, incrementalFile);
  const seconds = elapsed();
  const summary = summarise(report, plan.mutate);
  const scores = readMutationScores();
  scores[id] = summary;
  writeScores(scores);
  const survivors = survivorLines(report, plan.mutate);
  console.log(
    `✔ mutate ${id}: mutationScore ${summary.mutationScore ?? '–'} % (${summary.killed} killed, ${summary.timeout} timed out, ` +
      `${summary.survived} survived, ${summary.noCoverage} not covered, ${summary.ignored} ignored, ${summary.errors} errors) in ${seconds} s; ` +
      `report: ${REPORT_DIR}/${id}.html`,
  );
  if (survivors.length) console.log(`  Survivors:\n${survivors.map((line) => `  - ${line}`).join('\n')}`);
  return true;
}

async function main(): Promise<void> {
  const { ids, options } = parse(process.argv.slice(2));
  const failed: string[] = [];
  for (const id of ids) if (!(await run(id, options))) failed.push(id);
  if (!options.dryRun && existsSync(MUTATION_SCORES_FILE)) {
    const overall = overallMutationScore(readMutationScores());
    console.log(`\nOver all machines: ${overall.mutationScore ?? '–'} % (${overall.measured} of ${machineRegistry.length} measured)`);
    console.log(`Scores: ${path.relative(ROOT, MUTATION_SCORES_FILE)} and README.md's table (commit them with ${CACHE_DIR}/)`);
  }
  if (failed.length) {
    console.error(`mutate: no score for ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
