import { expect, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { theMain } from '../../support/theMain';
import { apiUrl, server } from '../../support/msw-server';
import { installFakeClock, soon } from '../../support/walk/clock';
import { heldRequests } from '../../support/walk/heldRequests';
import type { OverviewWire } from '../../../contract/investor';
import { BUSY_NOTICES, delayNameOf } from '../../oracle';
import { delayEnded, type Moment } from '../../support/walk/moment';
import { refusalOf, type Refusal } from '../../../machines/refusal';

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
  return within(theMain());
}

/** The development captcha's checkbox (the test server accepts the token it gives). */
export const devCaptcha = () => page().getByRole('checkbox', { name: "I'm not a robot (development captcha)" });

/** Registers as a user does: Ada's names, e-mail and matching passwords, the captcha ticked, then "Create account". */
export async function registerAda(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, 'First name', 'Ada');
  await fill(user, 'Last name', 'Lovelace');
  await fill(user, 'Email address', 'ada@example.com');
  await fill(user, 'Password', 'analytical-engine');
  await fill(user, 'Confirm password', 'analytical-engine');
  await user.click(devCaptcha());
  await user.click(page().getByRole('button', { name: 'Create account' }));
}

/** Logs in as a user does: the e-mail, the password, the captcha ticked, then "Log in". */
export async function submitLogin(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await fill(user, 'Email address', email);
  await fill(user, 'Password', password);
  await user.click(devCaptcha());
  await user.click(page().getByRole('button', { name: 'Log in' }));
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

/**
 * A server too busy to hash a password, as the auth walks answer and see it: 503 `server_busy` with a
 * Retry-After, the form saying so while the wait runs, then the same call once more. The texts
 * are the design's (the specification has none): the oracle words them.
 */
export const BUSY = BUSY_NOTICES;

/** What an example of an actor's failure holds: a Refusal, or a plain Error (a `failed` one). */
export type Rejection = Error | Refusal;

/** The Retry-After (seconds) an example error stands for, when it is a busy refusal (see machines/examples/auth.ts). */
export function busySecondsOf(error: Rejection): number | undefined {
  const refusal = refusalOf({ error });
  return refusal.kind === 'busy' ? refusal.retryAfterMs / 1000 : undefined;
}

/** The server's busy answer: its message, its code and the wait. */
export const busyAnswer = (error: Rejection, seconds: number) =>
  fail(503, { detail: error.message, code: 'server_busy' }, { 'Retry-After': String(seconds) });

/** A busy refusal whose one retry is still to come or under way: the wait, and the calls made when it came. */
export interface BusyWait {
  seconds: number;
  callsAtRefusal: number;
}

/**
 * The first busy refusal of a submission: the server answers it busy, and the walk
 * notes the wait; the form's alert stays empty and the same call is to go out again. Returns
 * false for any other failure, or a refusal of the one retry (the driver shows "still busy").
 */
export async function answerFirstBusy(
  walk: { api: ReturnType<typeof heldApi>; busy: BusyWait | null; formAlert: string | null }, path: string, error: Rejection,
): Promise<boolean> {
  const seconds = busySecondsOf(error);
  if (seconds === undefined || walk.busy) return false;
  walk.formAlert = null;
  await walk.api.answer(path, busyAnswer(error, seconds));
  walk.busy = { seconds, callsAtRefusal: walk.api.bodiesTo(path).length };
  return true;
}

/**
 * Where a walk's own account of a form stands with a busy server, for seeBusy: the form waits
 * out the Retry-After (`busy`), a submission is on its way (`submitting`: the one retry when a
 * busy refusal came before it), or neither.
 */
export const busyMomentOf = (shown: string): 'waiting' | 'retrying' | 'other' =>
  shown === 'busy' ? 'waiting' : shown === 'submitting' ? 'retrying' : 'other';

/**
 * The step at which a busy server's wait (its Retry-After, the machines' `busyRetryDelay`) has
 * just ended: the form sends the same submission once more by itself. A walk whose own account
 * says the form was waiting moves it to `submitting` here.
 */
export const busyRetryEnded = (moment: Moment): boolean => delayEnded(moment) && delayNameOf(moment.event.type) === 'busyRetryDelay';

/**
 * What the user sees of a busy server: while the wait runs, "Busy right now, trying again in N s"
 * as a polite status and no new call yet; once it is over, the same call once more; otherwise no
 * such status. `moment` comes from the walk's own account of the form (busyMomentOf), never from
 * the machine's state.
 */
export async function seeBusy(
  busy: BusyWait | null, moment: 'waiting' | 'retrying' | 'other', calls: () => number,
  /** Where the form is: the page's main region, or a dialog over it. */
  scope: () => ReturnType<typeof within> = page,
) {
  const status = () => scope().queryByText(/^Busy right now/);
  if (busy && moment === 'waiting') {
    await soon(() => expect(status()).toHaveTextContent(BUSY.waiting(busy.seconds)));
    expect(status()).toHaveAttribute('role', 'status');
    expect(calls()).toBe(busy.callsAtRefusal);
    return;
  }
  expect(status()).not.toBeInTheDocument();
  if (busy && moment === 'retrying') await soon(() => expect(calls()).toBe(busy.callsAtRefusal + 1));
}
