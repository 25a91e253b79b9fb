/** A carousel's rotation: pages, the pause button, and holding still under hover and focus. */
import type { InputFrom, SnapshotFrom } from 'xstate';
import { carouselMachine } from '../../machines/ui/carousel.machine';
import { useFlow, type FlowSend } from '../flow/useFlow';

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

/** A carousel: what it shows, and what the visitor (or the layout) did to it. */
export interface CarouselApi {
  view: CarouselView;
  /** Show the next page. */
  next(): void;
  /** Show the previous page. */
  previous(): void;
  /** Show page `page`. */
  showPage(page: number): void;
  /** Stop the rotation (the button then offers Play). */
  pause(): void;
  /** Start the rotation again. */
  play(): void;
  /** The pointer is over the carousel: it holds. */
  pointerEnter(): void;
  /** The pointer has left it. */
  pointerLeave(): void;
  /** Keyboard focus is inside the carousel: it holds. */
  focusEnter(): void;
  /** Keyboard focus has left it. */
  focusLeave(): void;
  /** The layout now shows `pageSize` items a page (narrow or wide). */
  changePageSize(pageSize: number): void;
}

export function connectCarousel(snapshot: SnapshotFrom<typeof carouselMachine>, send: FlowSend<typeof carouselMachine>): CarouselApi {
  return {
    view: selectCarouselView(snapshot),
    next: () => send({ type: 'carousel.next' }),
    previous: () => send({ type: 'carousel.prev' }),
    showPage: (page) => send({ type: 'carousel.goto', page }),
    pause: () => send({ type: 'carousel.pause' }),
    play: () => send({ type: 'carousel.play' }),
    pointerEnter: () => send({ type: 'carousel.hover.start' }),
    pointerLeave: () => send({ type: 'carousel.hover.end' }),
    focusEnter: () => send({ type: 'carousel.focus.in' }),
    focusLeave: () => send({ type: 'carousel.focus.out' }),
    changePageSize: (pageSize) => send({ type: 'carousel.pageSize', pageSize }),
  };
}

/**
 * The carousel's flow. The intents keep one identity for the carousel's life, so an effect that
 * depends on one runs only when its own inputs change.
 */
export function useCarousel(input: InputFrom<typeof carouselMachine>): CarouselApi {
  return useFlow(carouselMachine, {}, connectCarousel, input);
}
