/**
 * What the walks of the money screens (deposit form, checkout, withdraw) share: the server's
 * wire shapes of their answers, and reading a summary list the way a user reads it.
 */
import { expect } from 'vitest';
import type { within } from '@testing-library/react';
import type { OverviewWire } from '../../../contract/investor';

/** The overview the deposit and withdraw forms load (the balance, and whether the 18+ box is asked). */
export function overviewWire({ availableCents = 0, needsAcknowledgement = false } = {}): OverviewWire {
  return {
    balances: { available_cents: availableCents, invested_cents: 0, accrued_cents: 0, total_earned_cents: 0 },
    active_investments: [], awaiting_decision: [], pending_deposits: [], pending_withdrawals: [], recent_transactions: [],
    referral_code: 'ADA123', needs_acknowledgement: needsAcknowledgement,
  };
}

export { depositWire } from '../../support/depositWire';

/** The definition of `term` in a summary list (`<dt>term</dt><dd>definition</dd>`). */
export function definitionOf(scope: ReturnType<typeof within>, term: string): HTMLElement {
  const dd = scope.getByText(term, { selector: 'dt' }).nextElementSibling;
  expect(dd?.tagName, `no definition follows "${term}"`).toBe('DD');
  return dd as HTMLElement;
}
