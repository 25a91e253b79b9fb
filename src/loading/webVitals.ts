/**
 * Real visitors' page speed: the Core Web Vitals of the page a visit landed on
 * (LCP, INP, CLS, measured by Google's `web-vitals`), sent to the API with `sendBeacon` as the
 * page is hidden, where they become histograms per route (server/metrics/). Only for a sample of
 * visits, and only while the visitor allows page-speed measurement (the cookie banner): until
 * then nothing is loaded, and a choice withdrawn stops the sending. No identifier is sent: the
 * route's template and the three numbers.
 */
import type { Metric } from 'web-vitals';
import { VITAL_NAMES, VITALS_PATH, type VitalName, type VitalsReport } from '../../contract/vitals';

/** The share of visits measured: enough for each route's histograms, a quarter of the beacons. */
export const VITALS_SAMPLE_RATE = 0.25;

type WebVitals = Pick<typeof import('web-vitals'), 'onLCP' | 'onINP' | 'onCLS'>;

export interface VitalsReporting {
  /** Whether the visitor allows page-speed measurement now. */
  analyticsAllowed: () => boolean;
  /** Calls `listener` whenever the cookie choice changes; returns the unsubscribe. */
  onConsentChange: (listener: () => void) => () => void;
  /** The template of the route the visit landed on (`/dashboard/deposits/$id`). */
  route: string;
  random?: () => number;
  loadWebVitals?: () => Promise<WebVitals>;
  send?: (url: string, body: string) => void;
  apiBase?: string;
}

const beacon = (url: string, body: string) => {
  navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
};

/** Starts measuring, now or once allowed; returns the stop. */
export function reportWebVitals({
  analyticsAllowed, onConsentChange, route, random = Math.random, loadWebVitals = () => import('web-vitals'), send = beacon,
  apiBase = import.meta.env.VITE_API_BASE_URL || '/api',
}: VitalsReporting): () => void {
  if (random() >= VITALS_SAMPLE_RATE) return () => {};
  const latest = new Map<VitalName, number>();
  let measuring = false;

  /** What was measured and not yet sent goes in one beacon, while measurement is allowed. */
  const flush = () => {
    if (latest.size === 0 || !analyticsAllowed()) return;
    const report: VitalsReport = { route, metrics: VITAL_NAMES.filter((name) => latest.has(name)).map((name) => ({ name, value: latest.get(name)! })) };
    latest.clear();
    send(`${apiBase}${VITALS_PATH}`, JSON.stringify(report));
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const startIfAllowed = async () => {
    if (measuring || !analyticsAllowed()) return;
    measuring = true;
    const { onLCP, onINP, onCLS } = await loadWebVitals();
    const keep = (metric: Metric) => latest.set(metric.name as VitalName, metric.value);
    onLCP(keep);
    onINP(keep);
    onCLS(keep);
    // After web-vitals' own listeners (they run in the order added): its final values come first.
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
  };

  const unsubscribe = onConsentChange(() => void startIfAllowed());
  void startIfAllowed();
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flush);
  };
}
