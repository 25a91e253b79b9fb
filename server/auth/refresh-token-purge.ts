/**
 * Every rotation leaves a spent refresh-token row behind. This runs `Sessions.purgeRefreshTokens`
 * now and then (main.ts starts it, shutdown stops it) so the table holds only rows that can
 * still matter. Each run deletes in small batches and yields between them, so requests are never
 * held up by one long delete.
 */
import type { Sessions } from './sessions';

export const PURGE_EVERY_MS = 60 * 60_000;
export const PURGE_BATCH = 500;

export interface PurgeLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface RefreshTokenPurge {
  /** One full purge (all batches); resolves with the number of rows deleted. */
  runOnce(): Promise<number>;
  /** No further runs; resolves once a run in progress has finished its current batch. */
  stop(): Promise<void>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function startRefreshTokenPurge(
  sessions: Pick<Sessions, 'purgeRefreshTokens'>,
  log: PurgeLogger,
  { everyMs = PURGE_EVERY_MS, batch = PURGE_BATCH, firstAfterMs = 60_000 } = {},
): RefreshTokenPurge {
  let stopped = false;
  let running: Promise<number> | undefined;

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

  const runOnce = (): Promise<number> => {
    running ??= purgeAll().finally(() => { running = undefined; });
    return running;
  };

  const tick = () => {
    runOnce().catch((error: unknown) => {
      log.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'refresh-token purge failed; will retry');
    });
  };
  // The first run waits a little, so start-up (and its migrations) is not slowed down.
  const first = setTimeout(tick, firstAfterMs);
  const every = setInterval(tick, everyMs);
  first.unref();
  every.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running?.catch(() => undefined);
    },
  };
}
