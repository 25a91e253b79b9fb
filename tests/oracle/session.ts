/**
 * The session as the specification states it (../shared/spec/investment-platform.md), written
 * here once so that the walks do not take it from the code they test.
 */

import { SESSION_STORAGE_KEYS } from './auth';

/**
 * The three entries a login stores (section 3: "Login response fields read: access, refresh,
 * user_id. All three are stored in browser storage"), kept in localStorage (section 2: "an entry
 * named access exists in local storage"). Written once, in ./auth.ts.
 */
export { SESSION_STORAGE_KEYS };
export type SessionStorageKey = (typeof SESSION_STORAGE_KEYS)[number];

/** Where a user without the access entry is sent (section 2, the guard; section 4, a refused refresh). */
export const SIGNED_OUT_PATH = '/auth/login';
/** Where a login and a declined logout ("No") take the user (section 4). */
export const SIGNED_IN_PATH = '/dashboard';

/** The calls of the session (section 7): the refresh sends the stored refresh token. */
export const SESSION_CALLS = {
  login: { method: 'POST', path: '/account/login/' },
  logout: { method: 'POST', path: '/account/logout/' },
  refresh: { method: 'POST', path: '/account/token/refresh/' },
} as const;

/** The body of a refresh call: the stored refresh token (section 7, `{refresh}`). */
export const refreshBody = (refresh: string | null | undefined) => ({ refresh });

/**
 * What a refresh the server refuses leaves behind (section 4: "If it fails, it clears the stored
 * tokens and sends the user to /auth/login"): every entry of SESSION_STORAGE_KEYS gone.
 */
export const SIGNED_OUT_STORAGE: Readonly<Record<SessionStorageKey, null>> = { access: null, refresh: null, user_id: null };

/** The entries a login answer (section 7: access, refresh, user_id) is stored as. */
export const storedAfterLogin = (answer: { access: string; refresh: string | null; user_id: string | null }): Record<SessionStorageKey, string | null> => ({
  access: answer.access,
  refresh: answer.refresh,
  user_id: answer.user_id,
});
