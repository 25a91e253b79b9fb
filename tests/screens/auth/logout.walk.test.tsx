import { expect } from 'vitest';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { delayEnded } from '../../support/walk/moment';
import { AUTH_CALLS, AUTH_LABELS, AUTH_ROUTES, SESSION_STORAGE_KEYS, SUCCESS } from '../../oracle';
import { heldApi, ok, fail, page, answerNewInvestorOverview } from './support';

const LOGOUT = AUTH_CALLS.logout.path;
const STORED = ['header.access.sig', 'header.refresh.sig', '42'];
const stored = () => SESSION_STORAGE_KEYS.map((key) => localStorage.getItem(key));

/**
 * Section 4's logout, from the oracle (tests/oracle): what the user sees follows what they
 * pressed and what the server answered (the walk's model), not the machine's state.
 */
interface LogoutWalk {
  api: ReturnType<typeof heldApi>;
  router: Awaited<ReturnType<typeof renderRoute>>['router'];
  user: UserEvent;
  pressed: 'yes' | 'no' | null;
  /** The logout call was answered (either way: failures are ignored). */
  answered: boolean;
  /** The 2-second wait after the answer ended: the login page follows. */
  left: boolean;
  /** Entries in the history when the page opened. */
  historyLength: number;
}

walkScreen('logout', {
  async mount({ strict, user }): Promise<LogoutWalk> {
    SESSION_STORAGE_KEYS.forEach((key, index) => localStorage.setItem(key, STORED[index]!));
    const api = heldApi([LOGOUT]);
    answerNewInvestorOverview();
    const { router } = await renderRoute(AUTH_ROUTES.logout, { strict });
    return { api, router, user, pressed: null, answered: false, left: false, historyLength: router.history.length };
  },
  drive: {
    'logout.confirm': (_event, walk) => {
      walk.pressed = 'yes';
      return walk.user.click(yes());
    },
    'logout.cancel': (_event, walk) => {
      walk.pressed = 'no';
      return walk.user.click(no());
    },
    // Either answer ends the session: failures are ignored.
    'xstate.done.actor.logout': (_event, walk) => {
      walk.answered = true;
      return walk.api.answer(LOGOUT, ok({ message: 'Logged out.' }));
    },
    'xstate.error.actor.logout': (_event, walk) => {
      walk.answered = true;
      return walk.api.answer(LOGOUT, fail(500, { detail: 'Server error' }));
    },
  },
  async see(_expected, walk, moment) {
    // The only delay: the success note's 2 seconds.
    if (delayEnded(moment)) walk.left = true;
    if (walk.pressed === 'no') {
      // "No returns to /dashboard": nothing is called, nothing removed, and while the dashboard
      // loads the page never says the investor was logged out.
      expect(page().queryByText(SUCCESS.loggedOut)).toBeNull();
      await soon(() => expect(walk.router.state.location.pathname).toBe(AUTH_ROUTES.dashboard));
      expect(walk.api.count()).toBe(0);
      expect(stored()).toEqual(STORED);
    } else if (walk.left) {
      // "login follows after 2 seconds" (the length is the oracle's, checked by the walk runner).
      await soon(() => expect(walk.router.state.location.pathname).toBe(AUTH_ROUTES.login));
      // The login page replaces the logout page in the history: Back does not return to it.
      expect(walk.router.history.length).toBe(walk.historyLength);
    } else if (walk.answered) {
      await soon(() => expect(page().getByRole('status')).toHaveTextContent(SUCCESS.loggedOut));
      expect(stored()).toEqual([null, null, null]);
      expect(walk.router.state.location.pathname).toBe(AUTH_ROUTES.logout);
      // The question and its buttons are gone; the focus, on the pressed button until then, moves
      // to the page's heading, so reading goes on from the top of what replaced them.
      expect(page().queryByText('Are you sure you want to log out?')).toBeNull();
      expect(page().queryByRole('button')).toBeNull();
      await soon(() => expect(page().getByRole('heading', { level: 1 })).toHaveFocus());
    } else if (walk.pressed === 'yes') {
      // Section 7: POST /account/logout/ with no body.
      await soon(() => expect(walk.api.bodiesTo(LOGOUT)).toEqual([undefined]));
      expect(yes()).toBeDisabled();
      expect(no()).toBeDisabled();
      expect(yes()).toHaveTextContent('Logging you out…');
      expect(stored()).toEqual(STORED);
    } else {
      expect(page().getByText('Are you sure you want to log out?')).toBeInTheDocument();
      expect(yes()).toBeEnabled();
      expect(no()).toBeEnabled();
      expect(page().queryByText(SUCCESS.loggedOut)).toBeNull();
      expect(yes()).toHaveTextContent(new RegExp(`^${AUTH_LABELS.logout.yes}\\b`));
      expect(no()).toHaveTextContent(new RegExp(`^${AUTH_LABELS.logout.no}\\b`));
    }
  },
});

function yes() {
  return page().getByRole('button', { name: /^(Yes, log out|Logging you out…)$/ });
}

function no() {
  return page().getByRole('button', { name: 'No, stay signed in' });
}
