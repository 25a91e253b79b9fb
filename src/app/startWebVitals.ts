import type { AppRouter } from './router';
import { consentActor } from '../consent/consentStore';
import { reportWebVitals } from '../loading/webVitals';

/**
 * The app's page-speed reporting (./webVitals.ts) on the visitor's cookie choice and the route
 * the visit landed on. Started when the browser is idle after the first page (./afterFirstPage.ts).
 */
export function startWebVitals(router: AppRouter): () => void {
  const consent = consentActor(router.options.context.consent);
  return reportWebVitals({
    analyticsAllowed: () => consent.getSnapshot().context.choice?.analytics === true,
    onConsentChange: (listener) => {
      const subscription = consent.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    // The template (`/dashboard/deposits/$id`), never the address with its ids.
    route: router.state.matches.at(-1)?.fullPath || '/',
  });
}
