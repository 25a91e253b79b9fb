import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { connectSessionNavigation } from '../session/navigation';

/** The app's router. Tests pass a memory history; the browser uses the default one. */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    // The app scrolls to the top itself on every route change (see RouteEffects).
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Lets the session move the user: to /auth/login when the server refuses the refresh token
 * (history replaced, the current page kept as `redirect`), and a re-run of the guards when
 * another tab signs out. Returns the disconnect.
 */
export function connectSessionToRouter(router: AppRouter): () => void {
  return connectSessionNavigation({
    toLogin: () => {
      const here = router.state.location;
      if (here.pathname === '/auth/login') return;
      void router.navigate({ to: '/auth/login', search: { redirect: here.href }, replace: true });
    },
    revalidate: () => void router.invalidate(),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page's document title, without the product name. */
    title?: string;
  }
}
