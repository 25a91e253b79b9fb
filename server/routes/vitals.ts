/**
 * POST /api/vitals/: Core Web Vitals from real visitors' browsers (contract/vitals.ts, its body's schema in contract/serviceSchemas.ts), added to
 * the metrics' histograms per route. A beacon gets no useful answer, so a body that does not fit
 * is refused with the usual 400 and nothing is recorded; the limit keeps one address from
 * filling the histograms.
 */
import type { FastifyInstance } from 'fastify';
import { SERVICE_API } from '../../contract/serviceEndpoints';
import type { AppContext } from '../context';
import { fromContract, typed } from '../http/contract-route';

export default async function vitalsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  typed(app).route({
    ...fromContract(SERVICE_API.vitals),
    preHandler: ctx.limit('vitals'),
    handler: async (request, reply) => {
      for (const metric of request.body.metrics) ctx.metrics.vital(request.body.route, metric.name, metric.value);
      return reply.code(204).send();
    },
  });
}
