import { expect } from 'vitest';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { heldApi, ok, fail, page, answerNewInvestorOverview } from './support';

const LOGOUT = '/account/logout/';

walkScreen('logout', {
  async mount({ strict, user }) {
    localStorage.setItem('access', 'header.access.sig');
    localStorage.setItem('refresh', 'header.refresh.sig');
    localStorage.setItem('user_id', '42');
    const api = heldApi([LOGOUT]);
    answerNewInvestorOverview();
    const { router } = await renderRoute('/auth/logout', { strict });
    return { api, router, user };
  },
  drive: {
    'logout.confirm': (_event, walk) => walk.user.click(yes()),
    'logout.cancel': (_event, walk) => walk.user.click(page().getByRole('button', { name: 'No, stay signed in' })),
    // Either answer ends the session: failures are ignored.
    'xstate.done.actor.logout': (_event, walk) => walk.api.answer(LOGOUT, ok({ message: 'Logged out.' })),
    'xstate.error.actor.logout': (_event, walk) => walk.api.answer(LOGOUT, fail(500, { detail: 'Server error' })),
  },
  async see(expected, walk) {
    if (expected.matches('cancelled')) {
      await soon(() => expect(walk.router.state.location.pathname).toBe('/dashboard'));
      expect(walk.api.count()).toBe(0);
      expect(localStorage.getItem('access')).toBe('header.access.sig');
    } else if (expected.matches('done')) {
      await soon(() => expect(walk.router.state.location.pathname).toBe('/auth/login'));
    } else if (expected.matches('signedOut')) {
      await soon(() => expect(page().getByRole('status')).toHaveTextContent('You have been successfully logged out.'));
      for (const key of ['access', 'refresh', 'user_id']) expect(localStorage.getItem(key)).toBeNull();
      expect(walk.router.state.location.pathname).toBe('/auth/logout');
    } else if (expected.matches('loggingOut')) {
      await soon(() => expect(walk.api.bodiesTo(LOGOUT)).toEqual([undefined]));
      expect(yes()).toBeDisabled();
      expect(yes()).toHaveTextContent('Logging you out…');
      expect(localStorage.getItem('access')).toBe('header.access.sig');
    } else {
      expect(page().getByText('Are you sure you want to log out?')).toBeInTheDocument();
      expect(yes()).toBeEnabled();
    }
  },
});

function yes() {
  return page().getByRole('button', { name: /^(Yes, log out|Logging you out…)$/ });
}
