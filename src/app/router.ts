import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';

export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    // The app scrolls to the top itself on every route change (see RouteEffects).
    scrollRestoration: false,
  });
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
