import { describe, expect, it, vi } from 'vitest';
import { renderRoute, REACT_MODES } from '../../support/renderRoute';
import { pathsFor } from '../../support/modelPaths';
import { TIMERS } from '../../../machines/constants';
import { heldApi, ok, fail, fakeClock, eventually, page, pathName } from './support';

const LOGOUT = '/account/logout/';
type Snapshot = { matches: (value: unknown) => boolean };

describe.each(REACT_MODES)('logout screen walks every model path ($name)', ({ strict }) => {
  it.each(pathsFor('logout').map((path) => [pathName(path), path] as const))('%s', { timeout: 20_000 }, async (_name, path) => {
    localStorage.setItem('access', 'header.access.sig');
    localStorage.setItem('refresh', 'header.refresh.sig');
    localStorage.setItem('user_id', '42');
    const api = heldApi([LOGOUT]);
    const { router } = await renderRoute('/auth/logout', { strict });
    const user = fakeClock();
    const yes = () => page().getByRole('button', { name: /^(Yes, log out|Logging you out…)$/ });

    await path.test({
      events: {
        'logout.confirm': async () => user.click(yes()),
        'logout.cancel': async () => user.click(page().getByRole('button', { name: 'No, stay signed in' })),
        // Either answer ends the session: failures are ignored.
        'xstate.done.actor.0.logout.loggingOut': async () => api.answer(LOGOUT, ok({ message: 'Logged out.' })),
        'xstate.error.actor.0.logout.loggingOut': async () => api.answer(LOGOUT, fail(500, { detail: 'Server error' })),
        'xstate.after.logoutRedirectDelay.logout.signedOut': async () => {
          vi.advanceTimersByTime(TIMERS.logoutRedirectDelay);
        },
      } as never,
      states: {
        '*': async (state) => {
          const snapshot = state as unknown as Snapshot;
          if (snapshot.matches('cancelled')) {
            await eventually(() => expect(router.state.location.pathname).toBe('/dashboard'));
            expect(api.requests).toHaveLength(0);
            expect(localStorage.getItem('access')).toBe('header.access.sig');
          } else if (snapshot.matches('done')) {
            await eventually(() => expect(router.state.location.pathname).toBe('/auth/login'));
          } else if (snapshot.matches('signedOut')) {
            await eventually(() => expect(page().getByRole('status')).toHaveTextContent('You have been successfully logged out.'));
            for (const key of ['access', 'refresh', 'user_id']) expect(localStorage.getItem(key)).toBeNull();
            expect(router.state.location.pathname).toBe('/auth/logout');
          } else if (snapshot.matches('loggingOut')) {
            await eventually(() => expect(api.bodiesTo(LOGOUT)).toEqual([undefined]));
            expect(yes()).toBeDisabled();
            expect(yes()).toHaveTextContent('Logging you out…');
            expect(localStorage.getItem('access')).toBe('header.access.sig');
          } else {
            expect(page().getByText('Are you sure you want to log out?')).toBeInTheDocument();
            expect(yes()).toBeEnabled();
          }
        },
      },
    });
  });
});
