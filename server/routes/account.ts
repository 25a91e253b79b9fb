/**
 * Registration, code verification and code resend (spec section 7): each handler maps the request
 * to its command in ../auth/registration.ts and the outcome to the answer, with the sign-up cookie
 * the browser keeps. The mail the commands queue leaves after the answer (server/mail/queue.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { AppContext } from '../context';
import { MESSAGES, register, resendCode, verifyCode } from '../auth/registration';
import { fromContract, typed } from '../http/contract-route';

export default async function accountRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);
  const afterAnswer = { onResponse: ctx.mailQueue.onResponse };

  app.route({
    ...fromContract(ACCOUNT_API.register),
    onRequest: ctx.refuseWhenHashingBusy,
    preHandler: ctx.limit('registration'),
    ...afterAnswer,
    handler: async (request, reply) => {
      const { claimId } = await register(ctx, request.body, request.ip);
      ctx.signupClaims.give(reply, claimId);
      return reply.code(201).send({ message: MESSAGES.registered });
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.verifyCode),
    preHandler: ctx.limit('verify'),
    ...afterAnswer,
    handler: async (request) => {
      await verifyCode(ctx, request.body, (userId) => ctx.signupClaims.heldBy(request, userId));
      return { message: MESSAGES.verified };
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.resendOtp),
    preHandler: ctx.limit('resend'),
    ...afterAnswer,
    handler: async (request) => {
      await resendCode(ctx, request.body);
      return { message: MESSAGES.resent };
    },
  });
}
