import type { SnapshotFrom } from 'xstate';
import { MARKET_CHARTS } from '../../../machines/constants';
import type { showMoreMachine } from '../../../machines/ui/showMore.machine';

type ShowMoreSnapshot = SnapshotFrom<typeof showMoreMachine>;

/** How many charts the grid shows: all after Show More, else 4 from 768 px and 2 below. */
export function visibleChartCount(snapshot: ShowMoreSnapshot): number {
  if (snapshot.matches({ list: 'expanded' })) return MARKET_CHARTS.all;
  return snapshot.matches({ viewport: 'wide' }) ? MARKET_CHARTS.wide : MARKET_CHARTS.narrow;
}

/** The chart grid's view props. */
export function selectChartGrid(snapshot: ShowMoreSnapshot) {
  return {
    visibleCount: visibleChartCount(snapshot),
    expanded: snapshot.matches({ list: 'expanded' }),
  };
}
