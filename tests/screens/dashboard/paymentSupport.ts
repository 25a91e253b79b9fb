/**
 * What the walks of the money screens (deposit form, checkout, withdraw) share: the server's
 * wire shapes of their answers, and reading a summary list the way a user reads it.
 */
import { expect } from 'vitest';
import type { within } from '@testing-library/react';
import type { OverviewWire, CheckoutDepositWire } from '../../../contract/investor';
import type { CheckoutDeposit } from '../../../domain/investment/types';

/** The overview the deposit and withdraw forms load (the balance, and whether the 18+ box is asked). */
export function overviewWire({ availableCents = 0, needsAcknowledgement = false } = {}): OverviewWire {
  return {
    balances: { available_cents: availableCents, invested_cents: 0, accrued_cents: 0, total_earned_cents: 0 },
    active_investments: [], awaiting_decision: [], pending_deposits: [], pending_withdrawals: [], recent_transactions: [],
    referral_code: 'ADA123', needs_acknowledgement: needsAcknowledgement,
  };
}

/** A deposit as the server sends it, with `expiresInMs` left of its locked quote. */
export function depositWire(deposit: CheckoutDeposit, expiresInMs: number): CheckoutDepositWire {
  return {
    id: deposit.id, checkout: deposit.slug, currency: deposit.currency, network: deposit.network, plan: deposit.planId,
    amount_cents: deposit.amountCents, coin_amount: deposit.coinAmount, rate_cents: deposit.rateCents, address: deposit.address,
    is_test_address: deposit.isTestAddress, expires_in_ms: expiresInMs, status: deposit.status, tx_hash: deposit.txHash,
  };
}

/** The definition of `term` in a summary list (`<dt>term</dt><dd>definition</dd>`). */
export function definitionOf(scope: ReturnType<typeof within>, term: string): HTMLElement {
  const dd = scope.getByText(term, { selector: 'dt' }).nextElementSibling;
  expect(dd?.tagName, `no definition follows "${term}"`).toBe('DD');
  return dd as HTMLElement;
}
