/** The chart grid's Show more: how many charts the width shows, or all of them. */
import type { InputFrom, SnapshotFrom } from 'xstate';
import { MARKET_CHARTS } from '../../../machines/constants';
import { showMoreMachine } from '../../../machines/ui/showMore.machine';
import { useFlow } from '../../app/useFlow';

type ShowMoreSnapshot = SnapshotFrom<typeof showMoreMachine>;

/** How many charts the grid shows: all after Show More, else 4 from 768 px and 2 below. */
export function visibleChartCount(snapshot: ShowMoreSnapshot): number {
  if (snapshot.hasTag('expanded')) return MARKET_CHARTS.all;
  return snapshot.hasTag('wide') ? MARKET_CHARTS.wide : MARKET_CHARTS.narrow;
}

/** The chart grid's view props. */
export function selectChartGrid(snapshot: ShowMoreSnapshot) {
  return {
    visibleCount: visibleChartCount(snapshot),
    expanded: snapshot.hasTag('expanded'),
  };
}

export function useShowMore(input: InputFrom<typeof showMoreMachine>) {
  return useFlow(showMoreMachine, {}, selectChartGrid, input);
}
