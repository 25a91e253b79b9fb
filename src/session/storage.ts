import { SESSION_KEYS } from '../../domain/constants';

export type SessionKey = (typeof SESSION_KEYS)[number];

export interface StoredSession {
  access: string;
  refresh: string | null;
  userId: string | null;
}

// A stored token is the compact JWS alphabet only; anything else ("undefined", "null", JSON
// fragments left by an old build, a half-written value) counts as signed out.
const TOKEN_PATTERN = /^[A-Za-z0-9_\-.]+$/;
const MEANINGLESS = new Set(['undefined', 'null', 'NaN', 'false', 'true']);

function readEntry(key: SessionKey): string | null {
  try {
    const value = window.localStorage.getItem(key);
    if (value === null) return null;
    const trimmed = value.trim();
    return trimmed && !MEANINGLESS.has(trimmed) ? trimmed : null;
  } catch {
    // Storage can throw (privacy modes, blocked cookies): treat as signed out.
    return null;
  }
}

/** The session kept in localStorage, or null when signed out or when the access entry is corrupt. */
export function readStoredSession(): StoredSession | null {
  const access = readEntry('access');
  if (!access || !TOKEN_PATTERN.test(access)) return null;
  const refresh = readEntry('refresh');
  return {
    access,
    refresh: refresh && TOKEN_PATTERN.test(refresh) ? refresh : null,
    userId: readEntry('user_id'),
  };
}

/** The guard's one rule: a usable access entry exists. */
export function hasAccessToken(): boolean {
  return readStoredSession() !== null;
}

export function writeStoredSession(session: { access: string; refresh?: string | null; userId?: string | null }): void {
  window.localStorage.setItem('access', session.access);
  if (session.refresh) window.localStorage.setItem('refresh', session.refresh);
  if (session.userId !== undefined && session.userId !== null) window.localStorage.setItem('user_id', String(session.userId));
}

export function clearStoredSession(): void {
  for (const key of SESSION_KEYS) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to clear when storage is unavailable.
    }
  }
}
