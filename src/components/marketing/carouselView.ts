import type { SnapshotFrom } from 'xstate';
import type { carouselMachine } from '../../../machines/ui/carousel.machine';

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
