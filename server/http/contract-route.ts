/**
 * Routes from the contract (contract/*Endpoints.ts): an endpoint's method, path and schemas, as
 * the `route()` options Fastify validates with and @fastify/swagger documents
 * (`app.route({ ...fromContract(ACCOUNT_API.login), preHandler, handler })`). Request bodies,
 * parameters and queries are typed from the schemas through the TypeBox type provider
 * (`typed(app)`).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Endpoint } from '../../contract/endpoint';
import { errorSchemas } from '../../contract/schema';

/** The instance whose routes take their request types from their TypeBox schemas. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>();

interface ContractSchema<E extends Endpoint> {
  params: E['params'];
  querystring: E['querystring'];
  body: E['body'];
  /** Not typed by status: handlers name their answers' contract types themselves, and refusals are thrown, not returned. */
  response: Record<string, unknown>;
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
  } as ContractSchema<E>;
  return { method: endpoint.method, url: endpoint.path, schema };
}
