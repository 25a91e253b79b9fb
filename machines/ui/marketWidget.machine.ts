import { setup } from 'xstate';
import { TIMERS } from '../constants';

export type MarketWidgetEvent =
  | { type: 'consent.granted' }
  | { type: 'consent.withdrawn' }
  | { type: 'widget.loaded' }
  | { type: 'widget.failed' };

export interface MarketWidgetInput {
  /** Whether the visitor has already agreed to the market widgets' cookies. */
  consented: boolean;
}

/**
 * One TradingView widget slot. TradingView sets cookies, so nothing loads before consent. Once
 * allowed, the app injects the widget's script and reports `widget.loaded` or `widget.failed`;
 * if neither comes within `widgetLoadTimeout` (a hanging network), the slot gives up and shows
 * that market data is unavailable. Withdrawing consent puts the placeholder back.
 */
export const marketWidgetMachine = setup({
  types: {
    context: {} as { consented: boolean },
    events: {} as MarketWidgetEvent,
    input: {} as MarketWidgetInput,
    /** What the slot shows: the widget (loading or shown), or that market data is unavailable. */
    tags: {} as 'embedded' | 'loading' | 'ready' | 'unavailable',
  },
  guards: {
    hasConsent: ({ context }) => context.consented,
  },
  delays: {
    widgetLoadTimeout: () => TIMERS.marketWidgetLoadTimeout,
  },
}).createMachine({
  id: 'marketWidget',
  context: ({ input }) => ({ consented: input.consented }),
  initial: 'checkingConsent',
  on: {
    'consent.withdrawn': { target: '.awaitingConsent' },
  },
  states: {
    checkingConsent: {
      always: [{ guard: 'hasConsent', target: 'loading' }, { target: 'awaitingConsent' }],
    },
    awaitingConsent: {
      on: { 'consent.granted': { target: 'loading' } },
    },
    loading: {
      tags: ['embedded', 'loading'],
      after: { widgetLoadTimeout: { target: 'unavailable' } },
      on: {
        'widget.loaded': { target: 'ready' },
        'widget.failed': { target: 'unavailable' },
      },
    },
    ready: { tags: ['embedded', 'ready'] },
    unavailable: { tags: 'unavailable' },
  },
});
