import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { documentTitle } from '../content/company';
import { scrollBehavior } from '../styles/motion';
import { noteInAppNavigation } from './useStepFocus';

/**
 * Per-route side effects of the shell: the document title comes from the deepest route's
 * `staticData.title`, and every change of path scrolls the window to the top (smoothly,
 * unless the user asked for reduced motion). A hash in the address (#plans) scrolls there instead.
 * Rendered before the page in the tree, so a page without a route (the 404 page) can set its
 * own title with `useDocumentTitle` after this runs.
 */
export function RouteEffects() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const title = useRouterState({
    select: (state) => [...state.matches].reverse().find((match) => match.staticData?.title)?.staticData.title,
  });

  useDocumentTitle(title);

  // The path the window was last scrolled for: the page the visitor arrived on is where the
  // browser put it (a scroll there would only force a layout in the middle of hydration).
  const scrolledFor = useRef(pathname);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    noteInAppNavigation();
    if (window.location.hash) return;
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [pathname]);

  return null;
}

export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
