import { hasAccessToken, writeStoredSession } from '../session/storage';
import type { SessionNavigation, SignInTokens } from '../session/createSession';
import type { RunningSession } from '../session/startSession';

/**
 * The session as the router's context carries it to guards and screens (src/app/router.ts).
 * Whether the user is signed in is read from storage at once; the session itself (its actor,
 * its listener for other tabs, the client's token and 401 handling) is a chunk of its own,
 * loaded and started on first need: after the first render, by a guarded or logout route before
 * it loads, or by a sign-in. No page needs it to render.
 */
export interface SessionHandle {
  /** The guard's one rule: a usable access entry exists in storage. */
  isSignedIn: () => boolean;
  /** Loads and starts the session once; resolves when calls carry the token and refresh on 401. */
  ready: () => Promise<RunningSession>;
  /** Stores the tokens of a login (through the session, so other tabs and the client follow). */
  signIn: (tokens: SignInTokens) => Promise<void>;
  /** Clears the stored tokens. */
  signOut: () => Promise<void>;
  /** Stops the session if it started (a test's router is thrown away). */
  stop: () => void;
}

export function createSessionHandle(navigation: SessionNavigation): SessionHandle {
  const signedInAtStart = hasAccessToken();
  let running: Promise<RunningSession> | undefined;
  let stopped = false;
  const ready = () =>
    (running ??= import('../session/startSession').then(({ startSession }) => {
      const session = startSession(navigation);
      if (stopped) session.stop();
      // Signed out in another tab before this tab's session listened: re-run the guards as it would have.
      else if (signedInAtStart && !hasAccessToken()) navigation.revalidate();
      return session;
    }));
  return {
    isSignedIn: hasAccessToken,
    ready,
    signIn: async (tokens) => {
      // Stored at once, as the login succeeds: the session's chunk may still be on its way, and a
      // page (or another tab) that looks before it arrives must find the user signed in.
      writeStoredSession(tokens);
      (await ready()).signIn(tokens);
    },
    signOut: async () => (await ready()).signOut(),
    stop() {
      stopped = true;
      void running?.then((session) => session.stop());
    },
  };
}
