import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { heldApi, ok } from '../auth/support';
import { refuseSubmit, seeSuccessNote, type FormShown } from './support';
import { delayEnded } from '../../support/walk/moment';

const SUBSCRIBE = '/management/subscribe/';
const SUCCESS = 'Successfully subscribed!';

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
  /** By the walk's own account: what the form shows, what its field holds, and the server's last refusal. */
  shown: FormShown;
  email: string;
  failure: string | null;
}

walkScreen<Page>('subscribe', {
  async mount({ strict, user }) {
    const api = heldApi([SUBSCRIBE]);
    // The footer is on every public page; a short one renders quickest.
    await renderRoute('/privacy', { strict });
    return { api, user, submits: 0, shown: 'clean', email: '', failure: null };
  },
  drive: {
    'form.change': async ({ value }, walk) => {
      await walk.user.clear(emailField());
      await walk.user.type(emailField(), value);
      walk.email = value;
    },
    // A blank address (spaces are blank) sends nothing.
    'form.submit': async (_event, walk) => {
      await walk.user.click(submitButton());
      if (walk.email.trim() !== '') walk.shown = 'submitting';
    },
    // A success empties the field; a refusal keeps the address.
    'xstate.done.actor.subscribe': async ({ output }, walk) => {
      await walk.api.answer(SUBSCRIBE, ok(output));
      walk.shown = 'succeeded';
      walk.email = '';
    },
    'xstate.error.actor.subscribe': ({ error }, walk) => refuseSubmit(walk, SUBSCRIBE, error),
  },
  async see(_expected, walk, moment) {
    // The success note's 5 s are up.
    if (delayEnded(moment)) walk.shown = 'clean';
    const { email, failure, shown } = walk;
    if (shown === 'submitting') {
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

    if (shown === 'failed') {
      await soon(() => expect(newsletter().getByRole('alert')).toHaveTextContent(failure!));
    } else {
      await soon(() => expect(newsletter().queryByRole('alert')).not.toBeInTheDocument());
    }

    // The note stays 5 s, even while the next address is typed.
    await seeSuccessNote(newsletter, SUCCESS, walk);

    await soon(() => expect(emailField()).toHaveValue(email));
  },
});
