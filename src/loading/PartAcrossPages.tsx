import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { isPartHydrated } from './HydrateWhenNear';
import { useHydrated } from './hydration';
import type { LazyPart } from './lazyPart';

/**
 * The Suspense boundary of a part of the site's frame that stays from page to page and hydrates
 * after the page (the footer, the header's menus, the cookie banner: HydrateWhenNear or
 * HydrateOnFirstInput inside, `id` theirs, around the lazy `part`). Its HTML was prerendered for
 * the page the visitor arrived on. Should they move to another page before it hydrates, hydrating
 * it would keep that page's marks (React does not correct attributes as it hydrates: the old
 * page's link would stay `aria-current`). So it is rendered afresh instead, under a new key, as
 * soon as its code is there: until then it keeps showing its prerendered HTML (its code may be
 * slow, or not come at all). A part React had taken over before the change stays, and follows it
 * like the rest of the frame.
 */
export function PartAcrossPages({ id, part, fallback, children }: { id: string; part: Pick<LazyPart<never>, 'whenLoaded'>; fallback: ReactNode; children: ReactNode }) {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const prerendered = !useHydrated();
  const [arrivedOn] = useState(prerendered ? path : undefined);
  const [afresh, setAfresh] = useState(false);
  const stale = !afresh && arrivedOn !== undefined && path !== arrivedOn && !isPartHydrated(id);

  useEffect(() => {
    if (!stale) return;
    let stillStale = true;
    // A state update outranks the hydration the code's arrival asks of React: the key changes first.
    void part.whenLoaded().then(() => stillStale && setAfresh(true));
    return () => {
      stillStale = false;
    };
  }, [stale, part]);

  // The same element while the key stays: a dehydrated boundary given new props on a change of
  // page would be rendered in the browser at once, its prerendered HTML replaced by the fallback.
  return useMemo(
    () => (
      <Suspense key={afresh ? 'afresh' : 'prerendered'} fallback={fallback}>
        {children}
      </Suspense>
    ),
    [afresh, fallback, children],
  );
}
