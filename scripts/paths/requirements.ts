/**
 * Requirement coverage for QA (`npm run paths -- --requirements`): every requirement of
 * machines/requirements.ts with the walks that took an outcome whose transition names it, the
 * requirements no walk covers, and the declared transitions that name none.
 *
 * An outcome (scripts/paths/model.ts) says where a step went, not which declared transition took
 * it there; the graph keeps the snapshot and the event of each, so the machine is asked again
 * which transitions that event takes from that snapshot, eventless (`always`) ones and raised
 * events included (the `@xstate.microstep` inspection events of one macrostep), and each taken
 * transition's `meta.requirements` is read. A start takes the eventless transitions of its
 * initial state (a stored session: `starting → signedIn`).
 */
import { createEmptyActor, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import { machineRegistry, type MachineId } from '../../machines/index';
import { REQUIREMENTS } from '../../machines/requirements';
import { eventLabel, requirementsOf, stateNodesOf, statePath } from './describe';
import type { Ledger } from './ledger';
import { modelOf, outcomeKey, startOf } from './model';

/** A transition as the machine holds it (its config spread in, `meta` included). */
interface TransitionDefinition {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: unknown;
  meta?: { requirements?: unknown };
}

/** One declared transition and the requirements its `meta` names. */
export interface DeclaredTransition {
  machine: MachineId;
  from: string;
  event: string;
  to: string[];
  guard?: string;
  requirements: string[];
}

export { requirementsOf };

function guardLabel(guard: unknown): string | undefined {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return undefined;
}

function definitionsOf(machine: AnyStateMachine): TransitionDefinition[] {
  const list: TransitionDefinition[] = [];
  for (const node of [machine.root, ...stateNodesOf(machine)]) {
    for (const candidates of node.transitions.values()) list.push(...(candidates as unknown as TransitionDefinition[]));
    list.push(...((node.always ?? []) as unknown as TransitionDefinition[]));
  }
  return list;
}

const describeDefinition = (id: MachineId, transition: TransitionDefinition): DeclaredTransition => {
  const guard = guardLabel(transition.guard);
  return {
    machine: id,
    from: statePath(transition.source),
    event: transition.eventType ? eventLabel(transition.eventType) : 'always',
    to: (transition.target ?? []).map((target) => statePath(target)),
    ...(guard ? { guard } : {}),
    requirements: requirementsOf(transition),
  };
};

/** Every declared transition of a registered machine (one per candidate of a guarded choice, `always` ones included). */
export function declaredTransitions(id: MachineId): DeclaredTransition[] {
  const entry = machineRegistry.find((candidate) => candidate.id === id)!;
  return definitionsOf(entry.machine).map((transition) => describeDefinition(id, transition));
}

/** An actor scope that executes nothing and reports each microstep's transitions (as xstate/graph's own mock scope, plus inspection). */
function recordingScope(): { scope: unknown; taken: TransitionDefinition[] } {
  const taken: TransitionDefinition[] = [];
  const self = createEmptyActor();
  self.system.inspect((event) => {
    if (event.type === '@xstate.microstep') taken.push(...((event as unknown as { _transitions: TransitionDefinition[] })._transitions ?? []));
  });
  const scope = {
    self,
    logger: () => {},
    id: '',
    sessionId: 'requirements',
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
  return { scope, taken };
}

/** The declared transitions `event` takes from `snapshot`, eventless and raised ones included. */
export function takenTransitions(snapshot: AnyMachineSnapshot, event: EventObject): TransitionDefinition[] {
  const { scope, taken } = recordingScope();
  snapshot.machine.transition(snapshot as never, event as never, scope as never);
  return taken;
}

/** The eventless transitions a start takes (a machine that decides its first state from its input). */
function startTransitions(machine: AnyStateMachine, input: unknown): TransitionDefinition[] {
  const { scope, taken } = recordingScope();
  machine.getInitialSnapshot(scope as never, input);
  return taken;
}

const cache = new Map<MachineId, Map<string, string[]>>();

/** Per reachable outcome (keyed by outcomeKey) of a machine: the requirements its transitions name, sorted. */
export function outcomeRequirements(id: MachineId): Map<string, string[]> {
  const cached = cache.get(id);
  if (cached) return cached;
  const model = modelOf(id);
  const found = new Map<string, Set<string>>();
  const note = (key: string, transitions: readonly TransitionDefinition[]) => {
    if (!found.has(key)) found.set(key, new Set());
    for (const transition of transitions) for (const requirement of requirementsOf(transition)) found.get(key)!.add(requirement);
  };
  for (const graph of model.graphs) {
    const initial = graph.snapshots.get(graph.initial)!;
    note(outcomeKey(startOf(initial)), startTransitions(model.machine, graph.input));
    for (const edges of graph.edges.values()) {
      for (const edge of edges) note(edge.key, takenTransitions(graph.snapshots.get(edge.from)!, edge.event));
    }
    // An ignored event takes its transition without a microstep: ask which transitions it selects.
    for (const edges of graph.ignored.values()) {
      for (const edge of edges) note(edge.key, graph.snapshots.get(edge.from)!.machine.getTransitionData(graph.snapshots.get(edge.from)! as never, edge.event as never) as unknown as TransitionDefinition[]);
    }
  }
  const result = new Map([...found].map(([key, ids]) => [key, [...ids].sort()]));
  cache.set(id, result);
  return result;
}

export interface RequirementCoverage {
  id: string;
  text: string;
  /** The declared transitions that name it, as `machine: from —event [guard]→ to`. */
  transitions: string[];
  /** The test files that walked an outcome whose transition names it. */
  walkedBy: string[];
}

export interface RequirementsReport {
  requirements: RequirementCoverage[];
  /** Requirement ids no walk covers. */
  uncovered: string[];
  /** Declared transitions that name no requirement. */
  unnamed: DeclaredTransition[];
}

export const describeTransition = (t: DeclaredTransition): string =>
  `${t.machine}: ${t.from} —${t.event}${t.guard ? ` [${t.guard}]` : ''}→ ${t.to.join(', ') || '(no target)'}`;

/** Which walks (the ledger's test files) cover each requirement, over every registered machine. */
export function requirementsReport(ledger: Ledger): RequirementsReport {
  const walkedBy = new Map<string, Set<string>>(Object.keys(REQUIREMENTS).map((id) => [id, new Set<string>()]));
  const transitions = new Map<string, string[]>(Object.keys(REQUIREMENTS).map((id) => [id, []]));
  const unnamed: DeclaredTransition[] = [];
  for (const { id } of machineRegistry) {
    for (const transition of declaredTransitions(id)) {
      if (!transition.requirements.length) unnamed.push(transition);
      for (const requirement of transition.requirements) transitions.get(requirement)?.push(describeTransition(transition));
    }
    const byOutcome = outcomeRequirements(id);
    for (const outcome of ledger[id]?.outcomes ?? []) {
      for (const requirement of byOutcome.get(outcomeKey(outcome)) ?? []) {
        for (const file of outcome.by) walkedBy.get(requirement)?.add(file);
      }
    }
  }
  const requirements = Object.entries(REQUIREMENTS).map(([id, text]) => ({
    id,
    text,
    transitions: transitions.get(id) ?? [],
    walkedBy: [...(walkedBy.get(id) ?? [])].sort(),
  }));
  return { requirements, uncovered: requirements.filter((r) => !r.walkedBy.length).map((r) => r.id), unnamed };
}

export function requirementsMarkdown(report: RequirementsReport): string {
  const covered = report.requirements.length - report.uncovered.length;
  const lines = [
    '# Requirement coverage',
    '',
    `${covered} of ${report.requirements.length} requirements (machines/requirements.ts) are covered by a walk: a walk took an outcome (or an ignored event) whose transition names them.`,
    '',
  ];
  for (const r of report.requirements) {
    lines.push(`- **${r.id}**: ${r.text}`);
    lines.push(`  - walked by: ${r.walkedBy.length ? r.walkedBy.map((file) => `\`${file}\``).join(', ') : '**no walk**'}`);
    lines.push(`  - transitions: ${r.transitions.length ? r.transitions.join('; ') : '**none names it**'}`);
  }
  lines.push('', `## Requirements no walk covers (${report.uncovered.length})`, '');
  const byId = new Map(report.requirements.map((r) => [r.id, r]));
  lines.push(...(report.uncovered.length ? report.uncovered.map((id) => `- ${id}: named by ${byId.get(id)!.transitions.join('; ') || 'no transition'}`) : ['None.']));
  lines.push('', `## Transitions that name no requirement (${report.unnamed.length})`, '');
  lines.push(...(report.unnamed.length ? report.unnamed.map((t) => `- ${describeTransition(t)}`) : ['None.']));
  lines.push('');
  return lines.join('\n');
}
