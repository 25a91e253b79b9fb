import type { InspectionEvent } from 'xstate';

type ActorObserver = (event: InspectionEvent) => void;

/** Who is watching the app's actors: none in production. */
const observers = new Set<ActorObserver>();

/**
 * Every actor of the app is created with this as its `inspect` option. It forwards to whoever
 * watches: the Stately inspector in development with `?inspect` in the address, the walk
 * recorder in tests (tests/support/walk/recorder.ts). With nobody watching it does nothing.
 */
export function inspectActors(event: InspectionEvent): void {
  for (const observer of observers) observer(event);
}

/** Starts forwarding the app's actor events to `observer`; returns the function that stops it. */
export function watchActors(observer: ActorObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/** In development, `?inspect` opens the Stately inspector for every actor; production never loads it. */
export async function startInspectorIfAsked(): Promise<void> {
  if (!import.meta.env.DEV) return;
  if (!new URLSearchParams(window.location.search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  watchActors((event) => inspector.inspect.next?.(event));
}
