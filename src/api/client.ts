import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { API_PREFIX } from '../../contract/apiPrefix';
import { schedulerYield } from '../loading/nextTask';
import { onceUnlessFailed } from '../loading/onceUnlessFailed';

/** Milliseconds before a call is abandoned, so a hung server never leaves a spinner forever. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Something that extends the client (the session's bearer token and 401 handling), and undoes it. */
export type ClientExtension = (client: AxiosInstance) => () => void;

const extensions = new Set<ClientExtension>();
const undos = new Map<ClientExtension, () => void>();

function createClient(axios: typeof import('axios').default): AxiosInstance {
  const client = axios.create({
    baseURL: import.meta.env.VITE_API_BASE_URL || API_PREFIX,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    timeout: REQUEST_TIMEOUT_MS,
    validateStatus: (status) => status >= 200 && status < 300,
  });
  for (const extension of extensions) undos.set(extension, extension(client));
  return client;
}

/**
 * The axios instance, loaded and created on the first call: most first visits make none (the
 * public pages, a login form not yet sent), so axios stays out of the scripts a page needs to show.
 * `warmUp` starts it early, when the visitor starts to use a form. A call made while axios could
 * not be fetched fails; the next fetches it again.
 */
export const httpClient = onceUnlessFailed(() => import('axios').then(({ default: axios }) => createClient(axios)));

/** Starts loading the client without waiting for it (a form was focused: a call may follow; if it cannot be fetched now, the call fetches it again). */
export function warmUp(): void {
  httpClient().catch(() => {});
}

/**
 * The client, handed over in a task of its own where the browser offers `scheduler.yield()`: a call
 * is mostly started by a press (a form's submit), and axios's own work for it (its config, headers
 * and the XHR, about 35 ms of a 4x slowed CPU) then runs after the frame that shows the press's
 * answer, not before it (the submit's INP). Where there is no `scheduler.yield()`, the
 * call starts at once, as before.
 */
async function clientInATaskOfItsOwn(): Promise<AxiosInstance> {
  const client = await httpClient();
  await schedulerYield();
  return client;
}

/**
 * The one HTTP client of the app (DESIGN.md, "Session and HTTP"): base address from
 * VITE_API_BASE_URL (default /api), JSON, the XSRF cookie and header names of the specification,
 * success for 200-299. The session adds the bearer token and the 401 handling when the app starts
 * it (src/session/startSession.ts), through `extend`: the client knows nothing of the session.
 */
export const http = {
  request: async <T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> => (await clientInATaskOfItsOwn()).request<T>(config),
  get: async <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> => (await clientInATaskOfItsOwn()).get<T>(url, config),
  delete: async <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> => (await clientInATaskOfItsOwn()).delete<T>(url, config),
  post: async <T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> => (await clientInATaskOfItsOwn()).post<T>(url, body, config),
  put: async <T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> => (await clientInATaskOfItsOwn()).put<T>(url, body, config),
  /**
   * Applies `extension` to the client (at once if it exists, else when it is created) until the
   * returned function undoes it. Interceptors added this way see every call, the first included.
   */
  extend(extension: ClientExtension): () => void {
    extensions.add(extension);
    // Not yet fetched, or failed: createClient applies it once the client exists.
    httpClient.held()?.then((client) => {
      if (extensions.has(extension) && !undos.has(extension)) undos.set(extension, extension(client));
    }, () => {});
    return () => {
      extensions.delete(extension);
      undos.get(extension)?.();
      undos.delete(extension);
    };
  },
};
