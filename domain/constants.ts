/**
 * Every timer and business constant of the specification (section 9), in one place.
 * Machines read their named delays from here; the server reads the plan rules from here,
 * so the marketing page, the deposit screen and the API enforce the same numbers.
 */

/** Timers, in milliseconds. */
export const TIMERS = {
  otpResendWait: 60_000,
  resetLinkResendWait: 120_000,
  loginRedirectDelay: 2_000,
  logoutRedirectDelay: 2_000,
  resetRedirectDelay: 4_000,
  messageDisplay: 5_000,
  heroInterval: 3_000,
  testimonialInterval: 4_000,
  partnerInterval: 3_000,
  quoteInterval: 5_000,
  statsCountUpDuration: 2_000,
  /** Frame of the stats count-up: how often the shown numbers move on. */
  countUpTick: 50,
  /** The about page's sector slideshows (not in the specification; slow enough to read). */
  sectorSlideInterval: 5_000,
  countdownTick: 1_000,
  /** How long a TradingView widget may take to say it is up before its slot says market data is unavailable. */
  marketWidgetLoadTimeout: 6_000,
} as const;

export type PlanId = 'baselayer' | 'ignite' | 'vertex' | 'sovereign' | 'dynasty-layer';

export interface Plan {
  id: PlanId;
  name: string;
  /** Whole US dollars. */
  minDeposit: number;
  /** Whole US dollars. */
  maxDeposit: number;
  /** Daily return in basis points (1% = 100). */
  dailyReturnBps: number;
  durationDays: number;
  /** Referral bonus in basis points (5% = 500). */
  refBonusBps: number;
  withdrawalPeriodDays: number;
  /** Maximum reinvestment cycles, when the plan limits them. */
  maxReinvestmentCycles?: number;
}

export const PLANS: readonly Plan[] = [
  { id: 'baselayer', name: 'BASELAYER', minDeposit: 500, maxDeposit: 2_499, dailyReturnBps: 100, durationDays: 7, refBonusBps: 500, withdrawalPeriodDays: 7, maxReinvestmentCycles: 3 },
  { id: 'ignite', name: 'IGNITE', minDeposit: 2_500, maxDeposit: 9_999, dailyReturnBps: 170, durationDays: 10, refBonusBps: 700, withdrawalPeriodDays: 10 },
  { id: 'vertex', name: 'VERTEX', minDeposit: 10_000, maxDeposit: 24_999, dailyReturnBps: 230, durationDays: 15, refBonusBps: 900, withdrawalPeriodDays: 15 },
  { id: 'sovereign', name: 'SOVEREIGN', minDeposit: 25_000, maxDeposit: 74_999, dailyReturnBps: 300, durationDays: 20, refBonusBps: 1_100, withdrawalPeriodDays: 20 },
  { id: 'dynasty-layer', name: 'DYNASTY-LAYER', minDeposit: 75_000, maxDeposit: 150_000, dailyReturnBps: 400, durationDays: 25, refBonusBps: 1_500, withdrawalPeriodDays: 25 },
];

export const MIN_INVESTMENT_USD = 500;
/** The crypto/forex page's charts: shown below 768 px, from 768 px, and after Show More. */
export const MARKET_CHARTS = { narrow: 2, wide: 4, all: 12 } as const;
export const MIN_AGE = 18;
export const BASELAYER_MAX_REINVESTMENT_CYCLES = 3;

/** Total return at maturity in basis points of the principal: daily return times duration. */
export function totalReturnBps(plan: Plan): number {
  return plan.dailyReturnBps * plan.durationDays;
}

/**
 * The checkout currencies and networks of section 9, keyed by their route slug. Each network's
 * address and hash forms and its development address are in ./investment/networks.ts.
 */
export const CHECKOUTS = [
  { slug: 'btc_bitcoin', currency: 'BTC', network: 'Bitcoin' },
  { slug: 'bnb_bep20', currency: 'BNB', network: 'BEP20' },
  { slug: 'eth_erc20', currency: 'ETH', network: 'ERC20' },
  { slug: 'sol_solana', currency: 'SOL', network: 'Solana' },
  { slug: 'usdc_erc20', currency: 'USDC', network: 'ERC20' },
  { slug: 'usdc_solana', currency: 'USDC', network: 'Solana' },
  { slug: 'usdc_trc20', currency: 'USDC', network: 'TRC20' },
  { slug: 'usdt_erc20', currency: 'USDT', network: 'ERC20' },
  { slug: 'usdt_trc20', currency: 'USDT', network: 'TRC20' },
] as const;

export type CheckoutSlug = (typeof CHECKOUTS)[number]['slug'];
/** A network the checkouts use (a crypto withdrawal goes out on one of them too). */
export type CheckoutNetwork = (typeof CHECKOUTS)[number]['network'];

export function isCheckoutSlug(value: string): value is CheckoutSlug {
  return CHECKOUTS.some((checkout) => checkout.slug === value);
}

/** Storage keys of the session (specification section 3). */
export const SESSION_KEYS = ['access', 'refresh', 'user_id'] as const;

// ---- Investor area: deposits, checkouts, investments, withdrawals ----

/** Sector ids an investment can be made in (names and pages live in src/content/sectors.ts). */
export const INVESTMENT_SECTOR_IDS = ['crypto-forex', 'agriculture', 'oil-gas', 'real-estate'] as const;
export type InvestmentSectorId = (typeof INVESTMENT_SECTOR_IDS)[number];

/** How long a checkout's quoted coin rate stays locked. */
export const PAYMENT_WINDOW_MINUTES = 30;

/** Timers of the investor screens, in milliseconds. */
export const INVESTOR_TIMERS = {
  paymentWindow: PAYMENT_WINDOW_MINUTES * 60_000,
  /** How long a copy button says "Copied". */
  copiedFeedback: 2_000,
} as const;

/** The operator-set early-termination fee before the operator sets one, in basis points. */
export const DEFAULT_EARLY_TERMINATION_FEE_BPS = 0;
/** Upper bound the operator may set for the early-termination fee (50%). */
export const MAX_EARLY_TERMINATION_FEE_BPS = 5_000;

export const DAY_MS = 86_400_000;

/** Rows per page of the transaction history; rows in the dashboard's recent list. */
export const TRANSACTIONS_PAGE_SIZE = 10;
export const RECENT_TRANSACTIONS_COUNT = 5;
/** Finished investments per page of the breakdown's history (the running ones are all shown). */
export const INVESTMENT_HISTORY_PAGE_SIZE = 10;

/** Smallest withdrawal, in cents. */
export const MIN_WITHDRAWAL_CENTS = 1_000;
