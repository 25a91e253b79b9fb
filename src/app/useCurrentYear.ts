import { useSyncExternalStore } from 'react';

/** The year the app was built, set by vite.config.ts (absent in the unit tests). */
declare const __BUILD_YEAR__: number | undefined;

const nothingToWatch = () => () => {};
const thisYear = () => new Date().getFullYear();
const buildYear = () => (typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : thisYear());

/**
 * The current year. A prerendered page says the year it was built in, so hydration reads that
 * one first, then the browser's own (a page built in December and read in January is right).
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(nothingToWatch, thisYear, buildYear);
}
