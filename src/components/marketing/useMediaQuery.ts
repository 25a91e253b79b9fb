import { useCallback, useSyncExternalStore } from 'react';
import { WIDE_MIN_WIDTH } from '../../styles/theme';

/** The media query of the one breakpoint: wide from 768 px. */
export const WIDE_QUERY = `(min-width: ${WIDE_MIN_WIDTH}px)`;

function queryList(query: string): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
}

/** Whether a media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = queryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => queryList(query)?.matches ?? false,
    () => false,
  );
}
