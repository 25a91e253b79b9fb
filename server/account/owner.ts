/** The account's owner as the mails and the dashboard header name them: one read of the users table. */
import type { AppContext } from '../context';

export interface AccountOwner {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  disabled_at: number | null;
}

export function ownerOf(ctx: AppContext, userId: string): Promise<AccountOwner> {
  return ctx.database.db.selectFrom('users').select(['id', 'email', 'first_name', 'last_name', 'disabled_at'])
    .where('id', '=', userId).executeTakeFirstOrThrow();
}
