/**
 * Logout when the access token has expired: the logout call's 401 refreshes
 * the session once, as every call does. Refreshed, the call is retried and the server ends the
 * session; refused, the session is already over. Either way the page ends with its message and
 * its 2-second redirect, never sent to the login page by the session first.
 */
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../support/msw-server';
import { REACT_MODES, renderRoute } from '../../support/renderRoute';
import { APP_RENDER_TIMEOUT_MS, TEST_SESSION, signInForTest } from '../../support/session';
import { soon } from '../../support/walk/clock';
import { SPEC_TIMERS } from '../../oracle/timers';
import { fakeClock, page } from './support';

const FRESH = { access: 'fresh.access.token', refresh: 'fresh.refresh.token' };

/** The server as it is once the access token has expired: logout refuses it, refresh answers `refreshAnswer`. */
function expiredSession(refreshAnswer: () => Response) {
  const logoutBearers: (string | null)[] = [];
  const refreshBodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/account/logout/'), ({ request }) => {
      const bearer = request.headers.get('Authorization');
      logoutBearers.push(bearer);
      return bearer === `Bearer ${FRESH.access}`
        ? HttpResponse.json({ message: 'You have been successfully logged out.' })
        : HttpResponse.json({ detail: 'Given token not valid for any token type' }, { status: 401 });
    }),
    http.post(apiUrl('/account/token/refresh/'), async ({ request }) => {
      refreshBodies.push(await request.json());
      return refreshAnswer();
    }),
  );
  return { logoutBearers, refreshBodies };
}

async function confirmLogout(strict: boolean) {
  const user = fakeClock();
  signInForTest();
  const { router } = await renderRoute('/auth/logout', { strict });
  await user.click(page().getByRole('button', { name: 'Yes, log out' }));
  return { router };
}

async function seeLoggedOutThenLogin(router: Awaited<ReturnType<typeof confirmLogout>>['router']) {
  await soon(() => expect(page().getByRole('status')).toHaveTextContent('You have been successfully logged out.'));
  expect(router.state.location.pathname).toBe('/auth/logout');
  for (const key of ['access', 'refresh', 'user_id']) expect(localStorage.getItem(key)).toBeNull();
  await vi.advanceTimersByTimeAsync(SPEC_TIMERS.logoutRedirect - 1);
  expect(router.state.location.pathname).toBe('/auth/logout');
  await vi.advanceTimersByTimeAsync(1);
  await soon(() => expect(router.state.location.pathname).toBe('/auth/login'));
}

describe.each(REACT_MODES)('logout with an expired access token ($name)', { timeout: APP_RENDER_TIMEOUT_MS }, ({ strict }) => {
  it('refreshes once, logs out on the server with the new token, then shows the message and redirects after 2 s', async () => {
    const seen = expiredSession(() => HttpResponse.json(FRESH));
    const { router } = await confirmLogout(strict);
    await seeLoggedOutThenLogin(router);
    expect(seen.refreshBodies).toEqual([{ refresh: TEST_SESSION.refresh }]);
    expect(seen.logoutBearers).toEqual([`Bearer ${TEST_SESSION.access}`, `Bearer ${FRESH.access}`]);
  });

  it('when the refresh is refused too, still shows the message and redirects after 2 s', async () => {
    const seen = expiredSession(() => HttpResponse.json({ detail: 'Token is invalid or expired' }, { status: 401 }));
    const { router } = await confirmLogout(strict);
    await seeLoggedOutThenLogin(router);
    expect(seen.refreshBodies).toEqual([{ refresh: TEST_SESSION.refresh }]);
    expect(seen.logoutBearers).toEqual([`Bearer ${TEST_SESSION.access}`]);
  });
});
