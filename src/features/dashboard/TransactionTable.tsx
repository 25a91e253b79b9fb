import { isOutgoing, type TransactionWire } from '../../../contract/investor';
import { formatCents } from '../../../domain/investment/money';
import { shortDate, transactionStatusLabels, transactionTypeLabels, transactionsCopy } from '../../content/dashboard';
import { StatusBadge, toneOf } from '../../components/cards/figures';
import { ResponsiveTable } from '../../components/cards/tables';

/** Transactions as a table (a labelled list on narrow screens). Outgoing amounts show with a minus sign. */
export function TransactionTable({ rows, caption }: { rows: TransactionWire[]; caption: string }) {
  const c = transactionsCopy.columns;
  return (
    <ResponsiveTable>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr><th>{c.date}</th><th>{c.type}</th><th>{c.description}</th><th>{c.status}</th><th className="num">{c.amount}</th></tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const outgoing = isOutgoing(row.type);
            return (
              <tr key={row.id}>
                <td data-label={c.date}>{shortDate(row.created_at)}</td>
                <td data-label={c.type}>{transactionTypeLabels[row.type]}</td>
                <td data-label={c.description}>{row.description}</td>
                <td data-label={c.status}><StatusBadge tone={toneOf(row.status)}>{transactionStatusLabels[row.status]}</StatusBadge></td>
                <td data-label={c.amount} className="num">{outgoing ? '−' : '+'}{formatCents(row.amount_cents)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ResponsiveTable>
  );
}
