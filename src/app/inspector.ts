import type { InspectionEvent, Observer } from 'xstate';

/**
 * The Stately inspector hook for every actor of the app. It is set only in development when
 * the address carries `?inspect`; production builds never load the inspector.
 */
let inspector: Observer<InspectionEvent> | undefined;

export function getInspector() {
  return inspector;
}

export async function startInspectorIfAsked(): Promise<void> {
  if (!import.meta.env.DEV) return;
  if (!new URLSearchParams(window.location.search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspector = createBrowserInspector().inspect;
}
