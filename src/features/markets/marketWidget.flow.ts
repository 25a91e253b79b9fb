/** One TradingView slot: waiting for consent, loading the widget, shown, or unavailable. */
import type { InputFrom, SnapshotFrom } from 'xstate';
import { marketWidgetMachine } from '../../../machines/ui/marketWidget.machine';
import { useFlow, type FlowSend } from '../../flow/useFlow';

export type MarketSlotPhase = 'consent' | 'loading' | 'ready' | 'unavailable';

/** What a widget slot shows: the consent placeholder, the widget (loading or ready), or "unavailable". */
export function selectMarketSlot(snapshot: SnapshotFrom<typeof marketWidgetMachine>) {
  const phase: MarketSlotPhase = (['loading', 'ready', 'unavailable'] as const).find((tag) => snapshot.hasTag(tag)) ?? 'consent';
  return { phase, embedded: snapshot.hasTag('embedded') };
}

export type MarketSlotView = ReturnType<typeof selectMarketSlot>;

/** A widget slot: what it shows, and what happened to it. */
export interface MarketWidgetApi {
  view: MarketSlotView;
  /** The visitor's cookie choice now allows the charts, or no longer does. */
  consentChanged(allowed: boolean): void;
  /** The widget's frame loaded. */
  widgetLoaded(): void;
  /** The widget's frame failed to load. */
  widgetFailed(): void;
}

export function connectMarketWidget(snapshot: SnapshotFrom<typeof marketWidgetMachine>, send: FlowSend<typeof marketWidgetMachine>): MarketWidgetApi {
  return {
    view: selectMarketSlot(snapshot),
    consentChanged: (allowed) => send({ type: allowed ? 'consent.granted' : 'consent.withdrawn' }),
    widgetLoaded: () => send({ type: 'widget.loaded' }),
    widgetFailed: () => send({ type: 'widget.failed' }),
  };
}

/**
 * The slot's flow. The intents keep one identity for the slot's life, so the effect that reports
 * consent runs only when consent changes and the frame's handlers stay the same.
 */
export function useMarketWidget(input: InputFrom<typeof marketWidgetMachine>): MarketWidgetApi {
  return useFlow(marketWidgetMachine, {}, connectMarketWidget, input);
}
