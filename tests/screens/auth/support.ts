import { expect, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { apiUrl, server } from '../../support/msw-server';
import { installFakeClock, soon } from '../../support/walk/clock';
import { heldRequests } from '../../support/walk/heldRequests';
import type { OverviewWire } from '../../../contract/investor';

/** The auth API held for the walks (see heldRequests): POSTs only, answered by their path. */
export function heldApi(paths: readonly string[]) {
  const held = heldRequests(paths.map((path) => ['post', path] as const));
  return {
    count: held.count,
    bodiesTo: (path: string) => held.bodiesTo(`post ${path}`),
    answer: (path: string, response: Response) => held.answer(`post ${path}`, response),
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
