import { Fragment, createElement, type ReactNode } from 'react';
import { useMediaQuery } from './useMediaQuery';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether the user asked for reduced motion. Like every browser reading of the first render it
 * is false on the server and while a prerendered page hydrates, then the real preference.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

/**
 * Renders `children(reducedMotion)`, mounted afresh when the preference changes: the statecharts
 * below take it as input when they start (a carousel starts paused, a reveal shows at once), so
 * a preference that arrives after hydration, or changes later, starts them again with it.
 */
export function WithMotionPreference({ children }: { children: (reducedMotion: boolean) => ReactNode }) {
  const reducedMotion = useReducedMotion();
  return createElement(Fragment, { key: reducedMotion ? 'reduced' : 'full' }, children(reducedMotion));
}
