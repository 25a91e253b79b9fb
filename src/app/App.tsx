import { useEffect } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './AppProviders';
import type { AppRouter } from './router';
import { whenIdle } from './idle';
import { APP_READY_ATTRIBUTE } from './appReady';

interface AppProps {
  router: AppRouter;
  /** Work for after the first render (the session), run when the browser is idle. */
  afterFirstRender?: () => void;
}

/**
 * The whole app around a router. The browser (src/main.tsx) and the build-time prerender
 * (src/prerender/renderPage.tsx) render this same tree, so hydration finds what it expects.
 */
export function App({ router, afterFirstRender }: AppProps) {
  useEffect(() => (afterFirstRender ? whenIdle(afterFirstRender) : undefined), [afterFirstRender]);
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
