/**
 * What the deposit and withdraw forms refuse, and in which words, and what a withdrawal's
 * confirmation repeats and its request sends, written once on the test side.
 *
 * Sources: ../shared/spec/investment-platform.md section 5 ("the minimum investment is $500 …
 * withdrawal requires accurate bank or crypto wallet details") and section 9 (the plan table's
 * ranges). The words, and the smallest withdrawal ($10), are the product's decisions (the
 * dashboard issue): the specification does not show the investor screens.
 */
import { CHECKOUT_ROUTES, checkoutOf, dollarsOfCents } from './checkout';
import { BREAKDOWN_TEXTS, PLAN_LIMITS, SECTOR_NAMES, SPEC_PLANS, WITHDRAW_TEXTS, specPlanOf, type SpecPlan } from './dashboard';

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
  accountHolderRequired: "Enter the account holder's name.",
  bankDetailsRequired: 'Enter a sort code and account number, or an IBAN.',
  sortCodeInvalid: 'A sort code has 6 digits, for example 12-34-56.',
  accountNumberInvalid: 'An account number has 8 digits.',
  ibanInvalid: 'This IBAN is not valid. Check it against your bank statement.',
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
  accountHolder: string;
  sortCode: string;
  accountNumber: string;
  iban: string;
}

export type WithdrawField = Exclude<keyof WithdrawFormEntry, 'method'>;

/** Each field of the withdraw form, by the label a user reads. */
export const WITHDRAW_FIELD_LABELS: Record<WithdrawField, string> = {
  amount: WITHDRAW_TEXTS.amount, checkout: WITHDRAW_TEXTS.currency, address: WITHDRAW_TEXTS.address, accountHolder: WITHDRAW_TEXTS.accountHolder,
  sortCode: WITHDRAW_TEXTS.sortCode, accountNumber: WITHDRAW_TEXTS.accountNumber, iban: WITHDRAW_TEXTS.iban,
};

/** The fields the form shows for each destination, in order: the amount always, then the destination's own. */
export const WITHDRAW_FIELDS_SHOWN: Record<WithdrawFormEntry['method'], readonly WithdrawField[]> = {
  crypto: ['amount', 'checkout', 'address'],
  bank: ['amount', 'accountHolder', 'sortCode', 'accountNumber', 'iban'],
};

function withdrawalAmountProblem(cents: number | null, availableCents: number): string | undefined {
  if (cents === null) return FORM_PROBLEMS.withdrawalAmountInvalid;
  if (cents < MIN_WITHDRAWAL_CENTS) return FORM_PROBLEMS.withdrawalBelowMinimum;
  if (cents > availableCents) return FORM_PROBLEMS.withdrawalAboveBalance;
  return undefined;
}

/**
 * The IBANs the walks type, and whether each is valid: the published example of a UK IBAN, and
 * the same with its last digit changed (its check digits no longer match).
 */
const KNOWN_IBANS: Record<string, boolean> = {
  'GB82 WEST 1234 5698 7654 32': true,
  'GB82 WEST 1234 5698 7654 33': false,
};

function isValidIban(iban: string): boolean {
  const valid = KNOWN_IBANS[iban];
  if (valid === undefined) throw new Error(`the oracle does not know whether the IBAN "${iban}" is valid`);
  return valid;
}

/** A sort code as its six digits: the investor may type it with dashes or spaces. */
const sortCodeDigits = (typed: string) => typed.replace(/[\s-]/g, '');

/**
 * A UK account (a sort code or an account number typed) needs both, well-formed; any other
 * account an IBAN; with neither, the IBAN field asks for one or the other.
 */
function bankProblems(entry: WithdrawFormEntry): Partial<Record<WithdrawField, string>> {
  const problems: Partial<Record<WithdrawField, string>> = {};
  if (!entry.accountHolder.trim()) problems.accountHolder = FORM_PROBLEMS.accountHolderRequired;
  const sortCode = sortCodeDigits(entry.sortCode);
  const accountNumber = entry.accountNumber.trim();
  if (sortCode || accountNumber) {
    if (!/^\d{6}$/.test(sortCode)) problems.sortCode = FORM_PROBLEMS.sortCodeInvalid;
    if (!/^\d{8}$/.test(accountNumber)) problems.accountNumber = FORM_PROBLEMS.accountNumberInvalid;
  } else if (!entry.iban.trim()) problems.iban = FORM_PROBLEMS.bankDetailsRequired;
  else if (!isValidIban(entry.iban.trim())) problems.iban = FORM_PROBLEMS.ibanInvalid;
  return problems;
}

/**
 * The problem under each field of a refused withdrawal, by field. A filled-in wallet address
 * counts as well-formed: the walks type only a real one (the machine's example), and the address
 * formats of each network are tested with the rules themselves (tests/machines/investment/domain.test.ts).
 */
export function withdrawFieldProblems(entry: WithdrawFormEntry, availableCents: number): Partial<Record<WithdrawField, string>> {
  const amount = withdrawalAmountProblem(centsOfUsd(entry.amount), availableCents);
  const destination: Partial<Record<WithdrawField, string>> = entry.method === 'bank'
    ? bankProblems(entry)
    : {
        ...(isCheckout(entry.checkout) ? {} : { checkout: FORM_PROBLEMS.checkoutRequired }),
        ...(entry.address.trim() ? {} : { address: FORM_PROBLEMS.addressRequired }),
      };
  return { ...(amount ? { amount } : {}), ...destination };
}

/** Every alert a refused withdrawal shows under its fields (the order does not matter). */
export const withdrawFormProblems = (entry: WithdrawFormEntry, availableCents: number): string[] =>
  Object.values(withdrawFieldProblems(entry, availableCents));

/**
 * What the confirmation repeats, term by term, in order: the amount and the destination. A bank
 * account is shown by its UK details when it has them (the sort code as 12-34-56), otherwise by
 * its IBAN, without spaces and in capitals.
 */
export function withdrawalSummary(entry: WithdrawFormEntry): [term: string, text: string][] {
  const { summary } = WITHDRAW_TEXTS;
  const head: [string, string][] = [[summary.amount, dollarsOfCents(centsOfUsd(entry.amount)!)], [summary.method, WITHDRAW_TEXTS[entry.method]]];
  if (entry.method === 'crypto') {
    const checkout = checkoutOf(entry.checkout);
    return [...head, [summary.network, `${checkout.currency} on ${checkout.network}`], [summary.address, entry.address.trim()]];
  }
  const holder: [string, string] = [summary.holder, entry.accountHolder.trim()];
  const sortCode = sortCodeDigits(entry.sortCode);
  if (!sortCode) return [...head, holder, [summary.iban, entry.iban.replace(/\s+/g, '').toUpperCase()]];
  return [...head, holder, [summary.sortCode, sortCode.replace(/^(\d\d)(\d\d)(\d\d)$/, '$1-$2-$3')], [summary.accountNumber, entry.accountNumber.trim()]];
}

/**
 * The request a confirmed withdrawal sends (the API's own field names: the specification does not
 * show the investor API): the holder's name trimmed, the bank details as typed (the server reads
 * them the way the form does).
 */
export function withdrawalRequestBody(entry: WithdrawFormEntry): Record<string, unknown> {
  const amount_cents = centsOfUsd(entry.amount);
  if (entry.method === 'crypto') return { amount_cents, method: 'crypto', checkout: entry.checkout, address: entry.address.trim() };
  return {
    amount_cents, method: 'bank', account_holder: entry.accountHolder.trim(),
    sort_code: entry.sortCode, account_number: entry.accountNumber, iban: entry.iban,
  };
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

/** Section 9: "BaseLayer: at most 3 reinvestment cycles." */
const BASELAYER_REINVESTMENTS = 3;

/**
 * The decisions a running investment offers, as the breakdown's buttons under its row, in their
 * order (section 4's lifecycle; docs/machines/investmentLifecycle.md): an active one may end
 * early; a matured one waits to be credited; a credited one may be reinvested (a BaseLayer one
 * until its third cycle), upgraded (but not from the top tier) and ended.
 */
export function decisionsOffered({ status, plan, cycle }: { status: string; plan: string; cycle: number }): string[] {
  const words = BREAKDOWN_TEXTS.actions;
  if (status === 'active') return [words.terminate];
  if (status !== 'credited') return [];
  const reinvestable = specPlanOf(plan).name !== 'BASELAYER' || cycle < BASELAYER_REINVESTMENTS;
  return [...(reinvestable ? [words.reinvest] : []), ...(upgradeOptions(plan).length > 0 ? [words.upgrade] : []), words.end];
}

/** An upgrade's choice of plans: each higher tier, with its minimum. */
export function upgradeOptions(plan: string): string[] {
  return SPEC_PLANS.slice(SPEC_PLANS.indexOf(specPlanOf(plan)) + 1).map((higher) => `${higher.name} (${dollarsOfCents(higher.minDeposit * 100)}+)`);
}
