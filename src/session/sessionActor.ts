import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type RefreshResult } from '../../machines/session.machine';
import { SESSION_KEYS } from '../../machines/constants';
import { statusOf } from '../api/errors';
import { inspectActors } from '../app/inspector';
import { sessionNavigation } from './navigation';
import { withRefreshLock } from './refreshLock';
import { forgetRotation, recordRotation, rotationReplacing } from './rotationRecord';
import { clearStoredSession, readStoredSession, writeStoredSession } from './storage';
import type { RefreshOutcome } from './refreshInterceptor';

export type { RefreshOutcome } from './refreshInterceptor';
export { connectSessionNavigation, type SessionNavigation } from './navigation';

const refreshSession = fromPromise<RefreshResult, { access: string }>(({ input, signal }) =>
  withRefreshLock(signal, async (): Promise<RefreshResult> => {
    // Re-read inside the lock: the tab that held it before us may have rotated or cleared the tokens.
    const stored = readStoredSession();
    if (!stored) return { type: 'signedOutElsewhere' };
    const handedOver = await rotationReplacing(input.access);
    if (handedOver) {
      writeStoredSession(handedOver);
      return { type: 'refreshed', access: handedOver.access, refresh: handedOver.refresh };
    }
    if (stored.access !== input.access) return { type: 'refreshed', access: stored.access, refresh: stored.refresh };
    if (!stored.refresh) return { type: 'rejected' };
    try {
      // Loaded here, not at the top: the HTTP client (axios) is only needed once a call is made,
      // and the client itself loads this module for its 401 handling.
      const { api } = await import('../api/endpoints');
      const answer = await api.refreshToken({ refresh: stored.refresh }, { signal });
      if (typeof answer?.access !== 'string' || !answer.access) throw new Error('The refresh answer carries no access token.');
      const tokens = { access: answer.access, refresh: answer.refresh ?? stored.refresh };
      // Recorded before the lock is released, so the next tab in line finds them.
      await recordRotation({ replaced: stored.access, ...tokens });
      writeStoredSession(tokens);
      return { type: 'refreshed', ...tokens };
    } catch (error) {
      if (statusOf(error) === 401) return { type: 'rejected' };
      throw error;
    }
  }),
);

/**
 * The app-wide session, created once, when this module first loads: the app loads it after the
 * first render, screens that sign in or out import it, and the HTTP client loads it for its 401s.
 */
export const sessionActor = createActor(
  sessionMachine.provide({
    actors: { refreshSession },
    actions: {
      writeStoredSession: (_, session) => writeStoredSession(session),
      clearStoredSession: () => {
        clearStoredSession();
        void forgetRotation();
      },
      navigateToLogin: () => sessionNavigation()?.toLogin(),
      revalidateRoutes: () => sessionNavigation()?.revalidate(),
    },
  }),
  // Ask for the inspector on every event: it may start after this module loads.
  { input: { session: readStoredSession() }, inspect: inspectActors },
).start();

export type SessionActor = typeof sessionActor;

/** Login stores the three entries through this. */
export function signIn(tokens: { access: string; refresh: string; userId: string }): void {
  sessionActor.send({ type: 'session.signedIn', ...tokens });
}

/** Logout clears the three entries through this. */
export function signOut(): void {
  sessionActor.send({ type: 'session.signedOut' });
}

/** Reads storage again and tells the session what it holds now (another tab may have written it). */
export function rereadStoredSession(): void {
  sessionActor.send({ type: 'storage.changed', session: readStoredSession() });
}

/** Starts a refresh (or joins the one under way) and resolves with how it ended. */
export async function requestRefresh(): Promise<RefreshOutcome> {
  // Storage written behind the machine's back (devtools, an older build) is read first.
  if (sessionActor.getSnapshot().matches('signedOut')) rereadStoredSession();
  sessionActor.send({ type: 'session.refreshRequested' });
  const settled = await waitFor(sessionActor, (snapshot) => !snapshot.matches({ signedIn: 'refreshing' }));
  if (settled.matches({ signedIn: 'idle' })) return 'refreshed';
  if (settled.matches({ signedIn: 'refreshFailed' })) return 'failed';
  return 'signedOut';
}

// Another tab signed in, out, or rotated the token.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) rereadStoredSession();
  });
}
