import { expect, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { apiUrl, server } from '../../support/msw-server';

/**
 * The API as the model-based walks drive it: every request to the given paths is recorded and
 * held until the walk answers it (the model's `xstate.done.actor.*` / `xstate.error.actor.*`
 * events), so the pending state can be seen and asserted first.
 */
export function heldApi(paths: readonly string[]) {
  const requests: { path: string; body: unknown }[] = [];
  const waiting: { path: string; answer: (response: Response) => void }[] = [];
  server.use(
    ...paths.map((path) =>
      http.post(apiUrl(path), async ({ request }) => {
        const text = await request.text();
        requests.push({ path, body: text ? JSON.parse(text) : undefined });
        return new Promise<Response>((resolve) => waiting.push({ path, answer: resolve }));
      }),
    ),
  );
  return {
    requests,
    bodiesTo: (path: string) => requests.filter((request) => request.path === path).map((request) => request.body),
    /** Answers the oldest held request to `path`. */
    async answer(path: string, response: Response) {
      await vi.waitFor(() => {
        if (!waiting.some((entry) => entry.path === path)) throw new Error(`no request to ${path} is waiting`);
      });
      const index = waiting.findIndex((entry) => entry.path === path);
      const [entry] = waiting.splice(index, 1);
      entry?.answer(response);
    },
  };
}

export const ok = (body: unknown = { message: 'ok' }) => HttpResponse.json(body as Record<string, unknown>, { status: 200 });
export const fail = (status: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
  HttpResponse.json(body, { status, ...(headers ? { headers } : {}) });

/** Fake timers for the machines' delays, and a user-event that advances them. */
export function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  // Testing Library recognises fake timers only through a global `jest` (its act() drain waits on
  // a setTimeout(0) otherwise, which fake timers never fire); point it at vitest's clock.
  (globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
}

/** Waits (advancing fake time in small steps) until the assertion holds. */
export function eventually(assertion: () => void) {
  return vi.waitFor(assertion, { timeout: 2_000, interval: 20 });
}

/**
 * The error-summary pattern: the form's alert shows `text` (and has the focus when a submit
 * failed), or, with no text expected, there is no alert at all.
 */
export async function expectFormAlert(text: string | null, { focused = true }: { focused?: boolean } = {}) {
  if (text) {
    await eventually(() => expect(page().getByRole('alert')).toHaveTextContent(text));
    if (focused) expect(page().getByRole('alert')).toHaveFocus();
  } else {
    expect(page().queryByRole('alert')).not.toBeInTheDocument();
  }
}

/** Replaces a field's text the way a user does: clear it, then paste the new text (faster than typing). */
export async function fill(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, value: string) {
  const field = page().getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
  if (field.value === value) return; // nothing to change: a user leaves it as it is
  await user.clear(field);
  if (value) await user.paste(value);
}

/** Queries inside the page's main region (the footer has its own e-mail field). */
export function page() {
  return within(screen.getByRole('main'));
}

/** A readable test name for a model path: its kind, target state and event types. */
export function pathName(path: { kind: string; state: { value: unknown }; steps: { event: { type: string } }[] }) {
  const events = path.steps.slice(1).map((step) => step.event.type.replace(/^xstate\.(done|error|after)\.(actor\.0\.)?/, '$1:'));
  return `${path.kind} → ${JSON.stringify(path.state.value)} via ${events.join(', ')}`;
}
