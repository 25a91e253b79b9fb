/**
 * The transaction export's CSV: one header line, then one line per ledger row. Lines are built
 * by plain concatenation: an export writes tens of thousands of them, and arrays per row were
 * most of what the server allocated while exporting (a heap profile during ten exports at once).
 */
import { centsToDecimal } from '../../domain/investment/money';
import { isOutgoing } from '../../contract/investor';
import type { LedgerTable } from './schema';
import { isoTime } from '../iso-time';

/** What a line needs of a ledger row: the export selects these columns only. */
export const CSV_COLUMNS = ['id', 'created_at', 'type', 'description', 'status', 'amount_cents'] as const;
export type CsvRow = Pick<LedgerTable, (typeof CSV_COLUMNS)[number]>;

const FORMULA_START = /^[=+\-@\t\r]/;

/** CSV cell: quoted, and text that a spreadsheet would run as a formula is neutralised. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.includes('"') ? safe.replaceAll('"', '""') : safe}"`;
}

export const CSV_HEADER = `${['Date', 'Type', 'Description', 'Status', 'Amount (USD)'].map(csvCell).join(',')}\r\n`;

/** One row as a line. The amount is formatted by us: a plain number, so "-535.00" stays a number in a spreadsheet. */
export function csvLine(row: CsvRow): string {
  const sign = isOutgoing(row.type) ? '-' : '';
  return `"${isoTime(row.created_at)}",${csvCell(row.type)},${csvCell(row.description)},${csvCell(row.status)},"${sign}${centsToDecimal(row.amount_cents)}"\r\n`;
}
