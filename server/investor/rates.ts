/**
 * Quotes for the checkout: a pluggable source of US cents per whole coin. Offline and in tests
 * the fixed source answers; stablecoins always quote 1:1.
 */
export interface QuoteSource {
  /** US cents per one whole coin of `currency`. */
  centsPerCoin(currency: string): Promise<number>;
}

const STABLECOINS = new Set(['USDT', 'USDC']);

/** Fixed reference rates for development and tests (not market data). */
export const FIXED_RATES_CENTS: Record<string, number> = { BTC: 9_700_000, ETH: 340_000, BNB: 62_000, SOL: 18_000 };

export function fixedRateSource(rates: Record<string, number> = FIXED_RATES_CENTS): QuoteSource {
  return {
    async centsPerCoin(currency) {
      if (STABLECOINS.has(currency)) return 100;
      const rate = rates[currency];
      if (!rate) throw new Error(`No rate for ${currency}`);
      return rate;
    },
  };
}

/** Wraps any source so stablecoins are 1:1 whatever the source says. */
export function withStablecoinsAtPar(source: QuoteSource): QuoteSource {
  return { centsPerCoin: (currency) => (STABLECOINS.has(currency) ? Promise.resolve(100) : source.centsPerCoin(currency)) };
}
