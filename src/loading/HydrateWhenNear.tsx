import { Suspense, use, useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { skipRenderingOffscreen, type RenderedHeight } from './skipOffscreen';
import { useHydrated } from './hydration';
import { whenFirstInput } from './firstInput';

/**
 * When a part's code loads and it hydrates: `near`, within a screen of the window (a section the
 * visitor scrolls towards is ready when it arrives); `inView`, once any of it is in the window
 * (a part that only matters while seen, as a rotating picture). Either way a press or focus
 * inside it hydrates it at once.
 */
export type HydrateWhen = 'near' | 'inView';

const ROOT_MARGINS: Record<HydrateWhen, string> = { near: '100% 0px', inView: '0px' };

const waits = new Map<string, Promise<void>>();

/**
 * Settled already, in the form React's use() reads without suspending (it keeps a promise's
 * outcome on the promise as `status` and `value`). use() must be called on every render of the
 * component, hydrating or not, so this stands in when there is nothing to wait for.
 */
const NOTHING_TO_WAIT_FOR: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** What the visitor does inside a part that asks for it at once. */
const EVENTS_INSIDE = ['pointerdown', 'focusin', 'click'] as const;

/**
 * Resolves when the element with this id is where `when` asks (above), or when the visitor points
 * at, focuses into or clicks in it, or, `orAtFirstInput`, at the visitor's first input anywhere; at
 * once when there is no such element (nothing was prerendered there) or no browser (the prerender
 * itself).
 */
function whenReached(id: string, when: HydrateWhen, orAtFirstInput: boolean): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: ROOT_MARGINS[when] });
    function done() {
      observer.disconnect();
      for (const type of EVENTS_INSIDE) element!.removeEventListener(type, done, true);
      resolve();
    }
    observer.observe(element);
    for (const type of EVENTS_INSIDE) element.addEventListener(type, done, true);
    if (orAtFirstInput) void whenFirstInput().then(done);
  });
}

/**
 * The parts React has taken over (hydrated, or rendered by the browser), by id, each with the
 * promise that resolves then: until then a part's HTML is only shown, and a press on one of its
 * links is not React's (see heldLinkPresses.ts).
 */
const hydrated = new Map<string, { done: boolean; promise: Promise<void>; resolve: () => void }>();
function hydrationOf(id: string) {
  let part = hydrated.get(id);
  if (!part) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    hydrated.set(id, (part = { done: false, promise, resolve }));
  }
  return part;
}
export const isPartHydrated = (id: string): boolean => hydrationOf(id).done;
/** Resolves once the part with this id has hydrated (at once afterwards). */
export const whenPartHydrated = (id: string): Promise<void> => hydrationOf(id).promise;
function markPartHydrated(id: string) {
  const part = hydrationOf(id);
  part.done = true;
  part.resolve();
}

function waitFor(id: string, when: HydrateWhen, orAtFirstInput: boolean): Promise<void> {
  let wait = waits.get(id);
  if (!wait) waits.set(id, (wait = whenReached(id, when, orAtFirstInput)));
  return wait;
}

/**
 * A prerendered part of the page (`id` is its first element's) hydrates only when the visitor
 * comes near it (or as `when` says): until then it shows as prerendered, and its code and the
 * work of hydrating it stay off the first seconds of the page. A click or focus inside it
 * hydrates it at once. `orAtFirstInput`: so does the visitor's first input anywhere, for a part
 * that must answer the moment it is reached (its fields stay disabled until it hydrates), whose
 * visitor is on the way there once they act (a key, a touch). Rendered in the browser (not
 * hydrating), it renders straight away. Place it inside the part's Suspense boundary, around the
 * lazy part whose code it holds back. isPartHydrated and whenPartHydrated say when it has.
 */
export function HydrateWhenNear({ id, when = 'near', orAtFirstInput = false, children }: { id: string; when?: HydrateWhen; orAtFirstInput?: boolean; children: ReactNode }) {
  const hydrating = !useHydrated();
  use(hydrating ? waitFor(id, when, orAtFirstInput) : NOTHING_TO_WAIT_FOR);
  // Runs once the part's whole Suspense boundary has committed: React owns its elements now.
  useEffect(() => markPartHydrated(id), [id]);
  return children;
}

/**
 * A prerendered part that only answers the visitor (a menu, the cookie banner's choices) hydrates
 * at the visitor's first input anywhere on the page (src/loading/firstInput.ts), so a visit with
 * no input fetches neither its code nor its statechart; a press made meanwhile is clicked again
 * once it has hydrated (contract/earlyPress.ts). `id` is an element of the part: with nothing
 * prerendered there (the prerender itself), and on a page rendered in the browser, it renders at
 * once. Place it inside the part's Suspense boundary, around the lazy part whose code it holds back.
 * isPartHydrated and whenPartHydrated say when it has.
 */
export function HydrateOnFirstInput({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = !useHydrated();
  use(hydrating ? waitForFirstInput(id) : NOTHING_TO_WAIT_FOR);
  useEffect(() => markPartHydrated(id), [id]);
  return children;
}

function waitForFirstInput(id: string): Promise<void> {
  const key = `first-input:${id}`;
  let wait = waits.get(key);
  if (!wait) {
    const prerendered = typeof document !== 'undefined' && document.getElementById(id) !== null;
    waits.set(key, (wait = prerendered ? whenFirstInput() : Promise.resolve()));
  }
  return wait;
}

/** A home section off screen is neither laid out nor painted (see skipRenderingOffscreen). */
const SectionSkippedOffscreen = styled.div<{ $height: RenderedHeight }>`
  ${({ $height }) => skipRenderingOffscreen($height)}
`;

/**
 * One section of a long prerendered page that hydrates on its own when the visitor comes near
 * it (HydrateWhenNear around it, in an element of its own to watch), so the sections far down
 * the page cost nothing while it loads, and each hydrates in a short piece of work. Off screen
 * it is not laid out either (SectionSkippedOffscreen).
 */
export function HydrateSectionWhenNear({ name, height, children }: { name: string; height: RenderedHeight; children: ReactNode }) {
  const id = `hydrate-${name}`;
  return (
    <SectionSkippedOffscreen id={id} $height={height}>
      <Suspense fallback={null}>
        <HydrateWhenNear id={id}>{children}</HydrateWhenNear>
      </Suspense>
    </SectionSkippedOffscreen>
  );
}
