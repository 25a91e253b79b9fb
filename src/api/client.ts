import axios from 'axios';
import { API_PREFIX } from '../../contract/paths';

/** Milliseconds before a call is abandoned, so a hung server never leaves a spinner forever. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The one HTTP client of the app (DESIGN.md, "Session and HTTP"): base address from
 * VITE_API_BASE_URL (default /api), JSON, the XSRF cookie and header names of the
 * specification, success for 200-299. The session adds the bearer token and the 401 handling when the app
 * starts it (src/session/startSession.ts): the client knows nothing of the session.
 */
export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE_URL || API_PREFIX,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  timeout: REQUEST_TIMEOUT_MS,
  validateStatus: (status) => status >= 200 && status < 300,
});
