import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ContactField, ContactFields } from '../../../machines/forms/contact.machine';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { heldApi, ok, fail } from '../auth/support';
import { seeSuccessNote } from './support';

const CONTACT = '/management/contact/';
const LABELS: Record<ContactField, string> = { name: 'Full name', email: 'Email address', message: 'Message' };
const INVALID = 'Please fill in all fields correctly.';
const SUCCESS = 'Message submitted successfully!';

type Context = { fields: ContactFields; failure: Error | undefined };
type User = ReturnType<typeof userEvent.setup>;

/** The contact form of the page (the footer has an e-mail field of its own). */
const form = () => within(screen.getByRole('form', { name: 'Send us a message' }));
const field = (name: ContactField) => form().getByLabelText(LABELS[name]) as HTMLInputElement | HTMLTextAreaElement;
const submitButton = () => form().getByRole('button', { name: /^(Send message|Sending…)$/ });

/** What the form posts: each field trimmed. */
const trimmed = (fields: ContactFields): ContactFields => ({ name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim() });

/** Replaces a field's text as a user does: select it all, then type over it (or clear it). */
async function typeInto(user: User, name: ContactField, value: string) {
  await user.clear(field(name));
  if (value) await user.type(field(name), value);
}

interface Page {
  api: ReturnType<typeof heldApi>;
  user: User;
  /** The submits the walk saw reach the server. */
  submits: number;
  /** Focus moves to the error after a submit or its answer, not while the user types. */
  focusExpected: boolean;
  /** When the success note appeared (see seeSuccessNote). */
  noteShownAt?: number;
}

walkScreen<Page>('contact', {
  async mount({ strict, user }) {
    const api = heldApi([CONTACT]);
    await renderRoute('/contact', { strict });
    return { api, user, submits: 0, focusExpected: false };
  },
  drive: {
    'form.change': async ({ field: name, value }, walk) => {
      walk.focusExpected = false;
      await typeInto(walk.user, name, value);
    },
    'form.submit': async (_event, walk) => {
      walk.focusExpected = true;
      await walk.user.click(submitButton());
    },
    'xstate.done.actor.sendMessage': ({ output }, walk) => walk.api.answer(CONTACT, ok(output)),
    'xstate.error.actor.sendMessage': ({ error }, walk) => walk.api.answer(CONTACT, fail(400, { detail: error.message })),
  },
  async see(expected, walk) {
    const { fields, failure } = expected.context as Context;
    if (expected.matches('submitting')) {
      walk.submits += 1;
      await soon(() => expect(walk.api.bodiesTo(CONTACT)).toHaveLength(walk.submits));
      expect(walk.api.bodiesTo(CONTACT).at(-1)).toEqual(trimmed(fields));
      expect(submitButton()).toBeDisabled();
      expect(submitButton()).toHaveTextContent('Sending…');
    } else {
      // A refused submit (a blank field) posts nothing.
      expect(walk.api.bodiesTo(CONTACT)).toHaveLength(walk.submits);
      await soon(() => expect(submitButton()).toBeEnabled());
      expect(submitButton()).toHaveTextContent('Send message');
    }

    const error = expected.matches({ editing: 'invalid' }) ? INVALID : expected.matches({ editing: 'failed' }) ? failure!.message : null;
    if (error) {
      await soon(() => expect(form().getByRole('alert')).toHaveTextContent(error));
      if (walk.focusExpected) expect(form().getByRole('alert')).toHaveFocus();
    } else {
      await soon(() => expect(form().queryByRole('alert')).not.toBeInTheDocument());
    }

    await seeSuccessNote(form, SUCCESS, expected, walk);

    // What was typed stays (a success empties the form); an invalid form marks its blank fields.
    const invalid = expected.matches({ editing: 'invalid' });
    for (const name of Object.keys(LABELS) as ContactField[]) {
      await soon(() => expect(field(name)).toHaveValue(fields[name]));
      if (invalid && fields[name].trim() === '') expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      else expect(field(name)).not.toHaveAttribute('aria-invalid');
    }
  },
});
