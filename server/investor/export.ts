/**
 * The transactions export: the whole filtered history as CSV, newest first, streamed a batch at
 * a time, with a cap on how many exports are built at once.
 */
import { Readable } from 'node:stream';
import type { TransactionFilters } from '../../contract/investor';
import { CSV_COLUMNS, CSV_HEADER, csvLine } from './csv';
import { filteredTransactions } from './queries';
import type { InvestorDb } from './schema';

/** Rows per query of the CSV export: each batch is one short task, so other requests wait little. */
const EXPORT_BATCH = 100;
/** Where the next batch of the export starts: just past the last row written, in the list's order. */
type ExportCursor = { created_at: number; id: string };
/**
 * CSV exports building at once, and waiting their turn: a burst of exports of long histories
 * takes turns with everything else instead of filling the event loop's queue (the bench's budget: /healthz
 * p99 ≤ 20 ms during ten exports at once). One at a time: with two, every other request found
 * twice the export work queued ahead of it (PostgreSQL, ten 10,000-row exports at once: /healthz
 * p99 10–14 ms with two, 5–7 ms with one, for a fifth fewer exports a second). Beyond the queue,
 * a 429 says to try again shortly.
 */
export const EXPORTS_RUNNING = 1;
export const EXPORTS_WAITING = 9;
export const EXPORTS_BUSY_MESSAGE = 'Many exports are being prepared right now. Please try again in a moment.';

/** One batch of the export as CSV text, and where the next one starts (none after the last). */
async function csvBatch(db: InvestorDb, userId: string, query: TransactionFilters, after: ExportCursor | undefined): Promise<{ text: string; next?: ExportCursor }> {
  let q = filteredTransactions(db, userId, query).select(CSV_COLUMNS);
  if (after) {
    const { created_at: at, id } = after;
    // A row-value comparison: both databases read it as one range of the index.
    q = q.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(at, id)));
  }
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(EXPORT_BATCH).execute();
  let text = '';
  for (const row of rows) text += csvLine(row);
  const last = rows.length === EXPORT_BATCH ? rows[rows.length - 1] : undefined;
  const next = last && { created_at: last.created_at, id: last.id };
  // Emptied once read. Until the next full collection, a dead object of the driver's that already
  // sits in V8's old generation still points at this array, so every row outlived two young
  // collections and was copied twice (PostgreSQL, ten exports at once: 1.8 MB per scavenge,
  // 3.4 ms each, and a full collection a second; emptied: 0.03 MB, 0.8 ms, one every 6 s).
  rows.length = 0;
  return next ? { text, next } : { text };
}

/**
 * The whole filtered history as CSV, newest first, a batch at a time (keyset on the list's own
 * order): a long history never sits in memory whole, and the event loop serves other requests
 * between batches.
 */
async function* csvLines(db: InvestorDb, userId: string, query: TransactionFilters): AsyncGenerator<string> {
  yield CSV_HEADER;
  let after: ExportCursor | undefined;
  do {
    const batch = await csvBatch(db, userId, query, after);
    if (batch.text) yield batch.text;
    after = batch.next;
    // SQLite answers synchronously, so without this turn the whole export would run as one task.
    if (after) await new Promise((resolve) => setImmediate(resolve));
  } while (after);
}

/**
 * The export as a stream to send. One batch is read ahead: the next query runs while the socket
 * takes this one; more would only hold text in memory until a slow client catches up.
 */
export function transactionsCsv(db: InvestorDb, userId: string, query: TransactionFilters): Readable {
  return Readable.from(csvLines(db, userId, query), { highWaterMark: 1 });
}
