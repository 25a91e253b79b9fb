import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { heldApi, ok, fail } from '../auth/support';
import { seeSuccessNote } from './support';

const SUBSCRIBE = '/management/subscribe/';
const SUCCESS = 'Successfully subscribed!';

type Context = { email: string; failure: Error | undefined };

/** The footer's newsletter form (the page's own fields are elsewhere). */
const newsletter = () => within(screen.getByRole('form', { name: 'Newsletter' }));
const emailField = () => newsletter().getByLabelText('Email address');
const submitButton = () => newsletter().getByRole('button', { name: /^(Subscribe|Subscribing…)$/ });

interface Page {
  api: ReturnType<typeof heldApi>;
  user: ReturnType<typeof userEvent.setup>;
  /** The submits the walk saw reach the server. */
  submits: number;
  /** When the success note appeared (see seeSuccessNote). */
  noteShownAt?: number;
}

walkScreen<Page>('subscribe', {
  async mount({ strict, user }) {
    const api = heldApi([SUBSCRIBE]);
    // The footer is on every public page; a short one renders quickest.
    await renderRoute('/privacy', { strict });
    return { api, user, submits: 0 };
  },
  drive: {
    'form.change': async ({ value }, walk) => {
      await walk.user.clear(emailField());
      await walk.user.type(emailField(), value);
    },
    'form.submit': (_event, walk) => walk.user.click(submitButton()),
    'xstate.done.actor.subscribe': ({ output }, walk) => walk.api.answer(SUBSCRIBE, ok(output)),
    'xstate.error.actor.subscribe': ({ error }, walk) => walk.api.answer(SUBSCRIBE, fail(400, { detail: error.message })),
  },
  async see(expected, walk) {
    const { email, failure } = expected.context as Context;
    if (expected.matches('submitting')) {
      walk.submits += 1;
      await soon(() => expect(walk.api.bodiesTo(SUBSCRIBE)).toHaveLength(walk.submits));
      expect(walk.api.bodiesTo(SUBSCRIBE).at(-1)).toEqual({ email: email.trim() });
      expect(submitButton()).toBeDisabled();
      expect(submitButton()).toHaveTextContent('Subscribing…');
    } else {
      expect(walk.api.bodiesTo(SUBSCRIBE)).toHaveLength(walk.submits);
      await soon(() => expect(submitButton()).toBeEnabled());
      expect(submitButton()).toHaveTextContent('Subscribe');
    }

    if (expected.matches({ editing: 'failed' })) {
      await soon(() => expect(newsletter().getByRole('alert')).toHaveTextContent(failure!.message));
    } else {
      await soon(() => expect(newsletter().queryByRole('alert')).not.toBeInTheDocument());
    }

    // The note stays 5 s, even while the next address is typed.
    await seeSuccessNote(newsletter, SUCCESS, expected, walk);

    // A success empties the field; a failure keeps the address.
    await soon(() => expect(emailField()).toHaveValue(email));
  },
});
