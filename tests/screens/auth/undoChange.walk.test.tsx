import { expect } from 'vitest';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { heldApi, ok, fail, page, seeFormAlert } from './support';
import { refusalOf } from '../../../machines/refusal';

const UNDO = '/account/undo/';
const SESSION_KEYS = ['access', 'refresh', 'user_id'] as const;

/** What the page says it does, before the press (the product's words, decided with the alert e-mails). */
const EXPLAINS = 'This removes the sign-in method the e-mail told you about and signs out every device. If you did not make that change, reset your password afterwards too.';
const REFUSED = 'This link is invalid, has expired or has already been used.';

/**
 * What the page shows, by the walk's own account (never the machine's): from the link opened, the
 * presses, and what the server answered.
 */
type Shown = 'ready' | 'missing' | 'undoing' | 'done' | 'refused' | 'failed';

interface UndoWalk {
  api: ReturnType<typeof heldApi>;
  router: Awaited<ReturnType<typeof renderRoute>>['router'];
  user: UserEvent;
  token: string | undefined;
  presses: number;
  shown: Shown;
  /** What the server said last: its confirmation, or why it refused the link. */
  message: string | null;
}

walkScreen('undoChange', {
  async mount({ strict, user, input }): Promise<UndoWalk> {
    // This browser is signed in: every session ends with the undo, this one too.
    localStorage.setItem('access', 'header.access.sig');
    localStorage.setItem('refresh', 'header.refresh.sig');
    localStorage.setItem('user_id', '42');
    const api = heldApi([UNDO]);
    const { token } = input as { token?: string };
    const { router } = await renderRoute(token ? `/auth/undo?token=${token}` : '/auth/undo', { strict });
    // A link without a token (or only spaces) cannot undo anything: the page says so at once.
    return { api, router, user, token, presses: 0, shown: token?.trim() ? 'ready' : 'missing', message: null };
  },
  drive: {
    'undo.confirm': async (_event, walk) => {
      walk.presses += 1;
      await walk.user.click(button());
      walk.shown = 'undoing';
    },
    'xstate.done.actor.undoChange': async ({ output }, walk) => {
      await walk.api.answer(UNDO, ok({ message: output }));
      walk.shown = 'done';
      walk.message = output;
    },
    'xstate.error.actor.undoChange': async ({ error }, walk) => {
      if (refusalOf({ error }).kind === 'linkInvalid') {
        await walk.api.answer(UNDO, fail(400, { detail: error.message, code: 'undo_link_invalid' }));
        walk.shown = 'refused';
        walk.message = error.message;
        return;
      }
      // A failure on the way says nothing of its own: the page's fallback shows.
      await walk.api.answer(UNDO, fail(503, {}));
      walk.shown = 'failed';
    },
  },
  async see(_expected, walk) {
    const { message, shown } = walk;
    expect(page().getByRole('heading', { level: 1 })).toHaveTextContent('Undo a change to your account');
    // Opening the page spends nothing: only each press sends the token, once.
    await soon(() => expect(walk.api.bodiesTo(UNDO)).toEqual(Array.from({ length: walk.presses }, () => ({ token: walk.token }))));
    if (shown === 'done') {
      await soon(() => expect(page().getByRole('status')).toHaveTextContent(message!));
      expect(page().getByRole('status')).toHaveFocus();
      for (const key of SESSION_KEYS) await soon(() => expect(localStorage.getItem(key)).toBeNull());
      expect(page().queryByRole('button', { name: /Remove it/ })).not.toBeInTheDocument();
      return expect(page().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    }
    // Until it worked, this browser stays signed in.
    expect(localStorage.getItem('access')).toBe('header.access.sig');
    if (shown === 'missing' || shown === 'refused') {
      await seeFormAlert(shown === 'missing' ? REFUSED : message, { focused: false });
      expect(page().queryByRole('button', { name: /Remove it/ })).not.toBeInTheDocument();
      expect(page().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
      return expect(page().getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/auth/reset-password');
    }
    expect(page().getByText(EXPLAINS)).toBeInTheDocument();
    if (shown === 'undoing') {
      await soon(() => expect(button()).toHaveTextContent('Removing it…'));
      return expect(button()).toBeDisabled();
    }
    await seeFormAlert(shown === 'failed' ? 'We could not undo the change. Please try again.' : null);
    expect(button()).toHaveTextContent('Remove it and sign out everywhere');
    expect(button()).toBeEnabled();
  },
});

function button() {
  return page().getByRole('button', { name: /^(Remove it and sign out everywhere|Removing it…)$/ });
}
