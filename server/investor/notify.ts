/**
 * Money alerts (a deposit confirmed, a withdrawal requested or paid) written in the transaction
 * of what they announce. The investor commands take a `Notify`; the server and the operator's
 * commands make one with the public address the mails link to.
 */
import { formatCents } from '../../domain/investment/money';
import { alertMail, recipientOf, type AccountAlert } from '../mail/alerts';
import { queueNotice } from '../mail/queue';
import type { Executor } from './schema';

export type MoneyAlert = Extract<AccountAlert, { kind: 'deposit-confirmed' | 'withdrawal-requested' | 'withdrawal-paid' }>;
export type Notify = (trx: Executor, userId: string, alert: MoneyAlert, now: number) => Promise<void>;

/** Money in an alert: "$1,000.00". */
export const alertAmount = (cents: number) => formatCents(cents);

export function mailNotify(appUrl: string): Notify {
  return async (trx, userId, alert, now) => {
    const user = await trx.selectFrom('users').select(['email', 'first_name']).where('id', '=', userId).executeTakeFirstOrThrow();
    await queueNotice(trx, alertMail(recipientOf(user), alert, now, appUrl), now);
  };
}
