import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { documentTitle } from '../content/company';
import { scrollBehavior } from '../styles/motion';
import { focusPageHeading } from './focusPageHeading';

/**
 * Per-route side effects of the shell: the document title comes from the deepest route's
 * `staticData.title`, and every change of page brings the new page to the visitor: the window
 * scrolls to the top (smoothly, unless the user asked for reduced motion; a hash in the address,
 * #plans, scrolls there instead) and the focus moves to the page's `h1`, so a screen reader reads
 * where the visitor arrived and the next Tab starts from the page, not from the link left behind.
 * A flow's page may then send the focus on to its own first field (useStepFocus), which runs after.
 * Rendered before the page in the tree, so a page without a route (the 404 page) can set its
 * own title with `useDocumentTitle` after this runs.
 */
export function RouteEffects() {
  // The page shown, not the one asked for (whose code may still be loading): the deepest match is
  // rendered in the same commit as the page itself, so the page's own effects run after these.
  const shown = useRouterState({ select: (state) => state.matches[state.matches.length - 1]?.pathname });
  const title = useRouterState({
    select: (state) => [...state.matches].reverse().find((match) => match.staticData?.title)?.staticData.title,
  });

  useDocumentTitle(title);

  // The page the visitor arrived on keeps where the browser put it, scroll and focus: a scroll
  // there would only force a layout in the middle of hydration, and the focus is theirs.
  const arrivedOn = useRef(shown);
  useEffect(() => {
    if (shown === undefined || arrivedOn.current === shown) return;
    const first = arrivedOn.current === undefined;
    arrivedOn.current = shown;
    if (first || window.location.hash) return;
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    focusPageHeading();
  }, [shown]);

  return null;
}

export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
