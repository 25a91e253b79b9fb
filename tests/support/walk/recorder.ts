/**
 * The walk recorder: an actor observer (XState's `inspect`) that follows every live actor of a
 * registered machine, and, while a walk runs, notes each outcome the walked machine's actor really
 * takes: its start, and for every event that changes its snapshot the state it left, the event,
 * the state it reached and, when the event's transition was one branch of a guarded choice, which
 * branch (the actor's own machine evaluates its guards on the snapshot it left); and each event it
 * received that left its snapshot as it was because the state ignores it on purpose (an ignored
 * event, scripts/paths/model.ts), so a walk proves the event reached the actor; and the children
 * the walked actor starts (an invoked call, a spawned timer), so a walk proves an ignored event
 * started none. A walk's notes reach the ledger only when its test passes (see walkRecording), so
 * the path catalogue credits what tests drove and checked, never what a path list promises.
 */
import { onTestFinished, expect } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, InspectionEvent, StateValue } from 'xstate';
import { registeredMachines, type MachineId } from '../../../machines/index';
import { appendRecord, type WalkLevel } from '../../../scripts/paths/ledger';
import { ignoredOutcomeOf, INIT_EVENT, outcomeKey, outcomeOf, startOf, stateKey, type OutcomeRef } from '../../../scripts/paths/model';

interface LiveActor {
  ref: AnyActorRef;
  machine: MachineId;
  snapshot: AnyMachineSnapshot;
  /** Creation order, so the newest instance wins (StrictMode starts an actor twice). */
  order: number;
}

/** Picks the instance a walk is about when a page holds several actors of one machine. */
export type InstanceFilter = (snapshot: AnyMachineSnapshot) => boolean;

interface Recording {
  machine: MachineId;
  instance: InstanceFilter | undefined;
  states: Map<string, StateValue>;
  /** Every outcome taken, ignored events included, in order (a step checks that its own appears). */
  taken: OutcomeRef[];
  /** The actors the walked actor started (its invoked and spawned children), by their id, in order. */
  started: string[];
}

const live = new Map<string, LiveActor>();
let created = 0;
let recording: Recording | undefined;

function registeredIdOf(ref: AnyActorRef): MachineId | undefined {
  const logic = (ref as unknown as { logic?: { id?: string; config?: unknown } }).logic;
  const id = logic?.id as MachineId | undefined;
  // `machine.provide()` makes a new machine that shares the registered one's config.
  return id && id in registeredMachines && registeredMachines[id].config === logic?.config ? id : undefined;
}

/** Changed: another state value or another context (the graph's notion of an outcome: an event that changes nothing is none). */
function changed(before: AnyMachineSnapshot, after: AnyMachineSnapshot): boolean {
  return JSON.stringify([before.value, before.context]) !== JSON.stringify([after.value, after.context]);
}

const isWalked = (actor: LiveActor) => recording !== undefined && actor.machine === recording.machine && (recording.instance?.(actor.snapshot) ?? true);

/** The observer to give every actor (`inspect`). */
export function recordActors(event: InspectionEvent): void {
  if (event.type === '@xstate.actor') {
    // A child the walked actor starts: an ignored event must start none (no call, no timer actor).
    const parent = (event.actorRef as unknown as { _parent?: AnyActorRef })._parent;
    const walked = parent && live.get(parent.sessionId);
    if (walked && isWalked(walked)) recording!.started.push((event.actorRef as AnyActorRef).id);
    return;
  }
  if (event.type !== '@xstate.snapshot') return;
  const ref = event.actorRef as AnyActorRef;
  const machine = registeredIdOf(ref);
  if (!machine) return;
  const snapshot = event.snapshot as AnyMachineSnapshot;
  const id = ref.sessionId;
  const before = live.get(id);
  if (snapshot.status === 'stopped') {
    live.delete(id);
    return;
  }
  const actor: LiveActor = { ref, machine, snapshot, order: before?.order ?? ++created };
  live.set(id, actor);
  if (!isWalked(actor)) return;
  recording!.states.set(stateKey(snapshot.value), snapshot.value);
  if (!before && event.event.type === INIT_EVENT) recording!.taken.push(startOf(snapshot));
  else if (before && changed(before.snapshot, snapshot)) recording!.taken.push(outcomeOf(before.snapshot, event.event, snapshot));
  else if (before) {
    const ignored = ignoredOutcomeOf(before.snapshot, event.event);
    if (ignored) recording!.taken.push(ignored);
  }
}

/** The live actor the walk drives: the newest running instance of its machine that the filter accepts. */
export function walkedActor(machine: MachineId, instance?: InstanceFilter): LiveActor | undefined {
  const candidates = [...live.values()].filter((actor) => actor.machine === machine && (instance?.(actor.snapshot) ?? true));
  return candidates.sort((a, b) => b.order - a.order)[0];
}

/** How many live actors of a machine the filter accepts (a walk on a page with several needs a filter). */
export function liveCount(machine: MachineId, instance?: InstanceFilter): number {
  return [...live.values()].filter((actor) => actor.machine === machine && (instance?.(actor.snapshot) ?? true)).length;
}

export interface WalkRecording {
  /** The outcomes taken since the walk began. */
  readonly taken: readonly OutcomeRef[];
  /** The actors the walked actor started since the walk began (invoked or spawned), by id. */
  readonly started: readonly string[];
  /** Whether `outcome` was taken at or after position `from` of `taken`. */
  tookSince(from: number, outcome: OutcomeRef): boolean;
  /** Notes an ignored event the walk sent through a screen that stopped it before the actor (a disabled button), once it checked that nothing changed. */
  note(outcome: OutcomeRef): void;
}

/**
 * Starts recording a walk of `machine` in the current test. When the test passes, the notes go to
 * the ledger's records under `file`, the test's full name and `level`; when it fails, they are dropped.
 */
export function walkRecording(machine: MachineId, file: string, level: WalkLevel, instance?: InstanceFilter): WalkRecording {
  const test = expect.getState().currentTestName;
  if (!test) throw new Error('walks run inside a test');
  const mine: Recording = { machine, instance, states: new Map(), taken: [], started: [] };
  recording = mine;
  // An earlier test's actor that finished (a final state) is never stopped: forget it.
  for (const [id, actor] of live) if (actor.snapshot.status !== 'active') live.delete(id);
  onTestFinished(({ task }) => {
    if (recording === mine) recording = undefined;
    if (task.result?.state !== 'pass') return;
    appendRecord({ machine, file, test, level, states: [...mine.states.values()], outcomes: mine.taken });
  });
  return {
    taken: mine.taken,
    started: mine.started,
    tookSince: (from, outcome) => {
      const wanted = outcomeKey(outcome);
      return mine.taken.slice(from).some((taken) => outcomeKey(taken) === wanted);
    },
    note: (outcome) => {
      mine.taken.push(outcome);
    },
  };
}

/** The file of the running test, relative to the repository root (for the ledger). */
export function currentTestFile(): string {
  const testPath = expect.getState().testPath;
  if (!testPath) throw new Error('walks run inside a test');
  return testPath;
}
