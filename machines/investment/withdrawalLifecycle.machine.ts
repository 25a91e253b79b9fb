import { setup } from 'xstate';
import { requirements } from '../requirements';

/**
 * The lifecycle of a withdrawal request: the amount is held from the available balance while
 * pending; the operator pays it, or rejects it and the amount returns to the balance.
 */
export const withdrawalLifecycleMachine = setup({
  types: {
    events: {} as { type: 'withdrawal.pay' } | { type: 'withdrawal.reject' },
  },
}).createMachine({
  id: 'withdrawalLifecycle',
  initial: 'pending',
  states: {
    pending: {
      on: {
        'withdrawal.pay': { target: 'paid', meta: requirements('design.withdrawal.lifecycle') },
        'withdrawal.reject': { target: 'rejected', meta: requirements('design.withdrawal.lifecycle') },
      },
    },
    paid: { type: 'final' },
    rejected: { type: 'final' },
  },
});
