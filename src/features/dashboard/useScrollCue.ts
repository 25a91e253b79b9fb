import { useEffect, useRef, useState } from 'react';

/** Which ends of a sideways scroller hide more of it: what its cue shows. */
export type More = 'start' | 'end' | 'both' | undefined;

function hiddenEnds(element: HTMLElement): More {
  const start = element.scrollLeft > 1;
  const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
  if (start && end) return 'both';
  if (start) return 'start';
  return end ? 'end' : undefined;
}

/**
 * A strip that scrolls sideways when it does not fit (the dashboard's tabs on a phone or at a
 * large zoom): says which of its ends hide more, for a visible cue there, and brings the current
 * item (`[aria-current="page"]`) into view whenever `current` changes, so the page the visitor is
 * on is never one of the hidden tabs. Returns the ref for the scrolling element.
 */
export function useScrollCue<T extends HTMLElement>(current: string) {
  const scroller = useRef<T>(null);
  const [more, setMore] = useState<More>(undefined);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const update = () => setMore(hiddenEnds(element));
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resized?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, []);

  useEffect(() => {
    const element = scroller.current;
    const item = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!element || !item) return;
    // Sideways only, and within the strip: the page itself does not move. The strip is the item's
    // offset parent, so its offsets do not depend on the scroll; its scroll padding keeps it clear of the cue.
    const padding = parseFloat(getComputedStyle(element).scrollPaddingInlineStart) || 0;
    const left = item.offsetLeft;
    const right = left + item.offsetWidth;
    if (left - padding < element.scrollLeft) element.scrollLeft = left - padding;
    else if (right + padding > element.scrollLeft + element.clientWidth) element.scrollLeft = right + padding - element.clientWidth;
  }, [current]);

  return { scroller, more };
}
