/** The transaction history: filters, pages and the CSV export. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { transactionsMachine } from '../../../machines/investment/transactions.machine';
import type { TransactionFilters } from '../../../domain/investment/types';
import type { TransactionsPageWire } from '../../../contract/investor';
import { api } from '../../api/call';
import { INVESTOR_FALLBACKS } from '../../content/callFailures';
import { transactionsQuery } from '../../api/investor';
import { useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
import { transactionsCopy } from '../../content/dashboard';
import { pageCount } from './Pagination';
import { saveAsFile } from '../../components/ui/saveAsFile';

/** The app's side of the transactions machine: a page of the history, and the CSV export saved as a file. */
export const transactionsBindings = {
  actors: {
    loadTransactions: fromPromise<unknown, { filters: TransactionFilters; page: number }>(({ input }) =>
      api.transactions({ query: transactionsQuery({ ...input.filters, page: input.page }) }, INVESTOR_FALLBACKS.load),
    ),
    exportCsv: fromPromise<unknown, { filters: TransactionFilters }>(async ({ input, signal }) =>
      saveAsFile(await api.exportTransactions({ query: transactionsQuery(input.filters), signal }, INVESTOR_FALLBACKS.export), transactionsCopy.csvFileName, 'text/csv;charset=utf-8'),
    ),
  },
} satisfies FlowBindings<typeof transactionsMachine>;

/** The transaction history as the screen shows it. */
export function selectTransactionsView(snapshot: SnapshotFrom<typeof transactionsMachine>) {
  const { filters, page, error } = snapshot.context;
  const result = snapshot.context.result as TransactionsPageWire | null;
  const loading = snapshot.hasTag('loading');
  return {
    filters,
    page,
    /** How many transactions match the filters, as last loaded (kept through a failed reload). */
    total: result ? result.count : null,
    pages: result ? pageCount(result.count, result.page_size) : 1,
    /** The last page loaded, kept on screen (dimmed) while the next loads; none after a failed load. */
    result: snapshot.hasTag('loadFailed') ? null : result,
    loading,
    /** A first load: nothing to show yet. */
    firstLoad: loading && !result,
    loadError: snapshot.hasTag('loadFailed') ? error : null,
    exportError: snapshot.hasTag('exportFailed') ? error : null,
    exporting: snapshot.hasTag('exporting'),
    /** Only a shown, non-empty list can be exported: not while a page or filter loads, nor after a failed load. */
    canExport: snapshot.can({ type: 'export.csv' }) && !!result && result.count > 0,
  };
}

export type TransactionsView = ReturnType<typeof selectTransactionsView>;

/** The transactions page: the history shown, and what the investor can do there. */
export interface TransactionsApi {
  view: TransactionsView;
  /** Changed the filter `field` to `value`: the first page of what matches loads. */
  changeFilter(field: keyof TransactionFilters, value: string): void;
  /** Clear every filter. */
  clearFilters(): void;
  /** Show page `page` of the history. */
  showPage(page: number): void;
  /** Save what matches the filters as a CSV file. */
  exportCsv(): void;
  /** Load the page again after it failed to load. */
  retry(): void;
}

export function connectTransactions(snapshot: SnapshotFrom<typeof transactionsMachine>, send: FlowSend<typeof transactionsMachine>): TransactionsApi {
  return {
    view: selectTransactionsView(snapshot),
    changeFilter: (field, value) => send({ type: 'filter.change', field, value }),
    clearFilters: () => send({ type: 'filter.clear' }),
    showPage: (page) => send({ type: 'page.go', page }),
    exportCsv: () => send({ type: 'export.csv' }),
    retry: () => send({ type: 'transactions.retry' }),
  };
}

export function useTransactions(): TransactionsApi {
  return useFlow(transactionsMachine, transactionsBindings, connectTransactions);
}
