/**
 * Money as integer cents, never floats: parsing what an investor types, formatting for display,
 * and basis-point arithmetic that rounds down (the platform never pays a fraction of a cent more).
 */

/** "1,250.5", "$1250.50", "1250" → 125050 cents; null when it is not an amount of money. */
export function parseUsdToCents(input: string): number | null {
  const text = input.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const dollars = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}

/**
 * 1234567 → "1,234,567". By hand rather than toLocaleString: the first locale call of a page
 * loads the locale data, a long task on a slow phone, for a format that never changes.
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Cents (the ledger's unit): 125050 → "$1,250.50" (negative amounts as "-$12.00"). Whole dollars are formatDollars in src/content/plans.ts. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const dollars = groupThousands(Math.floor(abs / 100));
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** 125050 → "1250.50": the plain decimal form used in inputs and CSV files. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A share of an amount in basis points (1% = 100), rounded down to the cent. */
export function applyBps(cents: number, bps: number): number {
  return Math.floor((cents * bps) / 10_000);
}

/** 170 → "1.7%". */
export function formatBps(bps: number): string {
  return `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

/** Digits of a coin amount after the point, per currency. */
export const COIN_DECIMALS: Record<string, number> = { BTC: 8, ETH: 8, BNB: 8, SOL: 6, USDT: 2, USDC: 2 };

/**
 * The coin amount that pays `usdCents` at `rateCents` (US cents per whole coin), rounded up to the
 * currency's last digit so the operator never receives less than the deposit. Integer arithmetic only.
 */
export function coinAmountFor(usdCents: number, rateCents: number, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const numerator = BigInt(usdCents) * scale;
  const rate = BigInt(rateCents);
  const units = (numerator + rate - 1n) / rate;
  const whole = units / scale;
  const fraction = (units % scale).toString().padStart(decimals, '0');
  return decimals > 0 ? `${whole}.${fraction}` : whole.toString();
}
