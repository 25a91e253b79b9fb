import { expect } from 'vitest';
import { within } from '@testing-library/react';
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
import { json } from './support';
import { heldRequests } from '../../support/walk/heldRequests';
import { catchDownloads, type Download } from '../../support/downloads';

const LIST = 'get /investor/transactions/';
const EXPORT = 'get /investor/transactions/export/';
const CSV = '"Date","Type","Description","Status","Amount (USD)"\n"2026-11-20","deposit","Deposit USDT (TRC20)","completed","1000.00"\n';

type Context = { filters: TransactionFilters; page: number; result: TransactionsPageWire | null; error: string | null };

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  downloads: Download[];
  /** Exports the walk asked for, and those the server answered with the file. */
  exportsAsked: number;
  exportsAnswered: number;
}

const typeFilter = () => page().getByLabelText(copy.type) as HTMLSelectElement;
const exportButton = () => page().getByRole('button', { name: /^(Export CSV|Exporting…)$/ });
const pages = () => within(page().getByRole('navigation', { name: copy.pagination }));
const shownPage = () => Number(/Page (\d+)/.exec(pages().getByText(/^Page \d+ of \d+$/).textContent!)![1]);

/** The query a list or an export asks for: the filters set, and a page after the first. */
function seeQuery(url: URL | undefined, filters: TransactionFilters, pageNumber = 1) {
  const asked = Object.fromEntries(url?.searchParams ?? []);
  const wanted: Record<string, string> = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  if (pageNumber > 1) wanted.page = String(pageNumber);
  expect(asked).toEqual(wanted);
}

walkScreen('transactions', {
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([['get', '/investor/transactions/'], ['get', '/investor/transactions/export/']]);
    const downloads = catchDownloads();
    await renderRoute('/dashboard/transactions', { strict });
    return { api, user, downloads, exportsAsked: 0, exportsAnswered: 0 };
  },
  drive: {
    'filter.change': async ({ field, value }, walk) => {
      if (field !== 'type') throw new Error(`the walk has no gesture for the ${field} filter`);
      // Choosing the option already chosen changes nothing: a user picks another one first.
      if (typeFilter().value === value) await walk.user.selectOptions(typeFilter(), value ? '' : 'deposit');
      await walk.user.selectOptions(typeFilter(), value);
    },
    'filter.clear': (_event, walk) => walk.user.click(page().getByRole('button', { name: copy.clear })),
    'page.go': async ({ page: wanted }, walk) => {
      const step = wanted - shownPage();
      if (Math.abs(step) !== 1) throw new Error(`page ${wanted} is not next to page ${shownPage()}`);
      await walk.user.click(pages().getByRole('button', { name: step > 0 ? paginationCopy.next : paginationCopy.previous }));
    },
    'export.csv': async (_event, walk) => {
      walk.exportsAsked += 1;
      await walk.user.click(exportButton());
    },
    'transactions.retry': (_event, walk) => walk.user.click(page().getByRole('button', { name: common.retry })),
    'xstate.done.actor.loadTransactions': ({ output }, walk) => walk.api.answer(LIST, json(output)),
    'xstate.error.actor.loadTransactions': ({ error }, walk) => walk.api.answer(LIST, json({ detail: error.message }, 500)),
    'xstate.done.actor.exportCsv': (_event, walk) => {
      walk.exportsAnswered += 1;
      return walk.api.answer(EXPORT, new HttpResponse(CSV, { headers: { 'Content-Type': 'text/csv' } }));
    },
    'xstate.error.actor.exportCsv': ({ error }, walk) => walk.api.answer(EXPORT, json({ detail: error.message }, 429)),
  },
  async see(expected, walk) {
    const { filters, page: pageNumber, result, error } = expected.context as Context;
    await soon(() => expect(typeFilter()).toHaveValue(filters.type));
    await soon(() => expect(page().getByRole('heading', { level: 2, name: result ? copy.count(result.count) : copy.title })).toBeInTheDocument());

    if (expected.matches('loading')) {
      await soon(() => seeQuery(walk.api.urlsTo(LIST).at(-1), filters, pageNumber));
      expect(exportButton()).toBeDisabled();
      if (!result) return expect(page().getByRole('status')).toHaveTextContent(common.loading);
      // The list shown stays, marked busy, its pages not to be turned until the new one is in.
      await soon(() => expect(page().getByRole('table', { name: copy.title }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true'));
      expect(pages().getByRole('button', { name: paginationCopy.next })).toBeDisabled();
      return;
    }
    if (expected.matches('failed')) {
      await soon(() => expect(page().getByRole('alert')).toHaveTextContent(error!));
      expect(page().getByRole('button', { name: common.retry })).toBeEnabled();
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

    if (expected.matches({ ready: 'exporting' })) {
      await soon(() => expect(walk.api.urlsTo(EXPORT)).toHaveLength(walk.exportsAsked));
      // Every row of the filtered set, whatever the page shown.
      seeQuery(walk.api.urlsTo(EXPORT).at(-1), filters);
      expect(exportButton()).toHaveTextContent(copy.exporting);
      return expect(exportButton()).toBeDisabled();
    }
    await soon(() => expect(exportButton()).toBeEnabled());
    expect(exportButton()).toHaveTextContent(copy.exportCsv);
    if (expected.matches({ ready: 'exportFailed' })) await soon(() => expect(page().getByRole('alert')).toHaveTextContent(error!));
    else expect(page().queryByRole('alert')).not.toBeInTheDocument();
    // Each export the server answered was saved as the CSV file.
    await soon(() => expect(walk.downloads).toHaveLength(walk.exportsAnswered));
    const saved = walk.downloads.at(-1);
    if (saved) {
      expect(saved.name).toBe(copy.csvFileName);
      expect(await saved.blob.text()).toBe(CSV);
    }
  },
});
