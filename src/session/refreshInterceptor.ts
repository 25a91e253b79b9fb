import type { AxiosInstance } from 'axios';
import { ACCOUNT_PATHS } from '../../contract/paths';
import { isAxiosError } from '../api/errors';

/** How a refresh the interceptor asked for ended. */
export type RefreshOutcome = 'refreshed' | 'failed' | 'signedOut';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one retry after a refresh, so a second 401 never refreshes again. */
    sessionRetried?: boolean;
  }
}

// A 401 from these (and the log-in's second step and passkey, whose paths start with the log-in's)
// means "wrong credentials" or "refresh refused", never "token expired".
const NEVER_REFRESHED = [ACCOUNT_PATHS.refreshToken, ACCOUNT_PATHS.login];

function isNeverRefreshed(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0] ?? '';
  return NEVER_REFRESHED.some((exempt) => path.includes(exempt));
}

export interface RefreshingSession {
  /** Starts a refresh, or joins the one under way, and resolves when it ends. */
  requestRefresh: () => Promise<RefreshOutcome>;
  /** The access token in storage now, if any. */
  currentAccess: () => string | undefined;
}

/**
 * On a 401, refresh the session once and retry the request once with the new token.
 * A request that was sent with an older token than the one stored now (another request or
 * tab already refreshed) is simply retried with the stored one.
 */
export function installRefreshInterceptor(client: AxiosInstance, session: RefreshingSession): number {
  return client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
    const config = error.config;
    if (config.sessionRetried || isNeverRefreshed(config.url)) throw error;

    let access = session.currentAccess();
    if (!access || config.headers.get('Authorization') === `Bearer ${access}`) {
      if ((await session.requestRefresh()) !== 'refreshed') throw error;
      access = session.currentAccess();
      if (!access) throw error;
    }
    config.sessionRetried = true;
    config.headers.set('Authorization', `Bearer ${access}`);
    return client.request(config);
  });
}
