/**
 * Every answer counted and timed by its route template (`/api/deposits/:id/`, never the address
 * itself, so an id or a token never becomes a label), and the sign-in answers counted by outcome.
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATHS, API_PREFIX } from '../../contract/paths';
import type { Metrics } from './metrics';

/** The sign-in routes, by the step each is. */
const LOGIN_STEPS: Readonly<Record<string, string>> = {
  [API_PREFIX + ACCOUNT_PATHS.login]: 'password',
  [API_PREFIX + ACCOUNT_PATHS.loginSecondFactor]: 'second_factor',
  [API_PREFIX + ACCOUNT_PATHS.passkeyLogin]: 'passkey',
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
