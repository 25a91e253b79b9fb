/**
 * GET /healthz, for a load balancer: 200 when the process is up, not draining and the database
 * answers; 503 otherwise, with what is wrong.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export default async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    if (ctx.lifecycle.draining) return reply.code(503).send({ status: 'draining', database: ctx.database.dialect });
    try {
      await sql`select 1`.execute(ctx.database.db);
      return { status: 'ok', database: ctx.database.dialect };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: ctx.database.dialect });
    }
  });
}
