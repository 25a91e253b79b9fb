/** A carousel's rotation: pages, the pause button, and holding still under hover and focus. */
import { useMemo } from 'react';
import type { InputFrom, SnapshotFrom } from 'xstate';
import { carouselMachine } from '../../machines/ui/carousel.machine';
import { useFlow } from '../flow/useFlow';

export interface CarouselView {
  page: number;
  pageSize: number;
  /** The user paused it (or reduced motion did): the button offers Play. */
  pausedByUser: boolean;
  /** Slides move on by themselves right now (not paused, not held by hover or focus). */
  rotating: boolean;
}

/** Snapshot → what the carousel shows. */
export function selectCarouselView(snapshot: SnapshotFrom<typeof carouselMachine>): CarouselView {
  const { page, pageSize } = snapshot.context;
  return {
    page,
    pageSize,
    pausedByUser: snapshot.hasTag('paused'),
    rotating: snapshot.hasTag('rotating'),
  };
}

/** Splits items into pages of `pageSize`. */
export function pagesOf<T>(items: readonly T[], pageSize: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += pageSize) pages.push(items.slice(start, start + pageSize));
  return pages;
}

/**
 * The carousel's view and what the visitor (or the layout) did to it. The intents keep one
 * identity for the carousel's life, so an effect that depends on one runs only when its own
 * inputs change.
 */
export function useCarousel(input: InputFrom<typeof carouselMachine>) {
  const { view, send } = useFlow(carouselMachine, {}, selectCarouselView, input);
  const intents = useMemo(
    () => ({
      next: () => send({ type: 'carousel.next' }),
      previous: () => send({ type: 'carousel.prev' }),
      showPage: (page: number) => send({ type: 'carousel.goto', page }),
      pause: () => send({ type: 'carousel.pause' }),
      play: () => send({ type: 'carousel.play' }),
      /** The pointer is over the carousel (it holds) or has left it. */
      pointerEnter: () => send({ type: 'carousel.hover.start' }),
      pointerLeave: () => send({ type: 'carousel.hover.end' }),
      /** Keyboard focus is inside the carousel (it holds) or has left it. */
      focusEnter: () => send({ type: 'carousel.focus.in' }),
      focusLeave: () => send({ type: 'carousel.focus.out' }),
      /** The layout now shows `pageSize` items a page (narrow or wide). */
      changePageSize: (pageSize: number) => send({ type: 'carousel.pageSize', pageSize }),
    }),
    [send],
  );
  return { view, ...intents };
}
