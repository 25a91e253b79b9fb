/**
 * The words the investor area's rules speak, the same from the API (its 400 answers) and in the
 * app (inline alerts before a request is sent): the server and the screens must agree on them.
 */
import { MIN_INVESTMENT_USD, MIN_WITHDRAWAL_CENTS, type Plan } from '../constants';
import { formatCents } from './money';

export const VALIDATION_MESSAGES = {
  sectorRequired: 'Choose a sector.',
  planRequired: 'Choose a plan.',
  amountInvalid: 'Enter an amount in US dollars, for example 1000 or 1000.50.',
  belowMinimum: `The minimum investment is ${formatCents(MIN_INVESTMENT_USD * 100)}.`,
  checkoutRequired: 'Choose a currency and network.',
  acknowledgementRequired: 'Confirm that you are 18 or older and accept the Terms of Service and the risk warning.',
  withdrawalAmountInvalid: 'Enter the amount to withdraw in US dollars.',
  withdrawalBelowMinimum: `The smallest withdrawal is ${formatCents(MIN_WITHDRAWAL_CENTS)}.`,
  withdrawalAboveBalance: 'The amount is more than your available balance.',
  methodRequired: 'Choose where to send the money.',
  addressRequired: 'Enter the wallet address.',
  accountHolderRequired: "Enter the account holder's name.",
  bankDetailsRequired: 'Enter a sort code and account number, or an IBAN.',
  sortCodeInvalid: 'A sort code has 6 digits, for example 12-34-56.',
  accountNumberInvalid: 'An account number has 8 digits.',
  ibanInvalid: 'This IBAN is not valid. Check it against your bank statement.',
} as const;

/** A plan's deposit range, as its hint and its refusal say it. */
export function rangeMessage(plan: Plan): string {
  return `${plan.name} takes ${formatCents(plan.minDeposit * 100)} to ${formatCents(plan.maxDeposit * 100)}.`;
}

/** Why a credited investment cannot be reinvested again (BaseLayer's three cycles). */
export const REINVESTMENT_LIMIT_MESSAGE = 'This plan has used its three reinvestment cycles. Upgrade to a higher tier or end the contract.';
