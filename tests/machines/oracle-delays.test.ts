/**
 * Every named delay of every registered machine has its length in the oracle
 * (tests/oracle/delays.ts), and a fixed one has that length: a new delay, or a changed
 * constant, fails here at once, before any walk runs (the walks check every delay they take).
 */
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { registeredMachines, type MachineId } from '../../machines/index';
import { machineExamples } from '../../machines/examples/index';
import { CAROUSEL_INTERVALS, DELAYS, expectedDelay } from '../oracle/delays';

describe('the oracle names every delay', () => {
  for (const [id, machine] of Object.entries(registeredMachines)) {
    const delays = Object.entries((machine.implementations.delays ?? {}) as Record<string, unknown>);
    for (const [name, delay] of delays) {
      it(`${id}.${name}`, () => {
        expect(DELAYS[id]?.[name], `add ${id}.${name} to tests/oracle/delays.ts`).toBeDefined();
        // A length the oracle fixes is compared here, as the machine computes it from its first
        // example input; one that depends on the walk (a resumed wait, a checkout's window) by the walks.
        const required = DELAYS[id]![name]!;
        if (typeof required !== 'number') return;
        const input = machineExamples[id as MachineId].inputs?.[0];
        const { context } = createActor(machine as AnyStateMachine, { input }).getSnapshot();
        const ms = typeof delay === 'function' ? (delay as (args: { context: unknown; event: unknown }) => number)({ context, event: { type: `xstate.after.${name}` } }) : delay;
        expect(ms).toBe(required);
      });
    }
  }

  // The walks start one carousel (the partner logos); the others' rotations are checked here.
  for (const interval of Object.keys(CAROUSEL_INTERVALS)) {
    it(`carousel.rotationInterval of ${interval}`, () => {
      const actor = createActor(registeredMachines.carousel, { input: { itemCount: 3, interval: interval as never } });
      const { context } = actor.getSnapshot();
      const delay = (registeredMachines.carousel.implementations.delays as Record<string, (args: { context: unknown }) => number>).rotationInterval!;
      const facts = { context, input: undefined, events: [], startedAt: 0 };
      expect(delay({ context })).toBe(expectedDelay('carousel', 'xstate.after.rotationInterval.carousel.playing', facts));
    });
  }

  it('refuses a delay it does not name', () => {
    expect(() => expectedDelay('login', 'xstate.after.someNewDelay.login', { context: {}, input: undefined, events: [], startedAt: 0 })).toThrow(/add it to tests\/oracle\/delays.ts/);
  });
});
