import { setup } from 'xstate';

/**
 * The lifecycle of a deposit. It starts when the investor opens a checkout (the quoted rate is
 * locked for the payment window), becomes pending when the investor reports the payment, and
 * ends when the operator confirms it (it becomes an investment) or rejects it. An expired quote
 * can be renewed; the operator may still confirm a payment that arrived late.
 */
export const depositLifecycleMachine = setup({
  types: {
    events: {} as
      | { type: 'deposit.paymentSent' }
      | { type: 'deposit.expire' }
      | { type: 'deposit.requote' }
      | { type: 'deposit.confirm' }
      | { type: 'deposit.reject' },
  },
}).createMachine({
  id: 'depositLifecycle',
  initial: 'awaitingPayment',
  states: {
    awaitingPayment: {
      on: {
        'deposit.paymentSent': 'pending',
        'deposit.expire': 'expired',
        'deposit.confirm': 'confirmed',
        'deposit.reject': 'rejected',
      },
    },
    expired: {
      on: {
        'deposit.requote': 'awaitingPayment',
        'deposit.confirm': 'confirmed',
        'deposit.reject': 'rejected',
      },
    },
    pending: {
      on: {
        'deposit.confirm': 'confirmed',
        'deposit.reject': 'rejected',
      },
    },
    confirmed: { type: 'final' },
    rejected: { type: 'final' },
  },
});
