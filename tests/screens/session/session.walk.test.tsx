/**
 * The session walked through the real app: the user logs in and out on the real pages, the app's
 * data calls go through its real HTTP client and refresh interceptor to msw, another tab holds
 * the refresh lock and writes storage. At every step the walk checks what the user sees (the page
 * and its address), the stored entries, and what reached the server, each against its own record
 * of what it did and answered (never the machine's snapshot or context), with the facts of the
 * specification from tests/oracle.
 */
import { expect } from 'vitest';
import type userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import { renderRoute } from '../../support/renderRoute';
import type { AppRouter } from '../../../src/app/router';
import { walkScreen, type WalkSpec } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { toursOf } from '../../../scripts/paths/model';
import {
  SESSION_STORAGE_KEYS, SIGNED_IN_PATH, SIGNED_OUT_PATH, SIGNED_OUT_STORAGE, refreshBody, storedAfterLogin, type SessionStorageKey,
} from '../../oracle/session';
import {
  OVERVIEW, anotherTabStores, lockHeldByAnotherTab, logIn, logOut, overviewCall, seePage, sessionServer,
  type RefreshAnswer, type RefreshCall, type SessionServer, type StoredTokens,
} from './support';

type User = ReturnType<typeof userEvent.setup>;
type Where = { pathname: string; search: Record<string, string> };
type Stored = Record<SessionStorageKey, string | null>;

const DASHBOARD: Where = { pathname: SIGNED_IN_PATH, search: {} };
const LOGIN: Where = { pathname: SIGNED_OUT_PATH, search: {} };
/** The guard's (or the session's) way to login from the dashboard: it keeps the page to come back to. */
const LOGIN_BACK_TO_DASHBOARD: Where = { pathname: SIGNED_OUT_PATH, search: { redirect: SIGNED_IN_PATH } };

/** The entries the specification names, as localStorage holds them now. */
const storedNow = (): Stored => Object.fromEntries(SESSION_STORAGE_KEYS.map((key) => [key, localStorage.getItem(key)])) as Stored;
/** Every value sessionStorage holds now. */
const sessionStorageValues = () => Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.getItem(sessionStorage.key(index)!) ?? '');

/** The refresh's transient failures, in turn: the user stays signed in after each. */
const FAILURES: readonly RefreshAnswer[] = [{ status: 503 }, { status: 429 }, 'network error', 'no access token'];

/**
 * How the walk ends a refresh with new tokens, in turn: the server answers (rotating the refresh
 * token or not: section 7 promises only `access`), or the other tab that held the lock refreshed
 * first and left its tokens in storage (no call). The two React modes answer the server's refresh
 * each way, so both are walked.
 */
type RefreshedBy = 'server, rotating' | 'server, access only' | 'the other tab';
const REFRESHED_BY: Record<'StrictMode' | 'normal mode', readonly RefreshedBy[]> = {
  StrictMode: ['server, rotating', 'the other tab'],
  'normal mode': ['server, access only', 'the other tab'],
};

/** What this tab is, by the walk's own account of what it drove. */
interface Tab {
  signedIn: boolean;
  /** Whether a refresh this tab started is still waiting for its answer. */
  refreshing: boolean;
}

/** The endings of a refresh and the other tabs' writes the specification names (section 4; DESIGN.md "Session and HTTP"). */
const SPECIFIED_MOVES = [
  'refresh: new tokens',
  'refresh: refused (401)',
  'refresh: another tab signed out first',
  'refresh: transient failure',
  'another tab signs in',
  'another tab rotates the tokens',
  'another tab signs out',
] as const;
type Move = (typeof SPECIFIED_MOVES)[number];

const outputOf = (event: EventObject) => (event as EventObject & { output?: { type?: string } }).output?.type;
const sessionOf = (event: EventObject) => (event as EventObject & { session?: StoredTokens | null }).session;

/** The move each way a refresh can end is (the `type` of the refresh's result). */
const REFRESH_ENDINGS: Record<string, Move> = {
  refreshed: 'refresh: new tokens',
  rejected: 'refresh: refused (401)',
  signedOutElsewhere: 'refresh: another tab signed out first',
};

/** Which specified move a step's event is, in a tab that is as `tab` says (none for the user's own logins and logouts). */
function moveOf(event: EventObject, tab: Tab): Move | undefined {
  if (event.type === 'xstate.error.actor.refreshSession') return 'refresh: transient failure';
  if (event.type === 'xstate.done.actor.refreshSession') return REFRESH_ENDINGS[outputOf(event) ?? ''];
  if (event.type !== 'storage.changed' || tab.refreshing) return undefined;
  if (!sessionOf(event)) return tab.signedIn ? 'another tab signs out' : undefined;
  return tab.signedIn ? 'another tab rotates the tokens' : 'another tab signs in';
}

/** The tab after a step's event, as the specification has it (the drivers and the tour check share it). */
function tabAfter(event: EventObject, tab: Tab): Tab {
  switch (event.type) {
    case 'session.signedIn':
      return { signedIn: true, refreshing: false };
    case 'session.signedOut':
      return { signedIn: false, refreshing: false };
    case 'session.refreshRequested':
      return { signedIn: tab.signedIn, refreshing: tab.signedIn };
    case 'xstate.done.actor.refreshSession':
      return { signedIn: outputOf(event) === 'refreshed', refreshing: false };
    case 'xstate.error.actor.refreshSession':
      return { signedIn: true, refreshing: false };
    case 'storage.changed':
      // A refresh in flight re-reads storage itself once it holds the lock.
      return tab.refreshing ? tab : { signedIn: Boolean(sessionOf(event)), refreshing: false };
    default:
      return tab;
  }
}

/**
 * The moves the tours make, by the walk's own account. The tours are generated from the machine:
 * one that lost an ending (a guard or `onError` gone, the cross-tab handling emptied) would not
 * tour it, and its shorter tours would agree with it; so every walk first checks they make them all.
 */
function movesToured(): Set<Move> {
  const moves = new Set<Move>();
  for (const tour of toursOf('session')) {
    let tab: Tab = { signedIn: (tour.input as { session: StoredTokens | null }).session !== null, refreshing: false };
    for (const { event } of tour.steps.slice(1)) {
      const move = moveOf(event, tab);
      if (move) moves.add(move);
      tab = tabAfter(event, tab);
    }
  }
  return moves;
}

interface Walk extends Tab {
  user: User;
  router: AppRouter;
  api: SessionServer;
  lock: ReturnType<typeof lockHeldByAnotherTab>;
  /** What localStorage should hold after what happened: logins, logouts, refreshes and other tabs' writes. */
  stored: Stored;
  /** Where the user should be after what happened. */
  where: Where;
  /** The refresh calls the server should have had, in order: the stored refresh token each time, as JSON. */
  refreshCalls: RefreshCall[];
  /**
   * The app's data calls refused by the last refresh request (how many refreshes the tab had
   * started before them, how many calls had reached the server), until `see` checked how they
   * ended: `retried` once the walk knows (sent again with the new token, or failed with their 401).
   */
  calls: { made: ReturnType<typeof overviewCall>[]; refreshesBefore: number; bearersBefore: number; retried?: boolean; refreshedTo?: string } | undefined;
  refreshedBy: readonly RefreshedBy[];
  failures: number;
  otherTabSignOuts: number;
}

/** The entries a session is stored as (all absent when signed out). */
const storedOf = (session: StoredTokens | null | undefined): Stored =>
  session ? storedAfterLogin({ access: session.access, refresh: session.refresh, user_id: session.userId }) : { ...SIGNED_OUT_STORAGE };

/** The session ended under the user (a refused refresh, another tab's logout): on the dashboard they are sent to log in. */
function endSession(walk: Walk): void {
  walk.stored = { ...SIGNED_OUT_STORAGE };
  if (walk.where.pathname === SIGNED_IN_PATH) walk.where = LOGIN_BACK_TO_DASHBOARD;
}

/** The server answers the refresh call the app makes with the refresh token stored now. */
async function serverAnswers(walk: Walk, answer: RefreshAnswer): Promise<void> {
  walk.refreshCalls.push({ body: refreshBody(walk.stored.refresh), contentType: 'application/json' });
  await walk.lock.release();
  await walk.api.answerRefresh(answer);
}

/** Moves the walk's own account of the tab on by the step's event, before its driver acts. */
function stepping<TEvent extends EventObject>(drive: (event: TEvent, walk: Walk) => Promise<unknown> | unknown) {
  return async (event: TEvent, walk: Walk) => {
    Object.assign(walk, tabAfter(event, walk));
    await drive(event, walk);
  };
}

const spec: WalkSpec<'session', Walk> = {
  // One tour of 38 steps, a third of them a login or a logout through the real pages: over a
  // minute on a busy machine.
  timeout: 120_000,
  async mount({ strict, user, input }) {
    expect([...movesToured()].sort(), 'the moves of the specification the tours make').toEqual([...SPECIFIED_MOVES].sort());
    const api = sessionServer();
    const lock = lockHeldByAnotherTab();
    // A session an earlier visit stored (the server still accepts its token), or none.
    const { session } = input as { session: StoredTokens | null };
    const stored = storedOf(session);
    if (session) {
      api.accept(session.access);
      for (const [key, value] of Object.entries(stored)) if (value !== null) localStorage.setItem(key, value);
    }
    // Signed out, the guard sends the user from the dashboard to log in; signed in, they stay.
    const { router } = await renderRoute(SIGNED_IN_PATH, { strict });
    return {
      user, router, api, lock, stored, where: session ? DASHBOARD : LOGIN_BACK_TO_DASHBOARD, signedIn: session !== null, refreshing: false,
      refreshCalls: [], calls: undefined, refreshedBy: REFRESHED_BY[strict ? 'StrictMode' : 'normal mode'], failures: 0, otherTabSignOuts: 0,
    };
  },
  drive: {
    'session.signedIn': stepping(({ access, refresh, userId }, walk) => {
      // The login page takes the user on to the dashboard; a refresh still waiting is cut short
      // and the refused calls are sent again with the login's token.
      if (walk.calls) walk.calls.retried = true;
      Object.assign(walk, { stored: storedAfterLogin({ access, refresh, user_id: userId }), where: DASHBOARD });
      return logIn(walk.user, walk.router, walk.api, { access, refresh, user_id: userId });
    }),
    'session.signedOut': stepping((_event, walk) => {
      if (walk.calls) walk.calls.retried = false;
      Object.assign(walk, { stored: { ...SIGNED_OUT_STORAGE }, where: LOGIN });
      return logOut(walk.user, walk.router);
    }),
    // The access token expires on the server; two data calls of the app meet it at once.
    'session.refreshRequested': stepping((_event, walk) => {
      walk.api.expireAccess();
      const bearersBefore = walk.api.seen.overviewBearers.length;
      walk.calls = { made: [overviewCall(), overviewCall()], refreshesBefore: walk.lock.requests(), bearersBefore };
    }),
    'xstate.done.actor.refreshSession': stepping(async ({ output }, walk) => {
      walk.calls!.retried = output.type === 'refreshed';
      if (output.type === 'rejected') {
        // Section 4: "If it fails, it clears the stored tokens and sends the user to /auth/login".
        await serverAnswers(walk, { status: 401 });
        return endSession(walk);
      }
      if (output.type === 'signedOutElsewhere') {
        // Another tab signed out while it held the lock: this tab finds storage empty and calls nobody.
        anotherTabStores(null);
        endSession(walk);
        return walk.lock.release();
      }
      const by = walk.refreshedBy[0]!;
      walk.refreshedBy = walk.refreshedBy.slice(1);
      // The new tokens replace the stored ones; the user stays who they were.
      const tokens = { access: output.access, refresh: by === 'server, access only' ? null : output.refresh };
      const was = walk.stored;
      if (by === 'the other tab') {
        anotherTabStores({ ...tokens, userId: was.user_id });
        walk.api.accept(tokens.access);
        await walk.lock.release();
      } else {
        await serverAnswers(walk, { tokens });
      }
      walk.stored = { access: tokens.access, refresh: tokens.refresh ?? was.refresh, user_id: was.user_id };
      walk.calls!.refreshedTo = tokens.access;
    }),
    'xstate.error.actor.refreshSession': stepping((_event, walk) => {
      // A transient failure: the user stays signed in, the refused calls fail.
      walk.calls!.retried = false;
      return serverAnswers(walk, FAILURES[walk.failures++ % FAILURES.length]!);
    }),
    // Another tab signed in (with tokens the server issued it) or signed out.
    'storage.changed': stepping(({ session }, walk) => {
      walk.stored = storedOf(session);
      if (session) walk.api.accept(session.access);
      else if (!walk.refreshing) endSession(walk);
      // Every other sign-out by another tab clears its whole storage (a `storage` event without a key).
      anotherTabStores(session, !session && walk.otherTabSignOuts++ % 2 === 1 ? 'clears storage' : 'removes the entries');
    }),
  },
  async see(_expected, walk) {
    await seePage(walk.router, walk.where);
    // localStorage holds the entries the specification names as what happened left them: a
    // refused refresh or a logout none of them; no token is kept in sessionStorage.
    await soon(() => expect(storedNow()).toEqual(walk.stored));
    const tokens = [walk.stored.access, walk.stored.refresh].filter((token): token is string => token !== null);
    expect(sessionStorageValues().filter((value) => tokens.some((token) => value.includes(token)))).toEqual([]);

    // The refresh calls the walk answered, each with the refresh token stored then, as JSON; none
    // while another tab holds the lock, none when another tab refreshed or signed out first.
    expect(walk.api.seen.refreshCalls.map(({ body, contentType }) => ({ body, contentType: contentType?.split(';')[0] ?? null }))).toEqual(walk.refreshCalls);

    const { calls } = walk;
    if (!calls) return;
    if (walk.refreshing) {
      // Both calls were refused once, with the expired token, and wait for the refresh.
      await soon(() => expect(walk.api.seen.overviewBearers.slice(calls.bearersBefore)).toEqual(Array(2).fill(`Bearer ${walk.stored.access}`)));
      expect(calls.made.map((call) => call.outcome())).toEqual(['pending', 'pending']);
      return;
    }
    // Once the refresh ended, each call was retried once with the new token (after a refresh,
    // or the login that cut it short), or failed with its own 401 (the session could not go on).
    const outcome = calls.retried ? { data: OVERVIEW } : { status: 401 };
    await soon(() => expect(calls.made.map((call) => call.outcome())).toEqual([outcome, outcome]));
    // The two refusals started one refresh between them.
    expect(walk.lock.requests()).toBe(calls.refreshesBefore + 1);
    // After a refresh, each call was sent again once, with the new token; a call that failed was
    // not sent again (the login that cut a refresh short loads the dashboard meanwhile).
    const sentAgain = walk.api.seen.overviewBearers.slice(calls.bearersBefore + 2);
    if (calls.refreshedTo) expect(sentAgain).toEqual(Array(2).fill(`Bearer ${calls.refreshedTo}`));
    if (!calls.retried) expect(sentAgain).toEqual([]);
    walk.calls = undefined;
  },
};

walkScreen('session', spec);
