/**
 * The session walked through the real app: the user logs in and out on the real pages, the app's
 * data calls go through its real HTTP client and refresh interceptor to msw, another tab holds
 * the refresh lock and writes storage. At every step the walk checks what the user sees (the page
 * and its address), the stored entries, and what reached the server.
 */
import { expect } from 'vitest';
import type userEvent from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { RefreshResult, SessionTokens } from '../../../machines/session.machine';
import { renderRoute } from '../../support/renderRoute';
import type { AppRouter } from '../../../src/app/router';
import { walkScreen, type WalkSpec } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import {
  OVERVIEW, anotherTabStores, entriesOf, lockHeldByAnotherTab, logIn, logOut, overviewCall, seePage, sessionServer, storedEntries,
  type SessionServer,
} from './support';

type User = ReturnType<typeof userEvent.setup>;
type Where = { pathname: string; search: Record<string, string> };

const DASHBOARD: Where = { pathname: '/dashboard', search: {} };
const LOGIN: Where = { pathname: '/auth/login', search: {} };
/** The guard's (or the session's) way to login from the dashboard: it keeps the page to come back to. */
const LOGIN_BACK_TO_DASHBOARD: Where = { pathname: '/auth/login', search: { redirect: '/dashboard' } };

/** The refresh's transient failures, in turn: the user stays signed in after each. */
const FAILURES = [{ status: 503 }, { status: 429 }, 'network error'] as const;

interface Walk {
  user: User;
  router: AppRouter;
  api: SessionServer;
  lock: ReturnType<typeof lockHeldByAnotherTab>;
  /** The event of this step (what `see` checks the outcome of); none at the start. */
  event: EventObject | undefined;
  /**
   * The app's data calls refused by the last refresh request (and how many refreshes the tab had
   * started before them), until `see` checked how they ended.
   */
  calls: { made: ReturnType<typeof overviewCall>[]; refreshesBefore: number } | undefined;
  failures: number;
  /** What the previous step showed. */
  before: { where: Where; session: SessionTokens | null; refreshCalls: number; overviewCalls: number };
}

/** Where the user is after this step: the login and logout pages take them on; the session moves them only when it ends on a guarded page. */
function whereTheUserIs(expected: AnyMachineSnapshot, walk: Walk): Where {
  // At the start: on the dashboard with a stored session, else sent by the guard to log in.
  if (walk.event === undefined) return expected.matches('signedIn') ? DASHBOARD : LOGIN_BACK_TO_DASHBOARD;
  if (walk.event.type === 'session.signedIn') return DASHBOARD;
  if (walk.event.type === 'session.signedOut') return LOGIN;
  if (expected.matches('signedOut') && walk.before.where.pathname === '/dashboard') return LOGIN_BACK_TO_DASHBOARD;
  return walk.before.where;
}

/** Whether this step's event had the server answer a refresh call (it had none when another tab signed out first). */
function refreshAnswered(event: EventObject | undefined): boolean {
  if (event?.type === 'xstate.error.actor.refreshSession') return true;
  return event?.type === 'xstate.done.actor.refreshSession' && (event as EventObject & { output: RefreshResult }).output.type !== 'signedOutElsewhere';
}

/** Notes the step's event on the page before driving it. */
function noting<TEvent extends EventObject>(drive: (event: TEvent, walk: Walk) => Promise<unknown> | unknown) {
  return async (event: TEvent, walk: Walk) => {
    walk.event = event;
    await drive(event, walk);
  };
}

const spec: WalkSpec<'session', Walk> = {
  // One tour of 38 steps, a third of them a login or a logout through the real pages: over a
  // minute on a busy machine.
  timeout: 120_000,
  async mount({ strict, user, input }) {
    const api = sessionServer();
    const lock = lockHeldByAnotherTab();
    // A session an earlier visit stored (the server still accepts its token), or none.
    const { session } = input as { session: SessionTokens | null };
    if (session) {
      api.accept(session.access);
      for (const [key, value] of Object.entries(entriesOf(session))) if (value !== null) localStorage.setItem(key, value);
    }
    // Signed out, the guard sends the user from the dashboard to log in; signed in, they stay.
    const { router } = await renderRoute('/dashboard', { strict });
    const before = { where: session ? DASHBOARD : LOGIN_BACK_TO_DASHBOARD, session: null, refreshCalls: 0, overviewCalls: 0 };
    return { user, router, api, lock, event: undefined, calls: undefined, failures: 0, before };
  },
  drive: {
    'session.signedIn': noting(({ access, refresh, userId }, walk) => logIn(walk.user, walk.router, walk.api, { access, refresh, user_id: userId })),
    'session.signedOut': noting((_event, walk) => logOut(walk.user, walk.router)),
    // The access token expires on the server; two data calls of the app meet it at once.
    'session.refreshRequested': noting((_event, walk) => {
      walk.api.expireAccess();
      walk.calls = { made: [overviewCall(), overviewCall()], refreshesBefore: walk.lock.requests() };
    }),
    'xstate.done.actor.refreshSession': noting(async ({ output }, walk) => {
      // Another tab signed out while it held the lock: this tab finds storage empty and calls nobody.
      if (output.type === 'signedOutElsewhere') anotherTabStores(null);
      await walk.lock.release();
      if (output.type === 'refreshed') await walk.api.answerRefresh({ tokens: output });
      if (output.type === 'rejected') await walk.api.answerRefresh({ status: 401 });
    }),
    'xstate.error.actor.refreshSession': noting(async (_event, walk) => {
      await walk.lock.release();
      await walk.api.answerRefresh(FAILURES[walk.failures++ % FAILURES.length]!);
    }),
    // Another tab signed in (with tokens the server issued it) or signed out.
    'storage.changed': noting(({ session }, walk) => {
      if (session) walk.api.accept(session.access);
      anotherTabStores(session);
    }),
  },
  async see(expected, walk) {
    const session = (expected.context as { session: SessionTokens | null }).session;
    const where = whereTheUserIs(expected, walk);
    await seePage(walk.router, where);
    // This tab and the storage all tabs share agree on the session.
    await soon(() => expect(storedEntries()).toEqual(entriesOf(session)));

    // One refresh call per refresh the server answered, with the refresh token stored then;
    // none while another tab holds the lock.
    const refreshCalls = walk.api.seen.refreshBodies.length;
    if (refreshAnswered(walk.event)) {
      expect(refreshCalls).toBe(walk.before.refreshCalls + 1);
      expect(walk.api.seen.refreshBodies.at(-1)).toEqual({ refresh: walk.before.session?.refresh });
    } else {
      expect(refreshCalls).toBe(walk.before.refreshCalls);
    }

    if (expected.matches({ signedIn: 'refreshing' })) {
      // Both calls were refused once, with the expired token, and wait for the refresh.
      await soon(() => expect(walk.api.seen.overviewBearers.slice(walk.before.overviewCalls)).toEqual(Array(2).fill(`Bearer ${session!.access}`)));
      expect(walk.calls!.made.map((call) => call.outcome())).toEqual(['pending', 'pending']);
    } else if (walk.calls) {
      // Once the refresh ended, each call was retried once with the new token (after a refresh,
      // or the login that cut it short), or failed with its own 401 (the session could not go on).
      const outcome = expected.matches({ signedIn: 'idle' }) ? { data: OVERVIEW } : { status: 401 };
      await soon(() => expect(walk.calls!.made.map((call) => call.outcome())).toEqual([outcome, outcome]));
      // The two refusals started one refresh between them.
      expect(walk.lock.requests()).toBe(walk.calls.refreshesBefore + 1);
      // After a refresh, each call was sent again once, with the new token.
      if (refreshAnswered(walk.event) && expected.matches({ signedIn: 'idle' })) {
        expect(walk.api.seen.overviewBearers.slice(walk.before.overviewCalls)).toEqual(Array(2).fill(`Bearer ${session!.access}`));
      }
      walk.calls = undefined;
    }
    walk.before = { where, session, refreshCalls, overviewCalls: walk.api.seen.overviewBearers.length };
  },
};

walkScreen('session', spec);
