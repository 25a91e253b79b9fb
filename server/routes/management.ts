/** Newsletter subscription and the contact form (spec section 7, "management"). */
import type { FastifyInstance } from 'fastify';
import type { ContactRequest, SubscribeRequest } from '../../contract/account';
import type { AppContext } from '../context';
import { newId } from '../auth/secrets';
import { bodySchema, cleanText, LIMITS, normaliseEmail, str } from '../http/validation';
import { contactMail } from '../mail/templates';

export const MANAGEMENT_MESSAGES = {
  subscribed: 'Successfully subscribed!',
  contacted: 'Message submitted successfully!',
} as const;

const subscribeSchema = bodySchema({ email: str(LIMITS.email) }, ['email']);
const contactSchema = bodySchema({ name: str(LIMITS.name), email: str(LIMITS.email), message: str(LIMITS.message) }, ['name', 'email', 'message']);

export default async function managementRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const { db } = ctx.database;

  app.post<{ Body: SubscribeRequest }>('/management/subscribe/', {
    schema: { body: subscribeSchema },
    preHandler: ctx.limit('subscribe'),
  }, async (request, reply) => {
    const email = normaliseEmail(request.body.email);
    // Subscribing twice is harmless: stored once, same answer.
    await db.insertInto('subscribers').values({ email, created_at: ctx.config.clock() })
      .onConflict((oc) => oc.column('email').doNothing()).execute();
    return reply.code(201).send({ message: MANAGEMENT_MESSAGES.subscribed });
  });

  app.post<{ Body: ContactRequest }>('/management/contact/', {
    schema: { body: contactSchema },
    preHandler: ctx.limit('contact'),
    onResponse: ctx.mailQueue.onResponse,
  }, async (request, reply) => {
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
  });
}
