/**
 * The types every walk runner shares (jsdom in tests/support/walk/walk.ts, the browser in
 * tests/e2e/support/walk.ts): a driver per event type of a machine, typed by its examples.
 */
import type { MachineId, registeredMachines } from '../../../machines/index';
import type { ExampleEventType, ExamplePayload } from '../../../machines/examples/types';

export type MachineOf<TId extends MachineId> = (typeof registeredMachines)[TId];

/** An event as a walk sends it: its type and its example payload. */
export type WalkEvent<TId extends MachineId, TType extends string> = { type: TType } & ExamplePayload<MachineOf<TId>, TType>;

/** A driver for every event type of the machine: adding an event without one fails to compile. */
export type Drivers<TId extends MachineId, TPage> = {
  [TType in ExampleEventType<MachineOf<TId>>]: (event: WalkEvent<TId, TType>, page: TPage) => Promise<unknown> | unknown;
};

/**
 * A union of call signatures as one overloaded function type. The walk runners are typed as one
 * overload per machine (`{ [TId in MachineId]: <TPage>(id: TId, spec: Spec<TId, TPage>) => void }`):
 * with a single generic signature the machine's id stays a type parameter while the spec's
 * drivers are checked, and TypeScript then cannot type their parameters from the machine; an
 * overload per machine fixes the id first.
 */
export type Overloads<TUnion> = (TUnion extends unknown ? (arg: TUnion) => void : never) extends (arg: infer TBoth) => void ? TBoth : never;
