/**
 * Password reset (the use cases: ../account/password-reset.ts): request a link by e-mail, check
 * the link when its page opens, confirm with the token and a new password.
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { AppContext } from '../context';
import { clientKey } from '../http/client-key';
import { fromContract, typed } from '../http/contract-route';
import { normaliseEmail } from '../http/validation';
import { checkResetLink, confirmPasswordReset, requestPasswordReset } from '../account/password-reset';

export default async function passwordResetRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);

  app.route({
    ...fromContract(ACCOUNT_API.requestPasswordReset),
    preHandler: ctx.limit('passwordReset'),
    onResponse: ctx.mailQueue.onResponse,
    handler: (request) => requestPasswordReset(ctx, normaliseEmail(request.body.email), clientKey(request.ip)),
  });

  app.route({
    ...fromContract(ACCOUNT_API.checkPasswordResetLink),
    // The same budget as the confirmation: either one tells a guesser whether a token is live.
    preHandler: ctx.limit('passwordResetConfirm'),
    handler: (request) => checkResetLink(ctx, request.body.token),
  });

  app.route({
    ...fromContract(ACCOUNT_API.confirmPasswordReset),
    onRequest: ctx.refuseWhenHashingBusy,
    preHandler: ctx.limit('passwordResetConfirm'),
    onResponse: ctx.mailQueue.onResponse,
    handler: (request) => confirmPasswordReset(ctx, request.body, ctx.knownDevices.idOf(request)),
  });
}
