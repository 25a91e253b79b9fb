import { expect } from 'vitest';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { heldApi, ok, fail, page, seeFormAlert } from './support';
import { refusalOf } from '../../../machines/refusal';

const UNDO = '/account/undo/';
const SESSION_KEYS = ['access', 'refresh', 'user_id'] as const;

/** What the page says it does, before the press (the words). */
const EXPLAINS = 'This removes the sign-in method the e-mail told you about and signs out every device. If you did not make that change, reset your password afterwards too.';
const REFUSED = 'This link is invalid, has expired or has already been used.';

walkScreen('undoChange', {
  async mount({ strict, user, input }) {
    // This browser is signed in: every session ends with the undo, this one too.
    localStorage.setItem('access', 'header.access.sig');
    localStorage.setItem('refresh', 'header.refresh.sig');
    localStorage.setItem('user_id', '42');
    const api = heldApi([UNDO]);
    const { token } = input as { token?: string };
    const { router } = await renderRoute(token ? `/auth/undo?token=${token}` : '/auth/undo', { strict });
    return { api, router, user, token, presses: 0 };
  },
  drive: {
    'undo.confirm': async (_event, walk) => {
      walk.presses += 1;
      await walk.user.click(button());
    },
    'xstate.done.actor.undoChange': ({ output }, walk) => walk.api.answer(UNDO, ok({ message: output })),
    'xstate.error.actor.undoChange': ({ error }, walk) =>
      refusalOf({ error }).kind === 'linkInvalid'
        ? walk.api.answer(UNDO, fail(400, { detail: error.message, code: 'undo_link_invalid' }))
        : // A failure on the way says nothing of its own: the page's fallback shows.
          walk.api.answer(UNDO, fail(503, {})),
  },
  async see(expected, walk) {
    const { message } = expected.context as { message: string | null };
    expect(page().getByRole('heading', { level: 1 })).toHaveTextContent('Undo a change to your account');
    // Opening the page spends nothing: only each press sends the token, once.
    await soon(() => expect(walk.api.bodiesTo(UNDO)).toEqual(Array.from({ length: walk.presses }, () => ({ token: walk.token }))));
    if (expected.matches('done')) {
      await soon(() => expect(page().getByRole('status')).toHaveTextContent(message!));
      expect(page().getByRole('status')).toHaveFocus();
      for (const key of SESSION_KEYS) await soon(() => expect(localStorage.getItem(key)).toBeNull());
      expect(page().queryByRole('button', { name: /Remove it/ })).not.toBeInTheDocument();
      return expect(page().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    }
    // Until it worked, this browser stays signed in.
    expect(localStorage.getItem('access')).toBe('header.access.sig');
    if (expected.matches('linkInvalid')) {
      await seeFormAlert(expected.matches({ linkInvalid: 'missing' }) ? REFUSED : message, { focused: false });
      expect(page().queryByRole('button', { name: /Remove it/ })).not.toBeInTheDocument();
      expect(page().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
      return expect(page().getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/auth/reset-password');
    }
    expect(page().getByText(EXPLAINS)).toBeInTheDocument();
    if (expected.matches('undoing')) {
      await soon(() => expect(button()).toHaveTextContent('Removing it…'));
      return expect(button()).toBeDisabled();
    }
    await seeFormAlert(expected.matches('failed') ? 'We could not undo the change. Please try again.' : null);
    expect(button()).toHaveTextContent('Remove it and sign out everywhere');
    expect(button()).toBeEnabled();
  },
});

function button() {
  return page().getByRole('button', { name: /^(Remove it and sign out everywhere|Removing it…)$/ });
}
