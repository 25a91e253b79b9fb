/**
 * Liveness and readiness, apart:
 *
 * - GET /healthz, liveness: 200 while the process answers at all. Nothing is queried, so it costs
 *   what a refused request costs and stays fast under load; a supervisor restarts a process that
 *   stops answering it. Draining does not fail it: the process is alive, only finishing.
 * - GET /readyz, readiness, for a load balancer: 200 when this instance can serve (not draining,
 *   its database answers); 503 otherwise, saying what is wrong. It also says which store counts
 *   the limits and whether it answers, but an unreachable Redis does not take the instance out:
 *   every instance shares it, so that would take them all out, and the credential routes already
 *   answer 503 on their own meanwhile (docs/operations.md).
 */
import type { FastifyInstance } from 'fastify';
import { SERVICE_API } from '../../contract/serviceEndpoints';
import type { AppContext } from '../context';
import { fromContract, typed } from '../http/contract-route';
import { databaseAnswers } from '../readiness';

export default async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  typed(app).route({ ...fromContract(SERVICE_API.healthz), handler: async () => ({ status: 'ok' as const }) });

  typed(app).route({
    ...fromContract(SERVICE_API.readyz),
    handler: async (_request, reply) => {
      const { store, ok } = await ctx.counters.health();
      const parts = { database: ctx.database.dialect, store: ok ? store : `${store} unreachable` };
      if (ctx.lifecycle.draining) return reply.code(503).send({ status: 'draining', ...parts });
      if (await databaseAnswers(ctx.database)) return { status: 'ok' as const, ...parts };
      return reply.code(503).send({ status: 'unavailable', ...parts });
    },
  });
}
