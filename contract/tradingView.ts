/**
 * Where the crypto/forex page's market widgets come from: TradingView's own widget pages, framed
 * (src/features/markets/TradingViewEmbed.tsx). The SPA's CSP lets this origin be framed and no
 * TradingView host run script in the site (server/http/security.ts): the tokens live in
 * localStorage, in our origin.
 */
export const TRADINGVIEW_WIDGET_ORIGIN = 'https://www.tradingview-widget.com';
