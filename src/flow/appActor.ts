import { createActor, type Actor, type ActorOptions, type AnyActorLogic, type InputFrom, type SnapshotFrom } from 'xstate';
import { inspectActors } from './inspector';

/** What an app-wide actor is created with: the inspector is the app's, never the caller's choice. */
type AppActorOptions<TLogic extends AnyActorLogic> = Omit<ActorOptions<TLogic>, 'inspect'>;

/**
 * The handle pattern (README's Layout): an app-wide actor (the session, consent, step-up) is
 * created here, and only here, so that each one is watched like the flows' actors (useFlow):
 * the Stately inspector with `?inspect`, and the walk recorder in tests. Its module keeps it on a
 * handle (the router context's, or the session object) and offers intents and a view, as a flow does.
 * Creating it starts nothing: its owner starts it.
 */
export function createAppActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: undefined extends InputFrom<TLogic>
    ? [options?: AppActorOptions<TLogic>]
    : [options: AppActorOptions<TLogic> & { input: InputFrom<TLogic> }]
): Actor<TLogic> {
  return createActor(logic, { ...options, inspect: inspectActors } as ActorOptions<TLogic>);
}

/**
 * The snapshot `logic` starts in (from `input`), read off an actor that is never started nor shown
 * to the inspector: what a view shows before the app's actor exists (a prerender, a dialog not
 * opened yet, a choice not yet followed).
 */
export function initialSnapshot<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[input]: undefined extends InputFrom<TLogic> ? [input?: InputFrom<TLogic>] : [input: InputFrom<TLogic>]
): SnapshotFrom<TLogic> {
  return createActor(logic, (input === undefined ? {} : { input }) as ActorOptions<TLogic>).getSnapshot();
}
