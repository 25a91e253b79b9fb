import { expect, onTestFinished } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { apiUrl } from './msw-server';
import type { AppRouter } from '../../src/app/router';
import { REFRESH_LOCK_NAME } from '../../src/session/refreshLock';
import { writeStoredSession } from '../../src/session/storage';

/** Tokens in the compact JWS alphabet, as the storage reader expects. */
export const TEST_SESSION = { access: 'test.access.token', refresh: 'test.refresh.token', userId: '42' } as const;

/** Signed in on an earlier visit: the three entries a login stores are in storage before the app starts. */
export function signInForTest(tokens: { access: string; refresh: string; userId: string } = TEST_SESSION): void {
  writeStoredSession(tokens);
}

/** Another tab changes the session entries: storage changes, then this tab gets the `storage` event. */
export function changeStorageInAnotherTab(change: (storage: Storage) => void, key: string | null = 'access'): void {
  change(window.localStorage);
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }));
}

/**
 * A stand-in for `navigator.locks` (jsdom has none): one exclusive lock at a time, in order.
 * `whileWaiting(fn)` runs `fn` just before the next request is granted, i.e. what another
 * tab holding the lock did meanwhile. Removed when the test finishes.
 */
export function installFakeWebLocks() {
  const requests: string[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  let otherTabWork: (() => void) | undefined;
  const locks = {
    request<T>(name: string, _options: LockOptions, work: () => Promise<T>): Promise<T> {
      requests.push(name);
      const granted = queue.then(() => {
        otherTabWork?.();
        otherTabWork = undefined;
        return work();
      });
      queue = granted.catch(() => undefined);
      return granted;
    },
  };
  Object.defineProperty(window.navigator, 'locks', { value: locks, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(window.navigator, 'locks');
  });
  return {
    /** Names of the locks requested, in order. */
    requests,
    lockName: REFRESH_LOCK_NAME,
    whileWaiting(work: () => void) {
      otherTabWork = work;
    },
  };
}

/**
 * Test timeout for files that render the app: the first render of a file compiles the
 * lazily loaded route chunks, which takes several seconds on a busy machine.
 */
export const APP_RENDER_TIMEOUT_MS = 30_000;

/** Waits until the login page is shown (by address and title, whatever the page's content). */
export async function waitForLoginPage(router: AppRouter): Promise<void> {
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.status).toBe('idle');
    expect(document.title).toBe('Login · Acme Invest');
  });
}

/**
 * Answers every API call the test did not mock with 503, so pages that load their own data
 * (the dashboard) stay out of a session test's counts. Register it before the test's own handlers.
 */
export function otherApiCallsUnavailable() {
  return mock.all(apiUrl('/*'), () => HttpResponse.json({ detail: 'Unavailable in this test' }, { status: 503 }));
}
