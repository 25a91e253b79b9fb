import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../failureMessage';
import type { WithdrawFormValues } from '../../domain/investment/types';
import { isWithdrawalFieldShown, withdrawalDraftOf, withdrawalProblems } from '../../domain/investment/validation';
import { requirements } from '../requirements';

/**
 * The withdraw flow: the form (amount up to the available balance, a crypto wallet or bank
 * details), a confirmation step that repeats every detail, then the request, which is pending
 * until the operator pays it.
 */
export const withdrawMachine = setup({
  types: {
    context: {} as { values: WithdrawFormValues; availableCents: number; error: string | null },
    /** What the screen shows, named on the states that show it (the view reads tags, not state names). */
    tags: {} as 'loading' | 'loadFailed' | 'editing' | 'invalid' | 'confirming' | 'submitting' | 'submitFailed' | 'done',
    events: {} as
      | { type: 'form.change'; field: keyof WithdrawFormValues; value: string }
      | { type: 'form.submit' }
      | { type: 'form.retry' }
      | { type: 'confirm.back' }
      | { type: 'withdrawal.confirm' },
  },
  actors: {
    loadBalance: fromPromise<{ availableCents: number }, void>(async () => {
      throw new Error('loadBalance is supplied by the app');
    }),
    requestWithdrawal: fromPromise<unknown, { values: WithdrawFormValues }>(async () => {
      throw new Error('requestWithdrawal is supplied by the app');
    }),
  },
  actions: {
    storeBalance: assign({ availableCents: (_, balance: { availableCents: number }) => balance.availableCents }),
    changeValue: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'form.change');
        return { ...context.values, [event.field]: event.value };
      },
    }),
    storeError: assign({ error: ({ event }) => failureMessage(event) }),
  },
  guards: {
    // The other destination's fields are hidden: nothing types in them until the investor switches back.
    isShownField: ({ context, event }) => {
      assertEvent(event, 'form.change');
      return isWithdrawalFieldShown(context.values.method, event.field);
    },
    isValid: ({ context }) => Object.keys(withdrawalProblems(withdrawalDraftOf(context.values), context.availableCents)).length === 0,
  },
}).createMachine({
  id: 'withdraw',
  initial: 'loading',
  context: {
    values: {
      amount: '',
      method: 'crypto',
      checkout: '',
      address: '',
      accountHolder: '',
      sortCode: '',
      accountNumber: '',
      iban: '',
    },
    availableCents: 0,
    error: null,
  },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadBalance',
        src: 'loadBalance',
        onDone: { target: 'editing', actions: { type: 'storeBalance', params: ({ event }) => event.output }, meta: requirements('withdraw.accurate-details') },
        onError: { target: 'loadFailed', actions: 'storeError', meta: requirements('design.dashboard.load-retry') },
      },
    },
    loadFailed: {
      tags: 'loadFailed',
      on: { 'form.retry': { target: 'loading', meta: requirements('design.dashboard.load-retry') } },
    },
    editing: {
      tags: 'editing',
      initial: 'idle',
      on: {
        'form.change': { guard: 'isShownField', actions: 'changeValue', meta: requirements('withdraw.accurate-details') },
        'form.submit': [{ guard: 'isValid', target: 'confirming', meta: requirements('withdraw.accurate-details', 'design.withdraw.confirm') }, { target: '.invalid', meta: requirements('withdraw.accurate-details') }],
      },
      states: {
        idle: {},
        /** Field problems show while here, and update as the investor fixes them. */
        invalid: { tags: 'invalid' },
      },
    },
    confirming: {
      tags: 'confirming',
      initial: 'idle',
      states: {
        // Back to the form while nothing is on its way: once confirmed, the request is not called back.
        idle: { on: { 'withdrawal.confirm': { target: 'submitting', meta: requirements('design.withdraw.confirm') }, 'confirm.back': { target: '#withdraw.editing', meta: requirements('design.withdraw.confirm') } } },
        submitting: {
          tags: 'submitting',
          invoke: {
            id: 'requestWithdrawal',
            src: 'requestWithdrawal',
            input: ({ context }) => ({ values: context.values }),
            onDone: { target: '#withdraw.done', meta: requirements('design.withdraw.confirm') },
            onError: { target: 'failed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
          },
        },
        failed: {
          tags: 'submitFailed',
          on: { 'withdrawal.confirm': { target: 'submitting', meta: requirements('design.withdraw.confirm') }, 'confirm.back': { target: '#withdraw.editing', meta: requirements('design.withdraw.confirm') } },
        },
      },
    },
    /** The request is recorded and pending the operator's payment. */
    done: { type: 'final', tags: 'done' },
  },
});
