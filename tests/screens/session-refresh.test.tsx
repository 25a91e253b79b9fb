import { beforeEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { http } from '../../src/api/client';
import { api } from '../../src/api/call';
import { statusOf } from '../../src/api/errors';
import { apiUrl, server } from '../support/msw-server';
import { REACT_MODES, renderRoute } from '../support/renderRoute';
import {
  APP_RENDER_TIMEOUT_MS,
  changeStorageInAnotherTab,
  installFakeWebLocks,
  signInForTest,
  TEST_SESSION,
  waitForLoginPage,
  otherApiCallsUnavailable,
} from '../support/session';

beforeEach(() => {
  server.use(otherApiCallsUnavailable());
});

// The dashboard's own calls are not built yet: any guarded call shows the behaviour.
const GUARDED_CALL = '/dashboard/summary/';
const FRESH = { access: 'fresh.access.token', refresh: 'rotated.refresh.token' };

/** A promise the test opens by hand. */
function latch() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

interface GuardedOptions {
  /** Runs while a request is refused (what another tab does meanwhile). */
  whileRefusing?: () => void;
  /** Refusals after the first wait for this, so they reach the app while its refresh is under way. */
  laterRefusalsWaitFor?: Promise<void>;
}

/** A guarded endpoint that accepts only `validAccess`, and records the bearer of every call. */
function guardedEndpoint(validAccess: string | null, options: GuardedOptions = {}) {
  const bearers: string[] = [];
  let refusals = 0;
  let awaited = { count: Infinity, open: () => {} };
  return {
    bearers,
    /** Resolves once `count` calls were refused with a 401. */
    afterRefusals: (count: number) => {
      const refused = latch();
      awaited = { count, open: refused.open };
      return refused.opened;
    },
    handler: mock.get(apiUrl(GUARDED_CALL), async ({ request }) => {
      const bearer = request.headers.get('Authorization') ?? '';
      bearers.push(bearer);
      if (validAccess !== null && bearer === `Bearer ${validAccess}`) return HttpResponse.json({ balance: 1200 });
      refusals += 1;
      if (refusals > 1 && options.laterRefusalsWaitFor) await options.laterRefusalsWaitFor;
      options.whileRefusing?.();
      if (refusals >= awaited.count) awaited.open();
      return HttpResponse.json({ detail: 'Given token not valid for any token type' }, { status: 401 });
    }),
  };
}

/** The refresh endpoint: records each body it receives and answers with `answer()`. */
function refreshEndpoint(answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  return {
    bodies,
    handler: mock.post(apiUrl('/account/token/refresh/'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  };
}

const stored = () => ({
  access: window.localStorage.getItem('access'),
  refresh: window.localStorage.getItem('refresh'),
  user_id: window.localStorage.getItem('user_id'),
});

async function failureOf(call: Promise<unknown>): Promise<number | undefined> {
  try {
    await call;
  } catch (error) {
    return statusOf(error);
  }
  throw new Error('The call was expected to fail.');
}

describe.each(REACT_MODES)('refresh on a 401 ($name)', { timeout: APP_RENDER_TIMEOUT_MS }, ({ strict }) => {
  it.each([2, 3])('makes ONE refresh call for %i concurrent 401s, then retries each request once', async (count) => {
    signInForTest();
    // The first 401 starts the refresh; the others arrive while it is on the server, which
    // answers only once every request was refused.
    const refreshArrived = latch();
    const guarded = guardedEndpoint(FRESH.access, { laterRefusalsWaitFor: refreshArrived.opened });
    const allRefused = guarded.afterRefusals(count);
    const refresh = refreshEndpoint(async () => {
      refreshArrived.open();
      await allRefused;
      return HttpResponse.json(FRESH);
    });
    server.use(guarded.handler, refresh.handler);
    await renderRoute('/dashboard', { strict });

    const answers = await act(() => Promise.all(Array.from({ length: count }, () => http.get(GUARDED_CALL))));

    expect(answers.map((answer) => answer.data)).toEqual(Array.from({ length: count }, () => ({ balance: 1200 })));
    expect(refresh.bodies).toEqual([{ refresh: TEST_SESSION.refresh }]);
    expect(guarded.bearers.filter((bearer) => bearer === `Bearer ${TEST_SESSION.access}`)).toHaveLength(count);
    expect(guarded.bearers.filter((bearer) => bearer === `Bearer ${FRESH.access}`)).toHaveLength(count);
    expect(stored()).toEqual({ access: FRESH.access, refresh: FRESH.refresh, user_id: TEST_SESSION.userId });
  });

  it('keeps the old refresh token when the server does not rotate it', async () => {
    signInForTest();
    const guarded = guardedEndpoint(FRESH.access);
    const refresh = refreshEndpoint(() => HttpResponse.json({ access: FRESH.access }));
    server.use(guarded.handler, refresh.handler);
    await renderRoute('/dashboard', { strict });

    await act(() => http.get(GUARDED_CALL));
    expect(stored()).toEqual({ access: FRESH.access, refresh: TEST_SESSION.refresh, user_id: TEST_SESSION.userId });
  });

  it('retries a request only once: a second 401 fails without another refresh', async () => {
    signInForTest();
    const guarded = guardedEndpoint(null);
    const refresh = refreshEndpoint(() => HttpResponse.json(FRESH));
    server.use(guarded.handler, refresh.handler);
    await renderRoute('/dashboard', { strict });

    expect(await act(() => failureOf(http.get(GUARDED_CALL)))).toBe(401);
    expect(refresh.bodies).toHaveLength(1);
    expect(guarded.bearers).toEqual([`Bearer ${TEST_SESSION.access}`, `Bearer ${FRESH.access}`]);
  });

  it('on a 401 from the refresh clears the three entries and goes to login once, keeping the page', async () => {
    signInForTest();
    const refreshArrived = latch();
    const guarded = guardedEndpoint(FRESH.access, { laterRefusalsWaitFor: refreshArrived.opened });
    const allRefused = guarded.afterRefusals(2);
    const refresh = refreshEndpoint(async () => {
      refreshArrived.open();
      await allRefused;
      return HttpResponse.json({ detail: 'Token is invalid or expired' }, { status: 401 });
    });
    server.use(guarded.handler, refresh.handler);
    const { router, history } = await renderRoute('/dashboard/referrals', { strict });
    const navigations: string[] = [];
    const stopWatching = history.subscribe(({ location, action }) => navigations.push(`${action.type} ${location.pathname}`));

    const failures = await act(() => Promise.all([failureOf(http.get(GUARDED_CALL)), failureOf(http.get(GUARDED_CALL))]));
    stopWatching();

    expect(failures).toEqual([401, 401]);
    expect(refresh.bodies).toHaveLength(1);
    expect(guarded.bearers).toHaveLength(2);
    expect(stored()).toEqual({ access: null, refresh: null, user_id: null });
    await waitForLoginPage(router);
    expect(router.state.location.search).toEqual({ redirect: '/dashboard/referrals' });
    expect(navigations).toEqual(['REPLACE /auth/login']);
    expect(history.length).toBe(1);
  });

  it.each([
    ['a server error', () => HttpResponse.json({ detail: 'Server error' }, { status: 500 })],
    ['an unavailable server', () => new HttpResponse(null, { status: 503 })],
    ['a rate limit', () => HttpResponse.json({ detail: 'Slow down' }, { status: 429, headers: { 'Retry-After': '30' } })],
    ['a network failure', () => HttpResponse.error()],
  ])('stays signed in after %s on the refresh; the request fails with its own error', async (_, answer) => {
    signInForTest();
    const guarded = guardedEndpoint(FRESH.access);
    const refresh = refreshEndpoint(answer);
    server.use(guarded.handler, refresh.handler);
    const { router } = await renderRoute('/dashboard', { strict });

    expect(await act(() => failureOf(http.get(GUARDED_CALL)))).toBe(401);
    expect(refresh.bodies).toHaveLength(1);
    expect(stored()).toEqual({ access: TEST_SESSION.access, refresh: TEST_SESSION.refresh, user_id: TEST_SESSION.userId });
    expect(router.state.location.pathname).toBe('/dashboard');

    // The next 401 tries again, and this time the server refreshes.
    server.use(refreshEndpoint(() => HttpResponse.json(FRESH)).handler);
    expect((await act(() => http.get(GUARDED_CALL))).data).toEqual({ balance: 1200 });
  });

  it("never refreshes on the refresh call's own 401", async () => {
    signInForTest();
    const refresh = refreshEndpoint(() => HttpResponse.json({ detail: 'Token is invalid or expired' }, { status: 401 }));
    server.use(refresh.handler);
    await renderRoute('/dashboard', { strict });

    expect(await act(() => failureOf(api.refreshToken({ body: { refresh: TEST_SESSION.refresh } })))).toBe(401);
    expect(refresh.bodies).toHaveLength(1);
    expect(stored().access).toBe(TEST_SESSION.access);
  });

  it("never refreshes on login's 401 (wrong password)", async () => {
    signInForTest();
    const refresh = refreshEndpoint(() => HttpResponse.json(FRESH));
    server.use(
      refresh.handler,
      mock.post(apiUrl('/account/login/'), () => HttpResponse.json({ detail: 'Invalid credentials' }, { status: 401 })),
    );
    await renderRoute('/auth/login', { strict });

    const login = api.login({ body: { email: 'ada@example.com', password: 'wrong-password', recaptcha_token: 'token' } });
    expect(await act(() => failureOf(login))).toBe(401);
    expect(refresh.bodies).toEqual([]);
  });

  it("never refreshes on a passkey sign-in's 401 (a passkey the site does not know)", async () => {
    signInForTest();
    const refresh = refreshEndpoint(() => HttpResponse.json(FRESH));
    server.use(
      refresh.handler,
      mock.post(apiUrl('/account/login/passkey/'), () => HttpResponse.json({ detail: 'This passkey is not recognised.' }, { status: 401 })),
    );
    await renderRoute('/auth/login', { strict });

    expect(await act(() => failureOf(http.post('/account/login/passkey/', { response: {} })))).toBe(401);
    expect(refresh.bodies).toEqual([]);
  });

  it('uses a token another tab already rotated, without a refresh call', async () => {
    signInForTest();
    // While the request is on its way with the old token, another tab refreshes and stores new ones.
    const guarded = guardedEndpoint(FRESH.access, {
      whileRefusing: () =>
        changeStorageInAnotherTab((storage) => {
          storage.setItem('access', FRESH.access);
          storage.setItem('refresh', FRESH.refresh);
        }),
    });
    const refresh = refreshEndpoint(() => HttpResponse.json({ access: 'never.used.token' }));
    server.use(guarded.handler, refresh.handler);
    await renderRoute('/dashboard', { strict });

    expect((await act(() => http.get(GUARDED_CALL))).data).toEqual({ balance: 1200 });
    expect(refresh.bodies).toEqual([]);
    expect(guarded.bearers).toEqual([`Bearer ${TEST_SESSION.access}`, `Bearer ${FRESH.access}`]);
  });
});

describe('refresh across tabs with Web Locks', { timeout: APP_RENDER_TIMEOUT_MS }, () => {
  it('refreshes inside the shared lock', async () => {
    const locks = installFakeWebLocks();
    signInForTest();
    const guarded = guardedEndpoint(FRESH.access);
    const refresh = refreshEndpoint(() => HttpResponse.json(FRESH));
    server.use(guarded.handler, refresh.handler);
    await renderRoute('/dashboard');

    expect((await act(() => http.get(GUARDED_CALL))).data).toEqual({ balance: 1200 });
    expect(locks.requests).toEqual(['acme-session-refresh']);
    expect(refresh.bodies).toHaveLength(1);
  });

  it('does not call refresh when the tab that held the lock already rotated the token', async () => {
    const locks = installFakeWebLocks();
    signInForTest();
    const guarded = guardedEndpoint(FRESH.access);
    const refresh = refreshEndpoint(() => HttpResponse.json({ access: 'never.used.token' }));
    server.use(guarded.handler, refresh.handler);
    await renderRoute('/dashboard');
    // While this tab waits for the lock, the other tab refreshes and stores the new tokens
    // (its storage event reaches this tab while it is refreshing, and is not needed).
    locks.whileWaiting(() => {
      window.localStorage.setItem('access', FRESH.access);
      window.localStorage.setItem('refresh', FRESH.refresh);
    });

    expect((await act(() => http.get(GUARDED_CALL))).data).toEqual({ balance: 1200 });
    expect(locks.requests).toEqual([locks.lockName]);
    expect(refresh.bodies).toEqual([]);
    expect(guarded.bearers).toEqual([`Bearer ${TEST_SESSION.access}`, `Bearer ${FRESH.access}`]);
  });

  it('signs out without a call when the other tab signed out while this one waited', async () => {
    const locks = installFakeWebLocks();
    signInForTest();
    const guarded = guardedEndpoint(FRESH.access);
    const refresh = refreshEndpoint(() => HttpResponse.json(FRESH));
    server.use(guarded.handler, refresh.handler);
    const { router } = await renderRoute('/dashboard/withdraw');
    locks.whileWaiting(() => window.localStorage.clear());

    expect(await act(() => failureOf(http.get(GUARDED_CALL)))).toBe(401);
    expect(refresh.bodies).toEqual([]);
    await waitForLoginPage(router);
    expect(router.state.location.search).toEqual({ redirect: '/dashboard/withdraw' });
  });
});
