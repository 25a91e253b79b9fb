/**
 * The one place that turns a registered machine into test paths (`xstate/graph`). The
 * model-based screen tests walk exactly `pathsFor(id)`, the reachability test and `npm run paths`
 * call the same function, so the catalogue reports precisely what the tests walk.
 */
import type { AnyStateMachine, EventObject } from 'xstate';
import { TestModel, type TestPath } from 'xstate/graph';
import { machineRegistry, type RegisteredMachine } from '../../machines/index';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySnapshot = any;
export type ModelPath = TestPath<AnySnapshot, EventObject> & { kind: 'shortest' | 'simple' };

/** Event types a snapshot can take (the own events of its active state nodes). */
export function ownEventTypes(snapshot: AnySnapshot): string[] {
  return [...new Set<string>(snapshot._nodes.flatMap((node: { ownEvents: string[] }) => node.ownEvents))];
}

/** The events tried from a snapshot: each own event, as its fixtures when the machine has some. */
export function eventsFrom(fixtures: readonly EventObject[] = []) {
  return (snapshot: AnySnapshot): EventObject[] =>
    ownEventTypes(snapshot).flatMap((type) => {
      const matching = fixtures.filter((event) => event.type === type);
      return matching.length ? matching : [{ type }];
    });
}

export function registered(id: string): RegisteredMachine {
  const entry = machineRegistry.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No machine "${id}" in machines/index.ts`);
  return entry;
}

export function testModelFor(entry: RegisteredMachine) {
  return new TestModel(entry.machine as AnyStateMachine, {
    events: eventsFrom(entry.events),
    ...(entry.input !== undefined ? { input: entry.input } : {}),
  });
}

/** Serialised edge key: "<state>|<event>", matching how paths are compared for coverage. */
export function edgeKey(from: AnySnapshot, event: EventObject): string {
  return `${JSON.stringify(from.value)}|${event.type}`;
}

/**
 * Simple paths are all cycle-free paths to every state, which grows fast with parallel regions.
 * We keep the bounded, honest subset: in order, each simple path that walks at least one
 * state-and-event pair no shortest path or earlier simple path walked, up to `maxSimple`.
 */
function selectSimplePaths(simple: ModelPath[], shortest: ModelPath[], maxSimple: number): ModelPath[] {
  const seen = new Set<string>();
  for (const path of shortest) for (const step of path.steps) seen.add(edgeKey(step.state, step.event));
  const chosen: ModelPath[] = [];
  for (const path of [...simple].sort((a, b) => a.steps.length - b.steps.length)) {
    if (chosen.length >= maxSimple) break;
    const keys = path.steps.map((step) => edgeKey(step.state, step.event));
    if (keys.some((key) => !seen.has(key))) {
      chosen.push(path);
      keys.forEach((key) => seen.add(key));
    }
  }
  // Walk at least one simple path even when the shortest paths already cover every pair.
  const longest = [...simple].sort((a, b) => b.steps.length - a.steps.length)[0];
  if (!chosen.length && longest) chosen.push(longest);
  return chosen;
}

/** Above this many distinct states a machine needs a `simplePathEvents` filter to get simple paths. */
export const MAX_UNFILTERED_SIMPLE_STATES = 20;

export interface PathsOptions {
  /** Upper bound on the simple paths kept (default 6). */
  maxSimple?: number;
}

/** Shortest paths to every state (deduplicated) plus the selected simple paths. */
export function pathsFor(id: string, { maxSimple = 6 }: PathsOptions = {}): ModelPath[] {
  const entry = registered(id);
  const model = testModelFor(entry);
  const shortest = model.getShortestPaths().map((path) => ({ ...path, kind: 'shortest' as const }));
  const simpleFilter = entry.simplePathEvents;
  // Cycle-free paths grow exponentially with the graph: without a filter, only small graphs get them.
  const small = Object.keys(model.getAdjacencyMap()).length <= MAX_UNFILTERED_SIMPLE_STATES;
  const simple = !simpleFilter && !small
    ? []
    : model
        .getSimplePaths(simpleFilter ? { filterEvents: (snapshot: AnySnapshot, event: EventObject) => simpleFilter(snapshot, event) } : {})
        .map((path) => ({ ...path, kind: 'simple' as const }));
  return [...shortest, ...selectSimplePaths(simple, shortest, maxSimple)];
}
