import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { createSessionHandle, type SessionHandle } from './session';
import { createConsentHandle, type ConsentHandle } from '../consent/consent';
import { createStepUpHandle, type StepUpHandle } from '../features/account/stepUpHandle';
import { markingHydration } from '../loading/pageHydration';

/** What every route's guard and component can read from the router (`Route.useRouteContext`). */
export interface RouterContext {
  session: SessionHandle;
  /** The visitor's cookie choice (the banner, the settings button, the market widgets). */
  consent: ConsentHandle;
  /** The step-up dialog's actor: a sensitive change the server refused asks it for a proof. */
  stepUp: StepUpHandle;
}

/**
 * The app's router, with the session in its context. Tests pass a memory history; the browser
 * uses the default one. The session moves the user through this router: to /auth/login when the
 * server refuses the refresh token (history replaced, the current page kept as `redirect`), and
 * a re-run of the guards when another tab signs out.
 */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  const session = createSessionHandle({
    toLogin: () => {
      const here = router.state.location;
      // The login page needs no sending; the logout page ends with its own message and redirect.
      if (here.pathname === '/auth/login' || here.pathname === '/auth/logout') return;
      void router.navigate({ to: '/auth/login', search: { redirect: here.href }, replace: true });
    },
    revalidate: () => void router.invalidate(),
  });
  const router = createRouter({
    routeTree,
    context: { session, consent: createConsentHandle(), stepUp: createStepUpHandle() } satisfies RouterContext,
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    // The app scrolls to the top itself on every route change (see RouteEffects).
    scrollRestoration: false,
  });
  // Every page says when it has hydrated (src/loading/pageHydration.ts), the not-found page too
  // (the root's own). The route tree is one module for every router, so a component is wrapped
  // once, by the first router made.
  for (const route of Object.values(router.routesById)) {
    if (!route.isRoot && route.options.component) route.options.component = markingHydration(route.options.component);
    if (route.options.notFoundComponent) route.options.notFoundComponent = markingHydration(route.options.notFoundComponent);
  }
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page's document title, without the product name. */
    title?: string;
  }
}
