import styled from 'styled-components';
import { TRANSACTION_TYPES } from '../../../contract/investor';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { transactionsCopy, transactionTypeLabels } from '../../content/dashboard';
import { Pagination } from '../../features/dashboard/Pagination';
import { TransactionTable } from '../../features/dashboard/TransactionTable';
import { useTransactions } from '../../features/dashboard/transactions.flow';
import { LoadState } from '../../components/cards/LoadState';
import { Field, Input, Select } from '../../components/cards/fields';
import { Actions, Card, CardHeader, Muted, ScreenTitle } from '../../components/cards/layout';

const Filters = styled.form`
  display: grid; gap: ${({ theme }) => theme.space.md}; align-items: end;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 170px), 1fr));
  > div { margin-bottom: 0; }
`;

export function TransactionsPage() {
  const { view, changeFilter, clearFilters, showPage, exportCsv, retry } = useTransactions();
  const { filters, result } = view;
  const c = transactionsCopy;

  return (
    <>
      <ScreenTitle title={c.title} subtitle={c.subtitle} />
      <Card style={{ marginBottom: 24 }}>
        <Filters aria-label={c.filters} onSubmit={(event) => event.preventDefault()}>
          <Field id="tx-type" label={c.type}>
            <Select id="tx-type" value={filters.type} onChange={(event) => changeFilter('type', event.target.value)}>
              <option value="">{c.allTypes}</option>
              {TRANSACTION_TYPES.map((type) => <option key={type} value={type}>{transactionTypeLabels[type]}</option>)}
            </Select>
          </Field>
          <Field id="tx-from" label={c.from}>
            <Input id="tx-from" type="date" value={filters.from} onChange={(event) => changeFilter('from', event.target.value)} />
          </Field>
          <Field id="tx-to" label={c.to}>
            <Input id="tx-to" type="date" value={filters.to} onChange={(event) => changeFilter('to', event.target.value)} />
          </Field>
          <Actions>
            <Button type="button" $variant="ghost" $size="sm" onClick={clearFilters}>{c.clear}</Button>
          </Actions>
        </Filters>
      </Card>
      <Card>
        <CardHeader>
          <h2 aria-live="polite">{view.total === null ? c.title : c.count(view.total)}</h2>
          <Button type="button" $size="sm" $variant="secondary" disabled={!view.canExport} onClick={exportCsv}>
            {view.exporting ? c.exporting : c.exportCsv}
          </Button>
        </CardHeader>
        {view.exportError ? <div style={{ marginBottom: 12 }}><Alert tone="error">{view.exportError}</Alert></div> : null}
        {view.loadError ? <LoadState error={view.loadError} onRetry={retry} /> : null}
        {view.firstLoad ? <LoadState error={null} onRetry={() => undefined} /> : null}
        {result ? (
          <div aria-busy={view.loading}>
            {result.results.length === 0 ? <Muted>{c.empty}</Muted> : <TransactionTable rows={result.results} caption={c.title} />}
            <Pagination label={c.pagination} page={view.page} pages={view.pages} disabled={view.loading} onGo={showPage} />
          </div>
        ) : null}
      </Card>
    </>
  );
}
