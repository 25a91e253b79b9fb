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
import { TestClockResponse } from '../../contract/serviceSchemas';
import type { AppContext } from '../context';
import { detailError } from '../http/errors';

/** At most ten years per call: enough for any plan, small enough to stay a safe integer. */
const MAX_ADVANCE_MS = 3650 * DAY_MS;

export default async function devClockRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const testClock = ctx.config.testClock;
  if (!testClock) return;
  const state = () => {
    const now = ctx.config.clock();
    return { now: new Date(now).toISOString(), now_ms: now, offset_ms: testClock.offsetMs() };
  };

  app.get('/dev/clock/', { schema: { response: { 200: TestClockResponse } } }, async () => state());

  app.post<{ Body: { days?: number; ms?: number } }>('/dev/clock/advance/', {
    schema: {
      body: {
        type: 'object', additionalProperties: false,
        properties: { days: { type: 'number', exclusiveMinimum: 0 }, ms: { type: 'integer', minimum: 1 } },
      },
      response: { 200: TestClockResponse },
    },
  }, async (request) => {
    const { days, ms } = request.body ?? {};
    if ((days === undefined) === (ms === undefined)) throw detailError(400, 'Send either "days" or "ms" (a positive number).');
    const step = ms ?? Math.round(days! * DAY_MS);
    if (step < 1 || step > MAX_ADVANCE_MS) throw detailError(400, 'The clock moves forward by at most 3650 days at a time.');
    await testClock.advance(step);
    return state();
  });
}
