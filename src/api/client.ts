import axios from 'axios';
import { installRefreshInterceptor } from '../session/refreshInterceptor';
import { requestRefresh } from '../session/sessionActor';
import { readStoredSession } from '../session/storage';

/** Milliseconds before a call is abandoned, so a hung server never leaves a spinner forever. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The one HTTP client of the app (DESIGN.md, "Session and HTTP"): base address from
 * VITE_API_BASE_URL (default /api), JSON, the XSRF cookie and header names of the
 * specification, success for 200-299, and the bearer access token from storage.
 */
export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE_URL || '/api',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  timeout: REQUEST_TIMEOUT_MS,
  validateStatus: (status) => status >= 200 && status < 300,
});

http.interceptors.request.use((config) => {
  const session = readStoredSession();
  if (session && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${session.access}`);
  }
  return config;
});

// A 401 refreshes the session once and retries. Attached here, with the client, so it is in
// place whenever a call can be made, however early a screen calls the API.
installRefreshInterceptor(http, { requestRefresh, currentAccess: () => readStoredSession()?.access });
