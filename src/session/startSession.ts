import { http } from '../api/client';
import { api } from '../api/call';
import { createSession, type SessionNavigation } from './createSession';
import { installRefreshInterceptor } from './refreshInterceptor';
import { readStoredSession } from './storage';

/**
 * The one place where the session meets the HTTP client: it starts the session with the API's
 * refresh call injected, and gives the client the bearer token and the 401 handling (refresh
 * once, retry once). Importing this module does nothing; the app calls it once, through the
 * router's session (src/app/session.ts), before any call that needs a token is made.
 */
export function startSession(navigation: SessionNavigation) {
  const session = createSession({
    refreshTokens: (body, signal) => api.refreshToken({ body, signal }),
    navigation,
  });
  session.start();
  const currentAccess = () => readStoredSession()?.access;
  const stopExtending = http.extend((client) => {
    const bearer = client.interceptors.request.use((config) => {
      const access = currentAccess();
      if (access && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${access}`);
      return config;
    });
    const refresh = installRefreshInterceptor(client, { requestRefresh: session.requestRefresh, currentAccess });
    return () => {
      client.interceptors.request.eject(bearer);
      client.interceptors.response.eject(refresh);
    };
  });
  return {
    ...session,
    stop() {
      stopExtending();
      session.stop();
    },
  };
}

export type RunningSession = ReturnType<typeof startSession>;
