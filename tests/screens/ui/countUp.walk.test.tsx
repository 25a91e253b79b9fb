import { expect, onTestFinished } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { CountUpInput } from '../../../machines/ui/countUp.machine';
import { MARKETING_STATS, STATS_HEADING, statFigure } from '../../oracle/marketing';
import { DECIDED_TIMERS, HOME_TIMERS } from '../../oracle/timers';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { fakeIntersectionObserver } from '../home-browser-fakes';
import { NARROW_PX, viewport } from './marketingSupport';

/**
 * The home page's figures, counting up once the visitor scrolls them into view (an
 * IntersectionObserver, faked here: jsdom has none), or shown at once under reduced motion.
 */
interface CountUpWalk {
  observer: ReturnType<typeof fakeIntersectionObserver>;
  /**
   * How far the count has run, by the walk's own account: from the clock's frames since the
   * figures came into view; the whole count under reduced motion, and once its 2 s are up.
   */
  elapsedMs: number;
}

const statsSection = () => screen.getByRole('region', { name: STATS_HEADING });

/** The moving figure a sighted visitor sees for `stat` (screen readers get the final one). */
const shownFigure = (id: string) => within(statsSection()).getByTestId(`stat-${id}`).textContent;

/** The count lasts section 2's 2 s ("count up over 2 s") and moves on every frame. */
const DURATION_MS = HOME_TIMERS.statsCountUp;
const FRAME_MS = DECIDED_TIMERS.countUpFrame;

/** The figure after `elapsed` ms of the count: fast at first, gentle at the end (ease-out cubic), rounded down. */
function figureAt(value: number, elapsed: number): number {
  return Math.floor(value * (1 - (1 - elapsed / DURATION_MS) ** 3));
}

const shownFigures = () => MARKETING_STATS.map((stat) => shownFigure(stat.id));

walkScreen('countUp', {
  // The home page is the heaviest to render: its first walk on a busy machine takes over 30 s.
  timeout: 60_000,
  async mount({ strict, input }): Promise<CountUpWalk> {
    const { reducedMotion = false } = input as CountUpInput;
    viewport({ width: NARROW_PX, reducedMotion });
    const observer = fakeIntersectionObserver();
    onTestFinished(observer.restore);
    await renderRoute('/', { strict });
    return { observer, elapsedMs: reducedMotion ? DURATION_MS : 0 };
  },
  drive: {
    // The visitor scrolls down to the figures.
    visible: (_event, walk) => act(() => walk.observer.show(statsSection(), 1)),
  },
  async see(_expected, walk, { event, beforeDelay }) {
    // A frame moves the count on (never to its end); the count's own delay ends it.
    if (!beforeDelay && event.type.startsWith('xstate.after.countUpTick.')) walk.elapsedMs = Math.min(walk.elapsedMs + FRAME_MS, DURATION_MS - 1);
    if (!beforeDelay && event.type.startsWith('xstate.after.statsCountUpDuration.')) walk.elapsedMs = DURATION_MS;
    // Just before the count ends, the frames of the whole count have run since the last step.
    const elapsedMs = beforeDelay?.event.startsWith('xstate.after.statsCountUpDuration.')
      ? Math.min(Math.floor(beforeDelay.elapsedMs / FRAME_MS) * FRAME_MS, DURATION_MS - 1)
      : walk.elapsedMs;
    await soon(() => expect(shownFigures()).toEqual(MARKETING_STATS.map((stat) => statFigure(stat, figureAt(stat.value, elapsedMs)))));
    if (elapsedMs === DURATION_MS) {
      expect(shownFigures()).toEqual(MARKETING_STATS.map((stat) => statFigure(stat)));
    } else {
      // Never the final figure before the count is done.
      for (const stat of MARKETING_STATS) expect(shownFigure(stat.id)).not.toBe(statFigure(stat));
    }
    // Screen readers get the final figures throughout.
    for (const stat of MARKETING_STATS) expect(within(statsSection()).getByText(statFigure(stat), { selector: '.visually-hidden' })).toBeInTheDocument();
  },
});
