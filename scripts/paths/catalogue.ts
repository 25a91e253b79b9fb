/**
 * The path catalogue of one machine: what the registry says of it, its states and declared
 * transitions, the walks generated from its graph, and the coverage the ledger records for them.
 */
import type { StateValue } from 'xstate';
import { registered, type ExcludedTransition, type MachineId } from '../../machines/index';
import { eventLabel, stateNodesOf, statePath, transitionsOf, type Transition } from './describe';
import type { Ledger } from './ledger';
import { describeWalk, modelOf, stateKey, toursOf, transitionKey } from './model';

export interface Catalogue {
  id: MachineId;
  description: string;
  screen: string | null;
  flow: string | null;
  tests: readonly string[];
  browser: string | undefined;
  states: string[];
  transitions: Transition[];
  /** The generated walks (tours) that together take every reachable transition. */
  paths: { name: string; input: unknown; events: string }[];
  walkedBy: string[];
  reachableTransitions: { state: StateValue; event: string; walkedBy: string[] }[];
  missingTransitions: { state: StateValue; event: string }[];
  excludedTransitions: readonly ExcludedTransition[];
  coverage: {
    reachableStates: number;
    walkedStates: number;
    reachableTransitions: number;
    walkedTransitions: number;
    excludedTransitions: number;
  };
}

export function catalogue(id: MachineId, ledger: Ledger): Catalogue {
  const entry = registered(id);
  const model = modelOf(id);
  const walked = ledger[id];
  const walkedTransitions = new Map((walked?.transitions ?? []).map((t) => [transitionKey(t.state, t.event), t.by]));
  const walkedStates = new Set((walked?.states ?? []).map((s) => stateKey(s.state)));
  const excluded = entry.excludedTransitions ?? [];
  const excludedKeys = new Set(excluded.map((t) => transitionKey(t.state, t.event)));
  const reachable = [...model.transitions.entries()].map(([key, t]) => ({ ...t, walkedBy: walkedTransitions.get(key) ?? [] }));
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
    walkedBy: walked?.walkedBy ?? [],
    reachableTransitions: reachable,
    missingTransitions: reachable
      .filter((t) => !t.walkedBy.length && !excludedKeys.has(transitionKey(t.state, t.event)))
      .map(({ state, event }) => ({ state, event })),
    excludedTransitions: excluded,
    coverage: {
      reachableStates: model.states.size,
      walkedStates: [...model.states.keys()].filter((key) => walkedStates.has(key)).length,
      reachableTransitions: model.transitions.size,
      walkedTransitions: reachable.filter((t) => t.walkedBy.length).length,
      excludedTransitions: excluded.length,
    },
  };
}

const value = (state: StateValue) => `\`${JSON.stringify(state)}\``;

export function markdown(report: Catalogue): string {
  const c = report.coverage;
  const lines = [`## ${report.id}`, '', report.description, ''];
  lines.push(
    `- Screen: ${report.screen ? `\`${report.screen}\`` : 'none (the server enforces it)'}`,
    `- Flow (app-side bindings): ${report.flow ? `\`${report.flow}\`` : 'none'}`,
    `- Tests: ${report.tests.length ? report.tests.map((file) => `\`${file}\``).join(', ') : 'none'}`,
    `- Browser walks: ${report.browser ? `\`${report.browser}\`` : 'none'}`,
    '',
    `**Coverage:** transitions ${c.walkedTransitions}/${c.reachableTransitions} walked` +
      (c.excludedTransitions ? `, ${c.excludedTransitions} excluded` : '') +
      `; states ${c.walkedStates}/${c.reachableStates} walked.`,
    '',
  );
  if (report.missingTransitions.length) {
    lines.push('**Not walked:**', '', ...report.missingTransitions.map((t) => `- ${value(t.state)} —${eventLabel(t.event)}→`), '');
  }
  if (report.excludedTransitions.length) {
    lines.push('**Excluded:**', '', ...report.excludedTransitions.map((t) => `- ${value(t.state)} —${eventLabel(t.event)}→: ${t.reason}`), '');
  }
  lines.push(`### States (${report.states.length})`, '', ...report.states.map((state) => `- ${state}`), '');
  lines.push(`### Transitions as declared (${report.transitions.length})`, '');
  for (const t of report.transitions) {
    lines.push(`- ${t.from} —${t.event}${t.guard ? ` [${t.guard}]` : ''}${t.reenter ? ' (reenter)' : ''}→ ${t.to.join(', ') || '(no target)'}`);
  }
  lines.push('', `### Reachable transitions (${report.reachableTransitions.length}) and who walks them`, '');
  for (const t of report.reachableTransitions) {
    lines.push(`- ${value(t.state)} —${eventLabel(t.event)}→ ${t.walkedBy.length ? t.walkedBy.map((file) => `\`${file}\``).join(', ') : '**not walked**'}`);
  }
  lines.push('', `### Generated walks (${report.paths.length})`, '');
  report.paths.forEach((path) => lines.push(`- ${path.name}${path.input !== undefined ? ` (input ${JSON.stringify(path.input)})` : ''}: ${path.events}`));
  lines.push('');
  return lines.join('\n');
}

/** The one-table summary the README shows. */
export function coverageTable(reports: readonly Catalogue[]): string {
  const rows = reports.map((r) => {
    const c = r.coverage;
    return `| ${r.id} | ${c.walkedTransitions + c.excludedTransitions}/${c.reachableTransitions}${c.excludedTransitions ? ` (${c.excludedTransitions} excluded)` : ''} | ${c.walkedStates}/${c.reachableStates} | ${r.walkedBy.length} |`;
  });
  const sum = (pick: (c: Catalogue['coverage']) => number) => reports.reduce((total, r) => total + pick(r.coverage), 0);
  return [
    '| machine | transitions walked (+ excluded) / reachable | states walked / reachable | test files |',
    '|---|---|---|---|',
    ...rows,
    `| **all ${reports.length}** | **${sum((c) => c.walkedTransitions + c.excludedTransitions)}/${sum((c) => c.reachableTransitions)}** (${sum((c) => c.excludedTransitions)} excluded) | **${sum((c) => c.walkedStates)}/${sum((c) => c.reachableStates)}** | |`,
  ].join('\n');
}
