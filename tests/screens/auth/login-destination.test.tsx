/**
 * Section 7: after a successful login the app waits 2 s, then goes to the dashboard. The login
 * walk arrives with a page to go back to (the guard's `redirect`); this one arrives with none.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../support/msw-server';
import { REACT_MODES, renderRoute } from '../../support/renderRoute';
import { advance, soon } from '../../support/walk/clock';
import { AUTH_ROUTES, SPEC_TIMERS } from '../../oracle';
import { answerNewInvestorOverview, fakeClock, submitLogin } from './support';

describe.each(REACT_MODES)('a login with no page to go back to ($name)', ({ strict }) => {
  it('goes to the dashboard 2 s after it succeeds', async () => {
    server.use(http.post(apiUrl('/account/login/'), () => HttpResponse.json({ access: 'access-token', refresh: 'refresh-token', user_id: 7 })));
    answerNewInvestorOverview();
    const user = fakeClock();
    const { router } = await renderRoute(AUTH_ROUTES.login, { strict });
    await submitLogin(user, 'ada@example.com', 'analytical-engine');
    await soon(() => expect(localStorage.getItem('access')).toBe('access-token'));

    await advance(SPEC_TIMERS.loginRedirect - 1);
    expect(router.state.location.pathname).toBe(AUTH_ROUTES.login);
    await advance(1);
    await soon(() => expect(router.state.location.pathname).toBe(AUTH_ROUTES.dashboard));
  });
});
