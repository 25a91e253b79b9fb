import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { machineRegistry } from '../../machines/index';
import { eventsFrom } from '../support/modelPaths';

// Every state of every registered machine can be reached from its initial state, walking the
// machine's own events (with the example data the registry supplies for events that carry some),
// from its default input and from any alternative inputs the registry lists.
describe.each(machineRegistry.map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
  it('reaches every state node', () => {
    const inputs = [entry.input, ...(entry.alternativeInputs ?? [])];
    const reached = new Set<string>();
    for (const input of inputs) {
      const paths = getShortestPaths(entry.machine, {
        events: eventsFrom(entry.events),
        ...(input !== undefined ? { input } : {}),
      } as Parameters<typeof getShortestPaths>[1]);
      for (const path of paths) for (const node of (path.state as { _nodes: AnyStateNode[] })._nodes) reached.add(node.id);
    }
    // A transient node (only eventless `always` transitions, like sign-up's `start`) is passed
    // through in a microstep and never rests, so no path ends in it; its targets are checked instead.
    const isTransient = (node: AnyStateNode) => node.always !== undefined && node.always.length > 0 && node.ownEvents.length === 0;
    const all = getStateNodes(entry.machine.root).filter((node) => !isTransient(node)).map((node) => node.id);
    expect(all.filter((id) => !reached.has(id))).toEqual([]);
  });
});

describe('machine registry', () => {
  it('lists each machine once under a unique id', () => {
    const ids = machineRegistry.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(machineRegistry.map((entry) => entry.machine)).size).toBe(ids.length);
  });
});
