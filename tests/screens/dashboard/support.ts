import { vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AnyMachineSnapshot } from 'xstate';
import { apiUrl, server } from '../../support/msw-server';
import { registered, testModelFor, type ModelPath } from '../../support/modelPaths';

type Method = 'get' | 'post';

/** Investor API requests held until the model walk answers them (done / error events). */
export function heldInvestorApi(routes: readonly [Method, string][]) {
  const requests: { key: string; body: unknown; url: string }[] = [];
  const waiting: { key: string; answer: (response: Response) => void }[] = [];
  server.use(
    ...routes.map(([method, path]) =>
      http[method](apiUrl(path), async ({ request }) => {
        const key = `${method} ${path}`;
        const text = method === 'post' ? await request.text() : '';
        requests.push({ key, body: text ? JSON.parse(text) : undefined, url: request.url });
        return new Promise<Response>((resolve) => waiting.push({ key, answer: resolve }));
      }),
    ),
  );
  return {
    bodiesTo: (key: string) => requests.filter((request) => request.key === key).map((request) => request.body),
    async answer(key: string, response: Response) {
      await vi.waitFor(() => {
        if (!waiting.some((entry) => entry.key === key)) throw new Error(`no request ${key} is waiting`);
      }, { timeout: 2_000, interval: 10 });
      // The newest: under StrictMode the first actor was stopped and its request is moot.
      const index = waiting.map((entry) => entry.key).lastIndexOf(key);
      const [entry] = waiting.splice(index, 1);
      entry?.answer(response);
    },
  };
}

export const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

/** The shortest path to each distinct state value of a registered machine (forms add many contexts). */
export function shortestPathPerState(id: string): ModelPath[] {
  const paths = testModelFor(registered(id)).getShortestPaths();
  const best = new Map<string, (typeof paths)[number]>();
  for (const path of paths) {
    const key = JSON.stringify((path.state as AnyMachineSnapshot).value);
    const current = best.get(key);
    if (!current || path.steps.length < current.steps.length) best.set(key, path);
  }
  return [...best.values()].map((path) => ({ ...path, kind: 'shortest' as const }));
}
