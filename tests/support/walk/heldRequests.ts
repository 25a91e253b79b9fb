import { expect } from 'vitest';
import { http, type HttpResponseResolver } from 'msw';
import { apiUrl, server } from '../msw-server';
import { flush, soon } from './clock';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** A route the walk holds, and the key its requests are answered by: `post /account/login/`. */
export type HeldRoute = readonly [Method, string];
const keyOf = ([method, path]: HeldRoute) => `${method} ${path}`;

/**
 * The API as the model-based walks drive it: every request to the given routes is recorded and
 * held until the walk answers it (the model's `xstate.done.actor.*` / `xstate.error.actor.*`
 * events), so the pending state can be seen and asserted first.
 */
export function heldRequests(routes: readonly HeldRoute[]) {
  const requests: { key: string; body: unknown; url: string }[] = [];
  const waiting: { key: string; order: number; answer: (response: Response) => void }[] = [];
  /** Per route, the order of the request answered last: an older one still waiting is moot. */
  const answered = new Map<string, number>();
  const hold =
    (key: string): HttpResponseResolver =>
    async ({ request }) => {
      const text = request.method === 'GET' ? '' : await request.text();
      requests.push({ key, body: text ? JSON.parse(text) : undefined, url: request.url });
      const order = requests.length;
      return new Promise<Response>((resolve) => waiting.push({ key, order, answer: resolve }));
    };
  server.use(...routes.map((route) => http[route[0]](apiUrl(route[1]), hold(keyOf(route)))));
  const awaitedBy = (key: string) => (entry: (typeof waiting)[number]) => entry.key === key && entry.order > (answered.get(key) ?? 0);
  return {
    /** How many requests were made, to any held route. */
    count: () => requests.length,
    bodiesTo: (key: string) => requests.filter((request) => request.key === key).map((request) => request.body),
    /** The addresses asked, query string included (the filters and page of a GET). */
    urlsTo: (key: string) => requests.filter((request) => request.key === key).map((request) => new URL(request.url)),
    /**
     * Answers the newest request to `key` made since the last one answered: under StrictMode the
     * first actor was stopped and its request is moot, and so is any older than an answered one.
     */
    async answer(key: string, response: Response) {
      // Waits for the request without moving the fake clock (vi.waitFor would move it), then lets
      // a request just being made arrive, so the newest is the one the app awaits.
      await soon(() => expect(waiting.some(awaitedBy(key)), `no request ${key} is waiting`).toBe(true));
      for (let round = 0; round < 5; round += 1) await flush();
      const entry = waiting.filter(awaitedBy(key)).at(-1)!;
      waiting.splice(waiting.indexOf(entry), 1);
      answered.set(key, entry.order);
      entry.answer(response);
    },
  };
}
