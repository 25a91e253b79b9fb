import { expect } from 'vitest';
import { soon } from '../../support/walk/clock';
import type { UserEvent } from '../../support/walk/walk';
import { HttpResponse } from 'msw';
import { within } from '@testing-library/react';
import { DASHBOARD_TEXTS as common } from '../../oracle/dashboard';
import { page } from '../auth/support';

export const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

/** A held API as the walks answer it, by the request's key (`heldRequests`' `post /path/`, or `heldApi`'s path). */
interface HeldAnswers {
  answer(request: string, response: Response): Promise<void>;
}

/**
 * The server refuses the held `request` with `error`'s words (`{ detail }`) and `status`. The walk
 * notes on its own account what the page shows now (`shown`) and the words it shows (`failure`).
 */
export async function refuseWith<W extends { api: HeldAnswers; shown: unknown; failure: string | null }>(
  walk: W, request: string, error: Error, status: number, shown: W['shown'],
) {
  await walk.api.answer(request, json({ detail: error.message }, status));
  walk.shown = shown;
  walk.failure = error.message;
}

/** A screen's data on its way: the loading status, and not yet what the data shows (`notYet`, looked for once the status shows). */
export async function seeLoading(notYet: () => HTMLElement | null) {
  await soon(() => expect(page().getByRole('status')).toHaveTextContent(common.loading));
  expect(notYet()).not.toBeInTheDocument();
}

/** A screen whose data the server refused to load: the server's words in the alert, and a retry to ask again. */
export async function seeLoadFailed(failure: string) {
  await soon(() => expect(page().getByRole('alert')).toHaveTextContent(failure));
  expect(page().getByRole('button', { name: common.retry })).toBeEnabled();
}

/**
 * The user asks again for a screen's data that failed to load (its retry button): by the walk's
 * own account, the screen is loading again. (Only a walk whose account has a 'loading' may.)
 */
export async function retryLoad<W extends { user: UserEvent; shown: unknown }>(walk: W & ('loading' extends W['shown'] ? unknown : never)) {
  await walk.user.click(page().getByRole('button', { name: common.retry }));
  walk.shown = 'loading';
}

/** A form of the page, found by the heading of its section (the profile page has two: the names and the password). */
export const sectionForm = (heading: string) => within(page().getByRole('heading', { name: heading }).closest('form')!);

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
