import { expect } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { ShowMoreInput } from '../../../machines/ui/showMore.machine';
import { MARKET_CHART_COUNTS, MARKET_SYMBOLS, MARKET_TEXTS } from '../../oracle/marketing';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { NARROW_PX, WIDE_PX, viewport } from './marketingSupport';

/**
 * The crypto/forex page's chart grid: 2 charts on a narrow screen, 4 on a wide one, all 12 after
 * Show More, whichever way the visitor turns or resizes the screen in between.
 */
interface ShowMoreWalk {
  user: UserEvent;
  media: ReturnType<typeof viewport>;
  /** The visitor has pressed the button: it keeps the focus from then on. */
  pressed: boolean;
  /** By the walk's own account: all charts show (each press turns it over), and the screen is wide. */
  expanded: boolean;
  wide: boolean;
}

const toggle = () => screen.getByRole('button', { name: /^Show (more|fewer) charts$/ });
const chartCodes = () =>
  within(screen.getByRole('list', { name: MARKET_TEXTS.chartsLabel }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading', { level: 3 }).firstChild?.textContent?.trim());

walkScreen('showMore', {
  async mount({ strict, input, user }): Promise<ShowMoreWalk> {
    const { wide } = input as ShowMoreInput;
    const media = viewport({ width: wide ? WIDE_PX : NARROW_PX });
    await renderRoute('/sectors/crypto-forex', { strict });
    return { user, media, pressed: false, expanded: false, wide: Boolean(wide) };
  },
  drive: {
    'showMore.toggle': async (_event, walk) => {
      walk.pressed = true;
      await walk.user.click(toggle());
      walk.expanded = !walk.expanded;
    },
    'viewport.wide': async (_event, walk) => {
      await act(() => walk.media.setWidth(WIDE_PX));
      walk.wide = true;
    },
    'viewport.narrow': async (_event, walk) => {
      await act(() => walk.media.setWidth(NARROW_PX));
      walk.wide = false;
    },
  },
  async see(_expected, walk) {
    const { expanded } = walk;
    const count = expanded ? MARKET_CHART_COUNTS.all : walk.wide ? MARKET_CHART_COUNTS.wide : MARKET_CHART_COUNTS.narrow;
    // Crypto and forex alternate, so 2 and 4 show both.
    await soon(() => expect(chartCodes()).toEqual(MARKET_SYMBOLS.slice(0, count).map((symbol) => symbol.code)));
    expect(toggle()).toHaveAccessibleName(expanded ? MARKET_TEXTS.showLess : MARKET_TEXTS.showMore);
    expect(toggle()).toHaveAttribute('aria-expanded', String(expanded));
    expect(toggle()).toHaveAttribute('aria-controls', screen.getByRole('list', { name: MARKET_TEXTS.chartsLabel }).id);
    if (walk.pressed) expect(toggle()).toHaveFocus();
  },
});
