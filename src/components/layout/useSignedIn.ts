import { useSyncExternalStore } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { hasAccessToken } from '../../session/storage';

function subscribeToOtherTabs(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * Whether the visitor is signed in (the guard's rule: an `access` entry exists). Read again on
 * every route change (a login or logout in this tab navigates) and on a `storage` event (another tab).
 */
export function useSignedIn(): boolean {
  // Subscribing to the path re-renders on every route change; useSyncExternalStore re-reads then.
  useRouterState({ select: (state) => state.location.pathname });
  return useSyncExternalStore(subscribeToOtherTabs, hasAccessToken, () => false);
}
