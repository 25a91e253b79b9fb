import { fromPromise, waitFor } from 'xstate';
import { sessionMachine, type RefreshResult } from '../../machines/session.machine';
import { SESSION_KEYS } from '../../domain/constants';
import { statusOf } from '../api/errors';
import { createAppActor } from '../flow/appActor';
import { withRefreshLock } from './refreshLock';
import { forgetRotation, recordRotation, rotationReplacing } from './rotationRecord';
import { clearStoredSession, readStoredSession, writeStoredSession } from './storage';
import type { RefreshOutcome } from './refreshInterceptor';

/** How the session moves the user; the app's router carries it out (src/app/router.ts). */
export interface SessionNavigation {
  /** Go to /auth/login (history replaced), keeping the current path as `redirect`. */
  toLogin: () => void;
  /** Re-run the route guards of the current page. */
  revalidate: () => void;
}

/** The refresh call of the API (POST /account/token/refresh/), passed in so the session loads no HTTP client. */
export type RefreshTokens = (body: { refresh: string }, signal: AbortSignal) => Promise<{ access?: unknown; refresh?: unknown }>;

export interface SessionDependencies {
  refreshTokens: RefreshTokens;
  navigation: SessionNavigation;
}

/** The tokens login stores. */
export interface SignInTokens {
  access: string;
  refresh: string;
  userId: string;
}

/**
 * One refresh, across tabs: inside the lock, storage is read again (the tab that held the lock
 * before may have rotated or cleared the tokens), then the server is asked.
 */
function refreshActor(refreshTokens: RefreshTokens) {
  return fromPromise<RefreshResult, { access: string }>(({ input, signal }) =>
    withRefreshLock(signal, async (): Promise<RefreshResult> => {
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
        const answer = await refreshTokens({ refresh: stored.refresh }, signal);
        if (typeof answer?.access !== 'string' || !answer.access) throw new Error('The refresh answer carries no access token.');
        const tokens = { access: answer.access, refresh: typeof answer.refresh === 'string' ? answer.refresh : stored.refresh };
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
}

/**
 * The app-wide session: the session machine with storage, the refresh call and navigation
 * supplied. Creating it starts nothing; `start()` starts the actor and listens to the other
 * tabs, `stop()` undoes both.
 */
export function createSession({ refreshTokens, navigation }: SessionDependencies) {
  const actor = createAppActor(
    sessionMachine.provide({
      actors: { refreshSession: refreshActor(refreshTokens) },
      actions: {
        writeStoredSession: (_, session) => writeStoredSession(session),
        clearStoredSession: () => {
          clearStoredSession();
          void forgetRotation();
        },
        navigateToLogin: () => navigation.toLogin(),
        revalidateRoutes: () => navigation.revalidate(),
      },
    }),
    { input: { session: readStoredSession() } },
  );

  /** Reads storage again and tells the session what it holds now (another tab may have written it). */
  const rereadStorage = () => actor.send({ type: 'storage.changed', session: readStoredSession() });
  // Another tab signed in, out, or rotated the token.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) rereadStorage();
  };

  return {
    actor,
    start() {
      actor.start();
      window.addEventListener('storage', onStorage);
    },
    stop() {
      window.removeEventListener('storage', onStorage);
      actor.stop();
    },
    /** Login stores the three entries through this. */
    signIn: (tokens: SignInTokens) => actor.send({ type: 'session.signedIn', ...tokens }),
    /** Logout clears the three entries through this. */
    signOut: () => actor.send({ type: 'session.signedOut' }),
    rereadStorage,
    /** Starts a refresh (or joins the one under way) and resolves with how it ended. */
    async requestRefresh(): Promise<RefreshOutcome> {
      // Storage written behind the machine's back (devtools, an older build) is read first.
      if (actor.getSnapshot().hasTag('signedOut')) rereadStorage();
      actor.send({ type: 'session.refreshRequested' });
      const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('refreshing'));
      if (settled.hasTag('refreshed')) return 'refreshed';
      if (settled.hasTag('refreshFailed')) return 'failed';
      return 'signedOut';
    },
  };
}

export type Session = ReturnType<typeof createSession>;
