/** The chart grid's Show more: how many charts the width shows, or all of them. */
import type { InputFrom, SnapshotFrom } from 'xstate';
import { MARKET_CHARTS } from '../../../domain/constants';
import { showMoreMachine } from '../../../machines/ui/showMore.machine';
import { useFlow, type FlowSend } from '../../flow/useFlow';

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

export type ChartGridView = ReturnType<typeof selectChartGrid>;

/** The chart grid: how many charts show, and what changed. */
export interface ShowMoreApi {
  view: ChartGridView;
  /** Pressed Show more / Show less. */
  toggle(): void;
  /** The viewport crossed 768 px: `wide` from there up. */
  viewportChanged(wide: boolean): void;
}

export function connectShowMore(snapshot: ShowMoreSnapshot, send: FlowSend<typeof showMoreMachine>): ShowMoreApi {
  return {
    view: selectChartGrid(snapshot),
    toggle: () => send({ type: 'showMore.toggle' }),
    viewportChanged: (wide) => send({ type: wide ? 'viewport.wide' : 'viewport.narrow' }),
  };
}

/**
 * The chart grid's flow. The intents keep one identity for the grid's life, so the effect that
 * reports the width runs only when the width changes.
 */
export function useShowMore(input: InputFrom<typeof showMoreMachine>): ShowMoreApi {
  return useFlow(showMoreMachine, {}, connectShowMore, input);
}
