import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False on the server and while a prerendered page hydrates, true from then on (and at once in a
 * page rendered only in the browser). Parts that depend on what this browser has stored, which
 * the prerendered HTML cannot know, wait for it, so hydration finds the HTML it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(nothingToWatch, () => true, () => false);
}
