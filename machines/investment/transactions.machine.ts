import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../failureMessage';
import type { TransactionFilters } from './types';

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
      filters: ({ context, event }) => (event.type === 'filter.change' ? { ...context.filters, [event.field]: event.value } : context.filters),
      page: 1,
    }),
    clearFilters: assign({ filters: { type: '', from: '', to: '' }, page: 1 }),
    goToPage: assign({ page: ({ context, event }) => (event.type === 'page.go' ? Math.max(1, event.page) : context.page) }),
    storeResult: assign({ result: ({ event }) => (event as { output?: unknown }).output }),
    storeError: assign({ error: ({ event }) => failureMessage(event) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'transactions',
  initial: 'loading',
  context: { filters: { type: '', from: '', to: '' }, page: 1, result: null, error: null },
  on: {
    'filter.change': { target: '.loading', actions: 'changeFilter' },
    'filter.clear': { target: '.loading', actions: 'clearFilters' },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadTransactions',
        src: 'loadTransactions',
        input: ({ context }) => ({ filters: context.filters, page: context.page }),
        onDone: { target: 'ready', actions: 'storeResult' },
        onError: { target: 'failed', actions: 'storeError' },
      },
    },
    failed: {
      tags: ['loadFailed'],
      exit: 'clearError',
      on: { 'transactions.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: { 'page.go': { target: 'loading', actions: 'goToPage' } },
      states: {
        idle: { on: { 'export.csv': 'exporting' } },
        exporting: {
          tags: ['exporting'],
          invoke: {
            id: 'exportCsv',
            src: 'exportCsv',
            input: ({ context }) => ({ filters: context.filters }),
            onDone: { target: 'idle' },
            onError: { target: 'exportFailed', actions: 'storeError' },
          },
        },
        exportFailed: {
          tags: ['exportFailed'],
          exit: 'clearError',
          on: { 'export.csv': 'exporting' },
        },
      },
    },
  },
});
