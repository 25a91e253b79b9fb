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
