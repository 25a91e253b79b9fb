/**
 * The APG modal dialog's keyboard and focus rules for a dialog drawn over the page: while it is
 * open the rest of the page is inert, Tab and Shift+Tab stay inside, Escape asks to close; once
 * closed, the focus goes back to the element that had it (the button of the change that asked).
 */
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => !element.matches(':disabled') && element.tabIndex >= 0);
}

/** Makes everything beside `dialog`'s layer inert; returns the function that undoes it. */
function makeRestInert(layer: HTMLElement): () => void {
  const made = [...document.body.children].filter((element) => element !== layer && !element.hasAttribute('inert'));
  for (const element of made) element.setAttribute('inert', '');
  return () => {
    for (const element of made) element.removeAttribute('inert');
  };
}

/**
 * Where an element is: its nearest ancestor with an id, and the child positions down from there.
 * A screen that draws its form anew (a keyed form) puts the new button at the same place.
 */
interface Place { element: HTMLElement; anchor: Element; path: number[] }

function placeOf(element: HTMLElement): Place {
  const path: number[] = [];
  let node: Element = element;
  while (node.parentElement && !node.id && node !== document.body) {
    path.unshift([...node.parentElement.children].indexOf(node));
    node = node.parentElement;
  }
  return { element, anchor: node, path };
}

/** The element itself while it is on the page, else the element of the same kind now at its place. */
function elementAt(place: Place): HTMLElement | null {
  if (place.element.isConnected) return place.element;
  if (!place.anchor.isConnected) return null;
  let node: Element | undefined = place.anchor;
  for (const index of place.path) node = node?.children[index];
  return node instanceof HTMLElement && node.tagName === place.element.tagName ? node : null;
}

const focusIsNowhere = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Gives the focus back to the opener. The button that started a change is usually disabled while
 * the change waits (a disabled element cannot take focus): then it gets the focus as soon as it is
 * enabled again, unless the investor has put the focus somewhere meanwhile. Returns the function
 * that stops waiting.
 */
function returnFocus(opener: Place | null): () => void {
  if (!opener) return () => {};
  const tryNow = () => {
    const target = elementAt(opener);
    if (!target || target.matches(':disabled')) return false;
    if (focusIsNowhere()) target.focus();
    return true;
  };
  if (tryNow()) return () => {};
  const observer = new MutationObserver(() => {
    if (!focusIsNowhere() || tryNow()) observer.disconnect();
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  return () => observer.disconnect();
}

/**
 * For a dialog shown while `open`: `layer` is its outermost element (a child of the body, over
 * the page), `dialog` the element with role="dialog"; `onKeyDown` goes on the dialog.
 */
export function useModalDialog({ open, layer, dialog, onEscape }: {
  open: boolean; layer: RefObject<HTMLElement | null>; dialog: RefObject<HTMLElement | null>; onEscape: () => void;
}) {
  // The element focused last outside the dialog: the opener, even when the page took its focus away since.
  const lastFocused = useRef<Place | null>(null);
  const stopWaiting = useRef<() => void>(() => {});
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !layer.current?.contains(event.target)) lastFocused.current = placeOf(event.target);
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [layer]);
  useEffect(() => {
    if (!open || !layer.current) return undefined;
    stopWaiting.current();
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? placeOf(active) : lastFocused.current;
    const undoInert = makeRestInert(layer.current);
    if (!dialog.current?.contains(document.activeElement)) dialog.current?.focus();
    return () => {
      undoInert();
      stopWaiting.current = returnFocus(opener);
    };
  }, [open, layer, dialog]);
  useEffect(() => () => stopWaiting.current(), []);
  // A focused button that goes away (Try again, once pressed) leaves the focus nowhere: keep it in the dialog.
  useEffect(() => {
    if (open && focusIsNowhere()) dialog.current?.focus();
  });

  return {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      const inside = tabbables(dialog.current);
      const first = inside[0];
      const last = inside.at(-1);
      if (!first || !last) return;
      const here = document.activeElement;
      if (event.shiftKey && (here === first || here === dialog.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && here === last) {
        event.preventDefault();
        first.focus();
      }
    },
  };
}
