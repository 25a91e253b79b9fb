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
 * - a *transition* is a state value and an event type that changes the snapshot (the unit of
 *   coverage: the coverage rule of DESIGN.md section 3).
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { TestModel, serializeSnapshot } from 'xstate/graph';
import { registered, type MachineId } from '../../machines/index';
import { examplesOf } from '../../machines/examples/index';
import { exampleEvents } from '../../machines/examples/types';
import { eventLabel } from './describe';

export interface TransitionRef {
  state: StateValue;
  event: string;
}

/** One step of a walk: the event sent and the snapshot it leads to (the first step is the start). */
export interface WalkStep {
  event: EventObject;
  state: AnyMachineSnapshot;
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
export const transitionKey = (state: StateValue, eventType: string): string => `${stateKey(state)} ${eventType}`;

/** The event types a snapshot can take: the own events of its active state nodes, sorted. */
function ownEventTypes(snapshot: AnyMachineSnapshot): string[] {
  const nodes = (snapshot as unknown as { _nodes: { ownEvents: string[] }[] })._nodes;
  return [...new Set(nodes.flatMap((node) => node.ownEvents))].sort();
}

interface Edge {
  event: EventObject;
  from: string;
  to: string;
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
}

export interface MachineModel {
  id: MachineId;
  machine: AnyStateMachine;
  graphs: Graph[];
  /** Reachable state values, keyed by `stateKey`. */
  states: Map<string, StateValue>;
  /** Reachable transitions, keyed by `transitionKey`. */
  transitions: Map<string, TransitionRef>;
}

function graphOf(machine: AnyStateMachine, events: Record<string, readonly object[]>, input: unknown, inputIndex: number): Graph {
  const model = new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine, {
    events: (snapshot: AnyMachineSnapshot) => ownEventTypes(snapshot).flatMap((type) => exampleEvents(events, type)),
    ...(input !== undefined ? { input } : {}),
  });
  const adjacency = model.getAdjacencyMap();
  const snapshots = new Map<string, AnyMachineSnapshot>();
  const edges = new Map<string, Edge[]>();
  for (const { state, transitions } of Object.values(adjacency)) {
    const from = serializeSnapshot(state);
    snapshots.set(from, state);
    const out: Edge[] = [];
    for (const { event, state: next } of Object.values(transitions) as { event: EventObject; state: AnyMachineSnapshot }[]) {
      const to = serializeSnapshot(next);
      // An event that changes nothing (ignored, or a self-loop that keeps the context) is no transition.
      if (to !== from) out.push({ event, from, to, key: transitionKey(state.value, event.type) });
    }
    edges.set(from, out);
  }
  const initial = serializeSnapshot(Object.values(adjacency)[0]!.state);
  return { inputIndex, input, model, initial, snapshots, edges };
}

const models = new Map<MachineId, MachineModel>();

/** The machine's graph from every example input, computed once per process. */
export function modelOf(id: MachineId): MachineModel {
  const cached = models.get(id);
  if (cached) return cached;
  const { machine } = registered(id);
  const examples = examplesOf(id);
  const inputs = examples.inputs ?? [undefined];
  const graphs = inputs.map((input, index) => graphOf(machine, examples.events as Record<string, readonly object[]>, input, index));
  const states = new Map<string, StateValue>();
  const transitions = new Map<string, TransitionRef>();
  for (const graph of graphs) {
    for (const snapshot of graph.snapshots.values()) states.set(stateKey(snapshot.value), snapshot.value);
    for (const [from, out] of graph.edges) {
      for (const edge of out) transitions.set(edge.key, { state: graph.snapshots.get(from)!.value, event: edge.event.type });
    }
  }
  const model = { id, machine, graphs, states, transitions };
  models.set(id, model);
  return model;
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
  return route.map((edge) => ({ event: edge.event, state: graph.snapshots.get(edge.to)! }));
}

/**
 * Tours: walks that together take every reachable transition at least once and end in every
 * reachable state, generated from the graph. Each tour starts at the machine's start and, from
 * wherever it is, takes a transition not yet taken, or the shortest route to the nearest
 * snapshot that has one (or that is in a state no tour reached yet); it ends when nothing is left
 * to reach from there or at MAX_TOUR_STEPS, and the next tour starts afresh. Far fewer walks than
 * one shortest path per transition, with the same coverage.
 */
function generateTours(model: MachineModel): Walk[] {
  const untaken = new Set(model.transitions.keys());
  const unvisited = new Set(model.states.keys());
  const tours: Omit<Walk, 'name'>[] = [];
  for (const graph of model.graphs) {
    const valueAt = (key: string) => stateKey(graph.snapshots.get(key)!.value);
    const hasUntaken = (key: string) => (graph.edges.get(key) ?? []).some((edge) => untaken.has(edge.key));
    const hasWork = (key: string) => hasUntaken(key) || unvisited.has(valueAt(key));
    // Another input may start in a state no other start reaches (reduced motion, say): walk it even if that is all.
    let startsSomewhereNew = unvisited.delete(valueAt(graph.initial)) && graph.inputIndex > 0;
    while (startsSomewhereNew || routeTo(graph, graph.initial, hasWork)) {
      startsSomewhereNew = false;
      const route: Edge[] = [];
      let at = graph.initial;
      while (route.length < MAX_TOUR_STEPS) {
        const out = (graph.edges.get(at) ?? []).filter((edge) => untaken.has(edge.key));
        // Prefer a transition after which there is more to do, so the tour goes on.
        const next = out.find((edge) => edge.to !== at && routeTo(graph, edge.to, hasWork)) ?? out[0];
        const leg = next ? [next] : routeTo(graph, at, hasWork);
        if (!leg || !leg.length) break;
        for (const edge of leg) {
          route.push(edge);
          untaken.delete(edge.key);
          unvisited.delete(valueAt(edge.to));
        }
        at = leg.at(-1)!.to;
      }
      tours.push({
        machine: model.id,
        inputIndex: graph.inputIndex,
        input: graph.input,
        steps: [{ event: { type: 'xstate.init' }, state: graph.snapshots.get(graph.initial)! }, ...stepsOf(graph, route)],
      });
    }
  }
  return tours.map((tour, index) => ({ ...tour, name: `tour ${index + 1} of ${tours.length}` }));
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
    const steps = path.steps.map((step) => ({ event: step.event, state: step.state }));
    const known = shortest.get(top);
    if (!known || known.length > steps.length) shortest.set(top, steps);
  }
  return [...shortest].map(([top, steps]) => ({
    machine: id,
    inputIndex: 0,
    input: graph.input,
    // getShortestPaths' first step is the start itself, with its init event.
    steps: steps[0]?.event.type === 'xstate.init' ? steps : [{ event: { type: 'xstate.init' }, state: graph.snapshots.get(graph.initial)! }, ...steps],
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
