/**
 * GET /healthz, for a load balancer: 200 when the process is up, not draining and the database
 * answers; 503 otherwise, with what is wrong. It also says which store counts the limits and
 * whether it answers; an unreachable Redis does not take the instance out (every instance shares
 * it, so that would take them all out): the credential routes answer 503 on their own meanwhile.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export default async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    const { store, ok } = await ctx.counters.health();
    const parts = { database: ctx.database.dialect, store: ok ? store : `${store} unreachable` };
    if (ctx.lifecycle.draining) return reply.code(503).send({ status: 'draining', ...parts });
    try {
      await sql`select 1`.execute(ctx.database.db);
      return { status: 'ok', ...parts };
    } catch {
      return reply.code(503).send({ status: 'unavailable', ...parts });
    }
  });
}
