import { hasAccessToken } from '../session/storage';
import { connectSessionToRouter, type AppRouter } from './router';

/** The session (its actor and its listener for other tabs): a chunk of its own. */
export function loadSession() {
  return import('../session/sessionActor');
}

/**
 * Connects the session to a router, as the app runs it. Navigation is connected at once (a
 * registry with no dependencies), so a refused refresh always reaches the router; the session
 * itself loads with `start()`, after the first render, because no page needs it to render.
 * The HTTP client loads it on its own for its 401s, and the login and logout screens import it.
 */
export function wireSession(router: AppRouter) {
  const disconnect = connectSessionToRouter(router);
  const signedInAtStart = hasAccessToken();
  let started: Promise<void> | undefined;
  const start = () =>
    (started ??= loadSession().then(() => {
      // Signed out in another tab before this tab's session listened: re-run the guards as it would have.
      if (signedInAtStart && !hasAccessToken()) void router.invalidate();
    }));
  return { start, disconnect };
}
