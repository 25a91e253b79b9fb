import { expect, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { apiUrl, server } from '../../support/msw-server';
import { flush, installFakeClock, soon } from '../../support/walk/clock';
import type { OverviewWire } from '../../../contract/investor';

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
    /**
     * Answers the newest held request to `path`: an older one was given up by the app (the user
     * moved on, or StrictMode stopped the first actor), and nobody awaits its answer.
     */
    async answer(path: string, response: Response) {
      // Waits for the request without moving the fake clock (vi.waitFor would move it), then lets
      // a request just being made arrive, so the newest is the one the app awaits.
      await soon(() => expect(waiting.some((entry) => entry.path === path), `no request to ${path} is waiting`).toBe(true));
      for (let round = 0; round < 5; round += 1) await flush();
      const index = waiting.map((entry) => entry.path).lastIndexOf(path);
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
  installFakeClock();
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
}

/** Waits (advancing fake time in small steps) until the assertion holds. */
export function eventually(assertion: () => void) {
  return vi.waitFor(assertion, { timeout: 2_000, interval: 20 });
}

/**
 * The error-summary pattern, for generated walks (never moves the fake clock): the form's alert
 * shows `text` (with the focus when a submit failed), or, with no text expected, there is none.
 */
export async function seeFormAlert(text: string | null, { focused = true }: { focused?: boolean } = {}) {
  if (text) {
    await soon(() => expect(page().getByRole('alert')).toHaveTextContent(text));
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

/** A new investor's overview: where the auth flows land (/dashboard…), answered so the page can render. */
export function answerNewInvestorOverview() {
  const overview: OverviewWire = {
    balances: { available_cents: 0, invested_cents: 0, accrued_cents: 0, total_earned_cents: 0 },
    active_investments: [], awaiting_decision: [], pending_deposits: [], pending_withdrawals: [], recent_transactions: [],
    referral_code: 'ADA123', needs_acknowledgement: true,
  };
  server.use(http.get(apiUrl('/investor/overview/'), () => HttpResponse.json(overview)));
}
