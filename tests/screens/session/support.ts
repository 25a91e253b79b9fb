/**
 * The world of the session walk: the API server's side of the session (msw), another tab of the
 * app that holds the cross-tab refresh lock, and the user's ways in and out (the real login and
 * logout pages). Everything goes through the app's real HTTP client and its refresh interceptor.
 */
import { expect, onTestFinished } from 'vitest';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../support/msw-server';
import { advance, soon } from '../../support/walk/clock';
import type { AppRouter } from '../../../src/app/router';
import type { OverviewWire } from '../../../contract/investor';
import type { LoginResponse } from '../../../contract/account';
import { api } from '../../../src/api/call';
import { statusOf } from '../../../src/api/errors';
import { REDIRECT_NOTICES, SESSION_STORAGE_KEYS as SESSION_KEYS, SUCCESS } from '../../oracle/auth';
import { SESSION_CALLS, SIGNED_IN_PATH } from '../../oracle/session';
import { SPEC_TIMERS } from '../../oracle/timers';
import { fill, page } from '../auth/support';

type User = ReturnType<typeof userEvent.setup>;

/** A session as a tab stores it: the three entries, `refresh` and `user_id` possibly absent. */
export interface StoredTokens {
  access: string;
  refresh: string | null;
  userId: string | null;
}

/** The investor's overview: what the dashboard shows once its data loads. */
export const OVERVIEW: OverviewWire = {
  balances: { available_cents: 120_000, invested_cents: 0, accrued_cents: 0, total_earned_cents: 0 },
  active_investments: [], awaiting_decision: [], pending_deposits: [], pending_withdrawals: [], recent_transactions: [],
  referral_code: 'ADA123', needs_acknowledgement: false,
};
/** How the dashboard shows OVERVIEW's available balance. */
export const AVAILABLE_BALANCE = '$1,200.00';

/** One refresh call as it reached the server: its JSON body and the content type it was sent as. */
export interface RefreshCall {
  body: unknown;
  contentType: string | null;
}

/**
 * How the server answers a refresh call: new tokens (`refresh: null` when it does not rotate the
 * refresh token: section 7 only promises `access`), a refusal or failure with a status, no answer
 * at all, or a 200 without the access token the app needs.
 */
export type RefreshAnswer = { tokens: { access: string; refresh: string | null } } | { status: number } | 'network error' | 'no access token';

/**
 * The server's side of the session: it accepts one access token at a time (the last it issued,
 * by a login or a refresh), refuses any other with a 401, and holds each refresh call until the
 * walk answers it. `seen` is what reached it.
 */
export function sessionServer() {
  const seen = { refreshCalls: [] as RefreshCall[], overviewBearers: [] as string[] };
  let validAccess: string | null = null;
  let loginAnswer: LoginResponse | undefined;
  const heldRefreshes: ((response: Response) => void)[] = [];
  server.use(
    http.get(apiUrl('/investor/overview/'), ({ request }) => {
      const bearer = request.headers.get('Authorization') ?? '';
      seen.overviewBearers.push(bearer);
      if (validAccess !== null && bearer === `Bearer ${validAccess}`) return HttpResponse.json(OVERVIEW);
      return HttpResponse.json({ detail: 'Given token not valid for any token type' }, { status: 401 });
    }),
    http.post(apiUrl(SESSION_CALLS.login.path), () => {
      if (!loginAnswer) throw new Error('a login nobody expected');
      validAccess = loginAnswer.access;
      return HttpResponse.json(loginAnswer);
    }),
    http.post(apiUrl(SESSION_CALLS.logout.path), () => HttpResponse.json({ message: 'Logged out.' })),
    http.post(apiUrl(SESSION_CALLS.refresh.path), async ({ request }) => {
      seen.refreshCalls.push({ body: await request.json(), contentType: request.headers.get('Content-Type') });
      return new Promise<Response>((resolve) => heldRefreshes.push(resolve));
    }),
  );
  return {
    seen,
    /** The next login succeeds with these tokens. */
    willLogIn(tokens: LoginResponse) {
      loginAnswer = tokens;
    },
    /** The token in use expires: the server refuses it from now on. */
    expireAccess() {
      validAccess = null;
    },
    /** The server issued `access` elsewhere (another tab's login or refresh) and accepts it. */
    accept(access: string) {
      validAccess = access;
    },
    /** Answers the refresh call the app made (it arrives once the lock is the app's). */
    async answerRefresh(answer: RefreshAnswer) {
      await soon(() => expect(heldRefreshes, 'no refresh call is waiting').toHaveLength(1));
      let response: Response;
      if (answer === 'network error') response = HttpResponse.error();
      else if (answer === 'no access token') response = HttpResponse.json({ detail: 'Token refreshed.' });
      else if ('tokens' in answer) {
        validAccess = answer.tokens.access;
        response = HttpResponse.json({ access: answer.tokens.access, ...(answer.tokens.refresh ? { refresh: answer.tokens.refresh } : {}) });
      } else {
        const headers: Record<string, string> = answer.status === 429 ? { 'Retry-After': '30' } : {};
        response = HttpResponse.json({ detail: answer.status === 401 ? 'Token is invalid or expired' : 'Try again later' }, { status: answer.status, headers });
      }
      heldRefreshes.shift()!(response);
    },
  };
}

export type SessionServer = ReturnType<typeof sessionServer>;

/**
 * `navigator.locks` (jsdom has none) while another tab of the app holds the refresh lock: every
 * request of this tab waits until `release()`, so the walk sees this tab waiting for its refresh
 * and decides what the other tab did meanwhile. A request whose signal aborts (the refresh was
 * cancelled) leaves the queue.
 */
export function lockHeldByAnotherTab() {
  const waiting: (() => void)[] = [];
  let requests = 0;
  const locks = {
    request<T>(_name: string, options: { signal?: AbortSignal }, work: () => Promise<T>): Promise<T> {
      requests += 1;
      return new Promise<T>((resolve, reject) => {
        const grant = () => void work().then(resolve, reject);
        waiting.push(grant);
        options.signal?.addEventListener('abort', () => {
          waiting.splice(waiting.indexOf(grant), 1);
          reject(options.signal!.reason);
        }, { once: true });
      });
    },
  };
  Object.defineProperty(window.navigator, 'locks', { value: locks, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(window.navigator, 'locks');
  });
  return {
    /** How many times this tab asked for the lock: once per refresh it started. */
    requests: () => requests,
    /** The other tab is done with the lock: this tab's waiting refresh goes ahead. */
    async release() {
      await soon(() => expect(waiting, 'no refresh waits for the lock').toHaveLength(1));
      waiting.shift()!();
    },
  };
}

/**
 * Another tab of the app writes the session entries; this tab gets the `storage` event. A tab
 * that signs out may remove the entries one by one (the event names the key) or clear its whole
 * storage (`localStorage.clear()`: the event's key is null); the app must follow both.
 */
export function anotherTabStores(session: StoredTokens | null, signOut: 'removes the entries' | 'clears storage' = 'removes the entries'): void {
  if (session) {
    localStorage.setItem('access', session.access);
    if (session.refresh) localStorage.setItem('refresh', session.refresh);
    if (session.userId) localStorage.setItem('user_id', session.userId);
  } else if (signOut === 'clears storage') {
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    return;
  } else {
    for (const key of SESSION_KEYS) localStorage.removeItem(key);
  }
  window.dispatchEvent(new StorageEvent('storage', { key: 'access', storageArea: localStorage }));
}

/** How one of the app's own API calls ended: with the data, or refused with a status. */
export type CallOutcome = { data: unknown } | { status: number | undefined } | 'pending';

/** A data call of the app (the dashboard's overview), through its real client; `outcome()` says how it ended so far. */
export function overviewCall() {
  let outcome: CallOutcome = 'pending';
  api.overview().then(
    (data) => (outcome = { data }),
    (error: unknown) => (outcome = { status: statusOf(error) }),
  );
  return { outcome: () => outcome };
}

/** Opens a page of the app, as a link or the address bar does. */
async function open(router: AppRouter, to: '/auth/login' | '/auth/logout') {
  if (router.state.location.pathname !== to) await router.navigate({ to });
  await soon(() => expect(router.state.location.pathname).toBe(to));
}

/** The user logs in on the login page; it takes them on (to the dashboard) 2 s later. */
export async function logIn(user: User, router: AppRouter, api: SessionServer, tokens: LoginResponse) {
  await open(router, '/auth/login');
  api.willLogIn(tokens);
  await fill(user, 'Email address', 'ada@example.com');
  await fill(user, 'Password', 'correct horse battery');
  await user.click(await soon(() => page().getByRole('checkbox', { name: "I'm not a robot (development captcha)" })));
  await user.click(page().getByRole('button', { name: 'Log in' }));
  await soon(() => expect(page().getByRole('status')).toHaveTextContent(REDIRECT_NOTICES.login));
  // The login page's own delay, not the session's.
  await advance(SPEC_TIMERS.loginRedirect);
}

/** The user logs out on the logout page; it takes them to the login page 2 s later. */
export async function logOut(user: User, router: AppRouter) {
  await open(router, '/auth/logout');
  await user.click(await soon(() => page().getByRole('button', { name: 'Yes, log out' })));
  await soon(() => expect(page().getByRole('status')).toHaveTextContent(SUCCESS.loggedOut));
  // The logout page's own delay, not the session's.
  await advance(SPEC_TIMERS.logoutRedirect);
}

/** The page the user is on: the dashboard with the investor's data, or the login page. */
export async function seePage(router: AppRouter, expected: { pathname: string; search: Record<string, string> }) {
  await soon(() => {
    expect(router.state.location.pathname).toBe(expected.pathname);
    expect(router.state.location.search).toEqual(expected.search);
    expect(router.state.status).toBe('idle');
  });
  if (expected.pathname === SIGNED_IN_PATH) {
    await soon(() => expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument());
    await soon(() => expect(screen.getByText(AVAILABLE_BALANCE)).toBeInTheDocument());
  } else {
    await soon(() => expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument());
  }
}
