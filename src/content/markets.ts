/** The crypto/forex page's market widgets: symbols, TradingView settings and the slot copy. */

export interface MarketSymbol {
  /** TradingView symbol, exchange-prefixed. */
  tradingViewSymbol: string;
  /** Short code shown to people, e.g. BTCUSD. */
  code: string;
  name: string;
}

/** The twelve charts, in the order they show: crypto and forex alternate so 2 and 4 show both. */
export const MARKET_SYMBOLS: readonly MarketSymbol[] = [
  { tradingViewSymbol: 'CRYPTO:BTCUSD', code: 'BTCUSD', name: 'Bitcoin / US Dollar' },
  { tradingViewSymbol: 'FX:EURUSD', code: 'EURUSD', name: 'Euro / US Dollar' },
  { tradingViewSymbol: 'CRYPTO:ETHUSD', code: 'ETHUSD', name: 'Ether / US Dollar' },
  { tradingViewSymbol: 'FX:GBPUSD', code: 'GBPUSD', name: 'British Pound / US Dollar' },
  { tradingViewSymbol: 'CRYPTO:BNBUSD', code: 'BNBUSD', name: 'BNB / US Dollar' },
  { tradingViewSymbol: 'FX:USDJPY', code: 'USDJPY', name: 'US Dollar / Japanese Yen' },
  { tradingViewSymbol: 'CRYPTO:SOLUSD', code: 'SOLUSD', name: 'Solana / US Dollar' },
  { tradingViewSymbol: 'FX:AUDUSD', code: 'AUDUSD', name: 'Australian Dollar / US Dollar' },
  { tradingViewSymbol: 'CRYPTO:XRPUSD', code: 'XRPUSD', name: 'XRP / US Dollar' },
  { tradingViewSymbol: 'FX:USDCAD', code: 'USDCAD', name: 'US Dollar / Canadian Dollar' },
  { tradingViewSymbol: 'CRYPTO:ADAUSD', code: 'ADAUSD', name: 'Cardano / US Dollar' },
  { tradingViewSymbol: 'FX:USDCHF', code: 'USDCHF', name: 'US Dollar / Swiss Franc' },
];

/** The ticker tape's settings (its widget page reads them from its address: src/features/markets/tradingViewWidget.ts). */
export const TICKER_TAPE_CONFIG = {
  symbols: MARKET_SYMBOLS.map((symbol) => ({ proName: symbol.tradingViewSymbol, title: symbol.code })),
  showSymbolLogo: true,
  isTransparent: false,
  displayMode: 'adaptive',
  colorTheme: 'dark',
  locale: 'en',
} as const;

/** One chart's settings (mini symbol overview); built once per symbol so the embed sees a stable object. */
export const CHART_CONFIGS: ReadonlyMap<string, Readonly<Record<string, unknown>>> = new Map(
  MARKET_SYMBOLS.map((symbol) => [
    symbol.code,
    {
      symbol: symbol.tradingViewSymbol,
      width: '100%',
      height: '100%',
      locale: 'en',
      dateRange: '1M',
      colorTheme: 'light',
      isTransparent: true,
      autosize: true,
      largeChartUrl: '',
      noTimeScale: false,
    },
  ]),
);

export const marketsContent = {
  heading: 'Live markets',
  intro: 'Prices of the cryptocurrencies and currency pairs our desk trades, from TradingView. For information only, not a recommendation to buy or sell.',
  tickerLabel: 'Market ticker',
  tickerFrameTitle: 'Market ticker by TradingView',
  tickerHide: 'Pause ticker',
  tickerShow: 'Show ticker',
  tickerPaused: 'The moving ticker is paused.',
  chartsLabel: 'Market charts',
  chartFrameTitle: (symbolName: string) => `${symbolName} chart by TradingView`,
  showMore: 'Show more charts',
  showLess: 'Show fewer charts',
  loading: 'Loading market data…',
  unavailableTitle: 'Market data unavailable',
  unavailableText: 'The chart service could not be reached. Please try again later.',
  consentTitle: 'Market charts are off',
  consentText: 'TradingView sets its own cookies, so we load these charts only with your permission.',
  consentButton: 'Load market charts',
  attribution: 'Market data by TradingView',
} as const;
