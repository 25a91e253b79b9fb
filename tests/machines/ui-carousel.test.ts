import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { carouselMachine, type CarouselEvent, type CarouselInput } from '../../machines/ui/carousel.machine';
import { CAROUSEL_INTERVALS } from '../oracle/delays';

function start(input: CarouselInput) {
  const actor = createActor(carouselMachine, { input });
  actor.start();
  return actor;
}

const page = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.page;

describe('carousel machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['heroInterval', 3_000],
    ['testimonialInterval', 4_000],
    ['partnerInterval', 3_000],
    ['quoteInterval', 5_000],
  ] as const)('advances on %s every %i ms, not before', (interval, ms) => {
    const actor = start({ itemCount: 3, interval });
    vi.advanceTimersByTime(ms - 1);
    expect(page(actor)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(page(actor)).toBe(1);
    vi.advanceTimersByTime(ms);
    expect(page(actor)).toBe(2);
    vi.advanceTimersByTime(ms);
    expect(page(actor)).toBe(0); // wraps around
  });

  it('pauses on request and resumes with a full interval on play', () => {
    const actor = start({ itemCount: 4, interval: 'heroInterval' });
    vi.advanceTimersByTime(2_000);
    actor.send({ type: 'carousel.pause' });
    expect(actor.getSnapshot().value).toBe('paused');
    vi.advanceTimersByTime(30_000);
    expect(page(actor)).toBe(0);
    actor.send({ type: 'carousel.play' });
    vi.advanceTimersByTime(2_999);
    expect(page(actor)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(page(actor)).toBe(1);
  });

  it('holds while hovered and resumes when the pointer leaves', () => {
    const actor = start({ itemCount: 4, interval: 'testimonialInterval' });
    actor.send({ type: 'carousel.hover.start' });
    expect(actor.getSnapshot().matches({ playing: 'held' })).toBe(true);
    vi.advanceTimersByTime(20_000);
    expect(page(actor)).toBe(0);
    actor.send({ type: 'carousel.hover.end' });
    expect(actor.getSnapshot().matches({ playing: 'rotating' })).toBe(true);
    vi.advanceTimersByTime(4_000);
    expect(page(actor)).toBe(1);
  });

  it('holds while focus is within, even after the pointer leaves', () => {
    const actor = start({ itemCount: 4, interval: 'quoteInterval' });
    actor.send({ type: 'carousel.focus.in' });
    actor.send({ type: 'carousel.hover.start' });
    actor.send({ type: 'carousel.hover.end' });
    vi.advanceTimersByTime(20_000);
    expect(page(actor)).toBe(0);
    actor.send({ type: 'carousel.focus.out' });
    vi.advanceTimersByTime(5_000);
    expect(page(actor)).toBe(1);
  });

  it('stays paused by the user when hover and focus end', () => {
    const actor = start({ itemCount: 4, interval: 'heroInterval' });
    actor.send({ type: 'carousel.hover.start' });
    actor.send({ type: 'carousel.pause' });
    actor.send({ type: 'carousel.hover.end' });
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().value).toBe('paused');
    expect(page(actor)).toBe(0);
  });

  it('starts paused under reduced motion, yet moves on next/prev', () => {
    const actor = start({ itemCount: 3, interval: 'heroInterval', reducedMotion: true });
    expect(actor.getSnapshot().value).toBe('paused');
    vi.advanceTimersByTime(60_000);
    expect(page(actor)).toBe(0);
    actor.send({ type: 'carousel.prev' });
    expect(page(actor)).toBe(2);
    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.next' });
    expect(page(actor)).toBe(1);
  });

  it('gives a manually chosen slide its full interval', () => {
    const actor = start({ itemCount: 5, interval: 'quoteInterval' });
    vi.advanceTimersByTime(4_000);
    actor.send({ type: 'carousel.next' });
    expect(page(actor)).toBe(1);
    vi.advanceTimersByTime(4_999);
    expect(page(actor)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(page(actor)).toBe(2);
    actor.send({ type: 'carousel.goto', page: 4 });
    expect(page(actor)).toBe(4);
    actor.send({ type: 'carousel.goto', page: 99 });
    expect(page(actor)).toBe(4);
  });

  // The next slide gets its full time after any manual move, not the time left before it.
  it.each([
    [{ type: 'carousel.next' }, 2],
    [{ type: 'carousel.prev' }, 0],
    [{ type: 'carousel.goto', page: 3 }, 3],
  ] satisfies [CarouselEvent, number][])('restarts the wait after %o', (event, pageAfter) => {
    const interval = CAROUSEL_INTERVALS.quoteInterval!;
    const actor = start({ itemCount: 5, interval: 'quoteInterval' });
    vi.advanceTimersByTime(interval - 1_000);
    actor.send({ type: 'carousel.next' }); // page 1, and a fresh wait
    vi.advanceTimersByTime(interval - 1_000);
    actor.send(event);
    expect(page(actor)).toBe(pageAfter);
    vi.advanceTimersByTime(interval - 1);
    expect(page(actor)).toBe(pageAfter);
    vi.advanceTimersByTime(1);
    expect(page(actor)).toBe((pageAfter + 1) % 5);
  });

  // The Stately inspector and other tools start a machine without input.
  it('starts without input as a three-slide hero on the hero interval', () => {
    const actor = createActor(carouselMachine, { input: undefined as unknown as CarouselInput }).start();
    expect(actor.getSnapshot().context).toMatchObject({ itemCount: 3, pageSize: 1, page: 0, interval: 'heroInterval', reducedMotion: false });
    expect(actor.getSnapshot().hasTag('rotating')).toBe(true);
    vi.advanceTimersByTime(CAROUSEL_INTERVALS.heroInterval! - 1);
    expect(page(actor)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(page(actor)).toBe(1);
  });

  it('pages the 15 partner logos 3 at a time when narrow and 5 at a time when wide', () => {
    const actor = start({ itemCount: 15, pageSize: 3, interval: 'partnerInterval' });
    const pagesSeen = [page(actor)];
    for (let step = 0; step < 5; step += 1) {
      vi.advanceTimersByTime(3_000);
      pagesSeen.push(page(actor));
    }
    expect(pagesSeen).toEqual([0, 1, 2, 3, 4, 0]);

    actor.send({ type: 'carousel.next' }); // page 1: logos 4-6
    actor.send({ type: 'carousel.pageSize', pageSize: 5 });
    expect(actor.getSnapshot().context).toMatchObject({ pageSize: 5, page: 0 }); // logo 4 is on page 0 of 5s
    vi.advanceTimersByTime(3_000);
    expect(page(actor)).toBe(1);
    vi.advanceTimersByTime(3_000 * 2);
    expect(page(actor)).toBe(0); // 3 pages of 5
  });

  it('keeps the page in range when the page size grows at the last page', () => {
    const actor = start({ itemCount: 15, pageSize: 3, interval: 'partnerInterval' });
    actor.send({ type: 'carousel.goto', page: 4 }); // logos 13-15
    actor.send({ type: 'carousel.pageSize', pageSize: 5 });
    expect(page(actor)).toBe(2);
  });
});
