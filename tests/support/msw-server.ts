import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SignedInAccount } from '../../contract/account';

/** Who the dashboard header says is signed in, unless a test answers otherwise. */
export const SIGNED_IN_ACCOUNT: SignedInAccount = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };

/**
 * The one msw server of the screen tests. Tests add handlers with `server.use(...)`; every
 * request without a handler fails the test (onUnhandledRequest: 'error'). One handler stays from
 * test to test: the dashboard header's "who is signed in", which every dashboard page asks.
 */
export const server = setupServer(
  http.get(`${globalThis.location?.origin ?? 'http://localhost:3000'}/api/account/me/`, () => HttpResponse.json(SIGNED_IN_ACCOUNT)),
);

/** The address the app's HTTP client calls for an API path ("/account/login/"). */
export function apiUrl(path: string): string {
  return `${window.location.origin}/api${path}`;
}
