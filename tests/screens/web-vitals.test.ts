/**
 * Real visitors' page speed (src/loading/webVitals.ts): measured for a sample of visits, only
 * while page-speed measurement is allowed, and sent once per value as the page is hidden.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metric, onCLS, onINP, onLCP } from 'web-vitals';
import { reportWebVitals, VITALS_SAMPLE_RATE } from '../../src/loading/webVitals';

type Report = (metric: Metric) => void;

/** A stand-in for web-vitals: each `on*` keeps its callback, so the test plays the browser. */
function fakeWebVitals() {
  const callbacks: Partial<Record<'LCP' | 'INP' | 'CLS', Report>> = {};
  const library = {
    onLCP: ((report: Report) => void (callbacks.LCP = report)) as typeof onLCP,
    onINP: ((report: Report) => void (callbacks.INP = report)) as typeof onINP,
    onCLS: ((report: Report) => void (callbacks.CLS = report)) as typeof onCLS,
  };
  const measure = (name: 'LCP' | 'INP' | 'CLS', value: number) => callbacks[name]!({ name, value } as Metric);
  return { load: vi.fn(async () => library), measure };
}

function consent(allowed: boolean) {
  const listeners = new Set<() => void>();
  return {
    allowed: () => allowed,
    onChange: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)),
    set(next: boolean) {
      allowed = next;
      for (const listener of listeners) listener();
    },
  };
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

function start(choice: ReturnType<typeof consent>, { sampled = true } = {}) {
  const webVitals = fakeWebVitals();
  const send = vi.fn<(url: string, body: string) => void>();
  stops.push(reportWebVitals({
    analyticsAllowed: choice.allowed, onConsentChange: choice.onChange, route: '/dashboard/deposits/$id',
    random: () => (sampled ? VITALS_SAMPLE_RATE - 0.01 : VITALS_SAMPLE_RATE), loadWebVitals: webVitals.load, send, apiBase: '/api',
  }));
  return { webVitals, send, sent: () => send.mock.calls.map(([url, body]) => ({ url, report: JSON.parse(body) as unknown })) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('page-speed reports', () => {
  it('a visit outside the sample loads nothing, even with consent', async () => {
    const { webVitals } = start(consent(true), { sampled: false });
    await settle();
    expect(webVitals.load).not.toHaveBeenCalled();
  });

  it('loads nothing until page-speed measurement is allowed, then sends the route and the three values once, as the page is hidden', async () => {
    const choice = consent(false);
    const { webVitals, sent } = start(choice);
    await settle();
    expect(webVitals.load).not.toHaveBeenCalled();
    choice.set(true);
    await settle();
    expect(webVitals.load).toHaveBeenCalledTimes(1);
    webVitals.measure('CLS', 0.03);
    webVitals.measure('LCP', 1500);
    webVitals.measure('INP', 180);
    hide();
    expect(sent()).toEqual([{ url: '/api/vitals/', report: { route: '/dashboard/deposits/$id', metrics: [{ name: 'LCP', value: 1500 }, { name: 'INP', value: 180 }, { name: 'CLS', value: 0.03 }] } }]);
    // Hidden again with nothing new: nothing more is sent; a later value goes alone.
    hide();
    webVitals.measure('INP', 240);
    hide();
    expect(sent().map(({ report }) => report)).toEqual([
      expect.anything(),
      { route: '/dashboard/deposits/$id', metrics: [{ name: 'INP', value: 240 }] },
    ]);
  });

  it('sends nothing once the visitor withdraws the permission', async () => {
    const choice = consent(true);
    const { webVitals, send } = start(choice);
    await settle();
    webVitals.measure('LCP', 900);
    choice.set(false);
    hide();
    expect(send).not.toHaveBeenCalled();
  });
});
