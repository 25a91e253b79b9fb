/** GET /healthz: the process is up and the database answers. */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export default async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(ctx.database.db);
      return { status: 'ok', database: ctx.database.dialect };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: ctx.database.dialect });
    }
  });
}
