/** The Web Locks name every tab of the app queues on before refreshing. */
export const REFRESH_LOCK_NAME = 'acme-session-refresh';

/**
 * Runs `work` while holding the cross-tab refresh lock, so two tabs never spend the same
 * refresh token. Browsers without Web Locks run it at once: refreshes are then single-flight
 * within the tab only.
 */
export function withRefreshLock<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  return locks.request(REFRESH_LOCK_NAME, { signal }, work);
}
