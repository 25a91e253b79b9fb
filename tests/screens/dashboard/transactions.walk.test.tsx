import { expect } from 'vitest';
import { fireEvent, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { TransactionFilters } from '../../../domain/investment/types';
import type { TransactionsPageWire } from '../../../contract/investor';
import {
  DASHBOARD_TEXTS as common, PAGINATION_TEXTS as paginationCopy, TRANSACTIONS_TEXTS as copy, TRANSACTION_TYPE_LABELS, pageCountOf,
} from '../../oracle/dashboard';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';
import { json, refuseWith, retryLoad, seeLoadFailed } from './support';
import { heldRequests } from '../../support/walk/heldRequests';
import { catchDownloads, type Download } from '../../support/downloads';

const LIST = 'get /investor/transactions/';
const EXPORT = 'get /investor/transactions/export/';
const CSV = '"Date","Type","Description","Status","Amount (USD)"\n"2026-11-20","deposit","Deposit USDT (TRC20)","completed","1000.00"\n';

/**
 * What the list shows, by the walk's own account (never the machine's): loading, failed, ready,
 * or ready with an export under way or refused.
 */
type Shown = 'loading' | 'failed' | 'ready' | 'exporting' | 'exportFailed';

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  downloads: Download[];
  /** Exports the walk asked for, and those the server answered with the file. */
  exportsAsked: number;
  exportsAnswered: number;
  shown: Shown;
  /** The filters the investor set, and the page they asked for (the first again after a filter changes). */
  filters: TransactionFilters;
  page: number;
  /** The last page of transactions the server gave (its count kept through a failed load), and its last failure's text. */
  result: TransactionsPageWire | null;
  failure: string | null;
}

const typeFilter = () => page().getByLabelText(copy.type) as HTMLSelectElement;
const dateFilter = (field: 'from' | 'to') => page().getByLabelText(copy[field]) as HTMLInputElement;
const exportButton = () => page().getByRole('button', { name: /^(Export CSV|Exporting…)$/ });
const pages = () => within(page().getByRole('navigation', { name: copy.pagination }));

/** The query a list or an export asks for: the filters set, and a page after the first. */
function seeQuery(url: URL | undefined, filters: TransactionFilters, pageNumber = 1) {
  // No request yet is no query: it must not pass for "no filter".
  if (!url) throw new Error('the request has not been sent');
  const asked = Object.fromEntries(url.searchParams);
  const wanted: Record<string, string> = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  if (pageNumber > 1) wanted.page = String(pageNumber);
  expect(asked).toEqual(wanted);
}

walkScreen('transactions', {
  // One tour of some 20 steps, each waiting for the list to load.
  timeout: 90_000,
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([['get', '/investor/transactions/'], ['get', '/investor/transactions/export/']]);
    const downloads = catchDownloads();
    await renderRoute('/dashboard/transactions', { strict });
    return {
      api, user, downloads, exportsAsked: 0, exportsAnswered: 0,
      shown: 'loading', filters: { type: '', from: '', to: '' }, page: 1, result: null, failure: null,
    };
  },
  drive: {
    // A filter changed (in any state) loads its first page again.
    'filter.change': async ({ field, value }, walk) => {
      if (field === 'type') {
        // Choosing the option already chosen changes nothing: a user picks another one first.
        if (typeFilter().value === value) await walk.user.selectOptions(typeFilter(), value ? '' : 'deposit');
        await walk.user.selectOptions(typeFilter(), value);
      } else {
        // A date picker sets the whole date at once; picking the date already set changes nothing, so another comes first.
        if (dateFilter(field).value === value) fireEvent.change(dateFilter(field), { target: { value: '' } });
        fireEvent.change(dateFilter(field), { target: { value } });
      }
      walk.filters = { ...walk.filters, [field]: value };
      walk.page = 1;
      walk.shown = 'loading';
    },
    'filter.clear': async (_event, walk) => {
      await walk.user.click(page().getByRole('button', { name: copy.clear }));
      walk.filters = { type: '', from: '', to: '' };
      walk.page = 1;
      walk.shown = 'loading';
    },
    'page.go': async ({ page: wanted }, walk) => {
      const step = wanted - walk.page;
      if (Math.abs(step) !== 1) throw new Error(`page ${wanted} is not next to page ${walk.page}`);
      await walk.user.click(pages().getByRole('button', { name: step > 0 ? paginationCopy.next : paginationCopy.previous }));
      walk.page = wanted;
      walk.shown = 'loading';
    },
    'export.csv': async (_event, walk) => {
      walk.exportsAsked += 1;
      await walk.user.click(exportButton());
      walk.shown = 'exporting';
    },
    'transactions.retry': (_event, walk) => retryLoad(walk),
    'xstate.done.actor.loadTransactions': async ({ output }, walk) => {
      await walk.api.answer(LIST, json(output));
      walk.result = output as TransactionsPageWire;
      walk.shown = 'ready';
    },
    'xstate.error.actor.loadTransactions': ({ error }, walk) => refuseWith(walk, LIST, error, 500, 'failed'),
    'xstate.done.actor.exportCsv': async (_event, walk) => {
      walk.exportsAnswered += 1;
      await walk.api.answer(EXPORT, new HttpResponse(CSV, { headers: { 'Content-Type': 'text/csv' } }));
      walk.shown = 'ready';
    },
    'xstate.error.actor.exportCsv': ({ error }, walk) => refuseWith(walk, EXPORT, error, 429, 'exportFailed'),
  },
  async see(_expected, walk) {
    const { shown, filters, page: pageNumber, result, failure } = walk;
    await soon(() => expect(typeFilter()).toHaveValue(filters.type));
    expect(dateFilter('from')).toHaveValue(filters.from);
    expect(dateFilter('to')).toHaveValue(filters.to);
    await soon(() => expect(page().getByRole('heading', { level: 2, name: result ? copy.count(result.count) : copy.title })).toBeInTheDocument());

    if (shown === 'loading') {
      await soon(() => seeQuery(walk.api.urlsTo(LIST).at(-1), filters, pageNumber));
      expect(exportButton()).toBeDisabled();
      if (!result) return expect(page().getByRole('status')).toHaveTextContent(common.loading);
      // The list shown stays, marked busy, its pages not to be turned until the new one is in.
      await soon(() => expect(page().getByRole('table', { name: copy.title }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true'));
      expect(pages().getByRole('button', { name: paginationCopy.next })).toBeDisabled();
      return;
    }
    // Loading shows only while nothing was loaded yet.
    expect(page().queryByText(common.loading)).not.toBeInTheDocument();
    if (shown === 'failed') {
      await seeLoadFailed(failure!);
      expect(page().queryByRole('table')).not.toBeInTheDocument();
      return expect(exportButton()).toBeDisabled();
    }

    // Ready: the page of transactions, its place among the pages, and the export.
    for (const row of result!.results) {
      await soon(() => expect(page().getByRole('table', { name: copy.title })).toHaveTextContent(row.description));
      expect(page().getByRole('table', { name: copy.title })).toHaveTextContent(TRANSACTION_TYPE_LABELS[row.type]);
    }
    await soon(() => expect(page().getByRole('table', { name: copy.title }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'));
    const pageTotal = pageCountOf(result!.count, result!.page_size);
    expect(pages().getByText(paginationCopy.pageOf(pageNumber, pageTotal))).toHaveAttribute('aria-current', 'page');
    expect(pages().getByRole('button', { name: paginationCopy.next })).toHaveProperty('disabled', pageNumber >= pageTotal);

    if (shown === 'exporting') {
      await soon(() => expect(walk.api.urlsTo(EXPORT)).toHaveLength(walk.exportsAsked));
      // Every row of the filtered set, whatever the page shown.
      seeQuery(walk.api.urlsTo(EXPORT).at(-1), filters);
      expect(exportButton()).toHaveTextContent(copy.exporting);
      return expect(exportButton()).toBeDisabled();
    }
    await soon(() => expect(exportButton()).toBeEnabled());
    expect(exportButton()).toHaveTextContent(copy.exportCsv);
    if (shown === 'exportFailed') await soon(() => expect(page().getByRole('alert')).toHaveTextContent(failure!));
    else expect(page().queryByRole('alert')).not.toBeInTheDocument();
    // Each export the server answered was saved as the CSV file.
    await soon(() => expect(walk.downloads).toHaveLength(walk.exportsAnswered));
    const saved = walk.downloads.at(-1);
    if (saved) {
      expect(saved.name).toBe(copy.csvFileName);
      expect(saved.type).toBe(copy.csvType);
      expect(await saved.blob.text()).toBe(CSV);
    }
  },
});
