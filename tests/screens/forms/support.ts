import { expect } from 'vitest';
import type { within } from '@testing-library/react';
import { soon } from '../../support/walk/clock';
import type { heldApi } from '../auth/support';
import { refuseWith } from '../dashboard/support';

/** How long a form's success note stays (specification: 5 seconds). */
const NOTE_MS = 5_000;

/**
 * What the contact and newsletter forms show, by their walks' own account (never the machine's):
 * the form as typed, the error of a submit refused for a blank field (contact only) or by the
 * server, the success note, or the form locked while it is sent.
 */
export type FormShown = 'clean' | 'invalid' | 'failed' | 'succeeded' | 'submitting';


/**
 * The success note of the contact and newsletter forms, for their walks: shown after a success
 * until its time is up, gone otherwise, and when it went by itself, exactly 5 s after it
 * appeared. `walk.noteShownAt` keeps the (fake) time it appeared.
 */
export async function seeSuccessNote(form: () => ReturnType<typeof within>, text: string, walk: { shown: FormShown; noteShownAt?: number }) {
  if (walk.shown === 'succeeded') {
    await soon(() => expect(form().getByRole('status')).toHaveTextContent(text));
    walk.noteShownAt ??= Date.now();
    return;
  }
  await soon(() => expect(form().queryByText(text)).not.toBeInTheDocument());
  if (walk.noteShownAt !== undefined && walk.shown === 'clean') expect(Date.now() - walk.noteShownAt).toBe(NOTE_MS);
  walk.noteShownAt = undefined;
}

/** The server refuses a form's submit (400) with `error`'s words: the form shows them and keeps what was typed (see refuseWith). */
export function refuseSubmit(walk: { api: ReturnType<typeof heldApi>; shown: FormShown; failure: string | null }, path: string, error: Error) {
  return refuseWith(walk, path, error, 400, 'failed');
}
