import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_STORAGE_KEY } from '../../contract/consentPeek';
import { TRADINGVIEW_WIDGET_ORIGIN } from '../../contract/tradingView';
import { renderRoute, REACT_MODES } from '../support/renderRoute';
import { MARKET_SYMBOLS } from '../oracle/marketing';
import { fakeMatchMedia } from './home-browser-fakes';

vi.setConfig({ testTimeout: 20_000 });

/** The viewport the app's media queries see: narrow (375 px) or wide (1280 px). */
let viewport: ReturnType<typeof fakeMatchMedia>;
const setViewport = (width: number) => viewport.setWidth(width);

function chartItems() {
  return within(screen.getByRole('list', { name: 'Market charts' })).getAllByRole('listitem');
}

/** Counts the charts added to the grid after the grid itself was on the page. */
function chartsAddedToTheShownGrid() {
  let count = 0;
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.target instanceof HTMLUListElement && mutation.target.getAttribute('aria-label') === 'Market charts') {
        count += [...mutation.addedNodes].filter((node) => node instanceof HTMLLIElement).length;
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  return { count: () => count, stop: () => observer.disconnect() };
}

/** The TradingView symbol a widget frame shows: its settings travel in the address's hash. */
const symbolOfFrame = (frame: HTMLIFrameElement) => (JSON.parse(decodeURIComponent(new URL(frame.src).hash.slice(1))) as { symbol?: string }).symbol;

function tradingViewScripts() {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src*="tradingview"]')];
}

function tradingViewFrames() {
  return [...document.querySelectorAll<HTMLIFrameElement>('iframe[src^="https://www.tradingview-widget.com/"]')];
}

describe.each(REACT_MODES)('crypto/forex page ($name)', ({ strict }) => {
  beforeEach(() => {
    viewport = fakeMatchMedia({ width: 375 });
  });
  afterEach(() => {
    viewport.restore();
  });

  // The chart grid's walk (ui/showMore.walk.test.tsx) starts narrow and crosses 768 px both ways.
  it('shows 4 charts when the page opens on a wide screen, from its first paint', async () => {
    setViewport(1280);
    const chartsAddedLater = chartsAddedToTheShownGrid();
    try {
      await renderRoute('/sectors/crypto-forex', { strict });
      expect(screen.getByRole('heading', { level: 1, name: 'Crypto & Forex' })).toBeInTheDocument();
      expect(chartItems()).toHaveLength(4);
      // Not two first, then two more: the grid would jump under the reader's eyes.
      expect(chartsAddedLater.count()).toBe(0);
    } finally {
      chartsAddedLater.stop();
    }
  });

  // The widget walk (ui/marketWidget.walk.test.tsx) has every widget page answer at once; each slot listens to its own frame only.
  it('says "Market data unavailable" in the one slot whose widget page says it has no data', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, markets: true, decidedAt: 'then' }));
    await renderRoute('/sectors/crypto-forex', { strict });
    const [ticker] = tradingViewFrames();
    expect(tradingViewFrames()).toHaveLength(3);
    const noData = { name: 'tv-widget-no-data' };
    act(() => {
      // Not TradingView's widget origin, or not a widget frame's window: not the widget's word.
      window.dispatchEvent(new MessageEvent('message', { data: noData, origin: 'https://evil.example', source: ticker!.contentWindow }));
      window.dispatchEvent(new MessageEvent('message', { data: noData, origin: TRADINGVIEW_WIDGET_ORIGIN, source: window }));
    });
    expect(screen.queryAllByText('Market data unavailable')).toHaveLength(0);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(noData), origin: TRADINGVIEW_WIDGET_ORIGIN, source: ticker!.contentWindow }));
    });
    expect(screen.getAllByText('Market data unavailable')).toHaveLength(1);
    expect(tradingViewFrames()).toHaveLength(2);
  });

  it('removes the widgets when the visitor leaves the page', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, markets: true, decidedAt: 'then' }));
    const { router } = await renderRoute('/sectors/crypto-forex', { strict });
    expect(tradingViewFrames()).toHaveLength(3);
    await act(() => router.navigate({ to: '/faq' }));
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(tradingViewFrames()).toHaveLength(0);
  });

  // The tokens live in localStorage: no TradingView script may run in our origin. Each
  // widget is TradingView's own page in a frame, which lives in TradingView's origin.
  it('never adds a script from TradingView to the page: each widget is a frame of its widget page', async () => {
    const added: string[] = [];
    let framesAdded = 0;
    const observer = new MutationObserver((mutations) => {
      for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
        if (!(node instanceof Element)) continue;
        const scripts = node instanceof HTMLScriptElement ? [node] : [...node.querySelectorAll('script')];
        added.push(...scripts.map((script) => script.src).filter((src) => /tradingview/i.test(src)));
        framesAdded += node instanceof HTMLIFrameElement ? 1 : node.querySelectorAll('iframe').length;
      }
    });
    observer.observe(document, { childList: true, subtree: true });
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, markets: true, decidedAt: 'then' }));
      await renderRoute('/sectors/crypto-forex', { strict });
      expect(added).toEqual([]);
      expect(tradingViewFrames().map((frame) => new URL(frame.src).pathname)).toEqual([
        '/embed-widget/ticker-tape/',
        '/embed-widget/mini-symbol-overview/',
        '/embed-widget/mini-symbol-overview/',
      ]);
      expect(tradingViewFrames().slice(1).map(symbolOfFrame)).toEqual(MARKET_SYMBOLS.slice(0, 2).map((symbol) => symbol.tradingViewSymbol));
      expect(tradingViewScripts()).toHaveLength(0);
      // Each frame is added once, StrictMode or not: it loads its page once.
      expect(framesAdded).toBe(3);
    } finally {
      observer.disconnect();
    }
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
