/**
 * What the deposit and withdraw forms refuse, and in which words, written once on the test side.
 *
 * Sources: ../shared/spec/investment-platform.md section 5 ("the minimum investment is $500 …
 * withdrawal requires accurate bank or crypto wallet details") and section 9 (the plan table's
 * ranges). The words, and the smallest withdrawal ($10), are the product's decisions (the
 * dashboard issue): the specification does not show the investor screens.
 */
import { CHECKOUT_ROUTES, dollarsOfCents } from './checkout';
import { PLAN_LIMITS, SECTOR_NAMES, SPEC_PLANS, type SpecPlan } from './dashboard';

/** The smallest withdrawal, in cents (no written source: the product's choice). */
export const MIN_WITHDRAWAL_CENTS = 1_000;

/** The alert under each field a form refuses. */
export const FORM_PROBLEMS = {
  sectorRequired: 'Choose a sector.',
  planRequired: 'Choose a plan.',
  amountInvalid: 'Enter an amount in US dollars, for example 1000 or 1000.50.',
  belowMinimum: `The minimum investment is ${dollarsOfCents(PLAN_LIMITS.minInvestmentUsd * 100)}.`,
  outsidePlan: (plan: SpecPlan) => `${plan.name} takes ${dollarsOfCents(plan.minDeposit * 100)} to ${dollarsOfCents(plan.maxDeposit * 100)}.`,
  checkoutRequired: 'Choose a currency and network.',
  acknowledgementRequired: 'Confirm that you are 18 or older and accept the Terms of Service and the risk warning.',
  withdrawalAmountInvalid: 'Enter the amount to withdraw in US dollars.',
  withdrawalBelowMinimum: `The smallest withdrawal is ${dollarsOfCents(MIN_WITHDRAWAL_CENTS)}.`,
  withdrawalAboveBalance: 'The amount is more than your available balance.',
  addressRequired: 'Enter the wallet address.',
} as const;

/** "1000", "1,000.50" or "$1000" in cents; null for anything that is not an amount of US dollars. */
export function centsOfUsd(typed: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(typed.trim().replace(/^\$/, '').replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const isSector = (id: string) => Object.hasOwn(SECTOR_NAMES, id);
const planOf = (id: string) => SPEC_PLANS.find((plan) => plan.name.toLowerCase() === id);
const isCheckout = (slug: string) => CHECKOUT_ROUTES.some((checkout) => checkout.slug === slug);

/** An investment's amount against section 5's $500 minimum and the chosen plan's range. */
function investmentAmountProblem(cents: number | null, plan: SpecPlan | undefined): string | undefined {
  if (cents === null) return FORM_PROBLEMS.amountInvalid;
  if (cents < PLAN_LIMITS.minInvestmentUsd * 100) return FORM_PROBLEMS.belowMinimum;
  if (plan && (cents < plan.minDeposit * 100 || cents > plan.maxDeposit * 100)) return FORM_PROBLEMS.outsidePlan(plan);
  return undefined;
}

export interface DepositFormEntry {
  sector: string;
  planId: string;
  amount: string;
  checkout: string;
  acknowledged: boolean;
}

/** Every alert a refused deposit form shows under its fields (the order does not matter). */
export function depositFormProblems(entry: DepositFormEntry, needsAcknowledgement: boolean): string[] {
  const plan = planOf(entry.planId);
  return [
    isSector(entry.sector) ? undefined : FORM_PROBLEMS.sectorRequired,
    plan ? undefined : FORM_PROBLEMS.planRequired,
    investmentAmountProblem(centsOfUsd(entry.amount), plan),
    isCheckout(entry.checkout) ? undefined : FORM_PROBLEMS.checkoutRequired,
    needsAcknowledgement && !entry.acknowledged ? FORM_PROBLEMS.acknowledgementRequired : undefined,
  ].filter((problem): problem is string => problem !== undefined);
}

export interface WithdrawFormEntry {
  amount: string;
  method: 'crypto' | 'bank';
  checkout: string;
  address: string;
}

function withdrawalAmountProblem(cents: number | null, availableCents: number): string | undefined {
  if (cents === null) return FORM_PROBLEMS.withdrawalAmountInvalid;
  if (cents < MIN_WITHDRAWAL_CENTS) return FORM_PROBLEMS.withdrawalBelowMinimum;
  if (cents > availableCents) return FORM_PROBLEMS.withdrawalAboveBalance;
  return undefined;
}

/**
 * Every alert a refused withdrawal to a crypto wallet shows. A filled-in address counts as
 * well-formed: the walks type only a real one (the machine's example), and the address formats
 * of each network are tested with the rules themselves (tests/machines/investment/domain.test.ts).
 * The walks never switch to a bank account, so this has no bank rules: it throws instead.
 */
export function withdrawFormProblems(entry: WithdrawFormEntry, availableCents: number): string[] {
  if (entry.method !== 'crypto') throw new Error('the oracle has no rules for a bank withdrawal');
  return [
    withdrawalAmountProblem(centsOfUsd(entry.amount), availableCents),
    isCheckout(entry.checkout) ? undefined : FORM_PROBLEMS.checkoutRequired,
    entry.address.trim() ? undefined : FORM_PROBLEMS.addressRequired,
  ].filter((problem): problem is string => problem !== undefined);
}

/** The amount field's own problem, if the form was refused (undefined when it has none). */
export const depositAmountProblem = (entry: DepositFormEntry): string | undefined => investmentAmountProblem(centsOfUsd(entry.amount), planOf(entry.planId));

/** The amount field's hint: the minimum, then the chosen plan's range (the specification's table). */
export function depositAmountHint(planId: string): string {
  const plan = planOf(planId);
  const range = plan ? ` ${plan.name} takes ${dollarsOfCents(plan.minDeposit * 100)} to ${dollarsOfCents(plan.maxDeposit * 100)}.` : '';
  return `Minimum investment $${PLAN_LIMITS.minInvestmentUsd}.${range}`;
}

/**
 * The projection under the amount, once the plan takes it: the plan's daily return on the amount
 * (whole cents, rounded down) for each of its days, and the amount with it at maturity; null
 * while there is none to show.
 */
export function depositProjection(planId: string, amount: string): string | null {
  const plan = planOf(planId);
  const cents = centsOfUsd(amount);
  if (!plan || cents === null || investmentAmountProblem(cents, plan) !== undefined) return null;
  const earnings = Math.floor((cents * Math.round(plan.dailyReturnPercent * 100)) / 10_000) * plan.durationDays;
  return `Projected profit ${dollarsOfCents(earnings)}; ${dollarsOfCents(cents + earnings)} returned at maturity (not guaranteed).`;
}
