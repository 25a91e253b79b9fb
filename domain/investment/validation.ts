/**
 * The rules a deposit and a withdrawal must meet, shared by the screens (inline alerts) and the
 * API (400 answers), so both say the same thing. Each check returns a message or null; the words
 * are the investor rules' own (./messages.ts), which the app's content shows too.
 */
import { CHECKOUTS, INVESTMENT_SECTOR_IDS, MIN_INVESTMENT_USD, MIN_WITHDRAWAL_CENTS, PLANS, type CheckoutSlug, type Plan } from '../constants';
import { networkOf } from './networks';
import { parseUsdToCents } from './money';
import type { WithdrawFormValues } from './types';
import { rangeMessage, VALIDATION_MESSAGES } from './messages';


export function planById(planId: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === planId);
}

export function checkoutBySlug(slug: string) {
  return CHECKOUTS.find((checkout) => checkout.slug === slug);
}


/** The amount problem for a plan: unparsable, below the $500 minimum, or outside the plan's range. */
export function amountProblem(amountCents: number | null, plan: Plan | undefined): string | null {
  if (amountCents === null) return VALIDATION_MESSAGES.amountInvalid;
  if (amountCents < MIN_INVESTMENT_USD * 100) return VALIDATION_MESSAGES.belowMinimum;
  if (plan && (amountCents < plan.minDeposit * 100 || amountCents > plan.maxDeposit * 100)) return rangeMessage(plan);
  return null;
}

export interface DepositDraft {
  sector: string;
  planId: string;
  amountCents: number | null;
  checkout: string;
  acknowledged: boolean;
}

export type DepositField = 'sector' | 'plan' | 'amount' | 'checkout' | 'acknowledged';

/** Every problem of a deposit draft by field; empty when it can go to the checkout. */
export function depositProblems(draft: DepositDraft, needsAcknowledgement: boolean): Partial<Record<DepositField, string>> {
  const problems: Partial<Record<DepositField, string>> = {};
  if (!(INVESTMENT_SECTOR_IDS as readonly string[]).includes(draft.sector)) problems.sector = VALIDATION_MESSAGES.sectorRequired;
  const plan = planById(draft.planId);
  if (!plan) problems.plan = VALIDATION_MESSAGES.planRequired;
  const amount = amountProblem(draft.amountCents, plan);
  if (amount) problems.amount = amount;
  if (!checkoutBySlug(draft.checkout)) problems.checkout = VALIDATION_MESSAGES.checkoutRequired;
  if (needsAcknowledgement && !draft.acknowledged) problems.acknowledged = VALIDATION_MESSAGES.acknowledgementRequired;
  return problems;
}

// ---- Withdrawal destinations and payment reports ----

/** Whether a wallet address has the form of an address on that network. */
export function isValidAddress(network: string, address: string): boolean {
  const rule = networkOf(network)?.address;
  return rule ? rule.pattern.test(address.trim()) : false;
}

export function addressMessage(network: string): string {
  const rule = networkOf(network)?.address;
  return `This is not a valid ${network} address${rule ? ` (expected ${rule.example})` : ''}.`;
}

/** An optional transaction hash: none, or one in the form of that network's (a typo is caught before the operator searches for it). */
export function txHashProblem(network: string, txHash: string): string | null {
  const hash = txHash.trim();
  const rule = networkOf(network)?.txHash;
  if (!hash || !rule || rule.pattern.test(hash)) return null;
  return `This is not a valid ${network} transaction hash (expected ${rule.example}).`;
}

/** IBAN check (ISO 13616): country, check digits, length, and the mod-97 checksum. */
export function isValidIban(input: string): boolean {
  const iban = normaliseIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export const normaliseSortCode = (value: string) => value.replace(/[\s-]/g, '');

/** An IBAN as it is checked, confirmed and stored: no spaces, in capitals. */
export const normaliseIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Bank details name a UK account when they give a sort code or an account number; otherwise an IBAN. */
export function usesUkAccount(details: { sortCode: string; accountNumber: string }): boolean {
  return Boolean(normaliseSortCode(details.sortCode) || details.accountNumber.trim());
}

export type WithdrawalDestination =
  | { method: 'crypto'; checkout: CheckoutSlug | string; address: string }
  | { method: 'bank'; accountHolder: string; sortCode: string; accountNumber: string; iban: string };

export interface WithdrawalDraft {
  amountCents: number | null;
  destination: WithdrawalDestination;
}

export type WithdrawalField = 'amount' | 'checkout' | 'address' | 'accountHolder' | 'sortCode' | 'accountNumber' | 'iban';

/** The fields each destination shows; the amount and the choice of destination always show. */
const DESTINATION_FIELDS: Record<WithdrawalDestination['method'], readonly (keyof WithdrawFormValues)[]> = {
  crypto: ['checkout', 'address'],
  bank: ['accountHolder', 'sortCode', 'accountNumber', 'iban'],
};

/** Whether the form shows `field` while the investor sends to `method` (only a shown field can be typed in). */
export const isWithdrawalFieldShown = (method: WithdrawalDestination['method'], field: keyof WithdrawFormValues): boolean =>
  field === 'amount' || field === 'method' || DESTINATION_FIELDS[method].includes(field);

/** Every problem of a withdrawal draft by field, given the available balance. */
export function withdrawalProblems(draft: WithdrawalDraft, availableCents: number): Partial<Record<WithdrawalField, string>> {
  const problems: Partial<Record<WithdrawalField, string>> = {};
  const { amountCents, destination } = draft;
  if (amountCents === null) problems.amount = VALIDATION_MESSAGES.withdrawalAmountInvalid;
  else if (amountCents < MIN_WITHDRAWAL_CENTS) problems.amount = VALIDATION_MESSAGES.withdrawalBelowMinimum;
  else if (amountCents > availableCents) problems.amount = VALIDATION_MESSAGES.withdrawalAboveBalance;

  if (destination.method === 'crypto') {
    const checkout = checkoutBySlug(destination.checkout);
    if (!checkout) problems.checkout = VALIDATION_MESSAGES.checkoutRequired;
    if (!destination.address.trim()) problems.address = VALIDATION_MESSAGES.addressRequired;
    else if (checkout && !isValidAddress(checkout.network, destination.address)) problems.address = addressMessage(checkout.network);
    return problems;
  }

  if (!destination.accountHolder.trim()) problems.accountHolder = VALIDATION_MESSAGES.accountHolderRequired;
  const sortCode = normaliseSortCode(destination.sortCode);
  const accountNumber = destination.accountNumber.trim();
  const iban = destination.iban.trim();
  const ukAccount = usesUkAccount(destination);
  if (!ukAccount && !iban) {
    problems.iban = VALIDATION_MESSAGES.bankDetailsRequired;
  } else if (ukAccount) {
    if (!/^\d{6}$/.test(sortCode)) problems.sortCode = VALIDATION_MESSAGES.sortCodeInvalid;
    if (!/^\d{8}$/.test(accountNumber)) problems.accountNumber = VALIDATION_MESSAGES.accountNumberInvalid;
  } else if (!isValidIban(iban)) {
    problems.iban = VALIDATION_MESSAGES.ibanInvalid;
  }
  return problems;
}

/** The form values as the shared validation reads them. */
export function withdrawalDraftOf(values: WithdrawFormValues): WithdrawalDraft {
  return {
    amountCents: parseUsdToCents(values.amount),
    destination: values.method === 'crypto'
      ? { method: 'crypto', checkout: values.checkout, address: values.address }
      : { method: 'bank', accountHolder: values.accountHolder, sortCode: values.sortCode, accountNumber: values.accountNumber, iban: values.iban },
  };
}
