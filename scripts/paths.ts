/**
 * `npm run paths [machine …] [--format md|json|csv|junit]` (`--help` for the usage): the path catalogue of every registered machine
 * (or the ones named): where it lives (screen, flow, tests), its states, its transitions as
 * declared, its reachable outcomes (from, event, to, and the branch of a guarded choice; see
 * scripts/paths/model.ts), the walks generated from its graph, and which outcomes the tests
 * walked, read from the ledger the last full test run recorded (docs/machines/walks.json).
 *
 * `npm run paths -- <machine> --fresh` reads the notes of the walks just run (after
 * `npx vitest run <files>`) instead of the ledger: a quick check while writing a walk.
 *
 * `npm run paths -- --requirements [--fresh] [--format md|json]`: every requirement of
 * machines/requirements.ts with the walks that cover it, those no walk covers, and the transitions
 * that name none (scripts/paths/requirements.ts).
 *
 * `--format csv`: the generated tours as test cases a person can run (scripts/paths/steps.ts),
 * for a test-management tool's CSV import; `--format junit`: one JUnit case per reachable outcome,
 * passed when walked (scripts/paths/exports.ts). `npm run paths -- --html` writes the report
 * page reports/paths/index.html (scripts/paths/report.ts).
 *
 * `npm run paths -- --gate` (run by `npm test` after the unit suite, and again after the browser
 * tests): builds the ledger from the walks this run recorded (a level this run did not walk, the
 * browser after the unit suite, keeps the committed ledger's credits) and fails when any machine
 * has a reachable outcome or ignored event neither walked nor excluded, an ignored event walked
 * through a screen but not through the actor alone (level machine), when a requirement is
 * walked by nothing, on an exclusion that is not reachable, more than 2 % excluded, or a registry
 * entry whose tests differ from the files that walk it (machine and jsdom level). It rewrites the ledger and README's coverage
 * table when they changed; under CI (CI set) a change fails instead, because the committed
 * catalogue would no longer tell the truth.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineRegistry, registered, type MachineId } from '../machines/index';
import { catalogue, coverageTable, markdown, walkedAtMachineLevel, type Catalogue } from './paths/catalogue';
import { parsePathsArgs, UsageError, USAGE, type PathsRequest } from './paths/cli';
import { LEDGER_FILE, ledgerFrom, readLedger, readRecords, serialiseLedger, type Ledger } from './paths/ledger';
import { describeOutcome, modelOf, outcomeKey } from './paths/model';
import type { MutationScores } from './paths/mutation';
import { outcomesJunit, testCasesCsv } from './paths/exports';
import { writeHtmlReport } from './paths/report';
import { requirementsMarkdown, requirementsReport, type RequirementsReport } from './paths/requirements';
import { testCasesOf } from './paths/steps';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const README = path.join(ROOT, 'README.md');
const TABLE_START = '<!-- coverage table: written by `npm run paths -- --gate` -->';
const TABLE_END = '<!-- end of coverage table -->';
/** At most this share of all reachable outcomes may be excluded (DESIGN.md section 3). */
export const MAX_EXCLUDED_SHARE = 0.02;

/** "outcomes 719/719, ignored events 32/32 (32 through the actor alone), requirements 129/129": what QA reads first (walked + excluded / reachable). */
export function headline(reports: readonly Catalogue[], requirements: RequirementsReport): string {
  const sum = (pick: (c: Catalogue['coverage']) => number) => reports.reduce((total, r) => total + pick(r.coverage), 0);
  const excluded = sum((c) => c.excludedOutcomes + c.excludedIgnored);
  return (
    `outcomes ${sum((c) => c.walkedOutcomes + c.excludedOutcomes)}/${sum((c) => c.reachableOutcomes)}, ` +
    `ignored events ${sum((c) => c.walkedIgnored + c.excludedIgnored)}/${sum((c) => c.reachableIgnored)} (${sum((c) => c.machineIgnored)} through the actor alone), ` +
    `requirements ${requirements.requirements.length - requirements.uncovered.length}/${requirements.requirements.length}` +
    ` (${excluded} excluded, ${reports.length} machines)`
  );
}

/** Why the gate fails, one line per problem; empty when the walks cover every machine and requirement. */
export function gateProblems(reports: readonly Catalogue[], requirements?: RequirementsReport): string[] {
  const problems: string[] = [];
  for (const id of requirements?.uncovered ?? []) {
    const named = requirements!.requirements.find((requirement) => requirement.id === id)!.transitions;
    problems.push(`requirement ${id} is walked by nothing (${named.length ? `named by ${named.join('; ')}` : 'no transition names it'})`);
  }
  for (const report of reports) {
    const model = modelOf(report.id);
    for (const outcome of report.missingOutcomes) {
      problems.push(`${report.id}: ${describeOutcome(outcome)} is neither walked nor excluded`);
    }
    // A screen may stop an ignored event before the actor (a disabled button): the machine's own guard is walked apart.
    for (const outcome of report.ignoredEvents) {
      if (outcome.walkedBy.length && !walkedAtMachineLevel(outcome)) {
        problems.push(`${report.id}: ${describeOutcome(outcome)} is not walked through the actor alone (walkIgnoredEvents, tests/machines/walks/ignored.walk.test.ts)`);
      }
    }
    for (const outcome of report.excludedOutcomes) {
      if (!model.outcomes.has(outcomeKey(outcome)) && !model.ignored.has(outcomeKey(outcome))) {
        problems.push(`${report.id}: the excluded ${describeOutcome(outcome)} is not a reachable outcome`);
      } else if (!outcome.reason.trim()) {
        problems.push(`${report.id}: the excluded ${describeOutcome(outcome)} gives no reason`);
      }
    }
    if (!report.walkedBy.length) problems.push(`${report.id}: no test walks it`);
    for (const file of [report.screen, report.flow, ...report.tests, report.browser]) {
      if (file && !existsSync(path.join(ROOT, file))) problems.push(`${report.id}: the registry names ${file}, which does not exist`);
    }
    // A flow with a screen is also walked in a real browser (shortest path to each top-level state).
    if (report.screen && !(report.browser && existsSync(path.join(ROOT, report.browser)) && readFileSync(path.join(ROOT, report.browser), 'utf8').includes(`walkInBrowser('${report.id}'`))) {
      problems.push(`${report.id}: it has a screen but no browser walk (walkInBrowser('${report.id}', …) in the file its registry entry names as browser)`);
    }
    const listed = [...report.tests].sort().join(', ');
    const walking = report.walkedBy.join(', ');
    if (listed !== walking) problems.push(`${report.id}: the registry lists tests [${listed}] but [${walking}] walk it`);
  }
  const reachable = reports.reduce((sum, r) => sum + r.coverage.reachableOutcomes + r.coverage.reachableIgnored, 0);
  const excluded = reports.reduce((sum, r) => sum + r.coverage.excludedOutcomes + r.coverage.excludedIgnored, 0);
  if (excluded > MAX_EXCLUDED_SHARE * reachable) {
    problems.push(`${excluded} of ${reachable} outcomes are excluded: more than ${MAX_EXCLUDED_SHARE * 100} %`);
  }
  return problems;
}

function withTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no coverage table between "${TABLE_START}" and "${TABLE_END}"`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${table}\n${readme.slice(end)}`;
}

/** README.md with its coverage table made from `ledger` (and the mutation scores, when given). */
export function readmeWithTable(ledger: Ledger, scores?: MutationScores): string {
  const reports = reportsOf(machineRegistry.map((entry) => entry.id), ledger);
  return withTable(readFileSync(README, 'utf8'), coverageTable(reports, scores));
}

const reportsOf = (ids: readonly MachineId[], ledger: Ledger) => ids.map((id) => catalogue(id, ledger));

function gate(): number {
  const ledger = ledgerFrom(readRecords(), readLedger());
  const reports = reportsOf(machineRegistry.map((entry) => entry.id), ledger);
  const requirements = requirementsReport(ledger);
  const problems = gateProblems(reports, requirements);
  const files = [
    { path: LEDGER_FILE, name: 'docs/machines/walks.json', text: serialiseLedger(ledger) },
    { path: README, name: 'README.md (coverage table)', text: withTable(readFileSync(README, 'utf8'), coverageTable(reports)) },
  ];
  for (const file of files) {
    const current = existsSync(file.path) ? readFileSync(file.path, 'utf8') : '';
    if (current === file.text) continue;
    if (process.env.CI) {
      problems.push(`${file.name} does not match this run's walks: run \`npm test\` locally and commit it`);
    } else {
      writeFileSync(file.path, file.text);
      console.log(`paths: updated ${file.name} from this run's walks (commit it)`);
    }
  }
  console.log(`paths: ${headline(reports, requirements)}`);
  if (problems.length) {
    console.error(`paths: the coverage gate failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    return 1;
  }
  return 0;
}

function main(): void {
  let request: PathsRequest;
  try {
    request = parsePathsArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`paths: ${error.message}; \`npm run paths -- --help\` shows the usage`);
    process.exitCode = 2;
    return;
  }
  if (request.kind === 'help') {
    console.log(USAGE);
    return;
  }
  if (request.kind === 'gate') {
    process.exitCode = gate();
    return;
  }
  // --fresh: the walks of the last `vitest run` (notes under .walks/) instead of the committed ledger.
  const ledger = request.fresh ? ledgerFrom(readRecords()) : readLedger();
  if (request.kind === 'requirements') {
    const report = requirementsReport(ledger);
    console.log(request.format === 'json' ? JSON.stringify(report, null, 2) : requirementsMarkdown(report));
    return;
  }
  if (request.kind === 'html') {
    const page = writeHtmlReport(reportsOf(machineRegistry.map((entry) => entry.id), ledger), requirementsReport(ledger), undefined, {
      source: request.fresh ? 'From the walks of the last test run (.walks/).' : 'From the ledger docs/machines/walks.json.',
    });
    console.log(`paths: wrote ${path.relative(process.cwd(), page)}`);
    return;
  }
  const ids = request.machines.length ? request.machines.map((id) => registered(id).id) : machineRegistry.map((entry) => entry.id);
  if (request.format === 'csv') {
    process.stdout.write(testCasesCsv(ids.flatMap((id) => testCasesOf(id))));
    return;
  }
  const reports = reportsOf(ids, ledger);
  if (request.format === 'junit') {
    process.stdout.write(outcomesJunit(reports));
    return;
  }
  if (request.format === 'json') {
    console.log(JSON.stringify(reports, null, 2));
    return;
  }
  const summary = request.machines.length ? '' : `${headline(reports, requirementsReport(ledger))}\n\n${coverageTable(reports)}\n\n`;
  console.log(`# Machine paths\n\n${summary}${reports.map(markdown).join('\n')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
