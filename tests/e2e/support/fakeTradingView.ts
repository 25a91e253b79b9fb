/**
 * Stand-ins for TradingView's widget pages (this machine has no internet). The crypto/forex page
 * frames `https://www.tradingview-widget.com/embed-widget/<widget>/`; a test routes that host to
 * these small pages, which say what TradingView's own pages say to the page that frames them:
 * `tv-widget-load` once the widget is up, `tv-widget-no-data` when it has nothing to show.
 */
import type { Page, Route } from '@playwright/test';

export const TRADINGVIEW_WIDGET_PAGES = 'https://www.tradingview-widget.com/embed-widget/**';

/** What a stand-in widget page shows inside its frame. */
export const FAKE_WIDGET = 'TradingView widget (test stand-in)';

function fakeWidgetPage(message: 'tv-widget-load' | 'tv-widget-no-data'): string {
  // The widget's name is in the address, its settings in the hash, as TradingView's pages read them.
  return `<!doctype html><meta charset="utf-8"><title>${FAKE_WIDGET}</title>
<p>${FAKE_WIDGET}: <span id="widget"></span></p>
<script>
  document.getElementById('widget').textContent = location.pathname.split('/')[2] + ' ' + decodeURIComponent(location.hash.slice(1));
  parent.postMessage({ name: '${message}' }, '*');
</script>`;
}

/** Answers a widget page's request with a stand-in that says it is up (`tv-widget-load`). */
export const loadFakeWidget = (route: Route) =>
  route.fulfill({ contentType: 'text/html', headers: { 'Cache-Control': 'no-store' }, body: fakeWidgetPage('tv-widget-load') });

/** Answers a widget page's request with a stand-in that says it has no data (`tv-widget-no-data`). */
export const noDataFakeWidget = (route: Route) =>
  route.fulfill({ contentType: 'text/html', headers: { 'Cache-Control': 'no-store' }, body: fakeWidgetPage('tv-widget-no-data') });

/**
 * Records, in the page itself (not in its frames), every <script> from a TradingView host that is
 * ever added to the document, even one removed again or never fetched. Read with `addedTradingViewScripts`.
 */
export async function watchForTradingViewScripts(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const seen: string[] = [];
    (window as unknown as { __tradingViewScripts: string[] }).__tradingViewScripts = seen;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          const scripts = node instanceof HTMLScriptElement ? [node] : [...node.querySelectorAll('script')];
          seen.push(...scripts.map((script) => script.src).filter((src) => /tradingview/i.test(src)));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export const addedTradingViewScripts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tradingViewScripts: string[] }).__tradingViewScripts);
