/** Changing the password of a signed-in investor (the use case: ../account/password-change.ts). */
import type { FastifyInstance } from 'fastify';
import { INVESTOR_API } from '../../contract/investorEndpoints';
import type { AppContext } from '../context';
import { principalOf } from '../context';
import { fromContract, typed } from '../http/contract-route';
import { changePassword } from '../account/password-change';

export default async function passwordChangeRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);
  app.route({
    ...fromContract(INVESTOR_API.changePassword),
    // Authenticate before the body is parsed: a caller without a token learns nothing.
    onRequest: [ctx.refuseWhenHashingBusy, ctx.authenticate],
    preHandler: ctx.limit('login'),
    onResponse: ctx.mailQueue.onResponse,
    handler: (request) => changePassword(ctx, principalOf(request), ctx.knownDevices.idOf(request), request.body),
  });
}
