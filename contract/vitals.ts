/**
 * A real visitor's page speed: the app sends it with `sendBeacon` when the page
 * is hidden, only with the visitor's consent to page-speed measurement and for a sample of visits;
 * the server adds each value to a histogram per route (server/metrics/vitals.ts).
 */
export const VITALS_PATH = '/vitals/';

/** The Core Web Vitals sent: LCP and INP in milliseconds, CLS unitless (web-vitals' own units). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The body of POST /api/vitals/: the route the visit landed on (its template), and its values. */
export interface VitalsReport {
  /** The route's template as the router names it (`/dashboard/deposits/$id`), never the address. */
  route: string;
  metrics: { name: VitalName; value: number }[];
}

/** How a route template may look: a path of letters, digits, `-`, `_`, `$` and `/`. */
export const VITALS_ROUTE_PATTERN = '^/[A-Za-z0-9_$/-]{0,80}$';
