/**
 * TradingView's widget pages: the address of one widget's page, and what that page says to the
 * page that frames it. These are the addresses TradingView's embed scripts build for their iframe;
 * the app builds them itself so that no TradingView script runs in our origin.
 */
import { TRADINGVIEW_WIDGET_ORIGIN } from '../../../contract/tradingView';

/** The widgets the crypto/forex page shows, by the name in their page's address. */
export type TradingViewWidget = 'ticker-tape' | 'mini-symbol-overview';

/**
 * `https://www.tradingview-widget.com/embed-widget/<widget>/?locale=en#<settings as JSON>`: the
 * locale goes in the query, every other setting in the hash (which never leaves the browser).
 * Unlike the embed script we add no `utm_*` fields: they would tell TradingView our address,
 * which the frame's no-referrer policy keeps to ourselves.
 */
export function tradingViewWidgetSrc(widget: TradingViewWidget, settings: Readonly<Record<string, unknown>>): string {
  const { locale, ...hashed } = settings;
  const query = typeof locale === 'string' ? `?locale=${encodeURIComponent(locale)}` : '';
  return `${TRADINGVIEW_WIDGET_ORIGIN}/embed-widget/${widget}/${query}#${encodeURIComponent(JSON.stringify(hashed))}`;
}

/**
 * What a widget page posted to us, if `event` came from `frame`'s window at TradingView's widget
 * origin: `loaded` once the widget is up (`tv-widget-load`), `noData` when it has nothing to show
 * (`tv-widget-no-data`). Anything else (another frame, another origin, other news) is `null`.
 */
export function widgetMessage(event: MessageEvent, frame: HTMLIFrameElement | null): 'loaded' | 'noData' | null {
  if (!frame || event.origin !== TRADINGVIEW_WIDGET_ORIGIN || event.source !== frame.contentWindow) return null;
  const name = messageName(event.data);
  return name === 'tv-widget-load' ? 'loaded' : name === 'tv-widget-no-data' ? 'noData' : null;
}

/** The widget pages post `{ name, ... }`, as an object or as its JSON text. */
function messageName(data: unknown): unknown {
  if (typeof data === 'string') {
    try {
      return messageName(JSON.parse(data));
    } catch {
      return null;
    }
  }
  return typeof data === 'object' && data !== null ? (data as { name?: unknown }).name : null;
}
