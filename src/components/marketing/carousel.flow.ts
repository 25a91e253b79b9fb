/** A carousel's rotation: pages, the pause button, and holding still under hover and focus. */
import type { InputFrom, SnapshotFrom } from 'xstate';
import { carouselMachine } from '../../../machines/ui/carousel.machine';
import { useFlow } from '../../app/useFlow';

export interface CarouselView {
  page: number;
  pageCount: number;
  pageSize: number;
  /** The user paused it (or reduced motion did): the button offers Play. */
  pausedByUser: boolean;
  /** Slides move on by themselves right now (not paused, not held by hover or focus). */
  rotating: boolean;
}

/** Snapshot → what the carousel shows. */
export function selectCarouselView(snapshot: SnapshotFrom<typeof carouselMachine>): CarouselView {
  const { page, itemCount, pageSize } = snapshot.context;
  return {
    page,
    pageCount: Math.max(1, Math.ceil(itemCount / pageSize)),
    pageSize,
    pausedByUser: snapshot.matches('paused'),
    rotating: snapshot.matches({ playing: 'rotating' }),
  };
}

/** Splits items into pages of `pageSize`. */
export function pagesOf<T>(items: readonly T[], pageSize: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += pageSize) pages.push(items.slice(start, start + pageSize));
  return pages;
}

export function useCarousel(input: InputFrom<typeof carouselMachine>) {
  return useFlow(carouselMachine, {}, selectCarouselView, input);
}
