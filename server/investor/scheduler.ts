/**
 * Credits matured investments on time with no request: a timer that wakes at the next maturity
 * (at most every minute, to notice new investments), settles, and sleeps again. Reads settle too,
 * so downtime never loses or delays a credit that is due. When the development test clock jumps
 * (server/test-clock.ts), the scheduler wakes at once and the jump waits for its settlement.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { InvestorDb } from './schema';
import { settleMatured } from './maturity';
import type { TestClock } from '../test-clock';

const MAX_SLEEP_MS = 60_000;

export function startMaturityScheduler(db: InvestorDb, clock: () => number, log: Pick<FastifyBaseLogger, 'error' | 'info'>, testClock?: TestClock) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const schedule = async () => {
    if (stopped) return;
    const next = await db.selectFrom('investments').select('matures_at').where('status', '=', 'active').orderBy('matures_at', 'asc').limit(1).executeTakeFirst();
    const wait = next ? Math.min(MAX_SLEEP_MS, Math.max(0, next.matures_at - clock())) : MAX_SLEEP_MS;
    timer = setTimeout(tick, wait);
    timer.unref();
  };
  const tick = () => {
    running = (async () => {
      try {
        const credited = await settleMatured(db, clock());
        if (credited) log.info({ credited }, 'matured investments credited');
      } catch (error) {
        log.error({ err: error }, 'maturity scheduler failed; retrying');
      }
      await schedule().catch(() => undefined);
    })();
  };
  tick();
  const unsubscribe = testClock?.onAdvance(async () => {
    if (stopped) return;
    await running; // a settlement in progress finishes (and sets its timer) first
    if (timer) clearTimeout(timer);
    tick();
    await running;
  });
  return {
    async stop() {
      stopped = true;
      unsubscribe?.();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
