import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type RefreshResult, type SessionTokens } from '../../machines/session.machine';

const TOKENS: SessionTokens = { access: 'access-1', refresh: 'refresh-1', userId: '7' };
const SIGN_IN = { type: 'session.signedIn', access: 'access-1', refresh: 'refresh-1', userId: '7' } as const;

/** The machine with in-memory storage, a refresh call the test answers, and every effect recorded. */
function startSession(initial: SessionTokens | null = null, refreshDelayMs = 1_000) {
  let stored = initial;
  const effects: string[] = [];
  const refreshInputs: string[] = [];
  const refreshSignals: AbortSignal[] = [];
  let answer: () => Promise<RefreshResult> = async () => ({ type: 'refreshed', access: 'access-2', refresh: 'refresh-2' });
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        refreshSession: fromPromise(async ({ input, signal }) => {
          refreshInputs.push(input.access);
          refreshSignals.push(signal);
          await new Promise((resolve) => setTimeout(resolve, refreshDelayMs));
          return answer();
        }),
      },
      actions: {
        writeStoredSession: (_, session) => {
          stored = session;
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
    refreshInputs,
    refreshSignals,
    state: () => actor.getSnapshot().value,
    session: () => actor.getSnapshot().context.session,
    /** What another tab does to the shared storage. */
    setStorage: (value: SessionTokens | null) => {
      stored = value;
    },
    /** The app reads storage again (its `storage` event) and tells the session what it holds. */
    storageChanged: () => actor.send({ type: 'storage.changed', session: stored }),
    answerRefresh: (next: () => Promise<RefreshResult>) => {
      answer = next;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session machine: reading storage', () => {
  it('starts signed out when storage holds no session', () => {
    const session = startSession(null);
    expect(session.state()).toBe('signedOut');
    expect(session.session()).toBeNull();
  });

  it('starts signed in with the stored tokens', () => {
    const session = startSession(TOKENS);
    expect(session.state()).toEqual({ signedIn: 'idle' });
    expect(session.session()).toEqual(TOKENS);
  });

  it('follows another tab that signed out, and re-runs the route guards', () => {
    const session = startSession(TOKENS);
    session.setStorage(null);
    session.storageChanged();
    expect(session.state()).toBe('signedOut');
    expect(session.session()).toBeNull();
    expect(session.effects).toEqual(['revalidateRoutes']);
  });

  it('follows another tab that signed in or rotated the token', () => {
    const session = startSession(null);
    session.setStorage(TOKENS);
    session.storageChanged();
    expect(session.state()).toEqual({ signedIn: 'idle' });

    const rotated = { ...TOKENS, access: 'access-9' };
    session.setStorage(rotated);
    session.storageChanged();
    expect(session.state()).toEqual({ signedIn: 'idle' });
    expect(session.session()).toEqual(rotated);
  });
});

describe('session machine: signing in and out', () => {
  it('stores the three entries on session.signedIn', () => {
    const session = startSession(null);
    session.actor.send(SIGN_IN);
    expect(session.state()).toEqual({ signedIn: 'idle' });
    expect(session.session()).toEqual(TOKENS);
    expect(session.effects).toEqual(['write']);
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
    session.actor.send({ type: 'session.refreshRequested' });
    expect(session.state()).toBe('signedOut');
    expect(session.refreshInputs).toEqual([]);
  });

  it('a sign-out during a refresh wins and cancels the refresh', async () => {
    const session = startSession(TOKENS);
    session.actor.send({ type: 'session.refreshRequested' });
    session.actor.send({ type: 'session.signedOut' });
    expect(session.refreshSignals[0]?.aborted).toBe(true);
    await vi.runAllTimersAsync();
    expect(session.state()).toBe('signedOut');
    expect(session.effects).toEqual(['clear']);
  });

  it('a sign-in during a refresh ends the refresh with the new tokens', async () => {
    const session = startSession(TOKENS);
    session.actor.send({ type: 'session.refreshRequested' });
    session.actor.send({ ...SIGN_IN, access: 'access-login' });
    expect(session.state()).toEqual({ signedIn: 'idle' });
    expect(session.refreshSignals[0]?.aborted).toBe(true);
    await vi.runAllTimersAsync();
    expect(session.session()?.access).toBe('access-login');
  });
});

describe('session machine: refresh', () => {
  it('runs one refresh for concurrent requests and keeps the rotated tokens', async () => {
    const session = startSession(TOKENS);
    session.actor.send({ type: 'session.refreshRequested' });
    session.actor.send({ type: 'session.refreshRequested' });
    session.actor.send({ type: 'session.refreshRequested' });
    expect(session.state()).toEqual({ signedIn: 'refreshing' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(session.refreshInputs).toEqual(['access-1']);
    expect(session.state()).toEqual({ signedIn: 'idle' });
    expect(session.session()).toEqual({ access: 'access-2', refresh: 'refresh-2', userId: '7' });
  });

  it('ignores storage changes while refreshing (the refresh re-reads inside the lock)', async () => {
    const session = startSession(TOKENS);
    session.actor.send({ type: 'session.refreshRequested' });
    session.setStorage(null);
    session.storageChanged();
    expect(session.state()).toEqual({ signedIn: 'refreshing' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(session.state()).toEqual({ signedIn: 'idle' });
  });

  it('on a refused refresh clears storage, forgets the tokens and navigates to login once', async () => {
    const session = startSession(TOKENS);
    session.answerRefresh(async () => ({ type: 'rejected' }));
    session.actor.send({ type: 'session.refreshRequested' });
    session.actor.send({ type: 'session.refreshRequested' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(session.state()).toBe('signedOut');
    expect(session.session()).toBeNull();
    expect(session.effects).toEqual(['clear', 'navigateToLogin']);
  });

  it('when another tab signed out before the lock was ours, signs out without clearing or navigating', async () => {
    const session = startSession(TOKENS);
    session.answerRefresh(async () => ({ type: 'signedOutElsewhere' }));
    session.actor.send({ type: 'session.refreshRequested' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(session.state()).toBe('signedOut');
    expect(session.effects).toEqual(['revalidateRoutes']);
  });

  it('stays signed in when the refresh call fails (5xx, 429, network, timeout) and can try again', async () => {
    const session = startSession(TOKENS);
    session.answerRefresh(async () => {
      throw new Error('Request failed with status code 503');
    });
    session.actor.send({ type: 'session.refreshRequested' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(session.state()).toEqual({ signedIn: 'refreshFailed' });
    expect(session.session()).toEqual(TOKENS);
    expect(session.effects).toEqual([]);

    session.answerRefresh(async () => ({ type: 'refreshed', access: 'access-3', refresh: null }));
    session.actor.send({ type: 'session.refreshRequested' });
    expect(session.state()).toEqual({ signedIn: 'refreshing' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(session.state()).toEqual({ signedIn: 'idle' });
    expect(session.session()).toEqual({ access: 'access-3', refresh: null, userId: '7' });
    expect(session.refreshInputs).toEqual(['access-1', 'access-1']);
  });

  it('a storage change after a failed refresh re-reads storage', async () => {
    const session = startSession(TOKENS);
    session.answerRefresh(async () => {
      throw new Error('Network Error');
    });
    session.actor.send({ type: 'session.refreshRequested' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(session.state()).toEqual({ signedIn: 'refreshFailed' });
    session.setStorage(null);
    session.storageChanged();
    expect(session.state()).toBe('signedOut');
  });
});

describe('session machine: storage events while signed out', () => {
  it('does not re-run the route guards when nothing changed (signed out stays signed out)', () => {
    const session = startSession(null);
    session.storageChanged();
    expect(session.state()).toBe('signedOut');
    expect(session.effects).toEqual([]);
  });
});
