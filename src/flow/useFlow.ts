import { useMemo } from 'react';
import { useMachine, useSelector } from '@xstate/react';
import type { AnyActorRef, AnyStateMachine, EventFrom, InputFrom, SnapshotFrom } from 'xstate';
import { inspectActors } from './inspector';

/** What `machine.provide` takes: the app's actors, actions, guards and delays for a machine. */
export type FlowBindings<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];

/** How a flow's intents tell the machine what the user did. */
export type FlowSend<TMachine extends AnyStateMachine> = (event: EventFrom<TMachine>) => void;

/**
 * A flow as a screen sees it, from a snapshot and a send: `{ view, …intents }`. Pure (no React),
 * so each flow module's `connect<Flow>` is tested with a machine's snapshot and a spy send.
 */
export type FlowConnect<TMachine extends AnyStateMachine, TApi extends FlowApi> = (
  snapshot: SnapshotFrom<TMachine>,
  send: FlowSend<TMachine>,
) => TApi;

/** The shape every flow's API has: what to show, beside the intents (functions) a screen calls. */
export interface FlowApi {
  view: unknown;
}

/** How a flow starts when not from the machine's initial state (a state chosen before the first render). */
export interface FlowStart<TMachine extends AnyStateMachine> {
  snapshot?: SnapshotFrom<TMachine>;
}

/**
 * The one way a screen runs a statechart (DESIGN.md, "React"): the machine with the app's
 * bindings, watched by the inspector and the walk recorder, and read through `connect`, which
 * turns the snapshot into view props and intents so that screens never ask which state the
 * machine is in nor name an event. Each `src/features/<area>/<flow>.flow.ts` wires its bindings
 * and its connect through this in `use<Flow>(input)`.
 *
 * The intents keep one identity for the flow's life (an effect that calls one runs only on its
 * own inputs), and each acts on the snapshot as it is when called.
 */
export function useFlow<TMachine extends AnyStateMachine, TApi extends FlowApi>(
  machine: TMachine,
  bindings: NoInfer<FlowBindings<TMachine>>,
  connect: FlowConnect<TMachine, TApi>,
  ...[input, start]: undefined extends InputFrom<TMachine>
    ? [input?: InputFrom<TMachine>, start?: FlowStart<TMachine>]
    : [input: InputFrom<TMachine>, start?: FlowStart<TMachine>]
): TApi {
  const [snapshot, send, actor] = useMachine(machine.provide(bindings) as TMachine, {
    inspect: inspectActors,
    ...(input === undefined ? {} : { input }),
    ...(start?.snapshot ? { snapshot: start.snapshot } : {}),
  } as Parameters<typeof useMachine<TMachine>>[1]);
  const intents = useMemo(() => {
    const now = () => connect(actor.getSnapshot() as SnapshotFrom<TMachine>, send);
    return lastingIntents(now(), now);
  }, [actor, send, connect]);
  return { ...connect(snapshot as SnapshotFrom<TMachine>, send), ...intents };
}

/**
 * Each intent of `api` as a function of its own that calls the same intent of the API as it is
 * when called (`now()`), so that its identity outlives the snapshot it was made from.
 */
function lastingIntents<TApi extends FlowApi>(api: TApi, now: () => TApi): Omit<TApi, 'view'> {
  const intents: Record<string, (...args: unknown[]) => unknown> = {};
  for (const [name, intent] of Object.entries(api)) {
    if (typeof intent !== 'function') continue;
    intents[name] = (...args) => (now()[name as keyof TApi] as (...args: unknown[]) => unknown)(...args);
  }
  return intents as Omit<TApi, 'view'>;
}

/**
 * The view of an actor a flow started (a child such as the resend countdown), re-rendered only
 * when what `select` returns changes.
 */
export function useChildView<TActor extends Pick<AnyActorRef, 'subscribe' | 'getSnapshot'>, TView>(
  actor: TActor,
  select: Parameters<typeof useSelector<TActor, TView>>[1],
): TView {
  return useSelector(actor, select);
}

/**
 * The text for the first of `texts`' tags the snapshot has, or null: how a flow's view turns the
 * states that show a problem (tagged by it) into the one message to show.
 */
export function problemText<TTag extends string>(
  snapshot: { hasTag: (tag: TTag) => boolean },
  texts: Partial<Record<TTag, string | null>>,
): string | null {
  for (const [tag, text] of Object.entries(texts) as [TTag, string | null][]) {
    if (snapshot.hasTag(tag)) return text;
  }
  return null;
}
