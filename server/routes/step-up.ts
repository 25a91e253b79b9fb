/** Step-up before a sensitive change (the use cases: ../account/step-up.ts). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyLoginOptionsResponse } from '../../contract/account';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { AppContext } from '../context';
import { principalOf } from '../context';
import { fromContract, typed } from '../http/contract-route';
import { stepUpStatus, stepUpWithPasskey, stepUpWithPassword } from '../account/step-up';

export default async function stepUpRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);
  const guard = { onRequest: ctx.authenticate, preHandler: ctx.limit('twoFactorSettings') };
  /** Who answers: the signed-in account from this browser. */
  const answerer = (request: FastifyRequest) => ({ userId: principalOf(request).userId, deviceId: ctx.knownDevices.idOf(request) });

  app.route({
    ...fromContract(ACCOUNT_API.stepUpStatus),
    onRequest: ctx.authenticate,
    preHandler: ctx.limit('sessions'),
    handler: (request) => stepUpStatus(ctx, principalOf(request)),
  });

  app.route({
    ...fromContract(ACCOUNT_API.stepUp),
    ...guard,
    onResponse: ctx.mailQueue.onResponse,
    handler: (request) => stepUpWithPassword(ctx, answerer(request), principalOf(request).sessionId, request.body),
  });

  app.route({
    ...fromContract(ACCOUNT_API.stepUpPasskeyOptions),
    ...guard,
    handler: async (request): Promise<PasskeyLoginOptionsResponse> => ({
      options: (await ctx.passkeys.stepUpOptions(principalOf(request).userId)) as unknown as Record<string, unknown>,
    }),
  });

  app.route({
    ...fromContract(ACCOUNT_API.stepUpPasskey),
    ...guard,
    handler: (request) => stepUpWithPasskey(ctx, answerer(request), principalOf(request).sessionId, request.body.response as unknown as AuthenticationResponseJSON),
  });
}
