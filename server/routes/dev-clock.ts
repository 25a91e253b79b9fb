/**
 * The development test clock's endpoints (server/test-clock.ts), registered only when
 * `config.testClock` exists (TEST_CLOCK=1, never in production); otherwise these paths are 404.
 *
 *   GET  /api/dev/clock/           → { now, now_ms, offset_ms }
 *   POST /api/dev/clock/advance/   { "days": n } or { "ms": n } → the same, after the maturity
 *                                  scheduler has credited whatever became due
 */
import type { FastifyInstance } from 'fastify';
import { DAY_MS } from '../../domain/constants';
import { DEVELOPMENT_API } from '../../contract/serviceEndpoints';
import type { AppContext } from '../context';
import { fromContract, typed } from '../http/contract-route';
import { detailError } from '../http/errors';
import { isoTime } from '../iso-time';

/** At most ten years per call: enough for any plan, small enough to stay a safe integer. */
const MAX_ADVANCE_MS = 3650 * DAY_MS;

export default async function devClockRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const testClock = ctx.config.testClock;
  if (!testClock) return;
  const state = () => {
    const now = ctx.config.clock();
    return { now: isoTime(now), now_ms: now, offset_ms: testClock.offsetMs() };
  };

  typed(app).route({ ...fromContract(DEVELOPMENT_API.clock), handler: async () => state() });

  typed(app).route({
    ...fromContract(DEVELOPMENT_API.advanceClock),
    handler: async (request) => {
      const { days, ms } = request.body ?? {};
      if ((days === undefined) === (ms === undefined)) throw detailError(400, 'Send either "days" or "ms" (a positive number).');
      const step = ms ?? Math.round(days! * DAY_MS);
      if (step < 1 || step > MAX_ADVANCE_MS) throw detailError(400, 'The clock moves forward by at most 3650 days at a time.');
      await testClock.advance(step);
      return state();
    },
  });
}
