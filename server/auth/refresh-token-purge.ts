/**
 * Every rotation leaves a spent refresh-token row behind. This runs `Sessions.purgeRefreshTokens`
 * now and then (main.ts starts it, shutdown stops it) so the table holds only rows that can
 * still matter. Each run deletes in small batches and yields between them, so requests are never
 * held up by one long delete.
 */
import type { Sessions } from './sessions';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic';

export const PURGE_EVERY_MS = 60 * 60_000;
export const PURGE_BATCH = 500;

export interface PurgeLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** `runOnce` is one full purge (all batches), resolving with the rows deleted; `stop` waits for the current batch. */
export type RefreshTokenPurge = PeriodicJob<number>;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function startRefreshTokenPurge(
  sessions: Pick<Sessions, 'purgeRefreshTokens'>,
  log: PurgeLogger,
  { everyMs = PURGE_EVERY_MS, batch = PURGE_BATCH, firstAfterMs = 60_000 } = {},
): RefreshTokenPurge {
  let stopped = false;

  const purgeAll = async (): Promise<number> => {
    let total = 0;
    while (!stopped) {
      const deleted = await sessions.purgeRefreshTokens(batch);
      total += deleted;
      if (deleted < batch) break;
      await nextTurn(); // let waiting requests in between batches
    }
    if (total > 0) log.info({ deleted: total }, 'purged spent refresh tokens');
    return total;
  };

  return startPeriodicJob({
    run: purgeAll,
    firstAfterMs,
    everyMs,
    failed: (message) => log.warn({ err: { message } }, 'refresh-token purge failed; will retry'),
    // A purge under way stops after its current batch.
    stopping: () => { stopped = true; },
  });
}
