import { act } from '@testing-library/react';
import { http, type JsonBodyType } from 'msw';
import { vi } from 'vitest';
import { apiUrl, server } from '../support/msw-server';

/**
 * An API endpoint whose answer the test gives when it wants: every request body is recorded,
 * and the request waits until `answer(...)` is called (so "pending" can be seen on screen).
 */
export function heldEndpoint(path: string) {
  const payloads: JsonBodyType[] = [];
  let release: ((response: Response) => void) | undefined;
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      payloads.push((await request.json()) as JsonBodyType);
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    }),
  );
  return {
    payloads,
    answer(response: Response) {
      if (!release) throw new Error(`No request to ${path} is waiting for an answer.`);
      release(response);
      release = undefined;
    },
  };
}

/**
 * Waits for an element while the clock is fake: lets the response's real I/O run (setImmediate
 * is not faked) and flushes zero-delay timers, without moving the fake clock forward.
 */
export async function untilVisibleWithFakeClock(find: () => HTMLElement): Promise<HTMLElement> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      return find();
    } catch {
      await act(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        await vi.advanceTimersByTimeAsync(0);
      });
    }
  }
  return find();
}

/** From the model's shortest paths, keeps the shortest one per outcome key. */
export function shortestPerOutcome<TPath extends { steps: unknown[] }>(paths: TPath[], outcome: (path: TPath) => string): TPath[] {
  const byOutcome = new Map<string, TPath>();
  for (const path of paths) {
    const key = outcome(path);
    const known = byOutcome.get(key);
    if (!known || known.steps.length > path.steps.length) byOutcome.set(key, path);
  }
  return [...byOutcome.values()];
}
