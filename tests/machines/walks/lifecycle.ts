/**
 * What the walks of the three record lifecycles (investment, deposit, withdrawal) share. No screen
 * drives these machines: the operator and the server move the stored records, and the investor
 * sees each record's status as a badge on the dashboard. So a walk drives the actor itself and,
 * at every step, checks
 * - the badge the investor is shown for the status: its words and its tone (the dashboard's
 *   `StatusBadge`, given `toneOf(status)` and the status label);
 * - that the server's check (machines/investment/lifecycle.ts) allows exactly the move the walk
 *   just made: from the status shown before, that event leads to the status shown now;
 * - that the statuses the oracle calls final end the actor, and only those, and that the server
 *   moves such a record no more.
 */
import { expect } from 'vitest';
import type { AnyActorRef, EventObject } from 'xstate';
import { exampleEvents } from '../../../machines/examples/types';
import { examplesOf } from '../../../machines/examples/index';
import { toneOf } from '../../../src/components/cards/figures';
import { depositStatusLabels, investmentStatusLabels, withdrawalStatusLabels } from '../../../src/content/dashboard';
import { walkActor, type ActorWalkPage, type Drivers } from '../../support/walk/walk';

type LifecycleId = 'investmentLifecycle' | 'depositLifecycle' | 'withdrawalLifecycle';
type Tone = ReturnType<typeof toneOf>;

/**
 * The words the app's screens put in each record's badge: the value under test, checked against
 * the oracle's `shown` (never the other way round), so read from the app here and nowhere else.
 */
const APP_LABELS: Record<LifecycleId, Record<string, string>> = {
  investmentLifecycle: investmentStatusLabels,
  depositLifecycle: depositStatusLabels,
  withdrawalLifecycle: withdrawalStatusLabels,
};

export interface LifecycleSpec<TStatus extends string> {
  /** The badge the investor must see for each status, from the oracle (not read from the app). */
  shown: Record<TStatus, { label: string; tone: Tone }>;
  /** The statuses a record never leaves, from the oracle: the actor ends there, and so does the record on the server. */
  final: readonly TStatus[];
  /** The server's check: where `event` moves a record in `status` (with the record's context), or null. */
  serverNext: (status: string, event: EventObject, context: object) => string | null;
}

/** What the walk last showed and the event it sent since, per walked actor. */
interface Step {
  status: string;
  context: object;
  event?: EventObject;
}

export function walkLifecycle<TStatus extends string>(id: LifecycleId, spec: LifecycleSpec<TStatus>): void {
  const steps = new WeakMap<AnyActorRef, Step>();
  const examples = examplesOf(id).events as Record<string, readonly object[]>;
  const everyExampleEvent = Object.keys(examples).flatMap((type) => exampleEvents(examples, type));

  // Each event is sent as the operator or the server would, noting it for the next check.
  const send = (event: EventObject, page: ActorWalkPage) => {
    const shownBefore = steps.get(page.actor);
    if (shownBefore) shownBefore.event = event;
    page.actor.send(event);
  };
  const drive = Object.fromEntries(Object.keys(examples).map((type) => [type, send])) as unknown as Partial<Drivers<LifecycleId, ActorWalkPage>>;

  walkActor(id, {
    drive,
    see(expected, page) {
      const status = expected.value as TStatus;
      // A record keeps what it was created with (its plan, its cycle): the walk's input, not the actor's context.
      const context = (page.input ?? {}) as object;
      expect({ label: APP_LABELS[id][status], tone: toneOf(status) }).toEqual(spec.shown[status]);
      const before = steps.get(page.actor);
      if (before?.event) {
        expect(spec.serverNext(before.status, before.event, before.context), `${before.status} —${before.event.type}→`).toBe(status);
      }
      const final = spec.final.includes(status);
      expect(expected.status === 'done', `${status} is ${final ? '' : 'not '}final`).toBe(final);
      if (final) {
        for (const event of everyExampleEvent) expect(spec.serverNext(status, event, context), `${status} —${event.type}→`).toBeNull();
      }
      steps.set(page.actor, { status, context });
    },
  });
}
