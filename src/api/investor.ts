/** The investor area's wire, as the machines hold it: a deposit with its own deadline, the transactions' query. */
import type { CheckoutDepositWire, TransactionsQuery } from '../../contract/investor';
import type { CheckoutDeposit } from '../../domain/investment/types';

/** The server says how long the quote has left; this device's clock decides when that is. */
export function toCheckoutDeposit(wire: CheckoutDepositWire): CheckoutDeposit {
  return {
    id: wire.id, slug: wire.checkout, currency: wire.currency, network: wire.network, planId: wire.plan, sectorId: wire.sector,
    amountCents: wire.amount_cents, coinAmount: wire.coin_amount, rateCents: wire.rate_cents, address: wire.address,
    isTestAddress: wire.is_test_address, expiresAt: Date.now() + wire.expires_in_ms, status: wire.status, txHash: wire.tx_hash,
  };
}

/** The filters and page as the query the server reads: empty filters left out, and page 1 too. */
export function transactionsQuery(query: TransactionsQuery) {
  return {
    ...(query.type && { type: query.type }),
    ...(query.from && { from: query.from }),
    ...(query.to && { to: query.to }),
    ...(query.page && query.page > 1 && { page: String(query.page) }),
  };
}
