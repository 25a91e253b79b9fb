import { expect } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { CONSENT_STORAGE_KEY } from '../../../contract/consentPeek';
import { TRADINGVIEW_WIDGET_ORIGIN } from '../../../contract/tradingView';
import { CONSENT_TEXTS, MARKET_SYMBOLS, MARKET_TEXTS } from '../../oracle/marketing';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { delayEnded } from '../../support/walk/moment';
import { NARROW_PX, viewport } from './marketingSupport';

/**
 * The TradingView widget slots of the crypto/forex page (on a narrow screen: the ticker tape and
 * two charts), from a first visit with no cookie choice. Every slot takes the same events: consent
 * is one choice for the whole page, and the walk has every widget page say at once that it is up
 * (or has no data), or lets them all stay silent until the slots give up. So the slots move
 * together, any of them is the walked one (their contexts are the same, no instance filter could
 * tell them apart), and `see` checks every slot. Each widget is a frame of TradingView's widget
 * page; no TradingView script is ever in the document.
 */
interface MarketWidgetWalk {
  user: UserEvent;
  /**
   * What the slots show, by the walk's own account (never the machine's): the consent
   * placeholder until the charts are allowed, then the widgets loading until their pages say
   * they are up, or the unavailable placeholder when they have no data or stay silent too long.
   */
  shown: 'awaitingConsent' | 'loading' | 'ready' | 'unavailable';
}

const WIDGETS_ON_A_NARROW_SCREEN = ['ticker-tape', 'mini-symbol-overview', 'mini-symbol-overview'];

const slots = () => [...document.querySelectorAll<HTMLElement>('[data-market-slot]')];
const widgetFrames = () => [...document.querySelectorAll<HTMLIFrameElement>('iframe')];
const tradingViewScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="tradingview"]')];
const storedMarketsChoice = () => (JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as { markets?: boolean } | null)?.markets;
/** A frame's widget page settings, from the hash of its address. */
const frameSettings = (frame: HTMLIFrameElement) => JSON.parse(decodeURIComponent(new URL(frame.src).hash.slice(1))) as Record<string, unknown>;

/** Every widget page posts to the page that frames it, as TradingView's do: up, or no data. */
const widgetPagesSay = (name: 'tv-widget-load' | 'tv-widget-no-data') =>
  act(() => {
    for (const frame of widgetFrames()) window.dispatchEvent(new MessageEvent('message', { data: { name }, origin: TRADINGVIEW_WIDGET_ORIGIN, source: frame.contentWindow }));
  });

walkScreen('marketWidget', {
  async mount({ strict, user }): Promise<MarketWidgetWalk> {
    viewport({ width: NARROW_PX });
    await renderRoute('/sectors/crypto-forex', { strict });
    return { user, shown: 'awaitingConsent' };
  },
  drive: {
    // "Load market charts" on a chart's placeholder allows the market widgets.
    'consent.granted': async (_event, walk) => {
      await walk.user.click(within(slots()[1]!).getByRole('button', { name: MARKET_TEXTS.consentButton }));
      walk.shown = 'loading';
    },
    // Cookie settings in the footer reopens the banner; Reject all takes the permission back.
    'consent.withdrawn': async (_event, walk) => {
      await walk.user.click(screen.getByRole('button', { name: CONSENT_TEXTS.settingsButton }));
      await walk.user.click(await soon(() => screen.getByRole('button', { name: CONSENT_TEXTS.rejectAll })));
      walk.shown = 'awaitingConsent';
    },
    'widget.loaded': async (_event, walk) => {
      await widgetPagesSay('tv-widget-load');
      walk.shown = 'ready';
    },
    'widget.failed': async (_event, walk) => {
      await widgetPagesSay('tv-widget-no-data');
      walk.shown = 'unavailable';
    },
  },
  async see(_expected, walk, moment) {
    // The widgets stayed silent for their whole load time (its boundary step still shows them loading).
    if (delayEnded(moment)) walk.shown = 'unavailable';
    await soon(() => expect(slots()).toHaveLength(WIDGETS_ON_A_NARROW_SCREEN.length));
    // TradingView never runs in our origin: its widgets are frames of its own pages.
    expect(tradingViewScripts()).toHaveLength(0);
    if (walk.shown === 'awaitingConsent') {
      // Nothing from TradingView loads without permission.
      await soon(() => expect(widgetFrames()).toHaveLength(0));
      for (const slot of slots()) {
        expect(within(slot).getByText(MARKET_TEXTS.consentTitle)).toBeInTheDocument();
        expect(within(slot).getByRole('button', { name: MARKET_TEXTS.consentButton })).toBeEnabled();
      }
      expect(storedMarketsChoice()).not.toBe(true);
      return;
    }
    if (walk.shown === 'unavailable') {
      await soon(() => expect(widgetFrames()).toHaveLength(0));
      for (const slot of slots()) {
        expect(within(slot).getByText(MARKET_TEXTS.unavailableTitle)).toBeInTheDocument();
        expect(slot).toHaveAttribute('aria-busy', 'false');
      }
      return;
    }
    // Loading or ready: one frame per slot, of TradingView's page for its widget, with the
    // settings in the address's hash and the locale in its query.
    const loading = walk.shown === 'loading';
    await soon(() =>
      expect(widgetFrames().map((frame) => new URL(frame.src))).toEqual(
        WIDGETS_ON_A_NARROW_SCREEN.map((widget) => expect.objectContaining({ origin: TRADINGVIEW_WIDGET_ORIGIN, pathname: `/embed-widget/${widget}/`, search: '?locale=en' })),
      ),
    );
    const [ticker, firstChart] = widgetFrames();
    expect(frameSettings(ticker!).symbols).toHaveLength(MARKET_SYMBOLS.length);
    expect(frameSettings(firstChart!)).toMatchObject({ symbol: MARKET_SYMBOLS[0]!.tradingViewSymbol });
    expect(ticker).toHaveAccessibleName(MARKET_TEXTS.tickerFrameTitle);
    expect(firstChart).toHaveAccessibleName(MARKET_TEXTS.chartFrameTitle(MARKET_SYMBOLS[0]!.name));
    for (const frame of widgetFrames()) {
      // Cross-origin, with no referrer; the sandbox lets it run as TradingView's page, never navigate ours.
      expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual(['allow-popups', 'allow-popups-to-escape-sandbox', 'allow-same-origin', 'allow-scripts']);
      expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    }
    expect(storedMarketsChoice()).toBe(true);
    for (const slot of slots()) {
      await soon(() => expect(slot).toHaveAttribute('aria-busy', String(loading)));
      if (loading) expect(within(slot).getByText(MARKET_TEXTS.loading)).toBeInTheDocument();
      else expect(within(slot).queryByText(MARKET_TEXTS.loading)).not.toBeInTheDocument();
      expect(within(slot).queryByRole('button', { name: MARKET_TEXTS.consentButton })).not.toBeInTheDocument();
      expect(within(slot).queryByText(MARKET_TEXTS.unavailableTitle)).not.toBeInTheDocument();
    }
  },
});
