/**
 * What an endpoint is in the contract: its method and path (relative to the API's base, /api),
 * the schemas of its path parameters, query, body and answers, and the error codes it may send.
 * The server registers each route from these (server/http/contract-route.ts); the app calls each
 * path from here; the OpenAPI document (/api/openapi.json) is generated from the server's routes.
 */
import type { TSchema } from 'typebox';
import type { ErrorAnswers } from './errors';
import { splitRoute, type Method, type MethodOf, type PathOf, type Route } from './paths';

export type { Method };

export interface Endpoint {
  method: Method;
  path: string;
  params?: TSchema;
  querystring?: TSchema;
  /** Absent: the endpoint reads no body. */
  body?: TSchema;
  /**
   * The answers a handler sends, by status: its successes (and readiness's 503, an answer rather
   * than a refusal). Refusals are `errors`, which the handlers throw.
   */
  response: Partial<Record<200 | 201 | 204 | 503, TSchema>>;
  errors?: ErrorAnswers;
  /** A route for developers on their own machine (the outbox, the test clock): never served in production. */
  development?: true;
}

/**
 * An endpoint from its route (./paths.ts) and the rest of its definition, keeping the literal
 * types of both (its path, its schemas) while checking its shape.
 */
export const endpoint = <const R extends Route, const D extends Omit<Endpoint, 'method' | 'path'>>(route: R, definition: D) =>
  ({ ...splitRoute(route), ...definition }) as { method: MethodOf<R>; path: PathOf<R> } & D;

/**
 * A path with its `:name` parameters filled in, each encoded as one path segment:
 * `pathWith(ACCOUNT_PATHS.endSession, { id })` (./paths.ts).
 */
export function pathWith(path: string, params: Record<string, string>): string {
  return path.replace(/:([a-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}
