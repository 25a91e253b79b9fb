/**
 * Generated walks. `walkScreen` turns a machine's tours (scripts/paths/model.ts) into tests that
 * drive the real screen, in StrictMode and normal mode: each event of a tour becomes a user
 * gesture or an API answer (the screen's `drive`), each named delay a move of the fake clock,
 * and after every step the walk checks that the screen's own actor took that very outcome
 * (from, event, to, branch) and reached the state the graph says, then asserts what the user
 * sees there (`see`). A delay is walked at its boundary: 1 ms before it ends the actor must not
 * have moved and `see` looks at the unchanged state, then the last millisecond passes. A `see`
 * that asserts nothing fails the step. An ignored event (a second "Log in" while the first is
 * under way: scripts/paths/model.ts) is sent in the state the tour gives it, and the walk checks
 * that the actor received it and nothing changed: no outcome, the same snapshot, the same texts
 * on the screen, no actor started, no request to the API (msw's), and `see` still holds.
 * `walkActor` does the same for a machine no screen shows, driving the actor itself, and
 * `walkIgnoredEvents` sends each ignored event of a machine to its actor alone.
 */
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { registered, type MachineId } from '../../../machines/index';
import { describeWalk, describeOutcome, ignoredEventWalksOf, toursOf, stateKey, type IgnoredStep, type Walk } from '../../../scripts/paths/model';
import { readLedger, type WalkLevel } from '../../../scripts/paths/ledger';
import { server } from '../msw-server';
import { ledgerDrift } from './ledgerDrift';
import { eventLabel } from '../../../scripts/paths/describe';
import userEvent from '@testing-library/user-event';
import { advance, flush, installFakeClock, settle } from './clock';
import { BOUNDARY_MS, type Moment } from './moment';
import type { Drivers, Overloads } from './drivers';
import { expectedDelay } from '../../oracle/delays';
import { REACT_MODES, type ReactModeName } from '../reactModes';

export type { Drivers, WalkEvent } from './drivers';
import { currentTestFile, liveCount, recordActors, walkedActor, walkRecording, type InstanceFilter } from './recorder';

export type UserEvent = ReturnType<typeof userEvent.setup>;

export { BOUNDARY_MS, type Moment } from './moment';

export interface WalkSpec<TId extends MachineId, TPage> {
  /**
   * Renders what the walk drives and returns what `drive` and `see` need. The fake clock is already
   * running; `user` is a user-event instance that works with it.
   */
  mount(options: { strict: boolean; input: unknown; user: UserEvent }): Promise<TPage> | TPage;
  /** On a page with several actors of the machine, which one the walk is about. */
  instance?: InstanceFilter;
  drive: Drivers<TId, TPage>;
  /**
   * Asserts what the user sees in `expected`, the graph's snapshot of this step (at a delay's
   * boundary, of the previous step: see Moment). It must make at least one assertion.
   */
  see(expected: AnyMachineSnapshot, page: TPage, moment: Moment): Promise<unknown> | unknown;
  /** Which React modes to walk in (both by default; a big machine splits them over two files). */
  modes?: readonly ReactModeName[];
  /** Time allowed per walk. */
  timeout?: number;
}

/**
 * The React modes this run walks in, from WALK_MODES (comma-separated; empty for none: the ledger
 * check alone), or every mode when it is unset. A mutation run walks in normal mode only
 * (vitest.mutate.config.ts): StrictMode's second mount judges the screen's effects, which the
 * suite does, and a mutant it alone would kill only lowers the score.
 */
function modesOfThisRun(): readonly ReactModeName[] | undefined {
  const names = process.env.WALK_MODES;
  if (names === undefined) return undefined;
  const modes = names.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = modes.filter((name) => !REACT_MODES.some((mode) => mode.name === name));
  if (unknown.length) throw new Error(`WALK_MODES names no React mode: ${unknown.join(', ')} (known: ${REACT_MODES.map((mode) => mode.name).join(', ')})`);
  return modes as ReactModeName[];
}

/** A test title that says where the walk goes, short enough to read in a report. */
function title(walk: Walk): string {
  const events = describeWalk(walk);
  return `${walk.name}: ${events.length > 160 ? `${events.slice(0, 157)}…` : events}`;
}

const valueOf = (actor: { snapshot: AnyMachineSnapshot } | undefined) => (actor ? JSON.stringify(actor.snapshot.value) : '(no running actor)');

interface ScheduledEvent {
  source: AnyActorRef;
  event: EventObject;
  delay: number;
  startedAt: number;
}

/** The timer the actor itself runs for `eventType` (its system's scheduler), if any. */
function timerOf(ref: AnyActorRef, eventType: string): ScheduledEvent | undefined {
  const { _scheduledEvents } = ref.system.getSnapshot() as { _scheduledEvents: Record<string, ScheduledEvent> };
  return Object.values(_scheduledEvents).find((timer) => timer.source === ref && timer.event.type === eventType);
}

/** Calls `see` and fails when it asserted nothing: a step that checks nothing proves nothing. */
async function look<TPage>(see: WalkSpec<MachineId, TPage>['see'], expected: AnyMachineSnapshot, page: TPage, moment: Moment, where: string): Promise<void> {
  const before = expect.getState().assertionCalls;
  await see(expected, page, moment);
  if (expect.getState().assertionCalls === before) {
    throw new Error(`${where}: see() made no assertion in ${JSON.stringify(expected.value)}; assert what the user sees there`);
  }
}

/** What the user sees: the page's text (none for an actor walk, which has no page). */
const shownText = () => (typeof document === 'undefined' ? '' : (document.body.textContent ?? ''));

/** Counts the requests the page sends (msw's), from now until the test ends. */
function countRequests(): () => number {
  let count = 0;
  const counted = () => {
    count += 1;
  };
  server.events.on('request:start', counted);
  onTestFinished(() => {
    server.events.removeListener('request:start', counted);
  });
  return () => count;
}

/** Runs one walk against whatever `mount` rendered; `requests` counts what the page sent to the API. */
async function runWalk<TId extends MachineId, TPage>(id: TId, spec: WalkSpec<TId, TPage>, walk: Walk, strict: boolean, user: UserEvent, level: WalkLevel, requests?: () => number): Promise<void> {
  const recording = walkRecording(id, currentTestFile(), level, spec.instance);
  const page = await spec.mount({ strict, input: walk.input, user });
  const current = () => walkedActor(id, spec.instance);
  const see = spec.see as WalkSpec<MachineId, TPage>['see'];
  for (const [index, step] of walk.steps.entries()) {
    const expected = stateKey(step.state.value);
    const previous = index > 0 ? walk.steps[index - 1]!.state : undefined;
    const label = `${id} ${walk.name}, step ${index} (${eventLabel(step.event.type)})`;
    // The start was noted while `mount` rendered.
    const takenBefore = index === 0 ? 0 : recording.taken.length;
    if (index > 0) {
      const event = step.event;
      if (event.type.startsWith('xstate.after.')) {
        await walkDelay(event, previous!);
      } else {
        const driver = (spec.drive as Record<string, (event: EventObject, page: TPage) => unknown>)[event.type];
        if (!driver) throw new Error(`no driver for ${event.type}`);
        await driver(event, page);
      }
    }
    await settle(
      () => {
        const actor = current();
        if (!actor || JSON.stringify(actor.snapshot.value) !== expected) return false;
        return recording.tookSince(takenBefore, step.outcome);
      },
      () =>
        (index === 0
          ? `${label}: ${id} should start in ${expected}; it is in ${valueOf(current())}`
          : `${label}: ${id} should go from ${JSON.stringify(previous!.value)} to ${expected}${step.outcome.branch ? ` [${step.outcome.branch}]` : ''}; it is in ${valueOf(current())}`) +
        `${liveCount(id, spec.instance) > 1 ? ` (${liveCount(id, spec.instance)} live actors: give the walk an instance filter)` : ''}`,
    );
    await look(see, step.state, page, { step: index, event: step.event }, label);
    for (const ignored of step.ignored ?? []) await walkIgnored(ignored);

    /**
     * An ignored event: sent like any other (the user's gesture), it must change nothing the user
     * sees or the server hears. Through the actor it must reach the actor, which notes it; through
     * a screen the gesture may stop before it (a disabled button takes no second click) and the
     * walk notes it once nothing changed: whichever stops it, the user's second submit does nothing.
     */
    async function walkIgnored({ event, outcome }: IgnoredStep) {
      // The walk's own steps already had the actor ignore it, and `see` judged the page after (two
      // data calls that meet an expired token at once: the second asks for the refresh under way).
      if (recording.tookSince(0, outcome)) return;
      const where = `${label}, then ${eventLabel(event.type)} (ignored)`;
      const actor = current();
      const snapshotBefore = actor && JSON.stringify([actor.snapshot.value, actor.snapshot.context]);
      const textBefore = shownText();
      const requestsBefore = requests?.() ?? 0;
      const takenBefore = recording.taken.length;
      const startedBefore = recording.started.length;
      const driver = (spec.drive as Record<string, (event: EventObject, page: TPage) => unknown>)[event.type];
      if (!driver) throw new Error(`no driver for ${event.type}`);
      await driver(event, page);
      // Whatever the page would do about it has had its turn.
      await flush();
      if (level === 'machine' && !recording.tookSince(takenBefore, outcome)) throw new Error(`${where}: ${id} in ${expected} never received ${eventLabel(event.type)} (${describeOutcome(outcome)})`);
      expect(recording.taken.slice(takenBefore).filter((taken) => !taken.ignored).map(describeOutcome), `${where}: ${id} should ignore it`).toEqual([]);
      const still = current();
      expect(still?.ref === actor?.ref && JSON.stringify([still?.snapshot.value, still?.snapshot.context]), `${where}: ${id}'s snapshot changed`).toBe(snapshotBefore);
      expect(recording.started.slice(startedBefore), `${where}: ${id} started an actor (a call, a timer)`).toEqual([]);
      expect(shownText(), `${where}: what the page shows changed`).toBe(textBefore);
      expect((requests?.() ?? 0) - requestsBefore, `${where}: a request left for the API`).toBe(0);
      await look(see, step.state, page, { step: index, event }, where);
      if (!recording.tookSince(takenBefore, outcome)) recording.note(outcome);
    }

    /**
     * A delay: the clock moves to BOUNDARY_MS before the actor's own timer ends, the actor must
     * still be where it was and `see` looks there; then the rest of the delay passes.
     */
    async function walkDelay(event: EventObject, before: AnyMachineSnapshot) {
      const actor = current();
      const timer = actor && timerOf(actor.ref, event.type);
      if (!actor || !timer) throw new Error(`${label}: ${id} runs no timer for ${eventLabel(event.type)} in ${valueOf(actor)}`);
      // Its length is the specification's (tests/oracle/delays.ts), not whatever the code says.
      const required = expectedDelay(id, event.type, {
        context: (actor.ref.getSnapshot() as AnyMachineSnapshot).context,
        input: walk.input,
        events: walk.steps.slice(1, index).map((taken) => taken.event),
        startedAt: timer.startedAt,
      });
      if (timer.delay !== required) {
        throw new Error(`${label}: ${id}'s timer for ${eventLabel(event.type)} runs ${timer.delay} ms; the specification requires ${required} ms (tests/oracle/delays.ts)`);
      }
      const left = timer.startedAt + timer.delay - Date.now();
      if (left >= BOUNDARY_MS) {
        await advance(left - BOUNDARY_MS);
        const still = current();
        // Its own timer still runs: not fired (a delay back into the same state would start another).
        const fired = still?.ref !== actor.ref || timerOf(actor.ref, event.type)?.startedAt !== timer.startedAt;
        if (!still || stateKey(still.snapshot.value) !== stateKey(before.value) || fired) {
          throw new Error(`${label}: ${BOUNDARY_MS} ms before its ${timer.delay} ms delay ends, ${id} should still be in ${stateKey(before.value)}; it is in ${valueOf(still)}${fired ? ' (the delay fired early)' : ''}`);
        }
        const beforeDelay = { event: event.type, delayMs: timer.delay, elapsedMs: Date.now() - timer.startedAt, leftMs: timer.startedAt + timer.delay - Date.now() };
        await look(see, before, page, { step: index, event, beforeDelay }, `${label}, ${BOUNDARY_MS} ms before it`);
        await advance(BOUNDARY_MS);
      } else {
        await advance(Math.max(0, left));
      }
    }
  }
}

/**
 * The tours go where the machine can go: a machine that lost a transition (its target gone, a
 * guard that always holds) is toured less, one that gained one (a state that stopped ignoring an
 * event) is toured more, and every tour still passes. So each walk file also holds the machine's
 * graph to the committed ledger, the outcomes a reviewed run walked (an approval file).
 */
function itMatchesTheLedger(id: MachineId): void {
  it(`${id} takes the outcomes docs/machines/walks.json lists, and no others`, () => {
    const { lost, unlisted } = ledgerDrift(id);
    expect(lost, `${id} can no longer take these outcomes of docs/machines/walks.json; when a change removes them on purpose, delete them there`).toEqual([]);
    expect(unlisted, `${id} can take outcomes docs/machines/walks.json does not list; when a change adds them on purpose, walk them, and after the unit run \`npm run paths -- --gate\` writes them there (review the diff)`).toEqual([]);
  });
}

type ScreenWalks = Overloads<{ [TId in MachineId]: <TPage>(id: TId, spec: WalkSpec<TId, TPage>) => void }[MachineId]>;

/** Generated walks of a machine through its real screen: one test per tour and React mode. */
export const walkScreen: ScreenWalks = <TId extends MachineId, TPage>(id: TId, spec: WalkSpec<TId, TPage>): void => {
  const ofThisRun = modesOfThisRun();
  const modes = REACT_MODES.filter((mode) => (!spec.modes || spec.modes.includes(mode.name)) && (!ofThisRun || ofThisRun.includes(mode.name)));
  itMatchesTheLedger(id);
  if (!modes.length) return;
  describe.each(modes)(`${id} walks its graph through the screen ($name)`, ({ strict }) => {
    it.each(toursOf(id).map((walk) => [title(walk), walk] as const))('%s', { timeout: spec.timeout ?? 30_000 }, async (_title, walk) => {
      installFakeClock();
      await runWalk(id, spec, walk, strict, userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null }), 'jsdom', countRequests());
    });
  });
};

export interface ActorWalkPage {
  actor: AnyActorRef;
  /** What the actor was started from (the walk's own account of it: never read back from the actor). */
  input: unknown;
}

/**
 * Generated walks of a machine no screen shows (a record's lifecycle, which the server enforces):
 * the actor itself is started from the walk's input and driven by its events.
 */
type ActorWalkSpec<TId extends MachineId> = Omit<WalkSpec<TId, ActorWalkPage>, 'mount' | 'modes' | 'drive'> & {
  /** By default each event is sent to the actor as it is; give a driver to do more. */
  drive?: Partial<Drivers<TId, ActorWalkPage>>;
};
type ActorWalks = Overloads<{ [TId in MachineId]: (id: TId, spec: ActorWalkSpec<TId>) => void }[MachineId]> &
  // For one spec shared by several machines (the record lifecycles), whose drivers are all optional.
  (<TId extends MachineId>(id: TId, spec: ActorWalkSpec<TId>) => void);

/** Starts the walked machine's actor from the walk's input, watched by the recorder, stopped when the test ends. */
function startActor(machine: AnyStateMachine, input: unknown): ActorWalkPage {
  const actor = createActor(machine, { input, inspect: recordActors });
  actor.start();
  onTestFinished(() => {
    actor.stop();
  });
  return { actor, input };
}

/** Drivers that send each event to the actor as it is, unless `drivers` names one. */
const sendingToTheActor = <TId extends MachineId>(drivers: Partial<Drivers<TId, ActorWalkPage>> = {}) =>
  new Proxy(drivers as Drivers<TId, ActorWalkPage>, {
    get: (given, type: string) => (given as Record<string, unknown>)[type] ?? ((event: EventObject, page: ActorWalkPage) => page.actor.send(event)),
  });

export const walkActor: ActorWalks = <TId extends MachineId>(id: TId, spec: ActorWalkSpec<TId>): void => {
  itMatchesTheLedger(id);
  describe(`${id} walks its graph through the actor`, () => {
    it.each(toursOf(id).map((walk) => [title(walk), walk] as const))('%s', async (_title, walk) => {
      installFakeClock();
      await runWalk(
        id,
        { ...spec, mount: ({ input }) => startActor(registered(id).machine, input), drive: sendingToTheActor(spec.drive) },
        walk,
        false,
        undefined as unknown as UserEvent,
        'machine',
      );
    });
  });
};

/**
 * The machine with every actor it invokes or spawns replaced by one that never settles: what it
 * does is decided by the events the walk sends (the graph's answers), and nothing leaves it.
 */
function withHeldActors(machine: AnyStateMachine): AnyStateMachine {
  const held = fromPromise(() => new Promise<never>(() => {}));
  const names = Object.keys((machine.implementations.actors ?? {}) as Record<string, unknown>);
  return machine.provide({ actors: Object.fromEntries(names.map((name) => [name, held])) } as never);
}

/**
 * The machine's own guard for each event a state ignores on purpose, walked through the actor
 * alone (no screen): the shortest walk to a state that ignores it, each step checked as every walk
 * checks it and the snapshot compared with the graph's, then the event is sent as it is and
 * nothing may change: the actor must receive it, take no outcome, keep its snapshot (value and
 * context) and start no actor (no call). A screen may stop the event before the actor (the
 * button disabled while the first submit is under way); these walks hold the machine to the rule
 * when it does arrive. One test per ignored event, for every machine that has any, and the
 * machine's graph held to the committed ledger: a machine that stopped ignoring an event it lists
 * has no walk for it here, and fails that check instead.
 */
export function walkIgnoredEvents(id: MachineId): void {
  const walks = ignoredEventWalksOf(id);
  if (!walks.length && !readLedger()[id]?.outcomes.some((outcome) => outcome.ignored)) return;
  describe(`${id} ignores events through the actor alone`, () => {
    itMatchesTheLedger(id);
    it.each(walks.map((walk) => [walk.name, walk] as const))('%s', async (_name, walk) => {
      installFakeClock();
      const machine = withHeldActors(registered(id).machine);
      await runWalk(
        id,
        {
          mount: ({ input }) => startActor(machine, input),
          drive: sendingToTheActor(),
          see(expected, page) {
            const { value, context } = page.actor.getSnapshot() as AnyMachineSnapshot;
            expect({ value, context }).toEqual({ value: expected.value, context: expected.context });
          },
        } satisfies WalkSpec<MachineId, ActorWalkPage>,
        walk,
        false,
        undefined as unknown as UserEvent,
        'machine',
      );
    });
  });
}
