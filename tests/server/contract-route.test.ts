/**
 * A route built from the contract (server/http/contract-route.ts) is typed by status: a handler
 * that answers a shape its endpoint does not declare, or a status it does not declare, does not
 * compile (`tsc` checks the `@ts-expect-error` lines below); the schema it registers is the
 * endpoint's, its refusals documented and a development route marked.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import { DEVELOPMENT_API } from '../../contract/serviceEndpoints';
import { fromContract, typed } from '../../server/http/contract-route';

describe('fromContract', () => {
  it('types each answer by its status', async () => {
    const app = typed(Fastify());
    app.route({ ...fromContract(ACCOUNT_API.me), handler: async () => ({ email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' }) });
    // @ts-expect-error: the answer lacks the names the contract declares for 200
    app.route({ ...fromContract(ACCOUNT_API.me), url: '/wrong-shape', handler: async () => ({ email: 'ada@example.com' }) });
    // @ts-expect-error: logout answers 200, never 201
    app.route({ ...fromContract(ACCOUNT_API.logout), url: '/wrong-status', handler: async (_request, reply) => reply.code(201).send({ message: 'Bye.' }) });
    const answer = await app.inject({ method: 'GET', url: ACCOUNT_API.me.path });
    expect(answer.json()).toEqual({ email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' });
    await app.close();
  });

  it('documents the declared refusals with their codes, and marks a development route', () => {
    const { schema } = fromContract(ACCOUNT_API.loginSecondFactor);
    expect(Object.keys(schema.response).sort()).toEqual(['200', '400', '403', '429']);
    expect(schema).not.toHaveProperty('tags');
    expect(fromContract(DEVELOPMENT_API.clock).schema).toMatchObject({ tags: ['development'], 'x-development': true });
  });
});
