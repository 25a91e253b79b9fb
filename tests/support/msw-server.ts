import { setupServer } from 'msw/node';

/**
 * The one msw server of the screen tests. Tests add handlers with `server.use(...)`; every
 * request without a handler fails the test (onUnhandledRequest: 'error').
 */
export const server = setupServer();

/** The address the app's HTTP client calls for an API path ("/account/login/"). */
export function apiUrl(path: string): string {
  return `${window.location.origin}/api${path}`;
}
