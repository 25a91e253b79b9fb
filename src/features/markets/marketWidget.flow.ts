/** One TradingView slot: waiting for consent, loading the widget, shown, or unavailable. */
import { useMemo } from 'react';
import type { InputFrom, SnapshotFrom } from 'xstate';
import { marketWidgetMachine } from '../../../machines/ui/marketWidget.machine';
import { useFlow } from '../../flow/useFlow';

export type MarketSlotPhase = 'consent' | 'loading' | 'ready' | 'unavailable';

/** What a widget slot shows: the consent placeholder, the widget (loading or ready), or "unavailable". */
export function selectMarketSlot(snapshot: SnapshotFrom<typeof marketWidgetMachine>): { phase: MarketSlotPhase; embedded: boolean } {
  const phase = (['loading', 'ready', 'unavailable'] as const).find((tag) => snapshot.hasTag(tag)) ?? 'consent';
  return { phase, embedded: snapshot.hasTag('embedded') };
}

/**
 * The slot's view and what happened to it: the visitor's cookie choice, the widget's frame loading
 * or failing. The intents keep one identity for the slot's life, so the effect that reports consent
 * runs only when consent changes and the frame's handlers stay the same.
 */
export function useMarketWidget(input: InputFrom<typeof marketWidgetMachine>) {
  const { view, send } = useFlow(marketWidgetMachine, {}, selectMarketSlot, input);
  const intents = useMemo(
    () => ({
      consentChanged: (allowed: boolean) => send({ type: allowed ? 'consent.granted' : 'consent.withdrawn' }),
      widgetLoaded: () => send({ type: 'widget.loaded' }),
      widgetFailed: () => send({ type: 'widget.failed' }),
    }),
    [send],
  );
  return { view, ...intents };
}
