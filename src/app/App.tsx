import { useEffect, type MouseEvent } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './AppProviders';
import type { AppRouter } from './router';
import { whenIdle } from '../loading/idle';
import { whenFirstInput } from '../loading/firstInput';
import { loadUntilLoaded } from '../loading/lazyPart';
import { CONSENT_STORAGE_KEY } from '../../contract/consentPeek';
import { APP_READY_ATTRIBUTE } from '../loading/appReady';
import { CLICK_DELIVERED_PROPERTY } from '../../contract/earlyPress';
import { whenPageHydrated } from '../loading/pageHydration';

interface AppProps {
  router: AppRouter;
  /** Work for after the first render (the session), run when the browser is idle. */
  afterFirstRender?: () => void;
  /**
   * The browser app's own services, loaded when the browser is idle after the first page, for a
   * visitor who has chosen about cookies, else after the first input (src/app/afterFirstPage.ts):
   * real visitors' page speed, and the message for a page whose code cannot be loaded. The browser's app only; imported from here, not from the entry, whose
   * dynamic imports are all preloaded at start-up (scripts/vite-startup-preload.ts).
   */
  browserServices?: boolean;
}

/** Whether this browser has stored a cookie choice (read whole by the consent store when needed). */
function hasStoredConsent(): boolean {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Marks each click React hands to the page's handlers: a prerendered page's early-press script
 * clicks again what React could not deliver yet (contract/earlyPress.ts).
 */
function markDelivered(event: MouseEvent) {
  Reflect.set(event.nativeEvent, CLICK_DELIVERED_PROPERTY, true);
}

/**
 * The whole app around a router. The browser (src/main.tsx) and the build-time prerender
 * (src/prerender/renderPage.tsx) render this same tree, so hydration finds what it expects.
 */
export function App({ router, afterFirstRender, browserServices = false }: AppProps) {
  useEffect(() => (afterFirstRender ? whenIdle(afterFirstRender) : undefined), [afterFirstRender]);
  useEffect(() => {
    if (!browserServices) return undefined;
    let stop: (() => void) | undefined;
    let current = true;
    let cancel = () => {};
    const start = () => {
      // Fetched again if the connection dropped before it came (src/loading/lazyPart.ts).
      cancel = whenIdle(() => void loadUntilLoaded(() => import('./afterFirstPage')).then(({ startAfterFirstPage }) => {
        if (current) stop = startAfterFirstPage(router);
      }));
    };
    // A visitor who chose before may have allowed page-speed reports: they start when the
    // browser is idle. One who has not chosen cannot have, and a change of page needs an input:
    // both wait for the first (a visit with no input fetches neither).
    if (hasStoredConsent()) start();
    else void whenFirstInput().then(() => current && start());
    return () => {
      current = false;
      cancel();
      stop?.();
    };
  }, [router, browserServices]);
  useEffect(() => {
    let current = true;
    // The app answers once the page itself has hydrated, not only its frame: the early-press
    // script replays what was pressed then (contract/earlyPress.ts).
    void whenPageHydrated().then(() => {
      if (current) document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    });
    return () => {
      current = false;
    };
  }, [router]);
  return (
    <AppProviders>
      {/* No box of its own (display: contents): it only holds the click mark above. */}
      <div style={{ display: 'contents' }} onClickCapture={markDelivered}>
        <RouterProvider router={router} />
      </div>
    </AppProviders>
  );
}
