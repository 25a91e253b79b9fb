import { setup } from 'xstate';
import { TIMERS } from '../../domain/constants';
import { requirements } from '../requirements';

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
 * allowed, the app frames the widget's page (TradingView's origin, not ours) and reports
 * `widget.loaded` when the page says the widget is up, or `widget.failed` when it says it has no
 * data; if neither comes within `widgetLoadTimeout` (a hanging or blocked network: a frame that
 * cannot load shows the browser's error page and says nothing), the slot gives up and shows that
 * market data is unavailable. Withdrawing consent puts the placeholder back.
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
    'consent.withdrawn': { target: '.awaitingConsent', meta: requirements('design.markets.consent-before-widgets') },
  },
  states: {
    checkingConsent: {
      always: [{ guard: 'hasConsent', target: 'loading', meta: requirements('design.markets.consent-before-widgets') }, { target: 'awaitingConsent', meta: requirements('design.markets.consent-before-widgets') }],
    },
    awaitingConsent: {
      on: { 'consent.granted': { target: 'loading', meta: requirements('design.markets.consent-before-widgets') } },
    },
    loading: {
      tags: ['embedded', 'loading'],
      after: { widgetLoadTimeout: { target: 'unavailable', meta: requirements('design.markets.unavailable-placeholder') } },
      on: {
        'widget.loaded': { target: 'ready', meta: requirements('markets.charts.widgets-load') },
        'widget.failed': { target: 'unavailable', meta: requirements('design.markets.unavailable-placeholder') },
      },
    },
    ready: { tags: ['embedded', 'ready'] },
    unavailable: { tags: 'unavailable' },
  },
});
