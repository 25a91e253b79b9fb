import { beforeEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { server } from '../support/msw-server';
import { REACT_MODES, renderRoute } from '../support/renderRoute';
import {
  APP_RENDER_TIMEOUT_MS,
  changeStorageInAnotherTab,
  signInForTest,
  TEST_SESSION,
  waitForLoginPage,
  otherApiCallsUnavailable,
} from '../support/session';

beforeEach(() => {
  server.use(otherApiCallsUnavailable());
});

describe.each(REACT_MODES)('the guard of the dashboard pages ($name)', { timeout: APP_RENDER_TIMEOUT_MS }, ({ strict }) => {
  it('sends a visitor without an access entry to login, keeping the wanted page and replacing history', async () => {
    const { router, history } = await renderRoute('/dashboard/transactions?page=2', { strict });
    await waitForLoginPage(router);
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toEqual({ redirect: '/dashboard/transactions?page=2' });
    // Replaced, not pushed: the guarded address is not left behind in history.
    expect(history.length).toBe(1);
  });

  it('replaces the entry when a visitor follows a link to the dashboard, so Back returns to the page they came from', async () => {
    const { router, history } = await renderRoute('/faq', { strict });
    await act(() => router.navigate({ to: '/dashboard' }));
    await waitForLoginPage(router);
    expect(history.location.pathname).toBe('/auth/login');
    expect(history.length).toBe(2);
    await act(async () => {
      history.back();
      await router.load();
    });
    expect(router.state.location.pathname).toBe('/faq');
  });

  it('shows the dashboard when the access entry exists', async () => {
    signInForTest();
    const { router } = await renderRoute('/dashboard', { strict });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(document.title).toBe('Dashboard · Acme Invest');
  });

  it.each(['undefined', 'null', '', '   ', '{"access":"x"}', 'a b c'])(
    'treats a corrupt access entry (%j) as signed out',
    async (corrupt) => {
      window.localStorage.setItem('access', corrupt);
      window.localStorage.setItem('refresh', TEST_SESSION.refresh);
      const { router } = await renderRoute('/dashboard', { strict });
      await waitForLoginPage(router);
      expect(router.state.location.search).toEqual({ redirect: '/dashboard' });
    },
  );

  it('sends this tab to login when another tab signs out while a dashboard page is open', async () => {
    signInForTest();
    const { router, history } = await renderRoute('/dashboard/profile/me', { strict });
    expect(router.state.location.pathname).toBe('/dashboard/profile/me');

    await act(async () => {
      changeStorageInAnotherTab((storage) => storage.clear(), null);
    });
    await waitForLoginPage(router);
    expect(router.state.location.search).toEqual({ redirect: '/dashboard/profile/me' });
    expect(history.length).toBe(1);
  });

  it('keeps a public page as it is when another tab signs out', async () => {
    signInForTest();
    const { router } = await renderRoute('/about', { strict });
    await act(async () => {
      changeStorageInAnotherTab((storage) => storage.removeItem('access'));
    });
    expect(router.state.location.pathname).toBe('/about');
  });
});
