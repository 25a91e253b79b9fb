/**
 * The server reconciles the books by itself (main.ts starts this, shutdown stops it): half a
 * minute after start, then every 10 minutes. On PostgreSQL one instance at a time: the read takes
 * a transaction-scoped advisory lock, and an instance that finds it taken skips that run (its
 * gauges keep their last values). Each run is one snapshot read, then pure computation; the
 * result goes to the metrics (`acme_books_breaches`, `acme_books_last_reconciled_timestamp_seconds`;
 * the alerts are in docs/operations.md) and each breach to the log.
 */
import type { Reconciliation } from '../../domain/investment/invariants';
import type { Db } from '../db/connect';
import type { Metrics } from '../metrics/metrics';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic';
import { reconcile } from './reconcile';

export const RECONCILE_EVERY_MS = 10 * 60_000;
export const FIRST_RECONCILE_AFTER_MS = 30_000;
/** Breaches written to the log per run; `npm run operator -- reconcile` prints them all. */
const LOGGED_BREACHES = 20;

export interface ReconcileLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  debug(details: object, message: string): void;
}

/** `runOnce` resolves with null when another instance was reconciling. */
export type BooksReconciliation = PeriodicJob<Reconciliation | null>;

export function startBooksReconciliation(
  database: Pick<Db, 'db' | 'dialect'>,
  metrics: Pick<Metrics, 'booksReconciled'>,
  log: ReconcileLogger,
  clock: () => number,
  { everyMs = RECONCILE_EVERY_MS, firstAfterMs = FIRST_RECONCILE_AFTER_MS } = {},
): BooksReconciliation {
  const reconcileAndReport = async () => {
    const result = await reconcile(database.db, { oneInstanceAtATime: database.dialect === 'postgres' });
    if (!result) {
      log.debug({}, 'books: another instance is reconciling; skipped');
      return null;
    }
    metrics.booksReconciled(result.breaches.length, clock());
    if (result.breaches.length > 0) {
      log.error({ breaches: result.breaches.length, first: result.breaches.slice(0, LOGGED_BREACHES) }, 'the books do not balance: run `npm run operator -- reconcile`');
    } else {
      log.debug({ investors: result.investors, ledgerRows: result.ledgerRows }, 'books balance');
    }
    return result;
  };

  return startPeriodicJob({
    run: reconcileAndReport,
    firstAfterMs,
    everyMs,
    failed: (message) => log.warn({ err: { message } }, 'books reconciliation failed; will retry'),
  });
}
