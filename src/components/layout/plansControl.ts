import { useCallback } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { PLANS_SECTION_ID } from '../../content/plansSection';
import { scrollBehavior } from '../../styles/motion';
import { whenPageHydrated } from '../../loading/pageHydration';
import { jumpLaidOutAbove } from '../../loading/layOutAbove';

/**
 * How long to wait for the home page (a code-split route, its sections a chunk of their own) to
 * render its plans section: as long as the app waits for any answer (DESIGN.md, "HTTP timeout").
 * A slow phone on a slow network can take seconds to bring them, and the visitor still expects
 * to land on the plans (5 s fell short on a 4× slower CPU).
 */
const SECTION_WAIT_MS = 30_000;

/** Resolves with the element once it is in the document, or null after `timeoutMs`. */
export function waitForElement(id: string, timeoutMs: number): Promise<HTMLElement | null> {
  const present = document.getElementById(id);
  if (present) return Promise.resolve(present);
  return new Promise((resolve) => {
    const finish = (element: HTMLElement | null) => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve(element);
    };
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) finish(element);
    });
    const timer = window.setTimeout(() => finish(null), timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** Scrolls to the section (smoothly unless reduced motion is asked) and moves focus there. */
function revealSection(section: HTMLElement) {
  jumpLaidOutAbove(section, () => section.scrollIntoView({ behavior: scrollBehavior(), block: 'start' }));
  // Keyboard and screen-reader users continue from the section, as after an in-page link.
  if (section.tabIndex < 0 && !section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
}

/**
 * The one Plans control of the site (header, narrow menu, footer): Plans is not a route but the
 * home page's plans section. On the home page it scrolls there; elsewhere it navigates home
 * first and scrolls once the section exists.
 */
export function usePlansControl() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return useCallback(async () => {
    if (pathname !== '/') {
      // Not while the page around the button is still hydrating (src/loading/pageHydration.ts).
      await whenPageHydrated();
      await navigate({ to: '/', hash: PLANS_SECTION_ID });
    }
    const section = await waitForElement(PLANS_SECTION_ID, SECTION_WAIT_MS);
    if (section) revealSection(section);
  }, [navigate, pathname]);
}
