import { createElement, use, type ComponentType, type ReactElement } from 'react';
import { nextTask } from './nextTask';
import { whenWorthRetrying } from './firstInput';
import { onceUnlessFailed } from './onceUnlessFailed';

/**
 * Marks the promise's outcome on it once it settles, in the two fields React's use() reads: a
 * part loaded ahead then renders at once instead of suspending for a turn.
 */
export function readableByUse(promise: Promise<void>): Promise<void> {
  promise.then(() => Object.assign(promise, { status: 'fulfilled', value: undefined }), () => {});
  return promise;
}

/**
 * Fetches code until it arrives, never rejecting: a fetch that fails is tried again at the next
 * moment worth it (whenWorthRetrying: back online, the visitor's next press or key).
 */
export async function loadUntilLoaded<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch {
      await whenWorthRetrying();
    }
  }
}

export interface LazyPart<P> {
  (props: P): ReactElement;
  /**
   * Loads the part's chunk; the part then renders without suspending. Rejects when the chunk
   * cannot be fetched; the next call fetches it again.
   */
  load(): Promise<void>;
  /** Resolves once the part's chunk has arrived, without fetching it. */
  whenLoaded(): Promise<void>;
}

/** The parts a page the browser renders itself loads before its first render. */
const partsOfThePage = new Set<LazyPart<never>>();

/**
 * A part of the page in a chunk of its own, like React.lazy, that can also be loaded ahead.
 *
 * A chunk that cannot be fetched (the connection dropped, or a new release replaced it) does not
 * take the page down into the app's error page: the part keeps what it shows meanwhile (its
 * prerendered HTML, or its Suspense fallback) and its chunk is fetched again when the browser
 * comes back online or at the visitor's next press or key (loadUntilLoaded), as a route's code is
 * when the visitor tries again (src/loading/routeCode.ts).
 *
 * With `renderedWithPage`, a page the browser renders itself (no prerendered HTML to hold the
 * part's place) loads it before its first render (loadPartsOfThePage), so the part paints with
 * the page instead of pushing it down as it arrives. A prerendered page does not wait for it.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { renderedWithPage?: boolean } = {},
): LazyPart<P> {
  let component: ComponentType<P> | undefined;
  let announceLoaded = () => {};
  const loaded = new Promise<void>((resolve) => (announceLoaded = resolve));
  const loadOnce = onceUnlessFailed(() =>
    readableByUse(
      load().then((arrived) => {
        component = arrived;
        announceLoaded();
      }),
    ),
  );
  let shown: Promise<void> | undefined;
  function whenShown(): Promise<void> {
    // Loaded ahead: the settled load, which use() reads without suspending.
    if (component) return loadOnce();
    shown ??= readableByUse(loadUntilLoaded(loadOnce));
    return shown;
  }
  function Part(props: P) {
    use(whenShown());
    return createElement(component!, props);
  }
  const part = Object.assign(Part, { load: loadOnce, whenLoaded: () => loaded });
  if (options.renderedWithPage) partsOfThePage.add(part as LazyPart<never>);
  return part;
}

/**
 * Loads every part registered to render with the page, for a page the browser renders itself.
 * Each load starts in a task of its own, so the work of starting them never adds up in one long
 * task. One that cannot be fetched is left out (it shows its fallback until its chunk arrives):
 * the page is not held back for it.
 */
export async function loadPartsOfThePage(): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const part of partsOfThePage) {
    loads.push(part.load());
    await nextTask();
  }
  await Promise.allSettled(loads);
}
