/** Newsletter subscription and the contact form (the use cases: ../account/management.ts). */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { AppContext } from '../context';
import { fromContract, typed } from '../http/contract-route';
import { cleanText, normaliseEmail } from '../http/validation';
import { sendContactMessage, subscribe } from '../account/management';

export default async function managementRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);

  app.route({
    ...fromContract(ACCOUNT_API.subscribe),
    preHandler: ctx.limit('subscribe'),
    handler: async (request, reply) => reply.code(201).send(await subscribe(ctx, normaliseEmail(request.body.email))),
  });

  app.route({
    ...fromContract(ACCOUNT_API.contact),
    preHandler: ctx.limit('contact'),
    onResponse: ctx.mailQueue.onResponse,
    handler: async (request, reply) => {
      const entry = {
        name: cleanText(request.body.name, 'name'),
        email: normaliseEmail(request.body.email),
        message: cleanText(request.body.message, 'message', { multiline: true }),
      };
      return reply.code(201).send(await sendContactMessage(ctx, entry));
    },
  });
}
