/**
 * The path catalogue of one machine: what the registry says of it, its states and declared
 * transitions, the walks generated from its graph, and the coverage the ledger records for them,
 * counted in outcomes (scripts/paths/model.ts: from, event, to, and the branch of a guarded choice).
 */
import { registered, type ExcludedOutcome, type MachineId } from '../../machines/index';
import { stateNodesOf, statePath, transitionsOf, type Transition } from './describe';
import type { Ledger } from './ledger';
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
  /** Each with the requirements its transitions name (machines/requirements.ts). */
  reachableOutcomes: (OutcomeRef & { walkedBy: string[]; requirements: string[] })[];
  missingOutcomes: OutcomeRef[];
  excludedOutcomes: readonly ExcludedOutcome[];
  /** The share of mutants its tests kill, in percent (`npm run mutate`, docs/mutation.md); null when never measured. */
  mutationScore: number | null;
  coverage: {
    reachableStates: number;
    walkedStates: number;
    reachableOutcomes: number;
    walkedOutcomes: number;
    excludedOutcomes: number;
  };
}

const outcomeOnly = ({ from, event, to, branch }: OutcomeRef): OutcomeRef => ({ from, event, to, ...(branch ? { branch } : {}) });

export function catalogue(id: MachineId, ledger: Ledger): Catalogue {
  const entry = registered(id);
  const model = modelOf(id);
  const walked = ledger[id];
  const walkedOutcomes = new Map((walked?.outcomes ?? []).map((outcome) => [outcomeKey(outcome), outcome.by]));
  const walkedStates = new Set((walked?.states ?? []).map((s) => stateKey(s.state)));
  const excluded = entry.excludedOutcomes ?? [];
  const excludedKeys = new Set(excluded.map((outcome) => outcomeKey(outcome)));
  const requirements = outcomeRequirements(id);
  const reachable = [...model.outcomes.entries()].map(([key, outcome]) => ({ ...outcome, walkedBy: walkedOutcomes.get(key) ?? [], requirements: requirements.get(key) ?? [] }));
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
    missingOutcomes: reachable.filter((outcome) => !outcome.walkedBy.length && !excludedKeys.has(outcomeKey(outcome))).map(outcomeOnly),
    excludedOutcomes: excluded,
    coverage: {
      reachableStates: model.states.size,
      walkedStates: [...model.states.keys()].filter((key) => walkedStates.has(key)).length,
      reachableOutcomes: model.outcomes.size,
      walkedOutcomes: reachable.filter((outcome) => outcome.walkedBy.length).length,
      excludedOutcomes: excluded.length,
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
  for (const outcome of report.reachableOutcomes) {
    lines.push(`- ${describeOutcome(outcome)} ${outcome.walkedBy.length ? outcome.walkedBy.map((file) => `\`${file}\``).join(', ') : '**not walked**'}`);
  }
  lines.push('', `### Generated walks (${report.paths.length})`, '');
  report.paths.forEach((path) => lines.push(`- ${path.name}${path.input !== undefined ? ` (input ${JSON.stringify(path.input)})` : ''}: ${path.events}`));
  lines.push('');
  return lines.join('\n');
}

/** The one-table summary the README shows. */
export function coverageTable(reports: readonly Catalogue[], scores: MutationScores = measuredMutationScores()): string {
  const rows = reports.map((r) => {
    const c = r.coverage;
    return `| ${r.id} | ${c.walkedOutcomes + c.excludedOutcomes}/${c.reachableOutcomes}${c.excludedOutcomes ? ` (${c.excludedOutcomes} excluded)` : ''} | ${c.walkedStates}/${c.reachableStates} | ${r.walkedBy.length} | ${describeMutationScore(scores[r.id]?.mutationScore ?? null)} |`;
  });
  const sum = (pick: (c: Catalogue['coverage']) => number) => reports.reduce((total, r) => total + pick(r.coverage), 0);
  const overall = overallMutationScore(Object.fromEntries(reports.map((r) => [r.id, scores[r.id]])));
  return [
    '| machine | outcomes walked (+ excluded) / reachable | states walked / reachable | test files | mutation score |',
    '|---|---|---|---|---|',
    ...rows,
    `| **all ${reports.length}** | **${sum((c) => c.walkedOutcomes + c.excludedOutcomes)}/${sum((c) => c.reachableOutcomes)}** (${sum((c) => c.excludedOutcomes)} excluded) | **${sum((c) => c.walkedStates)}/${sum((c) => c.reachableStates)}** | | **${describeMutationScore(overall.mutationScore)}** over the ${overall.measured} measured |`,
  ].join('\n');
}
