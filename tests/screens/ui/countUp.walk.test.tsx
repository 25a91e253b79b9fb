import { expect, onTestFinished } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { CountUpContext, CountUpInput } from '../../../machines/ui/countUp.machine';
import { STATS, formatStat, statsCopy } from '../../../src/content/stats';
import { TIMERS } from '../../../machines/constants';
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
}

const statsSection = () => screen.getByRole('region', { name: statsCopy.heading });

/** The moving figure a sighted visitor sees for `stat` (screen readers get the final one). */
const shownFigure = (id: string) => within(statsSection()).getByTestId(`stat-${id}`).textContent;

/** The figure after `elapsed` of `duration` ms: fast at first, gentle at the end (ease-out cubic), rounded down. */
function figureAt(value: number, elapsed: number, duration: number): number {
  return Math.floor(value * (1 - (1 - elapsed / duration) ** 3));
}

walkScreen('countUp', {
  // The home page is the heaviest to render: its first walk on a busy machine takes over 30 s.
  timeout: 60_000,
  async mount({ strict, input }): Promise<CountUpWalk> {
    const { reducedMotion = false } = input as CountUpInput;
    viewport({ width: NARROW_PX, reducedMotion });
    const observer = fakeIntersectionObserver();
    onTestFinished(observer.restore);
    await renderRoute('/', { strict });
    return { observer };
  },
  drive: {
    // The visitor scrolls down to the figures.
    visible: (_event, walk) => act(() => walk.observer.show(statsSection(), 1)),
  },
  async see(expected, _walk, { beforeDelay }) {
    const { durationMs } = expected.context as CountUpContext;
    // Just before the count ends, the ticks of the whole count have run since the last step.
    const elapsedMs = beforeDelay?.event.startsWith('xstate.after.statsCountUpDuration.')
      ? Math.min(Math.floor(beforeDelay.elapsedMs / TIMERS.countUpTick) * TIMERS.countUpTick, durationMs - 1)
      : (expected.context as CountUpContext).elapsedMs;
    await soon(() => expect(STATS.map((stat) => shownFigure(stat.id))).toEqual(STATS.map((stat) => formatStat(stat, figureAt(stat.value, elapsedMs, durationMs)))));
    if (expected.matches('done')) {
      expect(STATS.map((stat) => shownFigure(stat.id))).toEqual(['$50M', '$15m+', '1300+', '99%', '6+', '$12m+']);
    } else {
      // Never the final figure before the count is done.
      for (const stat of STATS.filter((candidate) => candidate.value > 0)) expect(shownFigure(stat.id)).not.toBe(formatStat(stat));
    }
    // Screen readers get the final figures throughout.
    for (const stat of STATS) expect(within(statsSection()).getByText(formatStat(stat), { selector: '.visually-hidden' })).toBeInTheDocument();
  },
});
