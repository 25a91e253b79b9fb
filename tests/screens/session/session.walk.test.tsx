/**
 * The session walked through the real app: the user logs in and out on the real pages, the app's
 * data calls go through its real HTTP client and refresh interceptor to msw, another tab holds
 * the refresh lock and writes storage. At every step the walk checks what the user sees (the page
 * and its address), the stored entries, and what reached the server.
 */
import { expect } from 'vitest';
import type userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import type { RefreshResult, SessionTokens } from '../../../machines/session.machine';
import { renderRoute } from '../../support/renderRoute';
import type { AppRouter } from '../../../src/app/router';
import { walkScreen, type WalkSpec } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import {
  SESSION_STORAGE_KEYS, SIGNED_IN_PATH, SIGNED_OUT_PATH, SIGNED_OUT_STORAGE, refreshBody, storedAfterLogin, type SessionStorageKey,
} from '../../oracle/session';
import {
  OVERVIEW, anotherTabStores, lockHeldByAnotherTab, logIn, logOut, overviewCall, seePage, sessionServer,
  type SessionServer,
} from './support';

type User = ReturnType<typeof userEvent.setup>;
type Where = { pathname: string; search: Record<string, string> };

const DASHBOARD: Where = { pathname: SIGNED_IN_PATH, search: {} };
const LOGIN: Where = { pathname: SIGNED_OUT_PATH, search: {} };
/** The guard's (or the session's) way to login from the dashboard: it keeps the page to come back to. */
const LOGIN_BACK_TO_DASHBOARD: Where = { pathname: SIGNED_OUT_PATH, search: { redirect: SIGNED_IN_PATH } };

type Stored = Record<SessionStorageKey, string | null>;

/** The entries the specification names, as localStorage holds them now. */
const storedNow = (): Stored => Object.fromEntries(SESSION_STORAGE_KEYS.map((key) => [key, localStorage.getItem(key)])) as Stored;
const isSignedOut = (stored: Stored) => stored.access === null;

/** The refresh's transient failures, in turn: the user stays signed in after each. */
const FAILURES = [{ status: 503 }, { status: 429 }, 'network error'] as const;

interface Walk {
  user: User;
  router: AppRouter;
  api: SessionServer;
  lock: ReturnType<typeof lockHeldByAnotherTab>;
  /** The event of this step (what `see` checks the outcome of); none at the start. */
  event: EventObject | undefined;
  /** What localStorage should hold after what happened: logins, logouts, refreshes and other tabs' writes. */
  stored: Stored;
  /** Where the user should be after what happened. */
  where: Where;
  /** Whether this tab is signed in after what happened. */
  signedIn: boolean;
  /** Whether a refresh this tab started is still waiting for its answer. */
  refreshing: boolean;
  /** Whether the app's refused data calls, once the refresh ended, were sent again and answered. */
  callsRetried: boolean;
  /**
   * The app's data calls refused by the last refresh request (and how many refreshes the tab had
   * started before them), until `see` checked how they ended.
   */
  calls: { made: ReturnType<typeof overviewCall>[]; refreshesBefore: number } | undefined;
  failures: number;
  /** What the previous step showed. */
  before: { stored: Stored; refreshCalls: number; overviewCalls: number };
}

/** The entries a session is stored as (all absent when signed out). */
const storedOf = (session: SessionTokens | null): Stored =>
  session ? storedAfterLogin({ access: session.access, refresh: session.refresh, user_id: session.userId }) : { ...SIGNED_OUT_STORAGE };

/** The session ended under the user (a refused refresh, another tab's logout): on the dashboard they are sent to log in. */
function endSession(walk: Walk): void {
  walk.stored = { ...SIGNED_OUT_STORAGE };
  walk.signedIn = false;
  if (walk.where.pathname === SIGNED_IN_PATH) walk.where = LOGIN_BACK_TO_DASHBOARD;
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
    const stored = storedOf(session);
    if (session) {
      api.accept(session.access);
      for (const [key, value] of Object.entries(stored)) if (value !== null) localStorage.setItem(key, value);
    }
    // Signed out, the guard sends the user from the dashboard to log in; signed in, they stay.
    const { router } = await renderRoute(SIGNED_IN_PATH, { strict });
    return {
      user, router, api, lock, event: undefined, stored, where: session ? DASHBOARD : LOGIN_BACK_TO_DASHBOARD, signedIn: session !== null,
      refreshing: false, callsRetried: false, calls: undefined, failures: 0, before: { stored, refreshCalls: 0, overviewCalls: 0 },
    };
  },
  drive: {
    'session.signedIn': noting(({ access, refresh, userId }, walk) => {
      // The login page takes the user on to the dashboard; a refresh still waiting is cut short.
      Object.assign(walk, { stored: storedAfterLogin({ access, refresh, user_id: userId }), where: DASHBOARD, signedIn: true, refreshing: false, callsRetried: true });
      return logIn(walk.user, walk.router, walk.api, { access, refresh, user_id: userId });
    }),
    'session.signedOut': noting((_event, walk) => {
      Object.assign(walk, { stored: { ...SIGNED_OUT_STORAGE }, where: LOGIN, signedIn: false, refreshing: false, callsRetried: false });
      return logOut(walk.user, walk.router);
    }),
    // The access token expires on the server; two data calls of the app meet it at once.
    'session.refreshRequested': noting((_event, walk) => {
      walk.refreshing = true;
      walk.api.expireAccess();
      walk.calls = { made: [overviewCall(), overviewCall()], refreshesBefore: walk.lock.requests() };
    }),
    'xstate.done.actor.refreshSession': noting(async ({ output }, walk) => {
      walk.refreshing = false;
      walk.callsRetried = output.type === 'refreshed';
      if (output.type === 'refreshed') {
        // The rotated tokens replace the stored ones; the user stays who they were.
        walk.stored = { access: output.access, refresh: output.refresh ?? walk.stored.refresh, user_id: walk.stored.user_id };
        walk.signedIn = true;
      } else {
        // Refused (section 4: storage cleared, off to log in), or another tab signed out first.
        endSession(walk);
      }
      // Another tab signed out while it held the lock: this tab finds storage empty and calls nobody.
      if (output.type === 'signedOutElsewhere') anotherTabStores(null);
      await walk.lock.release();
      if (output.type === 'refreshed') await walk.api.answerRefresh({ tokens: output });
      if (output.type === 'rejected') await walk.api.answerRefresh({ status: 401 });
    }),
    'xstate.error.actor.refreshSession': noting(async (_event, walk) => {
      // A transient failure: the user stays signed in, the refused calls fail.
      walk.refreshing = false;
      walk.callsRetried = false;
      await walk.lock.release();
      await walk.api.answerRefresh(FAILURES[walk.failures++ % FAILURES.length]!);
    }),
    // Another tab signed in (with tokens the server issued it) or signed out.
    'storage.changed': noting(({ session }, walk) => {
      // A refresh in flight re-reads storage itself once it holds the lock.
      if (!walk.refreshing) {
        if (session) Object.assign(walk, { signedIn: true });
        else if (walk.signedIn) endSession(walk);
      }
      walk.stored = storedOf(session);
      if (session) walk.api.accept(session.access);
      anotherTabStores(session);
    }),
  },
  async see(_expected, walk) {
    await seePage(walk.router, walk.where);
    // localStorage holds the entries the specification names as what happened left them: a
    // refused refresh or a logout none of them.
    await soon(() => expect(storedNow()).toEqual(walk.stored));
    if (isSignedOut(walk.stored)) expect(walk.router.state.location.pathname).toBe(SIGNED_OUT_PATH);

    // One refresh call per refresh the server answered, with the refresh token stored then;
    // none while another tab holds the lock.
    const refreshCalls = walk.api.seen.refreshBodies.length;
    if (refreshAnswered(walk.event)) {
      expect(refreshCalls).toBe(walk.before.refreshCalls + 1);
      expect(walk.api.seen.refreshBodies.at(-1)).toEqual(refreshBody(walk.before.stored.refresh));
    } else {
      expect(refreshCalls).toBe(walk.before.refreshCalls);
    }

    if (walk.refreshing) {
      // Both calls were refused once, with the expired token, and wait for the refresh.
      await soon(() => expect(walk.api.seen.overviewBearers.slice(walk.before.overviewCalls)).toEqual(Array(2).fill(`Bearer ${walk.stored.access}`)));
      expect(walk.calls!.made.map((call) => call.outcome())).toEqual(['pending', 'pending']);
    } else if (walk.calls) {
      // Once the refresh ended, each call was retried once with the new token (after a refresh,
      // or the login that cut it short), or failed with its own 401 (the session could not go on).
      const outcome = walk.callsRetried ? { data: OVERVIEW } : { status: 401 };
      await soon(() => expect(walk.calls!.made.map((call) => call.outcome())).toEqual([outcome, outcome]));
      // The two refusals started one refresh between them.
      expect(walk.lock.requests()).toBe(walk.calls.refreshesBefore + 1);
      // After a refresh, each call was sent again once, with the new token.
      if (refreshAnswered(walk.event) && walk.callsRetried) {
        expect(walk.api.seen.overviewBearers.slice(walk.before.overviewCalls)).toEqual(Array(2).fill(`Bearer ${walk.stored.access}`));
      }
      walk.calls = undefined;
    }
    walk.before = { stored: walk.stored, refreshCalls, overviewCalls: walk.api.seen.overviewBearers.length };
  },
};

walkScreen('session', spec);
