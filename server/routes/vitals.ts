/**
 * POST /api/vitals/: Core Web Vitals from real visitors' browsers (contract/vitals.ts), added to
 * the metrics' histograms per route. A beacon gets no useful answer, so a body that does not fit
 * is refused with the usual 400 and nothing is recorded; the limit keeps one address from
 * filling the histograms.
 */
import type { FastifyInstance } from 'fastify';
import { VITAL_NAMES, VITALS_PATH, VITALS_ROUTE_PATTERN, type VitalsReport } from '../../contract/vitals';
import { NoContent } from '../../contract/serviceSchemas';
import type { AppContext } from '../context';

const vitalsSchema = {
  type: 'object',
  required: ['route', 'metrics'],
  additionalProperties: false,
  properties: {
    route: { type: 'string', pattern: VITALS_ROUTE_PATTERN },
    metrics: {
      type: 'array',
      minItems: 1,
      maxItems: VITAL_NAMES.length,
      items: {
        type: 'object',
        required: ['name', 'value'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', enum: [...VITAL_NAMES] },
          // Beyond a minute (or a CLS of 100) is a broken measurement, not a slow page.
          value: { type: 'number', minimum: 0, maximum: 60_000 },
        },
      },
    },
  },
} as const;

export default async function vitalsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.post<{ Body: VitalsReport }>(VITALS_PATH, {
    schema: { body: vitalsSchema, response: { 204: NoContent } },
    preHandler: ctx.limit('vitals'),
  }, async (request, reply) => {
    for (const metric of request.body.metrics) ctx.metrics.vital(request.body.route, metric.name, metric.value);
    return reply.code(204).send();
  });
}
