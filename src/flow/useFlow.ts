import { useMachine, useSelector } from '@xstate/react';
import type { AnyActorRef, AnyStateMachine, InputFrom, SnapshotFrom, StateFrom } from 'xstate';
import { inspectActors } from './inspector';

/** What `machine.provide` takes: the app's actors, actions, guards and delays for a machine. */
export type FlowBindings<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];

/** A running flow as a screen sees it: what to show, and how to tell the machine what the user did. */
export interface Flow<TMachine extends AnyStateMachine, TView> {
  view: TView;
  send: ReturnType<typeof useMachine<TMachine>>[1];
  /** The running actor, for the rare effect that must read its state as it is now (not as rendered). */
  actor: ReturnType<typeof useMachine<TMachine>>[2];
}

/** How a flow starts when not from the machine's initial state (a state chosen before the first render). */
export interface FlowStart<TMachine extends AnyStateMachine> {
  snapshot?: SnapshotFrom<TMachine>;
}

/**
 * The one way a screen runs a statechart (DESIGN.md, "React"): the machine with the app's
 * bindings, watched by the inspector and the walk recorder, read through `select`, which turns
 * the snapshot into view props so that screens never ask which state the machine is in.
 * Each `src/features/<area>/<flow>.flow.ts` wraps this into `use<Flow>(input)`.
 */
export function useFlow<TMachine extends AnyStateMachine, TView>(
  machine: TMachine,
  bindings: NoInfer<FlowBindings<TMachine>>,
  select: (snapshot: StateFrom<TMachine>) => TView,
  ...[input, start]: undefined extends InputFrom<TMachine>
    ? [input?: InputFrom<TMachine>, start?: FlowStart<TMachine>]
    : [input: InputFrom<TMachine>, start?: FlowStart<TMachine>]
): Flow<TMachine, TView> {
  const [snapshot, send, actor] = useMachine(machine.provide(bindings) as TMachine, {
    inspect: inspectActors,
    ...(input === undefined ? {} : { input }),
    ...(start?.snapshot ? { snapshot: start.snapshot } : {}),
  } as Parameters<typeof useMachine<TMachine>>[1]);
  return { view: select(snapshot), send, actor };
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
