/**
 * The plans as the marketing pages show them. The numbers come from PLANS in
 * domain/constants.ts (shared with the server); this module adds descriptions and the
 * display helpers. Money is whole dollars or integer cents and rates are basis points, so every
 * total is exact integer arithmetic.
 */
import { formatBps, groupThousands } from '../../domain/investment/money';

export { formatBps };
import { PLANS, totalReturnBps, type Plan, type PlanId } from '../../domain/constants';

export const PLAN_DESCRIPTIONS: Record<PlanId, string> = {
  baselayer: 'A short first step: see how a plan runs from deposit to maturity. Up to three reinvestment cycles, then move up a tier or close the contract.',
  ignite: 'For investors ready to commit more capital over a slightly longer term.',
  vertex: 'A mid-term plan spread across our sector portfolio.',
  sovereign: 'A longer term for substantial portfolios, with a higher daily rate.',
  'dynasty-layer': 'Our top tier for institutions and high-net-worth investors.',
};

/** Cents for the marketing pages, without a needless ".00": "$2,499", "$535.50". */
export function formatCentsBrief(cents: number): string {
  const dollars = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  const whole = `${dollars < 0 ? '-' : ''}$${groupThousands(Math.abs(dollars))}`;
  return rest === 0 ? whole : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** Whole dollars (the plans' limits): "$2,499". Cents are formatCents in domain/investment/money.ts. */
export function formatDollars(dollars: number): string {
  return formatCentsBrief(dollars * 100);
}

export function formatDays(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** Principal plus the plan's total return at maturity, in cents (exact: integer arithmetic). */
export function maturityValueCents(plan: Plan, depositDollars: number): number {
  // deposit × (10 000 + total bps) / 10 000, in cents: deposit × (10 000 + bps) / 100.
  return Math.round((depositDollars * (10_000 + totalReturnBps(plan))) / 100);
}

export interface PlanView {
  id: PlanId;
  name: string;
  description: string;
  depositRange: string;
  dailyReturn: string;
  duration: string;
  referralBonus: string;
  withdrawalPeriod: string;
  totalReturn: string;
  /** "$500 → $535 at maturity" on a deposit of the plan's minimum. */
  example: string;
  reinvestmentNote?: string;
}

export const plansCopy = {
  heading: 'Investment plans',
  intro: 'Five fixed-term plans. Each pays a fixed daily rate for its term, set out in full before you invest.',
  labels: {
    depositRange: 'Deposit range',
    dailyReturn: 'Daily return',
    duration: 'Duration',
    referralBonus: 'Referral bonus',
    withdrawalPeriod: 'Withdrawal / reinvestment period',
    totalReturn: 'Total return at maturity',
    example: 'Example on the minimum deposit',
  },
  cta: 'Start with',
  riskNote: 'Returns are not guaranteed and your capital is at risk. Rates are the plan terms, not a promise of profit.',
  riskLinkText: 'Read the risk summary',
  riskHref: '/risk',
  signupHref: '/auth/signup',
} as const;

export function planView(plan: Plan): PlanView {
  return {
    id: plan.id,
    name: plan.name,
    description: PLAN_DESCRIPTIONS[plan.id],
    depositRange: `${formatDollars(plan.minDeposit)} – ${formatDollars(plan.maxDeposit)}`,
    dailyReturn: formatBps(plan.dailyReturnBps),
    duration: formatDays(plan.durationDays),
    referralBonus: formatBps(plan.refBonusBps),
    withdrawalPeriod: formatDays(plan.withdrawalPeriodDays),
    totalReturn: formatBps(totalReturnBps(plan)),
    example: `${formatDollars(plan.minDeposit)} → ${formatCentsBrief(maturityValueCents(plan, plan.minDeposit))} at maturity`,
    reinvestmentNote: plan.maxReinvestmentCycles ? `At most ${plan.maxReinvestmentCycles} reinvestment cycles` : undefined,
  };
}

export const PLAN_VIEWS: readonly PlanView[] = PLANS.map(planView);
