import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIMERS } from '../../machines/constants';
import { CONSENT_STORAGE_KEY } from '../../src/content/consent';
import { syncConsentFromStorage } from '../../src/features/consent/consentStore';
import { renderRoute, REACT_MODES } from '../support/renderRoute';

vi.setConfig({ testTimeout: 20_000 });

const originalMatchMedia = window.matchMedia;

/** Makes the viewport narrow (375 px) or wide (1280 px) for the app's media queries. */
function setViewport(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

function chartItems() {
  return within(screen.getByRole('list', { name: 'Market charts' })).getAllByRole('listitem');
}

function tradingViewScripts() {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src*="tradingview.com"]')];
}

function slots() {
  return [...document.querySelectorAll<HTMLElement>('[data-market-slot]')];
}

describe.each(REACT_MODES)('crypto/forex page ($name)', ({ strict }) => {
  beforeEach(() => {
    setViewport(375);
    syncConsentFromStorage();
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('shows 2 charts below 768 px and all 12 after Show More', async () => {
    await renderRoute('/sectors/crypto-forex', { strict });
    expect(screen.getByRole('heading', { level: 1, name: 'Crypto & Forex' })).toBeInTheDocument();
    expect(chartItems()).toHaveLength(2);
    const more = screen.getByRole('button', { name: 'Show more charts' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(more);
    expect(chartItems()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Show fewer charts' })).toHaveAttribute('aria-expanded', 'true');
    expect(chartItems().map((item) => item.querySelector('h3')?.firstChild?.textContent?.trim())).toEqual([
      'BTCUSD', 'EURUSD', 'ETHUSD', 'GBPUSD', 'BNBUSD', 'USDJPY', 'SOLUSD', 'AUDUSD', 'XRPUSD', 'USDCAD', 'ADAUSD', 'USDCHF',
    ]);
  });

  it('shows 4 charts from 768 px and all 12 after Show More', async () => {
    setViewport(1280);
    await renderRoute('/sectors/crypto-forex', { strict });
    expect(chartItems()).toHaveLength(4);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more charts' }));
    expect(chartItems()).toHaveLength(12);
  });

  it('loads no TradingView script before consent; each slot offers "Load market charts"', async () => {
    await renderRoute('/sectors/crypto-forex', { strict });
    expect(tradingViewScripts()).toHaveLength(0);
    // The ticker tape and the two charts.
    expect(slots()).toHaveLength(3);
    for (const slot of slots()) {
      expect(within(slot).getByRole('button', { name: 'Load market charts' })).toBeInTheDocument();
    }
  });

  it('after "Load market charts": one script per slot, then "Market data unavailable" when it cannot load in time', async () => {
    await renderRoute('/sectors/crypto-forex', { strict });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(slots()[1] as HTMLElement).getByRole('button', { name: 'Load market charts' }));

    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toMatchObject({ version: 1, markets: true });
    const scripts = tradingViewScripts();
    expect(scripts.map((script) => script.src)).toEqual([
      'https://s3.tradingview.com/external-embedding/embed-widget-ticker-tape.js',
      'https://s3.tradingview.com/external-embedding/embed-widget-mini-symbol-overview.js',
      'https://s3.tradingview.com/external-embedding/embed-widget-mini-symbol-overview.js',
    ]);
    expect(JSON.parse(scripts[1]?.text ?? '{}')).toMatchObject({ symbol: 'CRYPTO:BTCUSD' });
    expect(JSON.parse(scripts[0]?.text ?? '{}').symbols).toHaveLength(12);
    expect(screen.queryByText('Market data unavailable')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TIMERS.marketWidgetLoadTimeout - 1));
    expect(screen.queryByText('Market data unavailable')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByText('Market data unavailable')).toHaveLength(3);
    expect(tradingViewScripts()).toHaveLength(0);
  });

  it('says "Market data unavailable" at once when the script fails to load', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, markets: true, decidedAt: 'then' }));
    syncConsentFromStorage();
    await renderRoute('/sectors/crypto-forex', { strict });
    const [ticker] = tradingViewScripts();
    expect(tradingViewScripts()).toHaveLength(3);
    act(() => {
      ticker?.dispatchEvent(new Event('error'));
    });
    expect(screen.getAllByText('Market data unavailable')).toHaveLength(1);
  });

  it('removes the widgets when the visitor leaves the page', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, markets: true, decidedAt: 'then' }));
    syncConsentFromStorage();
    const { router } = await renderRoute('/sectors/crypto-forex', { strict });
    expect(tradingViewScripts()).toHaveLength(3);
    await act(() => router.navigate({ to: '/faq' }));
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(tradingViewScripts()).toHaveLength(0);
  });

  it('lets the visitor pause the moving ticker', async () => {
    await renderRoute('/sectors/crypto-forex', { strict });
    const toggle = screen.getByRole('button', { name: 'Pause ticker' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.setup().click(toggle);
    expect(screen.getByText('The moving ticker is paused.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show ticker' })).toHaveAttribute('aria-expanded', 'false');
  });
});
