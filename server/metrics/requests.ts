/**
 * Every answer counted and timed by its route template (`/api/deposits/:id/`, never the address
 * itself, so an id or a token never becomes a label), and the sign-in answers counted by outcome.
 */
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/** The sign-in routes, by the step each is. */
const LOGIN_STEPS: Readonly<Record<string, string>> = {
  '/api/account/login/': 'password',
  '/api/account/login/two_factor/': 'second_factor',
  '/api/account/login/passkey/': 'passkey',
};

/** What a request matched no route of (a scan, a typo) is one label, not one per address. */
const UNMATCHED = 'unmatched';

export function installRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    const step = LOGIN_STEPS[route];
    if (step && request.method === 'POST') metrics.loginOutcome(step, reply.statusCode);
  });
}
