import type { AppRouter } from './router';
import { showRouteCodeFailures } from './routeCodeFailures';
import { startWebVitals } from './startWebVitals';

/**
 * What the browser's app starts once its first page is up (src/app/App.tsx): a page whose code
 * cannot be loaded says so in the app (./routeCodeFailures.ts), and real visitors' page speed is
 * reported (./startWebVitals.ts). Returns the stop of what keeps running.
 */
export function startAfterFirstPage(router: AppRouter): () => void {
  showRouteCodeFailures(router);
  return startWebVitals(router);
}
