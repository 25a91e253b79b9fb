import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import styled from 'styled-components';
import { TRANSACTIONS_PAGE_SIZE } from '../../../machines/constants';
import { transactionsMachine } from '../../../machines/investment/transactions.machine';
import { investorApi } from '../../api/investor';
import { TRANSACTION_TYPES, type TransactionsPageWire } from '../../../contract/investor';
import { inspectActors } from '../../app/inspector';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { transactionsCopy, transactionTypeLabels } from '../../content/dashboard';
import { Pagination, pageCount } from '../../features/dashboard/Pagination';
import { TransactionTable } from '../../features/dashboard/TransactionTable';
import { Actions, Card, CardHeader, Field, Input, LoadState, Muted, ScreenTitle, Select } from '../../features/dashboard/ui';

const Filters = styled.form`
  display: grid; gap: ${({ theme }) => theme.space.md}; align-items: end;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 170px), 1fr));
  > div { margin-bottom: 0; }
`;

/** Saves the CSV text as a file download. */
function download(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function TransactionsPage() {
  const [snapshot, send] = useMachine(
    transactionsMachine.provide({
      actors: {
        loadTransactions: fromPromise(({ input }) => investorApi.transactions({ ...input.filters, page: input.page })),
        exportCsv: fromPromise(async ({ input, signal }) => download(await investorApi.transactionsCsv(input.filters, { signal }), transactionsCopy.csvFileName)),
      },
    }),
    { inspect: inspectActors },
  );
  const { filters, page, error } = snapshot.context;
  const result = snapshot.context.result as TransactionsPageWire | null;
  const pages = result ? pageCount(result.count, result.page_size || TRANSACTIONS_PAGE_SIZE) : 1;
  const c = transactionsCopy;
  const change = (field: 'type' | 'from' | 'to', value: string) => send({ type: 'filter.change', field, value });

  return (
    <>
      <ScreenTitle title={c.title} subtitle={c.subtitle} />
      <Card style={{ marginBottom: 24 }}>
        <Filters aria-label={c.filters} onSubmit={(event) => event.preventDefault()}>
          <Field id="tx-type" label={c.type}>
            <Select id="tx-type" value={filters.type} onChange={(event) => change('type', event.target.value)}>
              <option value="">{c.allTypes}</option>
              {TRANSACTION_TYPES.map((type) => <option key={type} value={type}>{transactionTypeLabels[type]}</option>)}
            </Select>
          </Field>
          <Field id="tx-from" label={c.from}>
            <Input id="tx-from" type="date" value={filters.from} onChange={(event) => change('from', event.target.value)} />
          </Field>
          <Field id="tx-to" label={c.to}>
            <Input id="tx-to" type="date" value={filters.to} onChange={(event) => change('to', event.target.value)} />
          </Field>
          <Actions>
            <Button type="button" $variant="ghost" $size="sm" onClick={() => send({ type: 'filter.clear' })}>{c.clear}</Button>
          </Actions>
        </Filters>
      </Card>
      <Card>
        <CardHeader>
          <h2 aria-live="polite">{result ? c.count(result.count) : c.title}</h2>
          {/* Only a shown list can be exported: not while a new page or filter loads, nor after a failed load. */}
          <Button type="button" $size="sm" $variant="secondary" disabled={!snapshot.matches('ready') || !result || result.count === 0 || snapshot.matches({ ready: 'exporting' })}
            onClick={() => send({ type: 'export.csv' })}>
            {snapshot.matches({ ready: 'exporting' }) ? c.exporting : c.exportCsv}
          </Button>
        </CardHeader>
        {snapshot.matches({ ready: 'exportFailed' }) ? <div style={{ marginBottom: 12 }}><Alert tone="error">{error}</Alert></div> : null}
        {snapshot.matches('failed') ? <LoadState error={error} onRetry={() => send({ type: 'transactions.retry' })} /> : null}
        {!result && snapshot.matches('loading') ? <LoadState error={null} onRetry={() => undefined} /> : null}
        {result && !snapshot.matches('failed') ? (
          <div aria-busy={snapshot.matches('loading')}>
            {result.results.length === 0 ? <Muted>{c.empty}</Muted> : <TransactionTable rows={result.results} caption={c.title} />}
            <Pagination label={c.pagination} page={page} pages={pages} disabled={snapshot.matches('loading')} onGo={(next) => send({ type: 'page.go', page: next })} />
          </div>
        ) : null}
      </Card>
    </>
  );
}
