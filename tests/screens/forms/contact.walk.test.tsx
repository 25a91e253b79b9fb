import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ContactField, ContactFields } from '../../../machines/forms/contact.machine';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { heldApi, ok } from '../auth/support';
import { refuseSubmit, seeSuccessNote, type FormShown } from './support';
import { delayEnded } from '../../support/walk/moment';

const CONTACT = '/management/contact/';
const LABELS: Record<ContactField, string> = { name: 'Full name', email: 'Email address', message: 'Message' };
const INVALID = 'Please fill in all fields correctly.';
const SUCCESS = 'Message submitted successfully!';

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
  /** By the walk's own account: what the form shows, what its fields hold, and the server's last refusal. */
  shown: FormShown;
  fields: ContactFields;
  failure: string | null;
}

walkScreen<Page>('contact', {
  async mount({ strict, user }) {
    const api = heldApi([CONTACT]);
    await renderRoute('/contact', { strict });
    return { api, user, submits: 0, focusExpected: false, shown: 'clean', fields: { name: '', email: '', message: '' }, failure: null };
  },
  drive: {
    'form.change': async ({ field: name, value }, walk) => {
      walk.focusExpected = false;
      await typeInto(walk.user, name, value);
      walk.fields = { ...walk.fields, [name]: value };
    },
    // Every field must hold more than spaces, or nothing is sent and the form says so.
    'form.submit': async (_event, walk) => {
      walk.focusExpected = true;
      await walk.user.click(submitButton());
      walk.shown = Object.values(walk.fields).every((value) => value.trim() !== '') ? 'submitting' : 'invalid';
    },
    // A success empties the form; a refusal keeps what was typed.
    'xstate.done.actor.sendMessage': async ({ output }, walk) => {
      await walk.api.answer(CONTACT, ok(output));
      walk.shown = 'succeeded';
      walk.fields = { name: '', email: '', message: '' };
    },
    'xstate.error.actor.sendMessage': ({ error }, walk) => refuseSubmit(walk, CONTACT, error),
  },
  async see(_expected, walk, moment) {
    // The success note's 5 s are up.
    if (delayEnded(moment)) walk.shown = 'clean';
    const { fields, failure, shown } = walk;
    if (shown === 'submitting') {
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

    const error = shown === 'invalid' ? INVALID : shown === 'failed' ? failure : null;
    if (error) {
      await soon(() => expect(form().getByRole('alert')).toHaveTextContent(error));
      if (walk.focusExpected) expect(form().getByRole('alert')).toHaveFocus();
    } else {
      await soon(() => expect(form().queryByRole('alert')).not.toBeInTheDocument());
    }

    await seeSuccessNote(form, SUCCESS, walk);

    // What was typed stays (a success empties the form); an invalid form marks its blank fields.
    const invalid = shown === 'invalid';
    for (const name of Object.keys(LABELS) as ContactField[]) {
      await soon(() => expect(field(name)).toHaveValue(fields[name]));
      if (invalid && fields[name].trim() === '') expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      else expect(field(name)).not.toHaveAttribute('aria-invalid');
    }
  },
});
