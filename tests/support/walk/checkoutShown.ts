/**
 * The checkout walks' model (jsdom: tests/screens/dashboard/checkout.walk.test.tsx; the browser:
 * tests/e2e/walks/dashboard.spec.ts): what the page should show after what happened so far,
 * decided from the server's answers and the clock, never from the machine's state.
 */
import type { CheckoutDeposit } from '../../../domain/investment/types';

export type CheckoutShown =
  | { part: 'loading' }
  | { part: 'noDeposit' }
  | { part: 'reported' }
  | { part: 'loadFailed'; error: string }
  | { part: 'awaiting'; payment: 'idle' | 'submitting' | 'failed'; error?: string }
  | { part: 'expired'; requote: 'idle' | 'requoting' | 'failed'; error?: string };

/** What the page shows once the server sent `deposit` (or none): the quote, or what became of it. */
export function checkoutShownFor(deposit: CheckoutDeposit | null): CheckoutShown {
  if (deposit === null) return { part: 'noDeposit' };
  if (deposit.status === 'expired') return { part: 'expired', requote: 'idle' };
  if (deposit.status === 'awaitingPayment') return { part: 'awaiting', payment: 'idle' };
  return { part: 'reported' };
}
