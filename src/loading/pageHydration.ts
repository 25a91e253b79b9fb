import { createElement, useEffect, type ComponentType } from 'react';

/**
 * When the page itself has hydrated, not only the frame around it. The root route's <Outlet>
 * puts the page in a Suspense boundary of its own, which React hydrates after the root has
 * committed: the app's first effect comes while the page's own elements may still be dehydrated
 * HTML. A navigation in that moment (a Plans press the early-press script replays, or one pressed
 * on a slow device) changes the router's matches before React hydrates the old page, whose match
 * is then gone: React reports error #422 and renders that part again in the browser. So the
 * page's route component says when it has hydrated (markPageHydrated), the app announces itself
 * only then (src/app/App.tsx), and navigations started by a press wait for it (whenPageHydrated).
 */
let hydrated = false;
let announce: () => void = () => {};
const pageHydrated = new Promise<void>((resolve) => {
  announce = resolve;
});

export function markPageHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  announce();
}

/** Resolves once the first page has hydrated (at once afterwards). */
export const whenPageHydrated = (): Promise<void> => pageHydrated;

export const isPageHydrated = (): boolean => hydrated;

const marked = new WeakSet<ComponentType<never>>();

/**
 * The route component `Page`, marking the page hydrated from its first effect (which React runs
 * when the page's boundary commits). Route code splitting asks a component for `preload`: it is
 * passed through, as the router reads it (it goes once the chunk has loaded), and can be wrapped
 * in turn (src/loading/routeCode.ts).
 */
export function markingHydration<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  if (marked.has(Page as ComponentType<never>)) return Page;
  function PageThatMarksHydration(props: P) {
    useEffect(markPageHydrated, []);
    return createElement(Page, props);
  }
  Object.defineProperty(PageThatMarksHydration, 'preload', { get: () => (Page as { preload?: unknown }).preload, configurable: true });
  marked.add(PageThatMarksHydration as ComponentType<never>);
  return PageThatMarksHydration;
}
