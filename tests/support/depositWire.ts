/** A deposit as the server sends it (the checkout's wire shape), with `expiresInMs` left of its locked quote. */
import type { CheckoutDepositWire } from '../../contract/investor';
import type { CheckoutDeposit } from '../../domain/investment/types';

export function depositWire(deposit: CheckoutDeposit, expiresInMs: number): CheckoutDepositWire {
  return {
    id: deposit.id, checkout: deposit.slug, currency: deposit.currency, network: deposit.network, plan: deposit.planId, sector: deposit.sectorId,
    amount_cents: deposit.amountCents, coin_amount: deposit.coinAmount, rate_cents: deposit.rateCents, address: deposit.address,
    is_test_address: deposit.isTestAddress, expires_in_ms: expiresInMs, status: deposit.status, tx_hash: deposit.txHash,
  };
}
