import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../failureMessage';
import type { TransactionFilters } from '../../domain/investment/types';
import { requirements } from '../requirements';

/**
 * The transaction history: filters (type, date range) and page drive the query; the CSV export
 * downloads every row of the filtered set.
 */
export const transactionsMachine = setup({
  types: {
    context: {} as { filters: TransactionFilters; page: number; result: unknown; error: string | null },
    events: {} as
      | { type: 'filter.change'; field: keyof TransactionFilters; value: string }
      | { type: 'filter.clear' }
      | { type: 'page.go'; page: number }
      | { type: 'export.csv' }
      | { type: 'transactions.retry' },
  },
  actors: {
    loadTransactions: fromPromise<unknown, { filters: TransactionFilters; page: number }>(async () => {
      throw new Error('loadTransactions is supplied by the app');
    }),
    exportCsv: fromPromise<unknown, { filters: TransactionFilters }>(async () => {
      throw new Error('exportCsv is supplied by the app');
    }),
  },
  actions: {
    changeFilter: assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'filter.change');
        return { ...context.filters, [event.field]: event.value };
      },
      page: 1,
    }),
    clearFilters: assign({ filters: { type: '', from: '', to: '' }, page: 1 }),
    goToPage: assign({
      page: ({ event }) => {
        assertEvent(event, 'page.go');
        return Math.max(1, event.page);
      },
    }),
    storeResult: assign({ result: ({ event }) => (event as { output?: unknown }).output }),
    storeError: assign({ error: ({ event }) => failureMessage(event) }),
  },
}).createMachine({
  id: 'transactions',
  initial: 'loading',
  context: { filters: { type: '', from: '', to: '' }, page: 1, result: null, error: null },
  on: {
    'filter.change': { target: '.loading', actions: 'changeFilter', meta: requirements('design.transactions.history') },
    'filter.clear': { target: '.loading', actions: 'clearFilters', meta: requirements('design.transactions.history') },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadTransactions',
        src: 'loadTransactions',
        input: ({ context }) => ({ filters: context.filters, page: context.page }),
        onDone: { target: 'ready', actions: 'storeResult', meta: requirements('design.transactions.history') },
        onError: { target: 'failed', actions: 'storeError', meta: requirements('design.dashboard.load-retry') },
      },
    },
    failed: {
      tags: ['loadFailed'],
      on: { 'transactions.retry': { target: 'loading', meta: requirements('design.dashboard.load-retry') } },
    },
    ready: {
      initial: 'idle',
      on: { 'page.go': { target: 'loading', actions: 'goToPage', meta: requirements('design.transactions.history') } },
      states: {
        idle: { on: { 'export.csv': { target: 'exporting', meta: requirements('design.transactions.csv') } } },
        exporting: {
          tags: ['exporting'],
          invoke: {
            id: 'exportCsv',
            src: 'exportCsv',
            input: ({ context }) => ({ filters: context.filters }),
            onDone: { target: 'idle', meta: requirements('design.transactions.csv') },
            onError: { target: 'exportFailed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
          },
        },
        exportFailed: {
          tags: ['exportFailed'],
          on: { 'export.csv': { target: 'exporting', meta: requirements('design.transactions.csv') } },
        },
      },
    },
  },
});
