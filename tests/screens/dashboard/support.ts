import { expect } from 'vitest';
import { soon } from '../../support/walk/clock';
import type { UserEvent } from '../../support/walk/walk';
import { http, HttpResponse } from 'msw';
import type { within } from '@testing-library/react';
import { apiUrl, server } from '../../support/msw-server';

type Method = 'get' | 'post' | 'put' | 'delete';

/** Investor API requests held until the model walk answers them (done / error events). */
export function heldInvestorApi(routes: readonly [Method, string][]) {
  const requests: { key: string; body: unknown; url: string }[] = [];
  const waiting: { key: string; order: number; answer: (response: Response) => void }[] = [];
  /** Per call, the order of the request answered last: an older one still waiting is moot. */
  const answered = new Map<string, number>();
  server.use(
    ...routes.map(([method, path]) =>
      http[method](apiUrl(path), async ({ request }) => {
        const key = `${method} ${path}`;
        const text = method === 'get' ? '' : await request.text();
        requests.push({ key, body: text ? JSON.parse(text) : undefined, url: request.url });
        const order = requests.length;
        return new Promise<Response>((resolve) => waiting.push({ key, order, answer: resolve }));
      }),
    ),
  );
  const awaitedBy = (key: string) => (entry: (typeof waiting)[number]) => entry.key === key && entry.order > (answered.get(key) ?? 0);
  return {
    bodiesTo: (key: string) => requests.filter((request) => request.key === key).map((request) => request.body),
    /** The addresses asked, query string included (the filters and page of a GET). */
    urlsTo: (key: string) => requests.filter((request) => request.key === key).map((request) => new URL(request.url)),
    /**
     * Answers the newest request to `key` made since the last one answered: under StrictMode the
     * first actor was stopped and its request is moot, and so is any older than an answered one.
     */
    async answer(key: string, response: Response) {
      // Waits for the request without moving the fake clock (vi.waitFor would move it).
      await soon(() => expect(waiting.some(awaitedBy(key)), `no request ${key} is waiting`).toBe(true));
      const entry = waiting.filter(awaitedBy(key)).at(-1)!;
      waiting.splice(waiting.indexOf(entry), 1);
      answered.set(key, entry.order);
      entry.answer(response);
    },
  };
}

export const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

/** What a dashboard form says: an error (an alert) or a success note (a status). */
export type FormMessage = { role: 'alert' | 'status'; text: string };

/** The form shows `message` and no other, or no message at all. */
export async function seeFormMessage(form: ReturnType<typeof within>, message: FormMessage | null) {
  if (message) return soon(() => expect(form.getByRole(message.role)).toHaveTextContent(message.text));
  expect(form.queryByRole('alert')).not.toBeInTheDocument();
  expect(form.queryByRole('status')).not.toBeInTheDocument();
}

/**
 * Types `value` over a field as a user does: clears what is there, then pastes. A field that
 * already holds the value is typed over all the same (a walk may change it from a state, an error
 * shown say, where it already holds it): cleared, then the same text again.
 */
export async function retype(user: UserEvent, field: HTMLInputElement, value: string) {
  if (!field.value && !value) throw new Error(`${field.id} is empty already: no gesture changes it to ''`);
  if (field.value) await user.clear(field);
  else await user.click(field);
  if (value) await user.paste(value);
}
