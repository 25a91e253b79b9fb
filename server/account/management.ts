/** The newsletter and the contact form (specification section 7, "management"). */
import type { AppContext } from '../context';
import { newId } from '../auth/secrets';
import { contactMail } from '../mail/templates';

export const MANAGEMENT_MESSAGES = {
  subscribed: 'Successfully subscribed!',
  contacted: 'Message submitted successfully!',
} as const;

/** `email` normalised. Subscribing twice is harmless: stored once, same answer. */
export async function subscribe(ctx: AppContext, email: string): Promise<{ message: string }> {
  await ctx.database.db.insertInto('subscribers').values({ email, created_at: ctx.config.clock() })
    .onConflict((oc) => oc.column('email').doNothing()).execute();
  return { message: MANAGEMENT_MESSAGES.subscribed };
}

export interface ContactMessage { name: string; email: string; message: string }

/** `entry` cleaned. The message and the operator's notification commit together; the mail leaves after the answer, retried while the mail server is down. */
export async function sendContactMessage(ctx: AppContext, entry: ContactMessage): Promise<{ message: string }> {
  await ctx.database.db.transaction().execute(async (trx) => {
    await trx.insertInto('contact_messages').values({ id: newId(), ...entry, created_at: ctx.config.clock() }).execute();
    await ctx.mailQueue.enqueue(trx, contactMail(ctx.config.contactTo, entry));
  });
  return { message: MANAGEMENT_MESSAGES.contacted };
}
