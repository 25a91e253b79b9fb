/**
 * The graph of a registered machine as `xstate/graph` derives it from the machine and its
 * examples, and the walks generated from it. One place computes it, once per machine and
 * process: the path catalogue, the coverage gate, the reachability test and every generated walk
 * (screen, machine and browser level) read the same graph, so what the catalogue prints is
 * exactly what the walks take.
 *
 * Words used here:
 * - a *snapshot* is a state value with its context (the graph's nodes);
 * - a *state* is a state value (what a diagram shows);
 * - an *outcome* is the unit of coverage (the coverage rule of DESIGN.md section 3): a state
 *   value, an event type that changes the snapshot, and the state value it leads to; when the
 *   event's transition is one branch of a guarded choice, the branch too (`branch`), so two
 *   branches that land in the same state are two outcomes (a refused refresh and a sign-out in
 *   another tab both end signed out, and are walked apart). Each start is an outcome too:
 *   `(start) —xstate.init→` the state an input starts in (a stored session starts signed in).
 *   A machine that names a *mode* (`modeOf` in its registry entry: a choice in its context that
 *   changes what every state shows and sends, like a withdrawal's destination) has its outcomes
 *   told apart by the mode before and after, so each is walked in each mode.
 * - an *ignored event* is an outcome of its own kind: an event that a state deliberately ignores
 *   (a transition without a target that names a requirement, like a second press of "Log in"
 *   while the first is under way) changes nothing, and that nothing is the rule to walk: the walk
 *   sends it in that state and checks that nothing changed for the user and no request left.
 *   An event a state merely does not handle is no outcome at all.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, StateValue } from 'xstate';
import { TestModel, serializeSnapshot } from 'xstate/graph';
import { machineRegistry, registered, type MachineId } from '../../machines/index';
import { examplesOf } from '../../machines/examples/index';
import { exampleEvents } from '../../machines/examples/types';
import { eventLabel, requirementsOf, shownState } from './describe';

/** Where a start comes from: an outcome `(start) —xstate.init→ <initial state value>`. */
export const START = '(start)';
export const INIT_EVENT = 'xstate.init';

/** One outcome: from a state value, by an event type, to a state value (by one branch of a guarded choice). */
export interface OutcomeRef {
  from: StateValue;
  event: string;
  to: StateValue;
  /** Which branch of a guarded choice was taken (its guard, or "otherwise"); absent when the event has one transition. */
  branch?: string;
  /** For a machine with modes: the mode it was in (none for a start) and the mode it is in after. */
  fromMode?: string;
  toMode?: string;
  /** An ignored event: a transition without a target, named by a requirement, leaves everything as it was (`to` is `from`). */
  ignored?: true;
}

/** An ignored event to send once a step is reached: nothing may change. */
export interface IgnoredStep {
  event: EventObject;
  outcome: OutcomeRef;
}

/** One step of a walk: the event sent, the snapshot it leads to and the outcome it takes (the first step is the start). */
export interface WalkStep {
  event: EventObject;
  state: AnyMachineSnapshot;
  outcome: OutcomeRef;
  /** Ignored events the walk sends in this step's state (after checking it); each must change nothing. */
  ignored?: IgnoredStep[];
}

/** A generated walk: from the machine's start (with one of its inputs) through `steps`. */
export interface Walk {
  machine: MachineId;
  /** Which of the machine's example inputs it starts from (0: the usual one). */
  inputIndex: number;
  input: unknown;
  steps: WalkStep[];
  /** "tour 2 of 5" or "shortest to signedIn": unique within the machine. */
  name: string;
}

export const stateKey = (value: StateValue): string => JSON.stringify(value);
const shownValue = (state: StateValue, mode: string | undefined) => (state === START ? START : `\`${JSON.stringify(state)}\``) + (mode ? ` (${mode})` : '');

/** "`"idle"` —form.submit [isBlank]→ `"incomplete"`": one outcome as the catalogue lists it (with its modes, if any). */
export function describeOutcome({ from, event, to, branch, fromMode, toMode, ignored }: OutcomeRef): string {
  return `${shownValue(from, fromMode)} —${eventLabel(event)}${branch ? ` [${branch}]` : ''}→ ${ignored ? '(ignored)' : shownValue(to, toMode)}`;
}

const keyOf = (state: StateValue, mode: string | undefined) => stateKey(state) + (mode ? ` (${mode})` : '');

export const outcomeKey = ({ from, event, to, branch, fromMode, toMode, ignored }: OutcomeRef): string =>
  `${keyOf(from, fromMode)} ${event} ${ignored ? '(ignored)' : keyOf(to, toMode)}${branch ? ` [${branch}]` : ''}`;

/** The mode a snapshot is in, for a machine whose registry entry names modes (`modeOf`); undefined otherwise. */
function modeOf(snapshot: AnyMachineSnapshot): string | undefined {
  const mode = machineRegistry.find((entry) => entry.id === snapshot.machine.id)?.modeOf;
  return mode ? (mode as (context: unknown) => string)(snapshot.context) : undefined;
}

/** The modes before and after, as an outcome carries them (nothing for a machine without modes). */
function modesOf(before: AnyMachineSnapshot | undefined, after: AnyMachineSnapshot): Pick<OutcomeRef, 'fromMode' | 'toMode'> {
  const toMode = modeOf(after);
  if (toMode === undefined) return {};
  return before ? { fromMode: modeOf(before)!, toMode } : { toMode };
}

/** A guard's name as the machine declares it ("isCodeEmpty", "xstate.not"), or undefined for none. */
function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  const type = (guard as { type?: unknown }).type;
  return typeof type === 'string' ? type : 'inline guard';
}

/**
 * Which branches of guarded choices `event` takes from `snapshot` (the machine evaluates its own
 * guards): for each transition taken that is one candidate of several, its guard's name, or
 * "otherwise" for the unguarded last one, numbered when two candidates share a guard's name
 * (one guard with different params). Undefined when no choice was made.
 */
export function branchOf(snapshot: AnyMachineSnapshot, event: EventObject): string | undefined {
  const taken = snapshot.machine.getTransitionData(snapshot as never, event as never) as { source: AnyStateNode; eventType: string }[];
  const labels: string[] = [];
  for (const transition of taken) {
    const candidates = (transition.source.transitions.get(transition.eventType) ?? []) as unknown as { guard?: unknown }[];
    if (candidates.length < 2) continue;
    const names = candidates.map((candidate) => guardName(candidate.guard) ?? 'otherwise');
    const index = candidates.indexOf(transition as unknown as { guard?: unknown });
    const name = names[index] ?? 'otherwise';
    labels.push(names.filter((other) => other === name).length > 1 ? `${name} #${index + 1}` : name);
  }
  return labels.length ? labels.join(' + ') : undefined;
}

/** The outcome of `event` taking `before` to `after`, as the walks record it. */
export function outcomeOf(before: AnyMachineSnapshot, event: EventObject, after: AnyMachineSnapshot): OutcomeRef {
  const branch = branchOf(before, event);
  return { from: before.value, event: event.type, to: after.value, ...(branch ? { branch } : {}), ...modesOf(before, after) };
}

/**
 * The ignored-event outcome of `event` in `snapshot`, when the transition it takes there has no
 * target and no action and names a requirement (machines/requirements.ts): the state ignores it on
 * purpose. Undefined for any other event (a targetless transition that assigns what was already
 * there changes nothing by chance, not by rule).
 */
export function ignoredOutcomeOf(snapshot: AnyMachineSnapshot, event: EventObject): OutcomeRef | undefined {
  if (event.type.startsWith('xstate.')) return undefined;
  const taken = snapshot.machine.getTransitionData(snapshot as never, event as never) as { target?: readonly unknown[]; actions?: readonly unknown[]; meta?: { requirements?: unknown } }[];
  const ignores = (transition: (typeof taken)[number]) => !transition.target?.length && !transition.actions?.length && requirementsOf(transition).length > 0;
  if (!taken.length || !taken.every(ignores)) return undefined;
  const branch = branchOf(snapshot, event);
  const mode = modeOf(snapshot);
  return { from: snapshot.value, event: event.type, to: snapshot.value, ...(branch ? { branch } : {}), ...(mode === undefined ? {} : { fromMode: mode, toMode: mode }), ignored: true };
}

/** The outcome of an actor's start in `initial`. */
export const startOf = (initial: AnyMachineSnapshot): OutcomeRef => ({ from: START, event: INIT_EVENT, to: initial.value, ...modesOf(undefined, initial) });

/** The event types a snapshot can take: the own events of its active state nodes, sorted. */
function ownEventTypes(snapshot: AnyMachineSnapshot): string[] {
  const nodes = (snapshot as unknown as { _nodes: { ownEvents: string[] }[] })._nodes;
  return [...new Set(nodes.flatMap((node) => node.ownEvents))].sort();
}

interface Edge {
  event: EventObject;
  from: string;
  to: string;
  outcome: OutcomeRef;
  /** The outcome's key (outcomeKey). */
  key: string;
}

interface Graph {
  inputIndex: number;
  input: unknown;
  model: TestModel<AnyMachineSnapshot, EventObject, unknown>;
  initial: string;
  snapshots: Map<string, AnyMachineSnapshot>;
  /** Outgoing edges that change the snapshot, per snapshot key, in the graph's own order. */
  edges: Map<string, Edge[]>;
  /** Ignored events (see ignoredOutcomeOf), per snapshot key: each leads back to the snapshot it leaves. */
  ignored: Map<string, Edge[]>;
}

export interface MachineModel {
  id: MachineId;
  machine: AnyStateMachine;
  graphs: Graph[];
  /** Reachable state values, keyed by `stateKey`. */
  states: Map<string, StateValue>;
  /** Reachable outcomes, starts included, keyed by `outcomeKey`. */
  outcomes: Map<string, OutcomeRef>;
  /** Reachable ignored events (ignoredOutcomeOf), keyed by `outcomeKey`. */
  ignored: Map<string, OutcomeRef>;
}

function graphOf(machine: AnyStateMachine, events: Record<string, readonly object[]>, input: unknown, inputIndex: number): Graph {
  const model = new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine, {
    events: (snapshot: AnyMachineSnapshot) => ownEventTypes(snapshot).flatMap((type) => exampleEvents(events, type)),
    ...(input !== undefined ? { input } : {}),
  });
  const adjacency = model.getAdjacencyMap();
  const snapshots = new Map<string, AnyMachineSnapshot>();
  const edges = new Map<string, Edge[]>();
  const ignored = new Map<string, Edge[]>();
  for (const { state, transitions } of Object.values(adjacency)) {
    const from = serializeSnapshot(state);
    snapshots.set(from, state);
    const out: Edge[] = [];
    const kept: Edge[] = [];
    for (const { event, state: next } of Object.values(transitions) as { event: EventObject; state: AnyMachineSnapshot }[]) {
      const to = serializeSnapshot(next);
      if (to !== from) {
        const outcome = outcomeOf(state, event, next);
        out.push({ event, from, to, outcome, key: outcomeKey(outcome) });
        continue;
      }
      // An event that changes nothing is no outcome, unless a requirement names its ignoring.
      const outcome = ignoredOutcomeOf(state, event);
      if (outcome) kept.push({ event, from, to, outcome, key: outcomeKey(outcome) });
    }
    edges.set(from, out);
    ignored.set(from, kept);
  }
  const initial = serializeSnapshot(Object.values(adjacency)[0]!.state);
  return { inputIndex, input, model, initial, snapshots, edges, ignored };
}

const models = new Map<MachineId, MachineModel>();

/** The machine's graph from every example input, computed once per process. */
export function modelOf(id: MachineId): MachineModel {
  const cached = models.get(id);
  if (cached) return cached;
  const model = buildModel(id);
  models.set(id, model);
  return model;
}

/** The machine's graph from every example input, computed now (modelOf keeps the first). */
export function buildModel(id: MachineId): MachineModel {
  const { machine } = registered(id);
  const examples = examplesOf(id);
  const inputs = examples.inputs ?? [undefined];
  const graphs = inputs.map((input, index) => graphOf(machine, examples.events as Record<string, readonly object[]>, input, index));
  const states = new Map<string, StateValue>();
  const outcomes = new Map<string, OutcomeRef>();
  const ignored = new Map<string, OutcomeRef>();
  for (const graph of graphs) {
    const start = startOf(graph.snapshots.get(graph.initial)!);
    outcomes.set(outcomeKey(start), start);
    for (const snapshot of graph.snapshots.values()) states.set(stateKey(snapshot.value), snapshot.value);
    for (const out of graph.edges.values()) for (const edge of out) outcomes.set(edge.key, edge.outcome);
    for (const kept of graph.ignored.values()) for (const edge of kept) ignored.set(edge.key, edge.outcome);
  }
  return { id, machine, graphs, states, outcomes, ignored };
}

/** Breadth-first route (edges) from `from` to the nearest snapshot that `isGoal` accepts. */
function routeTo(graph: Graph, from: string, isGoal: (key: string) => boolean): Edge[] | undefined {
  const cameBy = new Map<string, Edge | null>([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const key = queue.shift()!;
    if (isGoal(key)) {
      const route: Edge[] = [];
      for (let edge = cameBy.get(key); edge; edge = cameBy.get(edge.from)) route.unshift(edge);
      return route;
    }
    for (const edge of graph.edges.get(key) ?? []) {
      if (!cameBy.has(edge.to)) {
        cameBy.set(edge.to, edge);
        queue.push(edge.to);
      }
    }
  }
  return undefined;
}

/** Longest a tour gets before the next one starts afresh: long enough to share set-up, short enough to read. */
export const MAX_TOUR_STEPS = 40;

function stepsOf(graph: Graph, route: Edge[]): WalkStep[] {
  return route.map((edge) => ({ event: edge.event, state: graph.snapshots.get(edge.to)!, outcome: edge.outcome }));
}

/** A walk's first step: the start from its input. */
function startStep(graph: Graph): WalkStep {
  const state = graph.snapshots.get(graph.initial)!;
  return { event: { type: INIT_EVENT }, state, outcome: startOf(state) };
}

/** The named delay of an `xstate.after.<name>.<state>` event, or undefined for any other event. */
const delayNameOf = (eventType: string): string | undefined => /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1];

/** An example event, payload included: `form.change {"field":"lastName","value":" King "}`. */
const exampleKey = (event: EventObject): string => `example ${JSON.stringify(event)}`;

/**
 * Tours: walks that together take every reachable outcome at least once and end in every
 * reachable state, generated from the graph. Each tour starts at the machine's start and, from
 * wherever it is, takes an outcome not yet taken, or the shortest route to the nearest
 * snapshot that has one (or that is in a state no tour reached yet); it ends when nothing is left
 * to reach from there or at MAX_TOUR_STEPS, and the next tour starts afresh. Far fewer walks than
 * one shortest path per outcome, with the same coverage.
 *
 * Every example event that moves the machine is sent at least once: two payloads may take the same
 * outcome (a name typed with spaces around it, or only spaces), and only the walk that types each
 * one checks what the screen does with it.
 *
 * Every input starts at least one tour (its start is an outcome of its own), and each named delay
 * is walked at least once from every input that reaches it: an input may set how long it lasts
 * (a sign-up resumed after a reload waits what was left of its resend wait), and the boundary step
 * before the delay's end (tests/support/walk/moment.ts) checks that length.
 */
function generateTours(model: MachineModel): Walk[] {
  const untaken = new Set([...model.outcomes.keys()].filter((key) => !key.startsWith(`${stateKey(START)} `)));
  for (const graph of model.graphs) {
    for (const out of graph.edges.values()) {
      for (const edge of out) {
        const delay = delayNameOf(edge.event.type);
        if (delay) untaken.add(`input ${graph.inputIndex} after ${delay}`);
        else untaken.add(exampleKey(edge.event));
      }
    }
  }
  const unstarted = new Set(model.graphs.map((graph) => outcomeKey(startOf(graph.snapshots.get(graph.initial)!))));
  const unvisited = new Set(model.states.keys());
  const routes: { graph: Graph; route: Edge[] }[] = [];
  for (const graph of model.graphs) {
    /** What taking `edge` from this input does that no tour did yet: its outcome, and its delay from this input. */
    const workOf = (edge: Edge) => [edge.key, `input ${graph.inputIndex} after ${delayNameOf(edge.event.type)}`, exampleKey(edge.event)].filter((key) => untaken.has(key));
    const valueAt = (key: string) => stateKey(graph.snapshots.get(key)!.value);
    const hasUntaken = (key: string) => (graph.edges.get(key) ?? []).some((edge) => workOf(edge).length > 0);
    const hasWork = (key: string) => hasUntaken(key) || unvisited.has(valueAt(key));
    // Another input may start in a state no other start reaches (reduced motion, a stored session): walk it even if that is all.
    unvisited.delete(valueAt(graph.initial));
    let startsSomewhereNew = unstarted.delete(outcomeKey(startStep(graph).outcome));
    while (startsSomewhereNew || routeTo(graph, graph.initial, hasWork)) {
      startsSomewhereNew = false;
      const route: Edge[] = [];
      let at = graph.initial;
      while (route.length < MAX_TOUR_STEPS) {
        const out = (graph.edges.get(at) ?? []).filter((edge) => workOf(edge).length > 0);
        // Prefer an outcome after which there is more to do, so the tour goes on.
        const next = out.find((edge) => edge.to !== at && routeTo(graph, edge.to, hasWork)) ?? out[0];
        const leg = next ? [next] : routeTo(graph, at, hasWork);
        if (!leg || !leg.length) break;
        for (const edge of leg) {
          route.push(edge);
          for (const key of workOf(edge)) untaken.delete(key);
          unvisited.delete(valueAt(edge.to));
        }
        at = leg.at(-1)!.to;
      }
      routes.push({ graph, route });
    }
  }
  const tours = withIgnoredEvents(model, routes).map(({ graph, route, ignored }) => ({
    machine: model.id,
    inputIndex: graph.inputIndex,
    input: graph.input,
    steps: [startStep(graph), ...stepsOf(graph, route)].map((step, index) => (ignored[index]?.length ? { ...step, ignored: ignored[index] } : step)),
  }));
  return tours.map((tour, index) => ({ ...tour, name: `tour ${index + 1} of ${tours.length}` }));
}

/**
 * Which ignored events each tour sends, per step: each reachable ignored event once, in the first
 * step (of the first tour) whose snapshot has it; one that no tour's snapshot has gets a tour of
 * its own, the shortest route to a snapshot that has it.
 */
function withIgnoredEvents(model: MachineModel, routes: { graph: Graph; route: Edge[] }[]): { graph: Graph; route: Edge[]; ignored: IgnoredStep[][] }[] {
  const pending = new Set(model.ignored.keys());
  const assign = (graph: Graph, route: Edge[]) => {
    const at = [graph.initial, ...route.map((edge) => edge.to)];
    const ignored = at.map((key) => {
      const sent: IgnoredStep[] = [];
      for (const edge of graph.ignored.get(key) ?? []) {
        if (pending.delete(edge.key)) sent.push({ event: edge.event, outcome: edge.outcome });
      }
      return sent;
    });
    return { graph, route, ignored };
  };
  const tours = routes.map(({ graph, route }) => assign(graph, route));
  for (const graph of model.graphs) {
    const hasPending = (key: string) => (graph.ignored.get(key) ?? []).some((edge) => pending.has(edge.key));
    for (let route = routeTo(graph, graph.initial, hasPending); route; route = routeTo(graph, graph.initial, hasPending)) tours.push(assign(graph, route));
  }
  return tours;
}

const tourCache = new Map<MachineId, Walk[]>();

/** The tours of a machine (see generateTours), computed once per process. */
export function toursOf(id: MachineId): Walk[] {
  let tours = tourCache.get(id);
  if (!tours) {
    tours = generateTours(modelOf(id));
    tourCache.set(id, tours);
  }
  return tours;
}

/**
 * For the machine-level walks of ignored events (the actor alone, tests/machines/walks): per
 * reachable ignored event, the shortest walk from the start to a snapshot that ignores it, whose
 * last step sends it. A screen may stop the event before the actor (a disabled button takes no
 * second click); these walks prove the machine's own guard holds when it does arrive.
 */
export function ignoredEventWalksOf(id: MachineId): Walk[] {
  const model = modelOf(id);
  const walks: Walk[] = [];
  const pending = new Set(model.ignored.keys());
  for (const graph of model.graphs) {
    for (const [key, kept] of graph.ignored) {
      for (const edge of kept) {
        if (!pending.delete(edge.key)) continue;
        const route = routeTo(graph, graph.initial, (at) => at === key)!;
        const steps = [startStep(graph), ...stepsOf(graph, route)];
        steps[steps.length - 1] = { ...steps.at(-1)!, ignored: [{ event: edge.event, outcome: edge.outcome }] };
        const { event, branch, fromMode } = edge.outcome;
        const name = `ignores ${eventLabel(event)}${branch ? ` [${branch}]` : ''} in ${shownState(edge.outcome.from)}${fromMode ? ` (${fromMode})` : ''}`;
        walks.push({ machine: id, inputIndex: graph.inputIndex, input: graph.input, steps, name });
      }
    }
  }
  return walks;
}

/** The top-level state a value is in: "form" for {form: 'editing'}. */
export const topLevelState = (value: StateValue): string => (typeof value === 'string' ? value : Object.keys(value).join('+'));

/**
 * For the browser walks: the shortest path (from `getShortestPaths`) to each top-level state of
 * the machine, from its usual input.
 */
export function shortestToEachTopLevelState(id: MachineId): Walk[] {
  const graph = modelOf(id).graphs[0]!;
  const shortest = new Map<string, WalkStep[]>();
  // Every snapshot's own path: by default the graph drops a path that a longer one starts with.
  for (const path of graph.model.getShortestPaths({ allowDuplicatePaths: true })) {
    const top = topLevelState(path.state.value);
    const steps = path.steps.map((step, index) => ({
      event: step.event,
      state: step.state,
      outcome: index === 0 ? startOf(step.state) : outcomeOf(path.steps[index - 1]!.state, step.event, step.state),
    }));
    const known = shortest.get(top);
    if (!known || known.length > steps.length) shortest.set(top, steps);
  }
  return [...shortest].map(([top, steps]) => ({
    machine: id,
    inputIndex: 0,
    input: graph.input,
    // getShortestPaths' first step is the start itself, with its init event.
    steps: steps[0]?.event.type === INIT_EVENT ? steps : [startStep(graph), ...steps],
    name: `shortest to ${top}`,
  }));
}

/** "form.submit → done login → after loginRedirectDelay". */
export function describeWalk(walk: Walk): string {
  return walk.steps.slice(1).map((step) => eventLabel(step.event.type)).join(' → ') || '(the start only)';
}

/** How long the named delay of `xstate.after.<name>.<state>` lasts for `machine` in `context`, as the machine computes it. */
export function delayOf(machine: AnyStateMachine, eventType: string, context: unknown): number {
  const name = /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1];
  if (name === undefined) throw new Error(`${eventType} is not a delayed event`);
  const delays = machine.implementations.delays as Record<string, unknown>;
  const delay = delays[name] ?? Number(name);
  const ms = typeof delay === 'function' ? delay({ context, event: { type: eventType } }) : delay;
  if (typeof ms !== 'number' || Number.isNaN(ms)) throw new Error(`the delay ${name} has no value`);
  return ms;
}

/**
 * The browser walks: the shortest path to each top-level state, leaving out a walk that another
 * one starts with (the longer walk asserts every state it passes, so nothing is lost).
 */
export function browserWalksOf(id: MachineId): Walk[] {
  const walks = shortestToEachTopLevelState(id);
  const eventsOf = (walk: Walk) => walk.steps.slice(1).map((step) => JSON.stringify(step.event));
  const startsAnother = (walk: Walk) =>
    walks.some((other) => other !== walk && other.steps.length > walk.steps.length && eventsOf(walk).every((event, index) => eventsOf(other)[index] === event));
  return walks
    .filter((walk) => !startsAnother(walk))
    .map((walk) => ({ ...walk, name: `to ${[...new Set(walk.steps.map((step) => topLevelState(step.state.value)))].join(', ')}` }));
}
