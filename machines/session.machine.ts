import { assign, fromPromise, setup } from 'xstate';
import { requirements } from './requirements';

/** The three stored entries (`access`, `refresh`, `user_id`) as the machine holds them. */
export interface SessionTokens {
  access: string;
  refresh: string | null;
  userId: string | null;
}

/** What one refresh attempt ended with. A transient failure (5xx, 429, network, timeout) rejects instead. */
export type RefreshResult =
  /** New tokens: from the server, or found in storage because another tab rotated them first. */
  | { type: 'refreshed'; access: string; refresh: string | null }
  /** The server refused the refresh token (401), or there was none to send. */
  | { type: 'rejected' }
  /** Storage was empty when the lock was ours: another tab signed out. */
  | { type: 'signedOutElsewhere' };

export type SessionEvent =
  | { type: 'session.signedIn'; access: string; refresh: string; userId: string }
  | { type: 'session.signedOut' }
  | { type: 'session.refreshRequested' }
  /** Storage was read afresh (another tab wrote it): what it holds now. */
  | { type: 'storage.changed'; session: SessionTokens | null };

/** The session a successful refresh leaves: the new tokens, the same user. */
const refreshedSession = (session: SessionTokens | null, result: RefreshResult): SessionTokens | null =>
  result.type === 'refreshed' ? { access: result.access, refresh: result.refresh, userId: session?.userId ?? null } : session;

/**
 * The session: signed out or signed in, and while signed in, one refresh at a time.
 * Storage is the truth shared by every tab: the session starts from what it held when the app
 * loaded (the input) and follows it whenever another tab writes it (`storage.changed`, which
 * carries what the app read). Writing storage, the refresh call and navigation are supplied by
 * the app (`machine.provide`), so this file knows nothing of the DOM, axios or the router.
 * Callers waiting for a refresh watch for `refreshing` to end and read the outcome from the
 * state they land in:
 * `signedIn.idle` (new token), `signedIn.refreshFailed` (still signed in, call failed) or
 * `signedOut` (the server refused the refresh token).
 */
export const sessionMachine = setup({
  types: {
    context: {} as { session: SessionTokens | null },
    /** What storage held when the app loaded. */
    input: {} as { session: SessionTokens | null },
    events: {} as SessionEvent,
    /** How a caller of the session reads it (src/session/createSession.ts): never by state name. */
    tags: {} as 'signedOut' | 'refreshing' | 'refreshed' | 'refreshFailed',
  },
  actors: {
    /**
     * One refresh, serialised across tabs; it re-reads storage inside the lock and writes the
     * rotated tokens before releasing it, so the next tab in line sees them.
     */
    refreshSession: fromPromise<RefreshResult, { access: string }>(async () => ({ type: 'rejected' })),
  },
  actions: {
    writeStoredSession: (_, _session: SessionTokens) => {},
    clearStoredSession: () => {},
    /** Sends the user to /auth/login, keeping where they were as `redirect`. */
    navigateToLogin: () => {},
    /** Re-runs the route guards (the session ended in another tab). */
    revalidateRoutes: () => {},
    adoptSession: assign((_, session: SessionTokens | null) => ({ session })),
    forgetSession: assign({ session: null }),
  },
  guards: {
    hadSession: ({ context }) => context.session !== null,
    sessionFound: (_, params: { session: SessionTokens | null }) => params.session !== null,
    refreshEndedWith: (_, params: { result: RefreshResult; expected: RefreshResult['type'] }) =>
      params.result.type === params.expected,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ session: input.session }),
  initial: 'starting',
  on: {
    'session.signedIn': {
      target: '.signedIn',
      actions: [
        { type: 'writeStoredSession', params: ({ event }) => ({ access: event.access, refresh: event.refresh, userId: event.userId }) },
        { type: 'adoptSession', params: ({ event }) => ({ access: event.access, refresh: event.refresh, userId: event.userId }) },
      ],
      meta: requirements('login.tokens.stored'),
    },
    'session.signedOut': { target: '.signedOut', actions: ['clearStoredSession', 'forgetSession'], meta: requirements('logout.tokens.removed') },
  },
  states: {
    // Passed through at once: what storage held when the app loaded decides where the session starts.
    starting: {
      always: [{ guard: 'hadSession', target: 'signedIn', meta: requirements('session.access-entry-decides') }, { target: 'signedOut', meta: requirements('session.access-entry-decides') }],
    },
    signedOut: {
      tags: 'signedOut',
      on: {
        // Another tab signed in.
        'storage.changed': {
          guard: { type: 'sessionFound', params: ({ event }) => ({ session: event.session }) },
          target: 'signedIn',
          actions: { type: 'adoptSession', params: ({ event }) => event.session },
          meta: requirements('design.session.cross-tab'),
        },
      },
    },
    signedIn: {
      initial: 'idle',
      on: {
        'storage.changed': [
          // Another tab rotated the tokens, or signed in again.
          {
            guard: { type: 'sessionFound', params: ({ event }) => ({ session: event.session }) },
            target: '.idle',
            actions: { type: 'adoptSession', params: ({ event }) => event.session },
            meta: requirements('design.session.cross-tab'),
          },
          // Another tab signed out: on a guarded page the guard now redirects to login.
          { target: 'signedOut', actions: ['forgetSession', 'revalidateRoutes'], meta: requirements('design.session.cross-tab') },
        ],
        'session.refreshRequested': { target: '.refreshing', meta: requirements('session.401.refresh-once') },
      },
      states: {
        /** Signed in, with the tokens last stored (or just refreshed). */
        idle: { tags: 'refreshed' },
        refreshFailed: { tags: 'refreshFailed' },
        refreshing: {
          tags: 'refreshing',
          invoke: {
            id: 'refreshSession',
            src: 'refreshSession',
            input: ({ context }) => ({ access: context.session?.access ?? '' }),
            onDone: [
              {
                guard: { type: 'refreshEndedWith', params: ({ event }) => ({ result: event.output, expected: 'refreshed' }) },
                target: 'idle',
                actions: {
                  type: 'adoptSession',
                  params: ({ context, event }) => refreshedSession(context.session, event.output),
                },
                meta: requirements('session.refresh.success-retries'),
              },
              {
                guard: { type: 'refreshEndedWith', params: ({ event }) => ({ result: event.output, expected: 'rejected' }) },
                target: '#session.signedOut',
                actions: ['clearStoredSession', 'forgetSession', 'navigateToLogin'],
                meta: requirements('session.refresh.failure-clears-and-logs-in'),
              },
              { target: '#session.signedOut', actions: ['forgetSession', 'revalidateRoutes'], meta: requirements('design.session.cross-tab') },
            ],
            // 5xx, 429, network failure, timeout: the user stays signed in.
            onError: { target: 'refreshFailed', meta: requirements('design.session.transient-refresh-failure') },
          },
          on: {
            // One refresh at a time: later 401s wait for this one.
            'session.refreshRequested': { meta: requirements('design.session.single-flight') },
            // The refresh re-reads storage inside the lock, so a write by another tab is seen there.
            'storage.changed': { meta: requirements('design.session.single-flight') },
          },
        },
      },
    },
  },
});
