import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TransactionWire } from '../../../contract/investor';
import { DASHBOARD_TEXTS as common, TRANSACTIONS_PAGE_SIZE, TRANSACTIONS_TEXTS as copy } from '../../oracle/dashboard';
import { apiUrl, server } from '../../support/msw-server';
import { renderRoute, REACT_MODES } from '../../support/renderRoute';

function transaction(id: string, type: TransactionWire['type'], amountCents: number, description: string): TransactionWire {
  return { id, type, status: 'completed', amount_cents: amountCents, description, created_at: '2026-11-20T10:00:00.000Z' };
}

const rows = [
  transaction('t1', 'deposit', 100_000, 'Deposit USDT (TRC20)'),
  transaction('t2', 'withdrawal', 53_500, 'Withdrawal to bank'),
  transaction('t3', 'reinvestment', 7_000, 'Reinvested into BASELAYER'),
  transaction('t4', 'earning', 1_250, 'Daily earnings'),
];

describe.each(REACT_MODES)('transactions page ($name)', ({ strict }) => {
  it('shows money that left the balance with a minus sign and the rest with a plus', async () => {
    window.localStorage.setItem('access', 'a.b.c');
    server.use(http.get(apiUrl('/investor/transactions/'), () => HttpResponse.json({ results: rows, count: rows.length, page: 1, page_size: TRANSACTIONS_PAGE_SIZE })));
    await renderRoute('/dashboard/transactions', { strict });
    const amountOf = async (description: string) => {
      const row = (await screen.findByText(description)).closest('tr');
      if (!row) throw new Error(`no row for ${description}`);
      return within(row).getAllByRole('cell').at(-1)?.textContent;
    };
    expect(await amountOf('Deposit USDT (TRC20)')).toBe('+$1,000.00');
    expect(await amountOf('Withdrawal to bank')).toBe('−$535.00');
    expect(await amountOf('Reinvested into BASELAYER')).toBe('−$70.00');
    expect(await amountOf('Daily earnings')).toBe('+$12.50');
  });

  it('says when no transaction matches, offers no export and no pages; Enter in a filter stays on the page', async () => {
    window.localStorage.setItem('access', 'a.b.c');
    server.use(http.get(apiUrl('/investor/transactions/'), () => HttpResponse.json({ results: [], count: 0, page: 1, page_size: TRANSACTIONS_PAGE_SIZE })));
    await renderRoute('/dashboard/transactions', { strict });
    expect(await screen.findByText(copy.empty)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: copy.count(0) })).toBeVisible();
    expect(screen.getByRole('button', { name: copy.exportCsv })).toBeDisabled();
    expect(screen.queryByRole('navigation', { name: copy.pagination })).not.toBeInTheDocument();
    // Submitting the filters (Enter in a date field) must not send the browser away: fireEvent answers false once it is prevented.
    expect(fireEvent.submit(screen.getByRole('form', { name: copy.filters }))).toBe(false);
  });

  it('a first load that fails shows why and a retry, and no longer says it is loading', async () => {
    window.localStorage.setItem('access', 'a.b.c');
    server.use(http.get(apiUrl('/investor/transactions/'), () => HttpResponse.json({ detail: 'The history is resting.' }, { status: 500 })));
    await renderRoute('/dashboard/transactions', { strict });
    expect(await screen.findByRole('alert')).toHaveTextContent('The history is resting.');
    expect(screen.getByRole('button', { name: common.retry })).toBeEnabled();
    expect(screen.queryByText(common.loading)).not.toBeInTheDocument();
  });
});
