import { createElement, use, type ComponentType, type ReactElement } from 'react';
import { nextTask } from './nextTask';

/**
 * Marks the promise's outcome on it once it settles, in the two fields React's use() reads: a
 * part loaded ahead then renders at once instead of suspending for a turn.
 */
export function readableByUse(promise: Promise<void>): Promise<void> {
  promise.then(() => Object.assign(promise, { status: 'fulfilled', value: undefined }), () => {});
  return promise;
}

export interface LazyPart<P> {
  (props: P): ReactElement;
  /** Loads the part's chunk (once); the part then renders without suspending. */
  load(): Promise<void>;
}

/** The parts a page the browser renders itself loads before its first render. */
const partsOfThePage = new Set<LazyPart<never>>();

/**
 * A part of the page in a chunk of its own, like React.lazy, that can also be loaded ahead.
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
  let loading: Promise<void> | undefined;
  function loadOnce(): Promise<void> {
    if (!loading) {
      loading = readableByUse(
        load().then((loaded) => {
          component = loaded;
        }),
      );
    }
    return loading;
  }
  function Part(props: P) {
    use(loadOnce());
    return createElement(component!, props);
  }
  const part = Object.assign(Part, { load: loadOnce });
  if (options.renderedWithPage) partsOfThePage.add(part as LazyPart<never>);
  return part;
}

/**
 * Loads every part registered to render with the page, for a page the browser renders itself.
 * Each load starts in a task of its own, so the work of starting them never adds up in one long
 * task.
 */
export async function loadPartsOfThePage(): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const part of partsOfThePage) {
    loads.push(part.load());
    await nextTask();
  }
  await Promise.all(loads);
}
