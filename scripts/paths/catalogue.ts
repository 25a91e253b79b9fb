/**
 * The path catalogue of one machine: what the registry says of it, its states and declared
 * transitions, the walks generated from its graph, and the coverage the ledger records for them,
 * counted in outcomes (scripts/paths/model.ts: from, event, to, and the branch of a guarded choice).
 */
import { registered, type ExcludedOutcome, type MachineId } from '../../machines/index';
import { stateNodesOf, statePath, transitionsOf, type Transition } from './describe';
import { outcomeTests, WALK_LEVELS, type Ledger, type WalkTest } from './ledger';
import { describeOutcome, describeWalk, modelOf, outcomeKey, stateKey, toursOf, type OutcomeRef } from './model';
import { describeMutationScore, measuredMutationScore, measuredMutationScores, overallMutationScore, type MutationScores } from './mutation';
import { outcomeRequirements } from './requirements';

export interface Catalogue {
  id: MachineId;
  description: string;
  screen: string | null;
  flow: string | null;
  tests: readonly string[];
  browser: string | undefined;
  states: string[];
  /** The transitions as the machine declares them (one per candidate of a guarded choice). */
  transitions: Transition[];
  /** The generated walks (tours) that together take every reachable outcome. */
  paths: { name: string; input: unknown; events: string }[];
  walkedBy: string[];
  /** Each with the requirements its transitions name (machines/requirements.ts) and the tests that took it. */
  reachableOutcomes: (OutcomeRef & { walkedBy: string[]; requirements: string[]; tests: WalkTest[] })[];
  /** The events a state ignores on purpose (scripts/paths/model.ts), likewise. */
  ignoredEvents: (OutcomeRef & { walkedBy: string[]; requirements: string[]; tests: WalkTest[] })[];
  missingOutcomes: OutcomeRef[];
  excludedOutcomes: readonly ExcludedOutcome[];
  /** The share of mutants its tests kill, in percent (`npm run mutate`, docs/mutation.md); null when never measured. */
  mutationScore: number | null;
  coverage: {
    reachableStates: number;
    walkedStates: number;
    reachableOutcomes: number;
    walkedOutcomes: number;
    /** Outcomes excluded (ignored events not counted). */
    excludedOutcomes: number;
    reachableIgnored: number;
    walkedIgnored: number;
    /** Ignored events walked through the actor alone (level `machine`): the machine's own guard, whatever the screen stops first. */
    machineIgnored: number;
    excludedIgnored: number;
  };
}

/** Whether a test took the outcome through the actor alone (level `machine`). */
export const walkedAtMachineLevel = (outcome: { tests: readonly WalkTest[] }): boolean => outcome.tests.some((test) => test.level === 'machine');

const outcomeOnly = ({ from, event, to, branch, ignored }: OutcomeRef): OutcomeRef => ({ from, event, to, ...(branch ? { branch } : {}), ...(ignored ? { ignored } : {}) });

export function catalogue(id: MachineId, ledger: Ledger): Catalogue {
  const entry = registered(id);
  const model = modelOf(id);
  const walked = ledger[id];
  const walkedOutcomes = new Map((walked?.outcomes ?? []).map((outcome) => [outcomeKey(outcome), outcome.by]));
  const walkedStates = new Set((walked?.states ?? []).map((s) => stateKey(s.state)));
  const excluded = entry.excludedOutcomes ?? [];
  const excludedKeys = new Set(excluded.map((outcome) => outcomeKey(outcome)));
  const requirements = outcomeRequirements(id);
  const described = ([key, outcome]: [string, OutcomeRef]) => ({
    ...outcome,
    walkedBy: walkedOutcomes.get(key) ?? [],
    requirements: requirements.get(key) ?? [],
    tests: outcomeTests(ledger, id, outcome),
  });
  const reachable = [...model.outcomes.entries()].map(described);
  const ignored = [...model.ignored.entries()].map(described);
  const missing = (outcome: OutcomeRef & { walkedBy: string[] }) => !outcome.walkedBy.length && !excludedKeys.has(outcomeKey(outcome));
  return {
    id,
    description: entry.description,
    screen: entry.screen,
    flow: entry.flow,
    tests: entry.tests,
    browser: entry.browser,
    states: stateNodesOf(entry.machine).map(statePath),
    transitions: transitionsOf(entry.machine),
    paths: toursOf(id).map((walk) => ({ name: walk.name, input: walk.input, events: describeWalk(walk) })),
    mutationScore: measuredMutationScore(id),
    walkedBy: walked?.walkedBy ?? [],
    reachableOutcomes: reachable,
    ignoredEvents: ignored,
    missingOutcomes: [...reachable, ...ignored].filter(missing).map(outcomeOnly),
    excludedOutcomes: excluded,
    coverage: {
      reachableStates: model.states.size,
      walkedStates: [...model.states.keys()].filter((key) => walkedStates.has(key)).length,
      reachableOutcomes: model.outcomes.size,
      walkedOutcomes: reachable.filter((outcome) => outcome.walkedBy.length).length,
      excludedOutcomes: excluded.filter((outcome) => !outcome.ignored).length,
      reachableIgnored: model.ignored.size,
      walkedIgnored: ignored.filter((outcome) => outcome.walkedBy.length).length,
      machineIgnored: ignored.filter(walkedAtMachineLevel).length,
      excludedIgnored: excluded.filter((outcome) => outcome.ignored).length,
    },
  };
}


export function markdown(report: Catalogue): string {
  const c = report.coverage;
  const lines = [`## ${report.id}`, '', report.description, ''];
  lines.push(
    `- Screen: ${report.screen ? `\`${report.screen}\`` : 'none (the server enforces it)'}`,
    `- Flow (app-side bindings): ${report.flow ? `\`${report.flow}\`` : 'none'}`,
    `- Tests: ${report.tests.length ? report.tests.map((file) => `\`${file}\``).join(', ') : 'none'}`,
    `- Browser walks: ${report.browser ? `\`${report.browser}\`` : 'none'}`,
    `- Mutation score: ${describeMutationScore(report.mutationScore)}`,
    '',
    `**Coverage:** outcomes ${c.walkedOutcomes}/${c.reachableOutcomes} walked` +
      (c.excludedOutcomes ? `, ${c.excludedOutcomes} excluded` : '') +
      `; ignored events ${c.walkedIgnored}/${c.reachableIgnored} walked` +
      (c.reachableIgnored ? ` (${c.machineIgnored} through the actor alone)` : '') +
      (c.excludedIgnored ? `, ${c.excludedIgnored} excluded` : '') +
      `; states ${c.walkedStates}/${c.reachableStates} walked.`,
    '',
  );
  if (report.missingOutcomes.length) {
    lines.push('**Not walked:**', '', ...report.missingOutcomes.map((outcome) => `- ${describeOutcome(outcome)}`), '');
  }
  if (report.excludedOutcomes.length) {
    lines.push('**Excluded:**', '', ...report.excludedOutcomes.map((outcome) => `- ${describeOutcome(outcome)}: ${outcome.reason}`), '');
  }
  lines.push(`### States (${report.states.length})`, '', ...report.states.map((state) => `- ${state}`), '');
  lines.push(`### Transitions as declared (${report.transitions.length})`, '');
  for (const t of report.transitions) {
    lines.push(`- ${t.from} —${t.event}${t.guard ? ` [${t.guard}]` : ''}${t.reenter ? ' (reenter)' : ''}→ ${t.to.join(', ') || '(no target)'}`);
  }
  lines.push('', `### Reachable outcomes (${report.reachableOutcomes.length}) and who walks them`, '');
  for (const outcome of report.reachableOutcomes) lines.push(`- ${describeOutcome(outcome)} ${walkedByTests(outcome)}`);
  if (report.ignoredEvents.length) {
    lines.push('', `### Ignored events (${report.ignoredEvents.length}) and who walks them`, '');
    for (const outcome of report.ignoredEvents) lines.push(`- ${describeOutcome(outcome)} (${outcome.requirements.join(', ')}) ${walkedByTests(outcome)}`);
  }
  lines.push('', `### Generated walks (${report.paths.length})`, '');
  report.paths.forEach((path) => lines.push(`- ${path.name}${path.input !== undefined ? ` (input ${JSON.stringify(path.input)})` : ''}: ${path.events}`));
  lines.push('');
  return lines.join('\n');
}

/**
 * Who took an outcome, per level and file: the full names of a file's tests when they are few
 * (`--format json` lists them all), their count otherwise.
 */
function walkedByTests(outcome: { walkedBy: string[]; tests: WalkTest[] }): string {
  if (!outcome.walkedBy.length) return '**not walked**';
  if (!outcome.tests.length) return outcome.walkedBy.map((file) => `\`${file}\``).join(', ');
  const parts: string[] = [];
  for (const level of WALK_LEVELS) {
    const files = [...new Set(outcome.tests.filter((test) => test.level === level).map((test) => test.file))];
    for (const file of files) {
      const names = outcome.tests.filter((test) => test.level === level && test.file === file).map((test) => test.test);
      parts.push(`${level} \`${file}\`: ${names.length <= 2 ? names.map((name) => `"${name}"`).join(', ') : `${names.length} tests`}`);
    }
  }
  return parts.join('; ');
}

/** The one-table summary the README shows. */
export function coverageTable(reports: readonly Catalogue[], scores: MutationScores = measuredMutationScores()): string {
  const rows = reports.map((r) => {
    const c = r.coverage;
    return `| ${r.id} | ${c.walkedOutcomes + c.excludedOutcomes}/${c.reachableOutcomes}${c.excludedOutcomes ? ` (${c.excludedOutcomes} excluded)` : ''} | ${c.walkedIgnored + c.excludedIgnored}/${c.reachableIgnored} | ${c.machineIgnored}/${c.reachableIgnored} | ${c.walkedStates}/${c.reachableStates} | ${r.walkedBy.length} | ${describeMutationScore(scores[r.id]?.mutationScore ?? null)} |`;
  });
  const sum = (pick: (c: Catalogue['coverage']) => number) => reports.reduce((total, r) => total + pick(r.coverage), 0);
  const overall = overallMutationScore(Object.fromEntries(reports.map((r) => [r.id, scores[r.id]])));
  return [
    '| machine | outcomes walked (+ excluded) / reachable | ignored events walked / reachable | of them through the actor alone | states walked / reachable | test files | mutation score |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    `| **all ${reports.length}** | **${sum((c) => c.walkedOutcomes + c.excludedOutcomes)}/${sum((c) => c.reachableOutcomes)}** (${sum((c) => c.excludedOutcomes)} excluded) | **${sum((c) => c.walkedIgnored + c.excludedIgnored)}/${sum((c) => c.reachableIgnored)}** | **${sum((c) => c.machineIgnored)}/${sum((c) => c.reachableIgnored)}** | **${sum((c) => c.walkedStates)}/${sum((c) => c.reachableStates)}** | | **${describeMutationScore(overall.mutationScore)}** over the ${overall.measured} measured |`,
  ].join('\n');
}
