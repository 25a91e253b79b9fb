import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { carouselMachine } from '../../machines/ui/carousel.machine';
import { TIMERS } from '../../machines/constants';
import { AppProviders } from '../../src/app/AppProviders';
import { Testimonials } from '../../src/components/marketing/Testimonials';
import { TESTIMONIALS } from '../../src/content/testimonials';
import { REACT_MODES } from '../support/renderRoute';

/**
 * Model-based walk of the carousel statechart through the real testimonials carousel: every
 * event is a user gesture (or the 4 s timer), every state is checked against what is on screen.
 * Three testimonials keep the state space small: 3 slides × rotating/paused.
 */
const ITEMS = TESTIMONIALS.slice(0, 3);
const AFTER_EVENT = carouselMachine.getStateNodeById('carousel.playing.rotating').after[0]!.eventType;

type CarouselSnapshot = SnapshotFrom<typeof carouselMachine>;

const model = new TestModel(carouselMachine, {
  input: { itemCount: ITEMS.length, interval: 'testimonialInterval' },
  events: [
    { type: 'carousel.next' },
    { type: 'carousel.prev' },
    { type: 'carousel.pause' },
    { type: 'carousel.play' },
    { type: AFTER_EVENT } as never,
  ],
});

function region() {
  return screen.getByRole('region', { name: 'Investor testimonials' });
}

function button(name: RegExp) {
  return within(region()).getByRole('button', { name });
}

// A bare click (no hover, no focus), so each gesture is exactly one event of the model.
const gestures: Record<string, () => void> = {
  'carousel.next': () => void fireEvent.click(button(/^Next$/)),
  'carousel.prev': () => void fireEvent.click(button(/^Previous$/)),
  'carousel.pause': () => void fireEvent.click(button(/^Pause/)),
  'carousel.play': () => void fireEvent.click(button(/^Play/)),
  [AFTER_EVENT]: () => act(() => void vi.advanceTimersByTime(TIMERS.testimonialInterval)),
};

function assertScreen(snapshot: CarouselSnapshot) {
  const { page } = snapshot.context;
  const slides = within(region()).getAllByRole('group', { hidden: true });
  expect(slides).toHaveLength(ITEMS.length);
  slides.forEach((slide, index) => {
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide).toHaveAttribute('aria-label', `${index + 1} of ${ITEMS.length}`);
    if (index === page) expect(slide).toBeVisible();
    else expect(slide).not.toBeVisible();
  });
  expect(within(slides[page]!).getByText(ITEMS[page]!.name)).toBeVisible();
  const paused = snapshot.matches('paused');
  expect(button(paused ? /^Play Investor testimonials$/ : /^Pause Investor testimonials$/)).toBeVisible();
  expect(slides[0]!.parentElement).toHaveAttribute('aria-live', paused ? 'polite' : 'off');
}

describe.each(REACT_MODES)('testimonials carousel, model-based ($name)', { timeout: 30_000 }, ({ strict }) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const paths = model.getSimplePaths();

  it('has paths through every state, auto-advance included', () => {
    const key = (snapshot: CarouselSnapshot) => `${JSON.stringify(snapshot.value)}#${snapshot.context.page}`;
    const reached = new Set(paths.flatMap((path) => [key(path.state), ...path.steps.map((step) => key(step.state))]));
    expect(reached.size).toBe(6);
    expect(paths.some((path) => path.steps.some((step) => step.event.type === AFTER_EVENT))).toBe(true);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const tree = (
      <AppProviders>
        <Testimonials items={ITEMS} />
      </AppProviders>
    );
    render(strict ? <StrictMode>{tree}</StrictMode> : tree);
    await path.test({
      states: { '*': (snapshot) => assertScreen(snapshot as CarouselSnapshot) },
      // The timer's event type is computed, so the gesture table is typed loosely.
      events: gestures as never,
    });
  });
});
