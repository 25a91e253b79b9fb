/**
 * The app's calls of the API, derived from the contract: one per endpoint, by its name in the
 * endpoint table (contract/accountEndpoints.ts, contract/investorEndpoints.ts), its request and
 * answer typed from that endpoint's schemas: `api.login({ body, signal }, failure)`,
 * `api.endSession({ params: { id }, signal }, failure)`, `api.transactions({ query })`. The table
 * is imported as types only and each call finds its method and path in contract/paths.ts, loaded
 * with the first call (a form shows without it), so no schema reaches the browser. A call that fails rejects with a Refusal (./refusals.ts), worded by
 * `failure`.
 */
import type { Static, TSchema } from 'typebox';
import type { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { INVESTOR_API } from '../../contract/investorEndpoints';
import { pathWith } from '../../contract/endpoint';
import type { Route } from '../../contract/paths';
import { http } from './client';
import { onceUnlessFailed } from '../loading/onceUnlessFailed';
import { refusalFor, type Failure } from './refusals';

type Endpoints = typeof ACCOUNT_API & typeof INVESTOR_API;
export type EndpointName = keyof Endpoints;

/** One part of a request: required, typed by its schema, when the endpoint has it; absent otherwise. */
type Part<E, Key extends string, As extends string> =
  E extends { [K in Key]: infer Schema extends TSchema } ? { [K in As]: Static<Schema> } : { [K in As]?: never };

/** What a call sends: its path parameters, query and body as the endpoint declares them, and the abort signal. */
export type RequestOf<N extends EndpointName> =
  Part<Endpoints[N], 'params', 'params'> & Part<Endpoints[N], 'querystring', 'query'> & Part<Endpoints[N], 'body', 'body'> & { signal?: AbortSignal };

/** What a call resolves with: the body of any answer the endpoint declares. */
export type AnswerOf<N extends EndpointName> = {
  [Status in keyof Endpoints[N]['response']]: Endpoints[N]['response'][Status] extends TSchema ? Static<Endpoints[N]['response'][Status]> : never;
}[keyof Endpoints[N]['response']];

/** A request with nothing required may be left out. */
type Arguments<N extends EndpointName> = object extends RequestOf<N>
  ? [request?: RequestOf<N>, failure?: Failure]
  : [request: RequestOf<N>, failure?: Failure];

export type Api = { [N in EndpointName]: (...args: Arguments<N>) => Promise<AnswerOf<N>> };

/**
 * The endpoints' methods and paths, loaded once, with the first call (beside the HTTP client);
 * a call made while they could not be fetched fails, and the next fetches them again.
 */
const routes = onceUnlessFailed(() =>
  import('../../contract/paths').then(({ ACCOUNT_ROUTES, INVESTOR_ROUTES, splitRoute }) => {
    const all: Record<EndpointName, Route> = { ...ACCOUNT_ROUTES, ...INVESTOR_ROUTES };
    return (endpoint: EndpointName) => splitRoute(all[endpoint]);
  }),
);
const routeOf = async (name: EndpointName) => (await routes())(name);

/** The answers read as text rather than JSON: the CSV export. */
const TEXT_ANSWERS: ReadonlySet<EndpointName> = new Set<EndpointName>(['exportTransactions']);

interface AnyRequest { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown; signal?: AbortSignal }

/** Calls endpoint `name` and resolves with its answer's body; a failure rejects with its Refusal. */
export async function call<N extends EndpointName>(name: N, ...[request, failure]: Arguments<N>): Promise<AnswerOf<N>> {
  const { params, query, body, signal } = (request ?? {}) as AnyRequest;
  try {
    const { method, path } = await routeOf(name);
    const answer = await http.request<AnswerOf<N>>({
      method,
      url: params ? pathWith(path, params) : path,
      params: query,
      data: body,
      signal,
      ...(TEXT_ANSWERS.has(name) && { responseType: 'text' }),
    });
    return answer.data;
  } catch (error) {
    throw refusalFor(name, error, failure);
  }
}

/**
 * Every endpoint as a method: `api.login(request, failure)` is `call('login', request, failure)`.
 * The names are the contract's (the type says which exist); read off the table, they would bring
 * it into every page with a form.
 */
export const api = new Proxy({} as Api, {
  get: (_target, name) => (typeof name === 'string' && name !== 'then' ? (...args: Arguments<EndpointName>) => call(name as EndpointName, ...args) : undefined),
});
