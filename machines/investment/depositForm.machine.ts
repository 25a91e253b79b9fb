import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../failureMessage';
import type { CheckoutDeposit, DepositFormValues } from '../../domain/investment/types';
import { depositProblems } from '../../domain/investment/validation';
import { parseUsdToCents } from '../../domain/investment/money';
import { requirements } from '../requirements';

/**
 * The deposit form: sector, plan, amount, currency and network, and on the first deposit the
 * 18+ and terms acknowledgement. A valid form creates the deposit (the rate is quoted and
 * locked) and goes on to that network's checkout.
 */
export const depositFormMachine = setup({
  types: {
    context: {} as { values: DepositFormValues; needsAcknowledgement: boolean; error: string | null },
    /** What the screen shows, named on the states that show it (the view reads tags, not state names). */
    tags: {} as 'loading' | 'loadFailed' | 'invalid' | 'submitting' | 'submitFailed',
    events: {} as
      | { type: 'form.change'; field: keyof DepositFormValues; value: string | boolean }
      | { type: 'form.submit' }
      | { type: 'form.retry' },
  },
  actors: {
    loadDepositOptions: fromPromise<{ needsAcknowledgement: boolean }, void>(async () => {
      throw new Error('loadDepositOptions is supplied by the app');
    }),
    createDeposit: fromPromise<CheckoutDeposit, { values: DepositFormValues; needsAcknowledgement: boolean }>(async () => {
      throw new Error('createDeposit is supplied by the app');
    }),
  },
  actions: {
    storeOptions: assign({ needsAcknowledgement: (_, options: { needsAcknowledgement: boolean }) => options.needsAcknowledgement }),
    changeValue: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'form.change');
        return { ...context.values, [event.field]: event.value };
      },
    }),
    storeError: assign({ error: ({ event }) => failureMessage(event) }),
    /** Supplied by the app: navigate to /deposit/checkout_<slug>. */
    goToCheckout: (_, _deposit: CheckoutDeposit) => {},
  },
  guards: {
    isValid: ({ context }) => {
      const { values } = context;
      const draft = { ...values, amountCents: parseUsdToCents(values.amount) };
      return Object.keys(depositProblems(draft, context.needsAcknowledgement)).length === 0;
    },
  },
}).createMachine({
  id: 'depositForm',
  initial: 'loading',
  context: {
    values: {
      sector: '', planId: '', checkout: '',
      amount: '',
      acknowledged: false,
    },
    needsAcknowledgement: true,
    error: null,
  },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadDepositOptions',
        src: 'loadDepositOptions',
        onDone: { target: 'editing', actions: { type: 'storeOptions', params: ({ event }) => event.output }, meta: requirements('deposit.form.rules') },
        onError: { target: 'loadFailed', actions: 'storeError', meta: requirements('design.dashboard.load-retry') },
      },
    },
    loadFailed: {
      tags: 'loadFailed',
      on: { 'form.retry': { target: 'loading', meta: requirements('design.dashboard.load-retry') } },
    },
    editing: {
      initial: 'idle',
      on: {
        'form.submit': [{ guard: 'isValid', target: 'submitting', meta: requirements('deposit.form.rules') }, { target: '.invalid', meta: requirements('deposit.form.rules') }],
      },
      states: {
        idle: { on: { 'form.change': { actions: 'changeValue', meta: requirements('deposit.form.rules') } } },
        /** Field problems show while here, and update as the investor fixes them. */
        invalid: { tags: 'invalid', on: { 'form.change': { actions: 'changeValue', meta: requirements('deposit.form.rules') } } },
        failed: {
          tags: 'submitFailed',
          on: { 'form.change': { target: 'idle', actions: 'changeValue', meta: requirements('design.forms.error-until-change') } },
        },
      },
    },
    submitting: {
      tags: 'submitting',
      invoke: {
        id: 'createDeposit',
        src: 'createDeposit',
        input: ({ context }) => ({ values: context.values, needsAcknowledgement: context.needsAcknowledgement }),
        onDone: { target: 'done', actions: { type: 'goToCheckout', params: ({ event }) => event.output }, meta: requirements('design.deposit.to-checkout') },
        onError: { target: 'editing.failed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
      },
    },
    done: { type: 'final' },
  },
});
