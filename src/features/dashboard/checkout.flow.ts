/** The crypto checkout of an open deposit: its address, amount and countdown, the payment report and a new quote. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { checkoutMachine } from '../../../machines/investment/checkout.machine';
import type { CheckoutDeposit } from '../../../domain/investment/types';
import { api } from '../../api/call';
import { INVESTOR_FALLBACKS } from '../../content/callFailures';
import { toCheckoutDeposit } from '../../api/investor';
import { useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
import { checkoutBySlug } from '../../../domain/investment/validation';
import { formatCents } from '../../../domain/investment/money';
import { checkoutCopy } from '../../content/dashboard';
import { planName, sectorName } from '../../content/names';

export function selectCheckoutView(snapshot: SnapshotFrom<typeof checkoutMachine>) {
  const { deposit, secondsLeft, txHash, error, slug } = snapshot.context;
  const checkout = checkoutBySlug(slug);
  return {
    currency: deposit?.currency ?? checkout?.currency ?? '',
    network: deposit?.network ?? checkout?.network ?? '',
    deposit,
    amountUsd: deposit ? formatCents(deposit.amountCents) : '',
    investment: deposit ? checkoutCopy.investmentOf(planName(deposit.planId), sectorName(deposit.sectorId)) : '',
    rate: deposit ? formatCents(deposit.rateCents) : '',
    secondsLeft,
    txHash,
    loading: snapshot.hasTag('loading'),
    loadError: snapshot.hasTag('loadFailed') ? error : null,
    noDeposit: snapshot.hasTag('noDeposit'),
    awaiting: snapshot.hasTag('awaitingPayment'),
    submitting: snapshot.hasTag('submitting'),
    submitError: snapshot.hasTag('submitFailed') ? error : null,
    expired: snapshot.hasTag('expired'),
    requoting: snapshot.hasTag('requoting'),
    requoteError: snapshot.hasTag('requoteFailed') ? error : null,
    reported: snapshot.hasTag('reported'),
  };
}

export type CheckoutView = ReturnType<typeof selectCheckoutView>;

/** The checkout page: the deposit to pay, and what the investor can do there. */
export interface CheckoutApi {
  view: CheckoutView;
  /** Load the open deposit again after it failed to load. */
  retry(): void;
  /** A new quote for an expired (or failed) one. */
  requestNewQuote(): void;
  /** Typed the payment's transaction hash (optional). */
  typeTxHash(value: string): void;
  /** Report the payment as sent. */
  reportPayment(): void;
}

export function connectCheckout(snapshot: SnapshotFrom<typeof checkoutMachine>, send: FlowSend<typeof checkoutMachine>): CheckoutApi {
  return {
    view: selectCheckoutView(snapshot),
    retry: () => send({ type: 'checkout.retry' }),
    requestNewQuote: () => send({ type: 'quote.refresh' }),
    typeTxHash: (value) => send({ type: 'txHash.change', value }),
    reportPayment: () => send({ type: 'payment.sent' }),
  };
}

/** The app's side of the checkout machine: the open deposit, the payment report and a new quote. */
export const checkoutBindings = {
  actors: {
    // The first load takes no abort signal: see resourceBindings (resource.flow.ts).
    loadOpenDeposit: fromPromise<CheckoutDeposit | null, { slug: string }>(async ({ input }) => {
      const { deposit } = await api.openDeposit({ params: { checkout: input.slug } }, INVESTOR_FALLBACKS.load);
      return deposit ? toCheckoutDeposit(deposit) : null;
    }),
    // The signals: a call is aborted only when the page goes away, and then nothing waits for its answer.
    reportPayment: fromPromise<CheckoutDeposit, { id: string; txHash: string }>(async ({ input, signal }) =>
      toCheckoutDeposit(await api.reportPayment({ params: { id: input.id }, body: { tx_hash: input.txHash }, signal }, INVESTOR_FALLBACKS.report)),
    ),
    requote: fromPromise<CheckoutDeposit, { id: string }>(async ({ input, signal }) =>
      toCheckoutDeposit(await api.requote({ params: { id: input.id }, signal }, INVESTOR_FALLBACKS.requote)),
    ),
  },
} satisfies FlowBindings<typeof checkoutMachine>;

/** The checkout at `slug` (checkout_<coin>_<network>). */
export function useCheckout({ slug }: { slug: string }): CheckoutApi {
  return useFlow(checkoutMachine, checkoutBindings, connectCheckout, { slug });
}
