import type { AnyRoute } from '@tanstack/react-router';
import type { AppRouter } from './router';
import { rejectFailedLoads } from '../loading/routeCode';
import { PageUnavailable, ScreenUnavailable } from './shell/PageUnavailable';

/** Whether the route renders inside a layout route's frame (an ancestor's component other than the site's own). */
function inLayout(route: AnyRoute): boolean {
  for (let parent = route.parentRoute as AnyRoute | undefined; parent && !parent.isRoot; parent = parent.parentRoute as AnyRoute | undefined) {
    if (parent.options.component) return true;
  }
  return false;
}

/**
 * From now on a route whose code cannot be loaded shows a message in its place, inside the
 * layout, instead of reloading the document (src/loading/routeCode.ts). Run once the first page
 * is up, while the server still answers: this module and the message come with it, so they are
 * there when the server is not. A page already shown has its code, and nothing to change.
 */
export function showRouteCodeFailures(router: AppRouter): void {
  for (const route of Object.values(router.routesById) as AnyRoute[]) {
    const component: unknown = route.options.component;
    if (route.isRoot || typeof component !== 'function' || !rejectFailedLoads(component, route.id)) continue;
    route.options.errorComponent ??= inLayout(route) ? ScreenUnavailable : PageUnavailable;
  }
}
