/**
 * The OpenAPI document at /api/openapi.json (generated from the routes, whose schemas are the
 * contract's): it lists every route the server registers, with its method, each one an endpoint
 * of the contract's table, the development routes marked as such, and is a valid OpenAPI 3.1
 * document.
 */
import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createHarness, forEachDatabase } from './harness';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import { INVESTOR_API } from '../../contract/investorEndpoints';
import { DEVELOPMENT_API, SERVICE_API } from '../../contract/serviceEndpoints';
import type { Endpoint } from '../../contract/endpoint';
import { API_PREFIX } from '../../contract/paths';

interface OpenApiDocument { openapi: string; paths: Record<string, Record<string, { tags?: string[]; 'x-development'?: boolean }>> }

const routeOf = (endpoint: Endpoint) => `${endpoint.method} ${API_PREFIX}${endpoint.path}`;
const TABLE: readonly Endpoint[] = [
  ...Object.values(ACCOUNT_API), ...Object.values(INVESTOR_API), ...Object.values(SERVICE_API), ...Object.values(DEVELOPMENT_API),
];

/**
 * Every `METHOD /path` in Fastify's own route tree (`printRoutes`, one line per node: the
 * indentation says its depth, the text its path segment after its parent's, then its methods).
 * A HEAD that Fastify adds to each GET is the GET's, and is left out.
 */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (.+) \(([A-Z, ]+)\)$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    parents.length = depth;
    const path = (parents[depth - 1] ?? '') + node[2]!;
    parents.push(path);
    const methods = node[3]!.split(', ');
    for (const method of methods) if (!(method === 'HEAD' && methods.includes('GET'))) routes.push(`${method} ${path}`);
  }
  return routes.sort();
}

/** `METHOD /path` of every operation in the document, its `{name}` parameters as Fastify's `:name`. */
function documentedRoutes(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)).sort();
}

forEachDatabase((setup) => {
  describe('GET /api/openapi.json', () => {
    it('lists every route the server registers, development ones included, each one an endpoint of the contract', async () => {
      const h = await setup({ env: { TEST_CLOCK: '1' } });
      const document = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
      const registered = registeredRoutes(h.app.printRoutes({ commonPrefix: false }));
      expect(registered).toContain('POST /api/account/login/');
      expect(registered).toContain('DELETE /api/account/sessions/:id/');
      expect(registered).toContain('POST /api/dev/clock/advance/');
      expect(documentedRoutes(document)).toEqual(registered);
      // Liveness and readiness are served outside /api too, for a load balancer; everything else is under it.
      const outsideApi = registered.filter((route) => !route.split(' ')[1]!.startsWith(`${API_PREFIX}/`));
      expect(outsideApi).toEqual(['GET /healthz', 'GET /readyz']);
      expect(registered.filter((route) => !outsideApi.includes(route))).toEqual([...new Set(TABLE.map(routeOf))].sort());
    });

    it('marks the development routes, and only those, as development routes', async () => {
      const h = await setup({ env: { TEST_CLOCK: '1' } });
      const document = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
      const marked = Object.entries(document.paths).flatMap(([path, operations]) => Object.entries(operations)
        .filter(([, operation]) => operation['x-development'] === true && operation.tags?.includes('development'))
        .map(([method]) => `${method.toUpperCase()} ${path}`)).sort();
      expect(marked).toEqual(['GET /api/dev/clock/', 'GET /api/dev/outbox', 'GET /api/dev/outbox.html', 'POST /api/dev/clock/advance/']);
    });
  });
});

describe('GET /api/openapi.json', () => {

  it('is a valid OpenAPI 3.1 document', async () => {
    const h = await createHarness('sqlite');
    const document = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents a body, its answers and the error codes from the contract', async () => {
    const h = await createHarness('sqlite');
    const document = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    const secondStep = document.paths['/api/account/login/two_factor/']!.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
      responses: Record<string, { content: { 'application/json': { schema: { properties: { code?: { enum: string[] } } } } } }>;
    };
    expect(secondStep.requestBody.content['application/json'].schema.required).toEqual(['challenge', 'code']);
    expect(Object.keys(secondStep.responses).sort()).toEqual(['200', '400', '403', '429']);
    expect(secondStep.responses['400']!.content['application/json'].schema.properties.code?.enum).toEqual(['challenge_expired', 'invalid_code']);
  });
});
