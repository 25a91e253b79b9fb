import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onEnter` the first time at least `threshold` of the element is in the viewport (an
 * IntersectionObserver), then stops watching. Without IntersectionObserver it calls at once, so
 * content never stays hidden.
 */
export function useInView(ref: RefObject<Element | null>, onEnter: () => void, threshold = 0): void {
  const onEnterRef = useRef(onEnter);
  useEffect(() => {
    onEnterRef.current = onEnter;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver !== 'function') {
      onEnterRef.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entered = entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold);
        if (!entered) return;
        observer.disconnect();
        onEnterRef.current();
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
}
