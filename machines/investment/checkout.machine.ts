import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../failureMessage';
import { INVESTOR_TIMERS, TIMERS } from '../../domain/constants';
import type { CheckoutDeposit } from '../../domain/investment/types';
import { secondsUntil } from '../../domain/investment/time';
import { requirements } from '../requirements';

/**
 * The checkout of one network: the open deposit with its locked quote, a visible countdown of
 * the payment window (seconds from the 1-second tick, expiry from the `paymentWindow` delay),
 * "I have sent the payment" with an optional transaction hash, and a new quote after expiry.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as { slug: string; deposit: CheckoutDeposit | null; secondsLeft: number; txHash: string; error: string | null },
    input: {} as { slug: string },
    /** What the screen shows, named on the states that show it (the view reads tags, not state names). */
    tags: {} as
      | 'loading' | 'loadFailed' | 'noDeposit' | 'awaitingPayment' | 'submitting' | 'submitFailed'
      | 'expired' | 'requoting' | 'requoteFailed' | 'reported',
    events: {} as
      | { type: 'txHash.change'; value: string }
      | { type: 'payment.sent' }
      | { type: 'quote.refresh' }
      | { type: 'checkout.retry' },
  },
  actors: {
    loadOpenDeposit: fromPromise<CheckoutDeposit | null, { slug: string }>(async () => {
      throw new Error('loadOpenDeposit is supplied by the app');
    }),
    reportPayment: fromPromise<CheckoutDeposit, { id: string; txHash: string }>(async () => {
      throw new Error('reportPayment is supplied by the app');
    }),
    requote: fromPromise<CheckoutDeposit, { id: string }>(async () => {
      throw new Error('requote is supplied by the app');
    }),
  },
  delays: {
    /** What is left of the locked window (at most the full window from the constants). */
    paymentWindow: ({ context }) =>
      Math.min(INVESTOR_TIMERS.paymentWindow, Math.max(0, (context.deposit?.expiresAt ?? 0) - Date.now())),
    countdownTick: TIMERS.countdownTick,
  },
  actions: {
    storeDeposit: assign({
      deposit: (_, deposit: CheckoutDeposit | null) => deposit,
      secondsLeft: (_, deposit: CheckoutDeposit | null) => secondsUntil(deposit?.expiresAt ?? 0),
    }),
    tick: assign({ secondsLeft: ({ context }) => secondsUntil(context.deposit?.expiresAt ?? 0) }),
    changeTxHash: assign({
      txHash: ({ event }) => {
        assertEvent(event, 'txHash.change');
        return event.value;
      },
    }),
    storeError: assign({ error: ({ event }) => failureMessage(event) }),
    clearError: assign({ error: null }),
  },
  guards: {
    hasNoOpenDeposit: (_, deposit: CheckoutDeposit | null) => deposit === null,
    // Asked after hasNoOpenDeposit: a deposit is there.
    isReported: (_, deposit: CheckoutDeposit) => deposit.status !== 'awaitingPayment' && deposit.status !== 'expired',
    isExpired: (_, deposit: CheckoutDeposit) => deposit.status === 'expired' || deposit.expiresAt <= Date.now(),
  },
}).createMachine({
  id: 'checkout',
  initial: 'loading',
  context: ({ input }) => ({ slug: input.slug, deposit: null, secondsLeft: 0, txHash: '', error: null }),
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadOpenDeposit',
        src: 'loadOpenDeposit',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: [
          { guard: { type: 'hasNoOpenDeposit', params: ({ event }) => event.output }, target: 'noDeposit', meta: requirements('checkout.networks', 'design.checkout.locked-quote') },
          { guard: { type: 'isReported', params: ({ event }) => event.output as CheckoutDeposit }, target: 'reported', actions: { type: 'storeDeposit', params: ({ event }) => event.output }, meta: requirements('design.checkout.report-payment') },
          { guard: { type: 'isExpired', params: ({ event }) => event.output as CheckoutDeposit }, target: 'expired', actions: { type: 'storeDeposit', params: ({ event }) => event.output }, meta: requirements('design.checkout.expiry-requote') },
          { target: 'awaitingPayment', actions: { type: 'storeDeposit', params: ({ event }) => event.output }, meta: requirements('design.checkout.locked-quote') },
        ],
        onError: { target: 'loadFailed', actions: 'storeError', meta: requirements('design.dashboard.load-retry') },
      },
    },
    loadFailed: {
      tags: 'loadFailed',
      exit: 'clearError',
      on: { 'checkout.retry': { target: 'loading', meta: requirements('design.dashboard.load-retry') } },
    },
    noDeposit: { tags: 'noDeposit' },
    awaitingPayment: {
      tags: 'awaitingPayment',
      type: 'parallel',
      after: { paymentWindow: { target: 'expired', meta: requirements('design.checkout.expiry-requote') } },
      states: {
        countdown: {
          initial: 'running',
          states: {
            running: { after: { countdownTick: { target: 'running', reenter: true, actions: 'tick', meta: requirements('design.checkout.locked-quote') } } },
          },
        },
        payment: {
          initial: 'idle',
          states: {
            idle: { on: { 'payment.sent': { target: 'submitting', meta: requirements('design.checkout.report-payment') }, 'txHash.change': { actions: 'changeTxHash', meta: requirements('design.checkout.report-payment') } } },
            submitting: {
              tags: 'submitting',
              invoke: {
                id: 'reportPayment',
                src: 'reportPayment',
                input: ({ context }) => ({ id: context.deposit?.id ?? '', txHash: context.txHash.trim() }),
                onDone: { target: '#checkout.reported', actions: { type: 'storeDeposit', params: ({ event }) => event.output }, meta: requirements('design.checkout.report-payment') },
                onError: { target: 'failed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
              },
            },
            failed: {
              tags: 'submitFailed',
              exit: 'clearError',
              on: { 'payment.sent': { target: 'submitting', meta: requirements('design.checkout.report-payment') }, 'txHash.change': { target: 'idle', actions: 'changeTxHash', meta: requirements('design.forms.error-until-change') } },
            },
          },
        },
      },
    },
    expired: {
      tags: 'expired',
      entry: 'tick',
      initial: 'idle',
      states: {
        idle: { on: { 'quote.refresh': { target: 'requoting', meta: requirements('design.checkout.expiry-requote') } } },
        requoting: {
          tags: 'requoting',
          invoke: {
            id: 'requote',
            src: 'requote',
            input: ({ context }) => ({ id: context.deposit?.id ?? '' }),
            onDone: { target: '#checkout.awaitingPayment', actions: { type: 'storeDeposit', params: ({ event }) => event.output }, meta: requirements('design.checkout.expiry-requote') },
            onError: { target: 'failed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
          },
        },
        failed: {
          tags: 'requoteFailed',
          exit: 'clearError',
          on: { 'quote.refresh': { target: 'requoting', meta: requirements('design.checkout.expiry-requote') } },
        },
      },
    },
    /** The investor reported the payment: the deposit is pending the operator's confirmation. */
    reported: { type: 'final', tags: 'reported' },
  },
});
