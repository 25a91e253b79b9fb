/** Snapshot → view props of the checkout. */
import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from '../../../machines/investment/checkout.machine';
import { checkoutBySlug } from '../../../machines/investment/validation';
import { formatCents } from '../../../machines/investment/money';

export function checkoutView(snapshot: SnapshotFrom<typeof checkoutMachine>) {
  const { deposit, secondsLeft, txHash, error, slug } = snapshot.context;
  const checkout = checkoutBySlug(slug);
  return {
    currency: deposit?.currency ?? checkout?.currency ?? '',
    network: deposit?.network ?? checkout?.network ?? '',
    deposit,
    amountUsd: deposit ? formatCents(deposit.amountCents) : '',
    rate: deposit ? formatCents(deposit.rateCents) : '',
    secondsLeft,
    txHash,
    loading: snapshot.matches('loading'),
    loadError: snapshot.matches('loadFailed') ? error : null,
    noDeposit: snapshot.matches('noDeposit'),
    awaiting: snapshot.matches('awaitingPayment'),
    submitting: snapshot.matches({ awaitingPayment: { payment: 'submitting' } }),
    submitError: snapshot.matches({ awaitingPayment: { payment: 'failed' } }) ? error : null,
    expired: snapshot.matches('expired'),
    requoting: snapshot.matches({ expired: 'requoting' }),
    requoteError: snapshot.matches({ expired: 'failed' }) ? error : null,
    reported: snapshot.matches('reported'),
  };
}
