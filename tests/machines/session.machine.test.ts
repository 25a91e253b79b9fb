import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine, type RefreshResult, type SessionTokens } from '../../machines/session.machine';
import { createSession } from '../../src/session/createSession';
import { recordRotation, rotationReplacing } from '../../src/session/rotationRecord';
import { controllableActor, flush } from './auth/deferred';

// No IndexedDB here, as in jsdom: the record answers as the real one then does, unless a test says otherwise.
vi.mock('../../src/session/rotationRecord', () => ({
  recordRotation: vi.fn(async () => {}),
  rotationReplacing: vi.fn(async () => null),
  forgetRotation: vi.fn(async () => {}),
}));

/**
 * The session machine with in-memory storage, a refresh call the test answers by hand, and every
 * effect recorded. What no page shows is checked here: which access token a refresh is asked
 * for, the tokens written and kept (the user id across a refresh), and which effect each ending
 * runs (a refused refresh clears storage and goes to login; another tab's sign-out only re-runs
 * the route guards).
 */
function startSession(initial: SessionTokens | null = null) {
  let stored = initial;
  const effects: string[] = [];
  /** The sessions written to storage, in order. */
  const written: SessionTokens[] = [];
  const refresh = controllableActor<RefreshResult, { access: string }>();
  const actor = createActor(
    sessionMachine.provide({
      actors: { refreshSession: refresh.logic },
      actions: {
        writeStoredSession: (_, session) => {
          stored = session;
          written.push(session);
          effects.push('write');
        },
        clearStoredSession: () => {
          stored = null;
          effects.push('clear');
        },
        navigateToLogin: () => effects.push('navigateToLogin'),
        revalidateRoutes: () => effects.push('revalidateRoutes'),
      },
    }),
    // What storage held when the app loaded.
    { input: { session: stored } },
  ).start();
  return {
    actor,
    effects,
    written,
    refresh,
    /** The access tokens the refreshes were asked for, in order. */
    refreshedFor: () => refresh.calls.map((call) => call.access),
    state: () => actor.getSnapshot().value,
    session: () => actor.getSnapshot().context.session,
    /** What another tab does to the shared storage. */
    setStorage: (value: SessionTokens | null) => {
      stored = value;
    },
    /** The app reads storage again (its `storage` event) and tells the session what it holds. */
    storageChanged: () => actor.send({ type: 'storage.changed', session: stored }),
    /** A refresh ends: with `result`, or with a transient failure. */
    async refreshEnds(result: RefreshResult | 'transient failure') {
      if (result === 'transient failure') await refresh.reject('Request failed with status code 503');
      else await refresh.resolve(result);
      await flush();
    },
  };
}

const TOKENS: SessionTokens = { access: 'access-1', refresh: 'refresh-1', userId: '7' };
const SIGN_IN = { type: 'session.signedIn', access: 'access-1', refresh: 'refresh-1', userId: '7' } as const;
const ROTATED: RefreshResult = { type: 'refreshed', access: 'access-2', refresh: 'refresh-2' };
const REFRESH = { type: 'session.refreshRequested' } as const;

describe('session machine: reading storage', () => {
  it('starts signed out when storage holds no session', () => {
    const session = startSession(null);
    expect(session.state()).toBe('signedOut');
    expect(session.session()).toBeNull();
    expect(session.effects).toEqual([]);
  });

  it('starts signed in with the stored tokens, writing nothing', () => {
    const session = startSession(TOKENS);
    expect(session.state()).toEqual({ signedIn: 'idle' });
    expect(session.session()).toEqual(TOKENS);
    expect(session.effects).toEqual([]);
  });

  it('follows another tab that signed out, and re-runs the route guards', () => {
    const session = startSession(TOKENS);
    session.setStorage(null);
    session.storageChanged();
    expect(session.state()).toBe('signedOut');
    expect(session.session()).toBeNull();
    expect(session.effects).toEqual(['revalidateRoutes']);
  });

  it('follows another tab that signed in or rotated the token, and refreshes with the token it read', async () => {
    const session = startSession(null);
    session.setStorage(TOKENS);
    session.storageChanged();
    expect(session.state()).toEqual({ signedIn: 'idle' });
    expect(session.session()).toEqual(TOKENS);

    const rotated = { access: 'access-9', refresh: 'refresh-9', userId: '8' };
    session.setStorage(rotated);
    session.storageChanged();
    expect(session.state()).toEqual({ signedIn: 'idle' });
    expect(session.session()).toEqual(rotated);
    // Storage is the truth: this tab wrote nothing and navigated nowhere.
    expect(session.effects).toEqual([]);
    session.actor.send(REFRESH);
    expect(session.refreshedFor()).toEqual(['access-9']);
  });

  it('does not re-run the route guards when nothing changed (signed out stays signed out)', () => {
    const session = startSession(null);
    session.storageChanged();
    expect(session.state()).toBe('signedOut');
    expect(session.session()).toBeNull();
    expect(session.effects).toEqual([]);
  });
});

describe('session machine: signing in and out', () => {
  it('stores the three entries of session.signedIn, and refreshes with that access token', () => {
    const session = startSession(null);
    session.actor.send(SIGN_IN);
    expect(session.state()).toEqual({ signedIn: 'idle' });
    expect(session.session()).toEqual(TOKENS);
    expect(session.written).toEqual([TOKENS]);
    expect(session.effects).toEqual(['write']);
    session.actor.send(REFRESH);
    expect(session.refreshedFor()).toEqual(['access-1']);
  });

  it('clears the three entries on session.signedOut, from any state', () => {
    const session = startSession(TOKENS);
    session.actor.send({ type: 'session.signedOut' });
    expect(session.state()).toBe('signedOut');
    expect(session.session()).toBeNull();
    session.actor.send({ type: 'session.signedOut' });
    expect(session.effects).toEqual(['clear', 'clear']);
  });

  it('ignores a refresh request while signed out', () => {
    const session = startSession(null);
    session.actor.send(REFRESH);
    expect(session.state()).toBe('signedOut');
    expect(session.refresh.calls).toEqual([]);
  });

  it('a sign-out during a refresh wins and cancels the refresh', async () => {
    const session = startSession(TOKENS);
    session.actor.send(REFRESH);
    session.actor.send({ type: 'session.signedOut' });
    expect(session.refresh.lastSignal.aborted).toBe(true);
    await session.refreshEnds(ROTATED);
    expect(session.state()).toBe('signedOut');
    expect(session.session()).toBeNull();
    expect(session.effects).toEqual(['clear']);
  });

  it('a sign-in during a refresh ends the refresh with the new tokens', async () => {
    const session = startSession(TOKENS);
    session.actor.send(REFRESH);
    session.actor.send({ ...SIGN_IN, access: 'access-login' });
    expect(session.state()).toEqual({ signedIn: 'idle' });
    expect(session.refresh.lastSignal.aborted).toBe(true);
    await session.refreshEnds(ROTATED);
    expect(session.session()).toEqual({ ...TOKENS, access: 'access-login' });
  });
});

describe('session machine: refresh', () => {
  it('runs one refresh for concurrent requests, for the access token held, and keeps the rotated tokens and the user', async () => {
    const session = startSession(TOKENS);
    session.actor.send(REFRESH);
    session.actor.send(REFRESH);
    session.actor.send(REFRESH);
    expect(session.state()).toEqual({ signedIn: 'refreshing' });
    await session.refreshEnds(ROTATED);
    expect(session.refreshedFor()).toEqual(['access-1']);
    expect(session.state()).toEqual({ signedIn: 'idle' });
    expect(session.session()).toEqual({ access: 'access-2', refresh: 'refresh-2', userId: '7' });
    // The refresh itself stored them, inside the lock: the machine writes nothing more.
    expect(session.effects).toEqual([]);
    // The next refresh is asked for the new access token.
    session.actor.send(REFRESH);
    expect(session.refreshedFor()).toEqual(['access-1', 'access-2']);
  });

  it('ignores storage changes while refreshing (the refresh re-reads inside the lock)', async () => {
    const session = startSession(TOKENS);
    session.actor.send(REFRESH);
    session.setStorage({ access: 'access-9', refresh: 'refresh-9', userId: '8' });
    session.storageChanged();
    session.setStorage(null);
    session.storageChanged();
    expect(session.state()).toEqual({ signedIn: 'refreshing' });
    expect(session.session()).toEqual(TOKENS);
    expect(session.effects).toEqual([]);
    await session.refreshEnds(ROTATED);
    expect(session.state()).toEqual({ signedIn: 'idle' });
    expect(session.session()).toEqual({ access: 'access-2', refresh: 'refresh-2', userId: '7' });
  });

  it('on a refused refresh clears storage, forgets the tokens and navigates to login once', async () => {
    const session = startSession(TOKENS);
    session.actor.send(REFRESH);
    session.actor.send(REFRESH);
    await session.refreshEnds({ type: 'rejected' });
    expect(session.state()).toBe('signedOut');
    expect(session.session()).toBeNull();
    expect(session.effects).toEqual(['clear', 'navigateToLogin']);
  });

  it('when another tab signed out before the lock was ours, signs out without clearing or navigating', async () => {
    const session = startSession(TOKENS);
    session.actor.send(REFRESH);
    await session.refreshEnds({ type: 'signedOutElsewhere' });
    expect(session.state()).toBe('signedOut');
    expect(session.session()).toBeNull();
    expect(session.effects).toEqual(['revalidateRoutes']);
  });

  it('stays signed in when the refresh call fails (5xx, 429, network, timeout) and can try again', async () => {
    const session = startSession(TOKENS);
    session.actor.send(REFRESH);
    await session.refreshEnds('transient failure');
    expect(session.state()).toEqual({ signedIn: 'refreshFailed' });
    expect(session.session()).toEqual(TOKENS);
    expect(session.effects).toEqual([]);

    session.actor.send(REFRESH);
    expect(session.state()).toEqual({ signedIn: 'refreshing' });
    await session.refreshEnds({ type: 'refreshed', access: 'access-3', refresh: null });
    expect(session.state()).toEqual({ signedIn: 'idle' });
    expect(session.session()).toEqual({ access: 'access-3', refresh: null, userId: '7' });
    expect(session.refreshedFor()).toEqual(['access-1', 'access-1']);
  });

  it('after a failed refresh, follows another tab that rotated the token or signed out', async () => {
    const session = startSession(TOKENS);
    session.actor.send(REFRESH);
    await session.refreshEnds('transient failure');
    const rotated = { access: 'access-9', refresh: 'refresh-9', userId: '7' };
    session.setStorage(rotated);
    session.storageChanged();
    expect(session.state()).toEqual({ signedIn: 'idle' });
    expect(session.session()).toEqual(rotated);

    session.actor.send(REFRESH);
    await session.refreshEnds('transient failure');
    session.setStorage(null);
    session.storageChanged();
    expect(session.state()).toBe('signedOut');
    expect(session.effects).toEqual(['revalidateRoutes']);
  });

  it('after a failed refresh, a login or a logout of this tab still counts', async () => {
    const session = startSession(TOKENS);
    session.actor.send(REFRESH);
    await session.refreshEnds('transient failure');
    session.actor.send({ ...SIGN_IN, access: 'access-login' });
    expect(session.state()).toEqual({ signedIn: 'idle' });
    expect(session.written).toEqual([{ ...TOKENS, access: 'access-login' }]);

    session.actor.send(REFRESH);
    await session.refreshEnds('transient failure');
    session.actor.send({ type: 'session.signedOut' });
    expect(session.state()).toBe('signedOut');
    expect(session.effects).toEqual(['write', 'clear']);
  });
});

/**
 * The app's side of the session (src/session/createSession.ts) where no walk goes: a window with
 * its storage and `storage` listeners, and a refresh call that answers as told. Web Locks and
 * IndexedDB are absent, as in browsers without them: the refresh runs at once, alone.
 */
function appSession(stored: Record<string, string> = {}) {
  const entries = new Map(Object.entries(stored));
  const listeners = new Set<(event: { key: string | null }) => void>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => entries.set(key, value),
      removeItem: (key: string) => entries.delete(key),
    },
    addEventListener: (type: string, listener: (event: { key: string | null }) => void) => type === 'storage' && listeners.add(listener),
    removeEventListener: (type: string, listener: (event: { key: string | null }) => void) => type === 'storage' && listeners.delete(listener),
  });
  const refreshBodies: unknown[] = [];
  let answer: () => Promise<{ access?: unknown; refresh?: unknown }> = async () => ({ access: 'access-2' });
  const navigation = { toLogin: vi.fn(), revalidate: vi.fn() };
  const session = createSession({
    refreshTokens: (body) => {
      refreshBodies.push(body);
      return answer();
    },
    navigation,
  });
  session.start();
  return {
    session,
    entries,
    listeners,
    refreshBodies,
    navigation,
    state: () => session.actor.getSnapshot().value,
    /** Another tab wrote storage: every listener hears an event with `key`. */
    storageEvent: (key: string | null) => listeners.forEach((listener) => listener({ key })),
    answer: (next: () => Promise<{ access?: unknown; refresh?: unknown }>) => {
      answer = next;
    },
  };
}

const STORED = { access: 'access-1', refresh: 'refresh-1', user_id: '7' };

describe('createSession: the app side of the session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stores the three entries login hands it', () => {
    const app = appSession();
    app.session.signIn({ access: 'access-login', refresh: 'refresh-login', userId: '9' });
    expect(Object.fromEntries(app.entries)).toEqual({ access: 'access-login', refresh: 'refresh-login', user_id: '9' });
    app.session.stop();
  });

  it('refuses an answer without a usable access token as a failed refresh, and keeps a refresh token only when it is one', async () => {
    const app = appSession(STORED);
    for (const answer of [{}, { access: '' }, { access: 42 }]) {
      app.answer(async () => answer);
      await expect(app.session.requestRefresh()).resolves.toBe('failed');
      expect(Object.fromEntries(app.entries)).toEqual(STORED);
    }
    app.answer(async () => ({ access: 'access-2', refresh: 7 }));
    await expect(app.session.requestRefresh()).resolves.toBe('refreshed');
    expect(Object.fromEntries(app.entries)).toEqual({ ...STORED, access: 'access-2' });
    app.session.stop();
  });

  it('records the rotation before it stores the new tokens, so the next tab in line finds them', async () => {
    vi.mocked(recordRotation).mockClear();
    const app = appSession(STORED);
    app.answer(async () => ({ access: 'access-2', refresh: 'refresh-2' }));
    await expect(app.session.requestRefresh()).resolves.toBe('refreshed');
    expect(vi.mocked(recordRotation).mock.calls).toEqual([[{ replaced: 'access-1', access: 'access-2', refresh: 'refresh-2' }]]);
    app.session.stop();
  });

  it('takes the tokens another tab rotated its access token into, without spending the refresh token again', async () => {
    const app = appSession(STORED);
    vi.mocked(rotationReplacing).mockResolvedValueOnce({ replaced: 'access-1', access: 'access-9', refresh: 'refresh-9' });
    await expect(app.session.requestRefresh()).resolves.toBe('refreshed');
    expect(app.refreshBodies).toEqual([]);
    expect(Object.fromEntries(app.entries)).toEqual({ access: 'access-9', refresh: 'refresh-9', user_id: '7' });
    app.session.stop();
  });

  it('refreshes with the stored refresh token, keeps it when the answer has none, and says it refreshed', async () => {
    const app = appSession(STORED);
    await expect(app.session.requestRefresh()).resolves.toBe('refreshed');
    expect(app.refreshBodies).toEqual([{ refresh: 'refresh-1' }]);
    expect(Object.fromEntries(app.entries)).toEqual({ access: 'access-2', refresh: 'refresh-1', user_id: '7' });
    app.session.stop();
  });

  it('says the refresh failed on a transient failure, and signed out on a 401 (storage cleared, off to login)', async () => {
    const app = appSession(STORED);
    app.answer(async () => {
      throw Object.assign(new Error('Request failed with status code 503'), { isAxiosError: true, response: { status: 503 } });
    });
    await expect(app.session.requestRefresh()).resolves.toBe('failed');
    expect(Object.fromEntries(app.entries)).toEqual(STORED);
    app.answer(async () => {
      throw Object.assign(new Error('Request failed with status code 401'), { isAxiosError: true, response: { status: 401 } });
    });
    await expect(app.session.requestRefresh()).resolves.toBe('signedOut');
    expect(app.entries.size).toBe(0);
    expect(app.navigation.toLogin).toHaveBeenCalledTimes(1);
    app.session.stop();
  });

  it('counts a session stored without a refresh token as refused, without a call', async () => {
    const app = appSession({ access: 'access-1', user_id: '7' });
    await expect(app.session.requestRefresh()).resolves.toBe('signedOut');
    expect(app.refreshBodies).toEqual([]);
    expect(app.navigation.toLogin).toHaveBeenCalledTimes(1);
    app.session.stop();
  });

  it('reads storage before a refresh asked while signed out (written behind its back)', async () => {
    const app = appSession();
    expect(app.state()).toBe('signedOut');
    for (const [key, value] of Object.entries(STORED)) app.entries.set(key, value);
    await expect(app.session.requestRefresh()).resolves.toBe('refreshed');
    expect(app.refreshBodies).toEqual([{ refresh: 'refresh-1' }]);
    app.session.stop();
  });

  it('follows storage events for its three entries and for a cleared storage, not for other keys', () => {
    const app = appSession(STORED);
    app.entries.clear();
    app.storageEvent('theme');
    expect(app.state()).toEqual({ signedIn: 'idle' });
    app.storageEvent(null);
    expect(app.state()).toBe('signedOut');
    for (const [key, value] of Object.entries(STORED)) app.entries.set(key, value);
    app.storageEvent('user_id');
    expect(app.state()).toEqual({ signedIn: 'idle' });
    // Stopped, it listens no more.
    app.session.stop();
    expect(app.listeners.size).toBe(0);
  });
});
