import { setup } from 'xstate';
import { requirements } from '../requirements';

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
        'deposit.paymentSent': { target: 'pending', meta: requirements('design.deposit.lifecycle') },
        'deposit.expire': { target: 'expired', meta: requirements('design.deposit.lifecycle') },
        'deposit.confirm': { target: 'confirmed', meta: requirements('design.deposit.lifecycle') },
        'deposit.reject': { target: 'rejected', meta: requirements('design.deposit.lifecycle') },
      },
    },
    expired: {
      on: {
        'deposit.requote': { target: 'awaitingPayment', meta: requirements('design.deposit.lifecycle') },
        'deposit.confirm': { target: 'confirmed', meta: requirements('design.deposit.lifecycle') },
        'deposit.reject': { target: 'rejected', meta: requirements('design.deposit.lifecycle') },
      },
    },
    pending: {
      on: {
        'deposit.confirm': { target: 'confirmed', meta: requirements('design.deposit.lifecycle') },
        'deposit.reject': { target: 'rejected', meta: requirements('design.deposit.lifecycle') },
      },
    },
    confirmed: { type: 'final' },
    rejected: { type: 'final' },
  },
});
