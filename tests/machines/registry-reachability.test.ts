import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { machineRegistry, registeredMachines } from '../../machines/index';
import { buildModel, modelOf, outcomeKey, toursOf } from '../../scripts/paths/model';

/** Every invoke of a machine, as declared. */
function invokesOf(node: AnyStateNode): { id: string; src: unknown; node: string }[] {
  return [
    ...node.invoke.map((invoke) => ({ id: invoke.id, src: invoke.src, node: node.id })),
    ...(Object.values(node.states) as AnyStateNode[]).flatMap(invokesOf),
  ];
}

// Every state of every registered machine can be reached from its start, walking the machine's
// own events (with the examples of machines/examples for events that carry data), from every
// example input.
describe.each(machineRegistry.map((entry) => [entry.id, entry] as const))('%s', (id, entry) => {
  it('reaches every state node', () => {
    const reached = new Set<string>();
    for (const graph of modelOf(id).graphs) {
      for (const snapshot of graph.snapshots.values()) for (const node of (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes) reached.add(node.id);
    }
    // A transient node (only eventless `always` transitions, like sign-up's `start`) is passed
    // through in a microstep and never rests, so no snapshot is in it; its targets are checked instead.
    const isTransient = (node: AnyStateNode) => node.always !== undefined && node.always.length > 0 && node.ownEvents.length === 0;
    const all = getStateNodes(entry.machine.root).filter((node) => !isTransient(node)).map((node) => node.id);
    expect(all.filter((nodeId) => !reached.has(nodeId))).toEqual([]);
  });

  // Two payloads of one event may take the same outcome (a name with spaces around it, one of
  // spaces only); only a tour that sends each checks what the screen does with it.
  it('sends every example event that moves the machine in some tour', () => {
    const moving = new Set<string>();
    for (const graph of modelOf(id).graphs) {
      for (const edges of graph.edges.values()) {
        for (const edge of edges) if (!edge.event.type.startsWith('xstate.after.')) moving.add(JSON.stringify(edge.event));
      }
    }
    const sent = new Set(toursOf(id).flatMap((tour) => tour.steps.map((step) => JSON.stringify(step.event))));
    expect([...moving].filter((event) => !sent.has(event))).toEqual([]);
  });

  it('names every invoke after its actor, so done and error events keep their names', () => {
    const misnamed = invokesOf(entry.machine.root).filter((invoke) => invoke.id !== invoke.src);
    expect(misnamed).toEqual([]);
  });
});

describe('machine registry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists each machine once, under its own id', () => {
    const ids = machineRegistry.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(Object.keys(registeredMachines).sort());
    for (const entry of machineRegistry) expect(entry.machine.id).toBe(entry.id);
  });

  // The withdraw form's destination is its mode: without it, its tours switch to a bank account and back and confirm only crypto.
  it("tells a machine's outcomes apart by its mode, so each is toured in each mode", () => {
    const toured = new Set(toursOf('withdraw').flatMap((tour) => tour.steps.map((step) => outcomeKey(step.outcome))));
    const confirmed = (mode: string) => outcomeKey({ from: { confirming: 'idle' }, fromMode: mode, event: 'withdrawal.confirm', to: { confirming: 'submitting' }, toMode: mode });
    expect(toured).toContain(confirmed('crypto'));
    expect(toured).toContain(confirmed('bank'));
    expect([...modelOf('withdraw').outcomes.values()].every((outcome) => outcome.toMode !== undefined)).toBe(true);
    expect([...modelOf('login').outcomes.values()].some((outcome) => outcome.toMode !== undefined)).toBe(false);
  });

  // A mutation run lasts an hour and writes the catalogue's table at its end: checkout's locked
  // quote, were it dated when its module loads, would have expired by then, and one outcome with it.
  it('finds the same outcomes hours after the examples were loaded', () => {
    const now = machineRegistry.map((entry) => [entry.id, [...modelOf(entry.id).outcomes.keys()].sort()]);
    vi.useFakeTimers({ now: Date.now() + 3 * 60 * 60_000, toFake: ['Date'] });
    const later = machineRegistry.map((entry) => [entry.id, [...buildModel(entry.id).outcomes.keys()].sort()]);
    expect(later).toEqual(now);
    // Every machine's model is built afresh: about 2 s of CPU, several times that on a busy machine.
  }, 30_000);

  it('names files that exist: a screen test a mutation run judges with is never silently missing', () => {
    const named = machineRegistry.flatMap((entry) => [entry.screen, entry.flow, ...entry.tests, ...(entry.screenTests ?? [])].filter((file): file is string => Boolean(file)));
    expect(named.filter((file) => !existsSync(file))).toEqual([]);
  });
});
