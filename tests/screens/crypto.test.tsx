import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_STORAGE_KEY } from '../../contract/consentPeek';
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

describe.each(REACT_MODES)('crypto/forex page ($name)', ({ strict }) => {
  beforeEach(() => {
    setViewport(375);
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  // The chart grid's walk (ui/showMore.walk.test.tsx) starts narrow and crosses 768 px both ways.
  it('shows 4 charts when the page opens on a wide screen', async () => {
    setViewport(1280);
    await renderRoute('/sectors/crypto-forex', { strict });
    expect(screen.getByRole('heading', { level: 1, name: 'Crypto & Forex' })).toBeInTheDocument();
    expect(chartItems()).toHaveLength(4);
  });

  // The widget walk (ui/marketWidget.walk.test.tsx) loads or fails every slot's script at once; each slot answers for its own.
  it('says "Market data unavailable" in the one slot whose script fails to load', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, markets: true, decidedAt: 'then' }));
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
