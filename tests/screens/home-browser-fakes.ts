/**
 * Controllable stand-ins for the browser APIs the marketing components watch: matchMedia (the
 * 768 px breakpoint and reduced motion) and IntersectionObserver (count-up and reveal).
 */
import { vi } from 'vitest';

export interface MediaState {
  /** Viewport width in px (the breakpoint is 768). */
  width: number;
  reducedMotion?: boolean;
}

/** Installs a matchMedia that answers from `state`; `setWidth` moves the viewport and notifies. */
export function fakeMatchMedia(initial: MediaState) {
  const state = { ...initial };
  const listeners = new Set<{ query: string; listener: () => void }>();
  const evaluate = (query: string): boolean => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    if (minWidth) return state.width >= Number(minWidth[1]);
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
    if (maxWidth) return state.width <= Number(maxWidth[1]);
    if (query.includes('prefers-reduced-motion: reduce')) return state.reducedMotion ?? false;
    return false;
  };
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return evaluate(query);
        },
        media: query,
        onchange: null,
        addEventListener: (_type: string, listener: () => void) => listeners.add({ query, listener }),
        removeEventListener: (_type: string, listener: () => void) => {
          for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
        },
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
  return {
    setWidth(width: number) {
      state.width = width;
      for (const entry of [...listeners]) entry.listener();
    },
    restore: () => spy.mockRestore(),
  };
}

type ObserverCallback = (entries: Array<Partial<IntersectionObserverEntry>>, observer: unknown) => void;

/** Installs an IntersectionObserver whose targets are shown into view on request. */
export function fakeIntersectionObserver() {
  const observers: Array<{ callback: ObserverCallback; targets: Element[]; self: unknown }> = [];
  class FakeIntersectionObserver {
    private readonly record;
    constructor(callback: ObserverCallback) {
      this.record = { callback, targets: [] as Element[], self: this };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.record.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  const original = window.IntersectionObserver;
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
  return {
    /** Reports every watched element containing `element` (or inside it) as `ratio` visible. */
    show(element: Element, ratio: number) {
      for (const record of observers) {
        const targets = record.targets.filter((target) => target.contains(element) || element.contains(target));
        if (targets.length === 0) continue;
        record.callback(
          targets.map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio })),
          record.self,
        );
      }
    },
    restore() {
      (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = original;
    },
  };
}
