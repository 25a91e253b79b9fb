/**
 * The investor area's facts as the investor must see them, written once on the test side.
 *
 * Sources, group by group:
 * - the plans: ../shared/spec/investment-platform.md section 9 (the plan table, "Minimum
 *   investment: $500. Minimum age: 18. BaseLayer: at most 3 reinvestment cycles.");
 * - the routes: section 2 ("Authenticated routes");
 * - the status badges and the screen's shared words: the specification names the dashboard but
 *   does not show it ("Status names are not shown", section 4); ../shared/DESIGN.md section 1
 *   ("Dashboard and checkouts") and the lifecycle statecharts in docs/machines/
 *   (investmentLifecycle.md, depositLifecycle.md, withdrawalLifecycle.md) decide them.
 */

export interface SpecPlan {
  name: string;
  /** Whole US dollars, both ends included. */
  minDeposit: number;
  maxDeposit: number;
  /** Per cent a day. */
  dailyReturnPercent: number;
  durationDays: number;
  refBonusPercent: number;
  withdrawalPeriodDays: number;
}

/** Section 9's plan table, row by row. */
export const SPEC_PLANS: readonly SpecPlan[] = [
  { name: 'BASELAYER', minDeposit: 500, maxDeposit: 2_499, dailyReturnPercent: 1, durationDays: 7, refBonusPercent: 5, withdrawalPeriodDays: 7 },
  { name: 'IGNITE', minDeposit: 2_500, maxDeposit: 9_999, dailyReturnPercent: 1.7, durationDays: 10, refBonusPercent: 7, withdrawalPeriodDays: 10 },
  { name: 'VERTEX', minDeposit: 10_000, maxDeposit: 24_999, dailyReturnPercent: 2.3, durationDays: 15, refBonusPercent: 9, withdrawalPeriodDays: 15 },
  { name: 'SOVEREIGN', minDeposit: 25_000, maxDeposit: 74_999, dailyReturnPercent: 3, durationDays: 20, refBonusPercent: 11, withdrawalPeriodDays: 20 },
  { name: 'DYNASTY-LAYER', minDeposit: 75_000, maxDeposit: 150_000, dailyReturnPercent: 4, durationDays: 25, refBonusPercent: 15, withdrawalPeriodDays: 25 },
];

/** Section 9's limits. */
export const PLAN_LIMITS = { minInvestmentUsd: 500, minAge: 18, baseLayerMaxReinvestmentCycles: 3 } as const;

/** The investor area's addresses (section 2). */
export const DASHBOARD_ROUTES = {
  overview: '/dashboard',
  breakdown: '/dashboard/breakdown',
  transactions: '/dashboard/transactions',
  profile: '/dashboard/profile/me',
  profileEdit: '/dashboard/profile/edit',
  referrals: '/dashboard/referrals',
  withdraw: '/dashboard/withdraw',
  deposit: '/dashboard/deposit',
} as const;

/** How a badge reads and how it is coloured: waiting, good news, bad news, or neither. */
export type BadgeTone = 'pending' | 'positive' | 'negative' | 'neutral';
export interface Badge {
  label: string;
  tone: BadgeTone;
}

/** The badge of each status of a record, as the overview and the breakdown page show it. */
export const STATUS_BADGES = {
  investment: {
    active: { label: 'Active', tone: 'pending' },
    matured: { label: 'Matured', tone: 'positive' },
    credited: { label: 'Matured · credited', tone: 'positive' },
    reinvested: { label: 'Reinvested', tone: 'neutral' },
    upgraded: { label: 'Upgraded', tone: 'neutral' },
    ended: { label: 'Ended', tone: 'neutral' },
    endedEarly: { label: 'Ended early', tone: 'neutral' },
  },
  deposit: {
    awaitingPayment: { label: 'Awaiting payment', tone: 'pending' },
    expired: { label: 'Quote expired', tone: 'negative' },
    pending: { label: 'Pending confirmation', tone: 'pending' },
    confirmed: { label: 'Confirmed', tone: 'positive' },
    rejected: { label: 'Rejected', tone: 'negative' },
  },
  withdrawal: {
    pending: { label: 'Pending', tone: 'pending' },
    paid: { label: 'Paid', tone: 'positive' },
    rejected: { label: 'Rejected', tone: 'negative' },
  },
} as const satisfies Record<string, Record<string, Badge>>;

/**
 * The statuses a record never leaves (the operator's decision, a plan's end): the lifecycle's
 * last word, on the server and on the badge.
 */
export const FINAL_STATUSES = {
  investment: ['reinvested', 'upgraded', 'ended', 'endedEarly'],
  deposit: ['confirmed', 'rejected'],
  withdrawal: ['paid', 'rejected'],
} as const satisfies { [kind in keyof typeof STATUS_BADGES]: readonly (keyof (typeof STATUS_BADGES)[kind])[] };

/** Words every investor screen shares. */
export const DASHBOARD_TEXTS = {
  loading: 'Loading…',
  retry: 'Try again',
  backToDashboard: 'Back to dashboard',
  copied: 'Copied',
  copyFailed: 'Copy failed — select and copy by hand',
  cancel: 'Cancel',
} as const;

/** The plan of section 9 an id names: the plan's name in lower case ("dynasty-layer" is DYNASTY-LAYER). */
export function specPlanOf(id: string): SpecPlan {
  const plan = SPEC_PLANS.find((each) => each.name.toLowerCase() === id);
  if (!plan) throw new Error(`section 9 has no plan "${id}"`);
  return plan;
}

/*
 * The screens' own words, below. The specification names the investor screens but does not show
 * them (section 1: "Their content is not shown"), so none of these has a written source: they
 * are the product's wording, decided with each screen (the dashboard issue), copied here
 * literally so that a change to them in the product is a change made here too, on purpose.
 */

/** The controls under any paged list (the breakdown's finished investments, the transactions). */
export const PAGINATION_TEXTS = {
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/** How many pages a list of `count` rows has at `pageSize` rows a page: at least one, the last one partly filled. */
export const pageCountOf = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / Math.max(1, pageSize)));

/** Rows a page of the transaction history (no written source: the product's choice). */
export const TRANSACTIONS_PAGE_SIZE = 10;

/** Finished investments a page of the breakdown's history (no written source: the product's choice; the running ones all show). */
export const INVESTMENT_HISTORY_PAGE_SIZE = 10;

/** "1 finished investment", "2 finished investments". */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The breakdown page (/dashboard/breakdown) and the decisions on a matured investment. */
export const BREAKDOWN_TEXTS = {
  empty: 'No investments yet.',
  runningTitle: 'Running investments',
  historyTitle: 'Finished investments',
  historyCount: (count: number) => counted(count, 'finished investment'),
  historyPagination: 'Pages of finished investments',
  byPlan: 'Totals by plan',
  /** The sector chart's title; its description, read after it, lists each sector's principal ("Agriculture: $1,500.00"). */
  chartTitle: 'Principal by sector',
  /** The button that opens each decision. */
  actions: { terminate: 'End early', reinvest: 'Reinvest', upgrade: 'Upgrade', end: 'End contract' },
  /** The title of each decision's panel. */
  actionTitles: {
    terminate: 'End this investment early?',
    reinvest: 'Reinvest into the same plan?',
    upgrade: 'Upgrade to a higher tier?',
    end: 'End this contract?',
  },
  confirm: { terminate: 'Confirm early end', reinvest: 'Confirm reinvestment', upgrade: 'Confirm upgrade', end: 'Confirm end' },
  /** What each decision says once the server has made it. */
  done: {
    terminate: 'The investment has ended. The payout is in your available balance.',
    reinvest: 'Reinvested. The new term has started.',
    upgrade: 'Upgraded. The new plan has started.',
    end: 'The contract has ended.',
  },
  dismiss: 'Close',
  /** Under a credited BaseLayer investment after its third cycle (section 4: "After the third, the investor upgrades to a higher tier or ends the contract"). */
  baselayerLimit: 'This plan has used its three reinvestment cycles. Upgrade to a higher tier or end the contract.',
  upgradePlan: 'Higher plan',
  upgradeAmount: 'Amount (US$)',
  review: 'Review',
} as const;

/** The transactions page (/dashboard/transactions). */
export const TRANSACTIONS_TEXTS = {
  title: 'Transactions',
  filters: 'Filter transactions',
  type: 'Type',
  from: 'From',
  to: 'To',
  clear: 'Clear filters',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  pagination: 'Pages',
  count: (count: number) => counted(count, 'transaction'),
  empty: 'No transactions match these filters.',
  csvFileName: 'acme-invest-transactions.csv',
  /** The saved file's type: a spreadsheet opens it as UTF-8 text. */
  csvType: 'text/csv;charset=utf-8',
} as const;

/** A transaction's type in words, by the API's `type`. */
export const TRANSACTION_TYPE_LABELS = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  earning: 'Earnings credited',
  principal: 'Principal returned',
  referral_bonus: 'Referral bonus',
  reinvestment: 'Reinvestment',
} as const;

/** The profile editing page (/dashboard/profile/edit): the names form and the password form. */
export const PROFILE_TEXTS = {
  namesSection: 'Your name',
  firstName: 'First name',
  lastName: 'Last name',
  /** The hint that describes each name field (its length limit, 100 characters). */
  nameHint: 'Up to 100 characters.',
  save: 'Save changes',
  saving: 'Saving…',
  saved: 'Your profile has been saved.',
  namesRequired: 'First name and last name are required.',
  passwordSection: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  changePassword: 'Change password',
  changing: 'Changing…',
  passwordChanged: 'Your password has been changed. Other sessions have been signed out.',
  fillAll: 'Please fill in all fields.',
  mismatch: 'Passwords do not match.',
} as const;

/** The referrals page (/dashboard/referrals): the button that copies the investor's link. */
export const REFERRAL_TEXTS = { copyLink: 'Copy link' } as const;

/** The deposit form (/dashboard/deposit). */
export const DEPOSIT_FORM_TEXTS = {
  sector: 'Sector',
  plan: 'Plan',
  amount: 'Amount (US$)',
  currency: 'Pay with',
  acknowledgement: 'I confirm that I am 18 or older, and I accept the Terms of Service and the risk warning.',
  submit: 'Continue to checkout',
  submitting: 'Preparing checkout…',
  errorSummary: 'Please correct the highlighted fields.',
} as const;

/** The withdraw page (/dashboard/withdraw): the form, its confirmation and its end. */
export const WITHDRAW_TEXTS = {
  available: 'Available balance',
  amount: 'Amount (US$)',
  withdrawAll: 'Withdraw all',
  crypto: 'Crypto wallet',
  bank: 'Bank account',
  currency: 'Currency and network',
  address: 'Wallet address',
  addressHint: 'Double-check the address: crypto transfers cannot be reversed.',
  accountHolder: 'Account holder',
  sortCode: 'Sort code',
  accountNumber: 'Account number',
  iban: 'IBAN',
  review: 'Review withdrawal',
  errorSummary: 'Please correct the highlighted fields.',
  confirmTitle: 'Confirm your withdrawal',
  confirm: 'Confirm withdrawal',
  submitting: 'Submitting…',
  back: 'Edit details',
  doneTitle: 'Withdrawal requested',
  summary: {
    amount: 'Amount', method: 'Method', network: 'Network', address: 'Address',
    holder: 'Account holder', sortCode: 'Sort code', accountNumber: 'Account number', iban: 'IBAN',
  },
} as const;

/**
 * The four sectors an investment is made in, by the id of their page (section 2's routes
 * /sectors/crypto-forex, /sectors/agriculture, /sectors/oil-gas, /sectors/real-estate) and their
 * names (section 1: "Crypto/Forex, Agriculture, … Oil & Gas, and Real Estate"). The product writes
 * the first "Crypto & Forex" where the specification writes "Crypto/Forex": its own wording.
 */
export const SECTOR_NAMES = {
  'crypto-forex': 'Crypto & Forex',
  agriculture: 'Agriculture',
  'oil-gas': 'Oil & Gas',
  'real-estate': 'Real Estate',
} as const;

/** The name of the sector `id` names: throws for a sector the specification does not offer. */
export function sectorNameOf(id: string): string {
  const name = (SECTOR_NAMES as Record<string, string>)[id];
  if (name === undefined) throw new Error(`section 1 offers no sector "${id}"`);
  return name;
}

/** One day, in milliseconds: section 9's durations and periods are counted in days. */
export const DAY_MS = 24 * 60 * 60 * 1_000;

/** A plan's daily return in basis points (section 9's "1.7%" is 170), the unit the API speaks. */
export const dailyReturnBpsOf = (plan: SpecPlan) => Math.round(plan.dailyReturnPercent * 100);
