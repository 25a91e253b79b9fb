/**
 * Routes from the contract (contract/*Endpoints.ts): an endpoint's method, path and schemas, as
 * the `route()` options Fastify validates with and @fastify/swagger documents
 * (`app.route({ ...fromContract(ACCOUNT_API.login), preHandler, handler })`). Through the TypeBox
 * type provider (`typed(app)`), request bodies, parameters and queries are typed from the schemas,
 * and so are the answers, by status: a handler that returns, or `reply.code(n).send`s, a shape
 * its endpoint does not declare for that status fails to compile. Refusals are thrown (their
 * bodies are the error handler's), so they are documented but not part of the handler's type.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Endpoint } from '../../contract/endpoint';
import { errorSchemas } from '../../contract/schema';

/** The instance whose routes take their request and answer types from their TypeBox schemas. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>();

interface ContractSchema<E extends Endpoint> {
  params: E['params'];
  querystring: E['querystring'];
  body: E['body'];
  response: E['response'];
  tags?: string[];
}

export function fromContract<const E extends Endpoint>(endpoint: E) {
  const { params, querystring, body } = endpoint;
  const schema = {
    // Only the parts the endpoint has: an absent part is not validated, nor documented.
    ...(params && { params }),
    ...(querystring && { querystring }),
    ...(body && { body }),
    // Answers are documented, not filtered: the app serializes them as it always did (server/app.ts).
    response: { ...endpoint.response, ...errorSchemas(endpoint.errors ?? {}) },
    // A developer's route is marked in /api/openapi.json: by its tag, and by an extension a tool can filter on.
    ...(endpoint.development && { tags: ['development'], 'x-development': true }),
  } as ContractSchema<E>;
  return { method: endpoint.method, url: endpoint.path, schema };
}
