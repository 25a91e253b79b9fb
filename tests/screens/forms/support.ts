import { expect } from 'vitest';
import type { within } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { soon } from '../../support/walk/clock';

/** How long a form's success note stays (specification: 5 seconds). */
const NOTE_MS = 5_000;

/**
 * The success note of the contact and newsletter forms, for their walks: shown while
 * `editing.succeeded`, gone otherwise, and when it went by itself (back to `editing.clean`),
 * exactly 5 s after it appeared. `walk.noteShownAt` keeps the (fake) time it appeared.
 */
export async function seeSuccessNote(form: () => ReturnType<typeof within>, text: string, expected: AnyMachineSnapshot, walk: { noteShownAt?: number }) {
  if (expected.matches({ editing: 'succeeded' })) {
    await soon(() => expect(form().getByRole('status')).toHaveTextContent(text));
    walk.noteShownAt ??= Date.now();
    return;
  }
  await soon(() => expect(form().queryByText(text)).not.toBeInTheDocument());
  if (walk.noteShownAt !== undefined && expected.matches({ editing: 'clean' })) expect(Date.now() - walk.noteShownAt).toBe(NOTE_MS);
  walk.noteShownAt = undefined;
}
