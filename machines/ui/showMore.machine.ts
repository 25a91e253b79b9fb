import { setup } from 'xstate';
import { requirements } from '../requirements';

export type ShowMoreEvent =
  | { type: 'viewport.narrow' }
  | { type: 'viewport.wide' }
  | { type: 'showMore.toggle' };

export interface ShowMoreInput {
  /** Whether the viewport is 768 px or wider when the list first renders. */
  wide: boolean;
}

/**
 * The crypto/forex page's chart grid: two independent facts decide how many charts show. The
 * viewport (narrow below 768 px, wide from 768 px) and whether the visitor asked for all of them
 * with Show More. The count per state (2, 4, all 12) is MARKET_CHARTS in domain/constants.ts,
 * read by the view's selector.
 */
export const showMoreMachine = setup({
  types: {
    events: {} as ShowMoreEvent,
    input: {} as ShowMoreInput,
    context: {} as { startsWide: boolean },
    /** What the grid shows, named on the states that show it (the view reads tags, not state names). */
    tags: {} as 'wide' | 'expanded',
  },
  guards: {
    startsWide: ({ context }) => context.startsWide,
  },
}).createMachine({
  id: 'showMore',
  context: ({ input }) => ({ startsWide: input.wide }),
  type: 'parallel',
  states: {
    viewport: {
      initial: 'measuring',
      states: {
        measuring: {
          always: [{ guard: 'startsWide', target: 'wide', meta: requirements('markets.charts.2-narrow-4-wide') }, { target: 'narrow', meta: requirements('markets.charts.2-narrow-4-wide') }],
        },
        narrow: { on: { 'viewport.wide': { target: 'wide', meta: requirements('markets.charts.2-narrow-4-wide') } } },
        wide: { tags: 'wide', on: { 'viewport.narrow': { target: 'narrow', meta: requirements('markets.charts.2-narrow-4-wide') } } },
      },
    },
    list: {
      initial: 'collapsed',
      states: {
        collapsed: { on: { 'showMore.toggle': { target: 'expanded', meta: requirements('markets.charts.all-12-after-show-more') } } },
        expanded: { tags: 'expanded', on: { 'showMore.toggle': { target: 'collapsed', meta: requirements('design.markets.show-fewer') } } },
      },
    },
  },
});
