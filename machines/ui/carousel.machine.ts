import { assign, setup } from 'xstate';
import { TIMERS } from '../../domain/constants';
import { requirements } from '../requirements';

/** The rotation timers a carousel may run on (their values live in TIMERS). */
export type CarouselIntervalName = 'heroInterval' | 'testimonialInterval' | 'partnerInterval' | 'quoteInterval' | 'sectorSlideInterval';

export interface CarouselInput {
  /** How many items the carousel holds. */
  itemCount: number;
  /** Items shown together on one page (1 for a slideshow; 3 or 5 for the partner logos). */
  pageSize?: number;
  /** Which TIMERS entry sets the time between automatic advances. */
  interval: CarouselIntervalName;
  /** Under `prefers-reduced-motion` the carousel starts paused and moves only on request. */
  reducedMotion?: boolean;
}

export interface CarouselContext {
  itemCount: number;
  pageSize: number;
  /** Index of the page shown (0-based). */
  page: number;
  interval: CarouselIntervalName;
  intervalMs: number;
  reducedMotion: boolean;
  /** The pointer is over the carousel: rotation holds until it leaves. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel (outside its play/pause button): rotation holds. */
  focusWithin: boolean;
}

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.prev' }
  | { type: 'carousel.goto'; page: number }
  | { type: 'carousel.pause' }
  | { type: 'carousel.play' }
  | { type: 'carousel.hover.start' }
  | { type: 'carousel.hover.end' }
  | { type: 'carousel.focus.in' }
  | { type: 'carousel.focus.out' }
  | { type: 'carousel.pageSize'; pageSize: number };

function pageCountOf(context: Pick<CarouselContext, 'itemCount' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(context.itemCount / context.pageSize));
}

/**
 * One rotating element: hero images, testimonials, partner logos, the quote and the about page's
 * sector slideshows. It advances page by page on a named delay (`rotationInterval`, whose value
 * is the TIMERS entry named in the input), holds while hovered or focused, and stays paused once
 * the user pauses it (or from the start under reduced motion) until they press play.
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    tags: {} as 'paused' | 'rotating',
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  delays: {
    rotationInterval: ({ context }) => context.intervalMs,
  },
  guards: {
    startsPaused: ({ context }) => context.reducedMotion,
    isHeld: ({ context }) => context.hovered || context.focusWithin,
    isFree: ({ context }) => !context.hovered && !context.focusWithin,
  },
  actions: {
    showNextPage: assign({ page: ({ context }) => (context.page + 1) % pageCountOf(context) }),
    showPreviousPage: assign({
      page: ({ context }) => (context.page - 1 + pageCountOf(context)) % pageCountOf(context),
    }),
    showChosenPage: assign({
      page: ({ context }, params: { page: number }) => Math.min(Math.max(0, Math.trunc(params.page)), pageCountOf(context) - 1),
    }),
    markHovered: assign({ hovered: true }),
    clearHovered: assign({ hovered: false }),
    markFocusWithin: assign({ focusWithin: true }),
    clearFocusWithin: assign({ focusWithin: false }),
    // Keep the first item that was visible on screen when the page size changes (being one of
    // the items, its page is always one of the new pages).
    applyPageSize: assign(({ context }, params: { pageSize: number }) => {
      const pageSize = Math.max(1, Math.trunc(params.pageSize));
      const firstVisibleItem = context.page * context.pageSize;
      return { pageSize, page: Math.floor(firstVisibleItem / pageSize) };
    }),
  },
}).createMachine({
  id: 'carousel',
  // Tools that walk the registry start machines without input: they get a three-slide hero.
  context: ({ input }: { input: CarouselInput | undefined }) => ({
    itemCount: input?.itemCount ?? 3,
    pageSize: Math.max(1, input?.pageSize ?? 1),
    page: 0,
    interval: input?.interval ?? 'heroInterval',
    intervalMs: TIMERS[input?.interval ?? 'heroInterval'],
    reducedMotion: input?.reducedMotion ?? false,
    hovered: false,
    focusWithin: false,
  }),
  initial: 'starting',
  on: {
    'carousel.next': { actions: 'showNextPage', meta: requirements('design.carousel.controls') },
    'carousel.prev': { actions: 'showPreviousPage', meta: requirements('design.carousel.controls') },
    'carousel.goto': { actions: { type: 'showChosenPage', params: ({ event }) => ({ page: event.page }) }, meta: requirements('design.carousel.controls') },
    'carousel.hover.start': { actions: 'markHovered', meta: requirements('design.carousel.hold-on-hover-focus') },
    'carousel.hover.end': { actions: 'clearHovered', meta: requirements('design.carousel.hold-on-hover-focus') },
    'carousel.focus.in': { actions: 'markFocusWithin', meta: requirements('design.carousel.hold-on-hover-focus') },
    'carousel.focus.out': { actions: 'clearFocusWithin', meta: requirements('design.carousel.hold-on-hover-focus') },
    'carousel.pageSize': { actions: { type: 'applyPageSize', params: ({ event }) => ({ pageSize: event.pageSize }) }, meta: requirements('home.partners.page-size') },
  },
  states: {
    starting: {
      always: [{ guard: 'startsPaused', target: 'paused', meta: requirements('design.motion.reduced') }, { target: 'playing', meta: requirements('home.carousel.rotates') }],
    },
    playing: {
      initial: 'rotating',
      on: { 'carousel.pause': { target: 'paused', meta: requirements('design.carousel.controls') } },
      states: {
        rotating: {
          tags: 'rotating',
          always: { guard: 'isHeld', target: 'held', meta: requirements('design.carousel.hold-on-hover-focus') },
          after: {
            rotationInterval: { target: 'rotating', reenter: true, actions: 'showNextPage', meta: requirements('home.carousel.rotates') },
          },
          // A manual move restarts the wait, so the next slide gets its full time on screen.
          on: {
            'carousel.next': { target: 'rotating', reenter: true, actions: 'showNextPage', meta: requirements('design.carousel.controls') },
            'carousel.prev': { target: 'rotating', reenter: true, actions: 'showPreviousPage', meta: requirements('design.carousel.controls') },
            'carousel.goto': { target: 'rotating', reenter: true, actions: { type: 'showChosenPage', params: ({ event }) => ({ page: event.page }) }, meta: requirements('design.carousel.controls') },
          },
        },
        held: {
          always: { guard: 'isFree', target: 'rotating', meta: requirements('design.carousel.hold-on-hover-focus') },
        },
      },
    },
    paused: {
      tags: 'paused',
      on: { 'carousel.play': { target: 'playing', meta: requirements('design.carousel.controls') } },
    },
  },
});
