/** The chart grid's Show more: how many charts the width shows, or all of them. */
import { useMemo } from 'react';
import type { InputFrom, SnapshotFrom } from 'xstate';
import { MARKET_CHARTS } from '../../../domain/constants';
import { showMoreMachine } from '../../../machines/ui/showMore.machine';
import { useFlow } from '../../flow/useFlow';

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

/**
 * The chart grid's view and what changed: the visitor pressed Show more / Show less, or the
 * viewport crossed 768 px. The intents keep one identity for the grid's life, so the effect that
 * reports the width runs only when the width changes.
 */
export function useShowMore(input: InputFrom<typeof showMoreMachine>) {
  const { view, send } = useFlow(showMoreMachine, {}, selectChartGrid, input);
  const intents = useMemo(
    () => ({
      toggle: () => send({ type: 'showMore.toggle' }),
      viewportChanged: (wide: boolean) => send({ type: wide ? 'viewport.wide' : 'viewport.narrow' }),
    }),
    [send],
  );
  return { view, ...intents };
}
