/** Newsletter subscription and the contact form (spec section 7, "management"). */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { AppContext } from '../context';
import { newId } from '../auth/secrets';
import { fromContract, typed } from '../http/contract-route';
import { cleanText, normaliseEmail } from '../http/validation';
import { contactMail } from '../mail/templates';

export const MANAGEMENT_MESSAGES = {
  subscribed: 'Successfully subscribed!',
  contacted: 'Message submitted successfully!',
} as const;

export default async function managementRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);
  const { db } = ctx.database;

  app.route({
    ...fromContract(ACCOUNT_API.subscribe),
    preHandler: ctx.limit('subscribe'),
    handler: async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      // Subscribing twice is harmless: stored once, same answer.
      await db.insertInto('subscribers').values({ email, created_at: ctx.config.clock() })
        .onConflict((oc) => oc.column('email').doNothing()).execute();
      return reply.code(201).send({ message: MANAGEMENT_MESSAGES.subscribed });
    },
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
      // The message and the operator's notification commit together; the mail is sent after the
      // answer and retried while the mail server is down.
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('contact_messages').values({ id: newId(), ...entry, created_at: ctx.config.clock() }).execute();
        await ctx.mailQueue.enqueue(trx, contactMail(ctx.config.contactTo, entry));
      });
      return reply.code(201).send({ message: MANAGEMENT_MESSAGES.contacted });
    },
  });
}
