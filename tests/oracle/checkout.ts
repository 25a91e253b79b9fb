/**
 * The deposit checkouts as the investor must see them, written once on the test side so that a
 * walk does not take its expectations from the code it tests (src/content, domain/constants).
 *
 * Sources, group by group:
 * - the routes: ../shared/spec/investment-platform.md section 2 ("Deposit checkouts: …");
 * - their currencies and networks: section 9 ("Checkout currencies and networks: BTC; BNB
 *   (BEP20); ETH (ERC20); SOL; USDC (ERC20, Solana, TRC20); USDT (ERC20, TRC20)"); BTC and SOL,
 *   listed without a network, pay on their own chain (Bitcoin, Solana);
 * - that only these slugs exist (any other is the 404 page): ../shared/DESIGN.md, "Routing";
 * - the screen itself: the specification names it but does not show it; DESIGN.md section 1
 *   ("Dashboard and checkouts": designed as a real investor expects) and the checkout's
 *   statechart (docs/machines/checkout.md: loading, no deposit, awaiting payment, expired with a
 *   new quote, reported) decide it. The words below are the product's, decided for that screen
 *   (designed with the dashboard), and the locked rate holds for the checkout's real 30-minute
 *   window.
 */

import { DECIDED_TIMERS } from './timers';

export interface Checkout {
  slug: string;
  currency: string;
  network: string;
}

/** The checkouts, in the order of section 2. */
export const CHECKOUT_ROUTES: readonly Checkout[] = [
  { slug: 'btc_bitcoin', currency: 'BTC', network: 'Bitcoin' },
  { slug: 'bnb_bep20', currency: 'BNB', network: 'BEP20' },
  { slug: 'eth_erc20', currency: 'ETH', network: 'ERC20' },
  { slug: 'sol_solana', currency: 'SOL', network: 'Solana' },
  { slug: 'usdc_erc20', currency: 'USDC', network: 'ERC20' },
  { slug: 'usdc_solana', currency: 'USDC', network: 'Solana' },
  { slug: 'usdc_trc20', currency: 'USDC', network: 'TRC20' },
  { slug: 'usdt_erc20', currency: 'USDT', network: 'ERC20' },
  { slug: 'usdt_trc20', currency: 'USDT', network: 'TRC20' },
];

/** The checkout of `slug`: throws for a slug the specification does not name. */
export function checkoutOf(slug: string): Checkout {
  const checkout = CHECKOUT_ROUTES.find((each) => each.slug === slug);
  if (!checkout) throw new Error(`the specification names no checkout "${slug}"`);
  return checkout;
}

/** The address of a checkout's page (section 2). */
export const checkoutPath = (slug: string) => `/deposit/checkout_${slug}`;

/** How long a quote's rate stays locked, from the checkout's creation: 30 minutes (written once, in ./timers.ts). */
export const PAYMENT_WINDOW_MS = DECIDED_TIMERS.paymentWindow;

/** "29:59": the countdown of what is left of the window, minutes and seconds. */
export const countdownText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
/** The countdown as a screen reader says it. */
export const countdownSpoken = (seconds: number) => `${Math.floor(seconds / 60)} minutes ${seconds % 60} seconds`;
/** Whole seconds left until `at` on the device's clock, rounded up (the countdown shows 0:01 until the window ends). */
export const secondsLeftUntil = (at: number, now = Date.now()) => Math.max(0, Math.ceil((at - now) / 1000));

/** "$1,000.00": how the dashboard writes US dollars given in cents. */
export function dollarsOfCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}$${String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(abs % 100).padStart(2, '0')}`;
}

/** The texts of a checkout's page. */
export const CHECKOUT_TEXTS = {
  title: ({ currency, network }: Checkout) => `Pay with ${currency} (${network})`,
  windowHint: `Rates are locked for ${PAYMENT_WINDOW_MS / 60_000} minutes.`,
  // What the page asks of the investor, under its title: pay, quote again, or nothing more.
  subtitle: {
    awaiting: 'Send the exact amount to the address below before the quote expires.',
    expired: 'Get a new quote before you pay.',
    reported: 'Your payment is reported: there is nothing more to send.',
  },
  // What the money buys: the plan and the sector, as the dashboard names them.
  investment: 'Investment',
  investmentOf: (plan: string, sector: string) => `${plan} plan · ${sector}`,
  // Awaiting the payment: what to pay, where, and until when.
  amountUsd: 'Deposit amount',
  amountCoin: (currency: string) => `Amount in ${currency}`,
  rate: (currency: string, rate: string) => `Rate locked at 1 ${currency} = ${rate}`,
  countdownLabel: 'Quote expires in',
  qrLabel: ({ currency, network }: Checkout) => `QR code of the ${currency} ${network} receiving address`,
  warning: ({ currency, network }: Checkout) => `Send only ${currency} on ${network} to this address`,
  copyAddress: 'Copy address',
  copyAmount: 'Copy amount',
  txHash: 'Transaction hash (optional)',
  sent: 'I have sent the payment',
  sending: 'Recording…',
  // The window ran out: the old rate is gone, the address no longer offered.
  expiredTitle: 'This quote has expired',
  expiredExplanation:
    'The locked rate is no longer valid. Get a new quote to continue; if you already paid, the payment will still be matched.',
  requote: 'Get a new quote',
  requoting: 'Getting a new quote…',
  // The investor said they paid: the deposit waits for the network's confirmation.
  reportedTitle: 'Payment reported',
  reportedExplanation:
    'Your deposit is pending confirmation. It becomes an active investment as soon as the payment is confirmed on the network.',
  // No deposit open for this checkout.
  noDepositTitle: 'No deposit in progress',
  startDeposit: 'Start a deposit',
  startDepositHref: '/dashboard/deposit',
} as const;

/**
 * The notice under an address the server marks as a test address (`is_test_address`: one that
 * receives nothing real, while the product is developed). No written source: the product's words,
 * decided with the screen, like the texts above.
 */
export const TEST_ADDRESS_NOTICE = 'Test address — development only. Never send real funds to it.';
