/**
 * What an endpoint is in the contract: its method and path (relative to the API's base, /api),
 * the schemas of its path parameters, query, body and answers, and the error codes it may send.
 * The server registers each route from these (server/http/contract-route.ts); the app calls each
 * path from here; the OpenAPI document (/api/openapi.json) is generated from the server's routes.
 */
import type { TSchema } from 'typebox';
import type { ErrorAnswers } from './errors';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  method: Method;
  path: string;
  params?: TSchema;
  querystring?: TSchema;
  /** Absent: the endpoint reads no body. */
  body?: TSchema;
  /** The success answers by status; absent for an answer the contract does not describe yet. */
  response?: Partial<Record<200 | 201 | 204, TSchema>>;
  errors?: ErrorAnswers;
}

/** Keeps the literal types of an endpoint (its path, its schemas) while checking its shape. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

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
