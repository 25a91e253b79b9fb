import { expect } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { consentContent } from '../../../src/content/consent';
import { CONSENT_STORAGE_KEY } from '../../../contract/consentPeek';
import { MARKET_SYMBOLS, TRADINGVIEW_SCRIPTS, marketsContent } from '../../../src/content/markets';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { NARROW_PX, viewport } from './marketingSupport';

/**
 * The TradingView widget slots of the crypto/forex page (on a narrow screen: the ticker tape and
 * two charts), from a first visit with no cookie choice. Every slot takes the same events: consent
 * is one choice for the whole page, and the walk has the network load (or fail) every widget
 * script at once, or lets them all hang until the slots give up. So the slots move together, any
 * of them is the walked one (their contexts are the same, no instance filter could tell them
 * apart), and `see` checks every slot.
 */
interface MarketWidgetWalk {
  user: UserEvent;
}

const SCRIPTS_ON_A_NARROW_SCREEN = [TRADINGVIEW_SCRIPTS.tickerTape, TRADINGVIEW_SCRIPTS.miniSymbolOverview, TRADINGVIEW_SCRIPTS.miniSymbolOverview];

const slots = () => [...document.querySelectorAll<HTMLElement>('[data-market-slot]')];
const widgetScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="tradingview.com"]')];
const storedMarketsChoice = () => (JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as { markets?: boolean } | null)?.markets;

/** The browser reports the end of every widget script's download: `load`, or `error` (offline, blocked). */
const scriptsEnd = (type: 'load' | 'error') => act(() => widgetScripts().forEach((script) => script.dispatchEvent(new Event(type))));

walkScreen('marketWidget', {
  async mount({ strict, user }): Promise<MarketWidgetWalk> {
    viewport({ width: NARROW_PX });
    await renderRoute('/sectors/crypto-forex', { strict });
    return { user };
  },
  drive: {
    // "Load market charts" on a chart's placeholder allows the market widgets.
    'consent.granted': (_event, walk) => walk.user.click(within(slots()[1]!).getByRole('button', { name: marketsContent.consentButton })),
    // Cookie settings in the footer reopens the banner; Reject all takes the permission back.
    'consent.withdrawn': async (_event, walk) => {
      await walk.user.click(screen.getByRole('button', { name: consentContent.settingsButton }));
      await walk.user.click(await soon(() => screen.getByRole('button', { name: consentContent.banner.rejectAll })));
    },
    'widget.loaded': () => scriptsEnd('load'),
    'widget.failed': () => scriptsEnd('error'),
  },
  async see(expected) {
    await soon(() => expect(slots()).toHaveLength(SCRIPTS_ON_A_NARROW_SCREEN.length));
    if (expected.matches('awaitingConsent')) {
      // Nothing from TradingView loads without permission.
      await soon(() => expect(widgetScripts()).toHaveLength(0));
      for (const slot of slots()) {
        expect(within(slot).getByText(marketsContent.consentTitle)).toBeInTheDocument();
        expect(within(slot).getByRole('button', { name: marketsContent.consentButton })).toBeEnabled();
      }
      expect(storedMarketsChoice()).not.toBe(true);
      return;
    }
    if (expected.matches('unavailable')) {
      await soon(() => expect(widgetScripts()).toHaveLength(0));
      for (const slot of slots()) {
        expect(within(slot).getByText(marketsContent.unavailableTitle)).toBeInTheDocument();
        expect(slot).toHaveAttribute('aria-busy', 'false');
      }
      return;
    }
    // Loading or ready: one widget script per slot, with its settings as the script's text.
    const loading = expected.matches('loading');
    await soon(() => expect(widgetScripts().map((script) => script.src)).toEqual(SCRIPTS_ON_A_NARROW_SCREEN));
    const [ticker, firstChart] = widgetScripts();
    expect(JSON.parse(ticker!.text).symbols).toHaveLength(MARKET_SYMBOLS.length);
    expect(JSON.parse(firstChart!.text)).toMatchObject({ symbol: MARKET_SYMBOLS[0]!.tradingViewSymbol });
    expect(storedMarketsChoice()).toBe(true);
    for (const slot of slots()) {
      await soon(() => expect(slot).toHaveAttribute('aria-busy', String(loading)));
      if (loading) expect(within(slot).getByText(marketsContent.loading)).toBeInTheDocument();
      else expect(within(slot).queryByText(marketsContent.loading)).not.toBeInTheDocument();
      expect(within(slot).queryByRole('button', { name: marketsContent.consentButton })).not.toBeInTheDocument();
      expect(within(slot).queryByText(marketsContent.unavailableTitle)).not.toBeInTheDocument();
    }
  },
});
