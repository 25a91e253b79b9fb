/** One TradingView slot: waiting for consent, loading the widget, shown, or unavailable. */
import type { InputFrom, SnapshotFrom } from 'xstate';
import { marketWidgetMachine } from '../../../machines/ui/marketWidget.machine';
import { useFlow } from '../../app/useFlow';

export type MarketSlotPhase = 'consent' | 'loading' | 'ready' | 'unavailable';

/** What a widget slot shows: the consent placeholder, the widget (loading or ready), or "unavailable". */
export function selectMarketSlot(snapshot: SnapshotFrom<typeof marketWidgetMachine>): { phase: MarketSlotPhase; embedded: boolean } {
  const phase = (['loading', 'ready', 'unavailable'] as const).find((tag) => snapshot.hasTag(tag)) ?? 'consent';
  return { phase, embedded: snapshot.hasTag('embedded') };
}

export function useMarketWidget(input: InputFrom<typeof marketWidgetMachine>) {
  return useFlow(marketWidgetMachine, {}, selectMarketSlot, input);
}
