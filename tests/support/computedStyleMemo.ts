/**
 * Testing Library decides whether an element is visible, and what its accessible name is, from
 * `getComputedStyle` of the element, its descendants and its ancestors: one `getByRole` asks for
 * a dozen or more. jsdom keeps each element's computed style until the document changes, but on
 * every later call it hands out a copy of it, rebuilt property by property (each value parsed
 * again, shorthands expanded), which cost the screen walks a large part of their time.
 *
 * This hands out the kept declaration itself for as long as jsdom keeps it. jsdom drops its whole
 * cache (a new WeakMap) whenever the document, an attribute or a style sheet changes, so an entry
 * here counts only while jsdom's cache is the very one it was computed in: the answer is the one
 * jsdom would give, never older. Declarations from getComputedStyle are read-only, so sharing one
 * object between callers changes nothing they can see.
 */

interface DocumentImpl {
  _styleCache?: WeakMap<object, unknown>;
}
interface ElementImpl {
  _ownerDocument?: DocumentImpl;
}

/** jsdom's link from a DOM object to its implementation (a symbol described "impl"). */
function implSymbolOf(node: object): symbol | undefined {
  return Object.getOwnPropertySymbols(node).find((symbol) => symbol.description === 'impl');
}

/** The style cache jsdom currently keeps for `element`'s document, if this jsdom has one. */
function jsdomStyleCache(element: Element, impl: symbol): WeakMap<object, unknown> | undefined {
  const elementImpl = (element as unknown as Record<symbol, ElementImpl | undefined> | null)?.[impl];
  const cache = elementImpl?._ownerDocument?._styleCache;
  return cache instanceof WeakMap ? cache : undefined;
}

/** Marks the memoizing getComputedStyle: the files of a worker share one window (isolate: false). */
const MEMOIZED = Symbol.for('tests.computedStyleMemoized');

export function memoizeComputedStyle(window: Window): void {
  if (MEMOIZED in window.getComputedStyle) return;
  const impl = implSymbolOf(window.document);
  // Another DOM, or a jsdom that keeps no cache: leave getComputedStyle as it is.
  if (!impl || !jsdomStyleCache(window.document.documentElement, impl)) return;
  const computed = window.getComputedStyle.bind(window);
  const kept = new WeakMap<Element, { cache: WeakMap<object, unknown>; style: CSSStyleDeclaration }>();
  const memoized = (element: Element, pseudoElement?: string | null) => {
    const cache = pseudoElement ? undefined : jsdomStyleCache(element, impl);
    if (!cache) return computed(element, pseudoElement);
    const entry = kept.get(element);
    if (entry?.cache === cache) return entry.style;
    const style = computed(element);
    kept.set(element, { cache, style });
    return style;
  };
  window.getComputedStyle = Object.assign(memoized, { [MEMOIZED]: true });
}
