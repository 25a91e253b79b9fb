/**
 * Password-reset tokens: 256 random bits, stored as SHA-256, valid 1 hour, single use. Confirming
 * sets the password, deletes all of the user's reset tokens, ends every session, removes every
 * passkey and forgets every trusted browser, in one transaction: a reset is how an investor takes
 * the account back, so nothing that did not need the new password (a session, a passkey someone
 * else added, a browser with limits of its own and no new-sign-in alert) survives it.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { randomToken, sha256 } from './secrets';
import type { Sessions } from './sessions';

export interface ResetOwner { id: string; email: string; first_name: string; passkeysRemoved: number }

export class ResetTokens {
  constructor(private readonly db: Kysely<Database>, private readonly config: Config, private readonly sessions: Sessions) {}

  /** A new token for the user, written in the caller's transaction; returns the plain token to e-mail. */
  async create(trx: Transaction<Database>, userId: string): Promise<string> {
    const now = this.config.clock();
    const token = randomToken();
    await trx.insertInto('reset_tokens').values({
      token_hash: sha256(token), user_id: userId, created_at: now, expires_at: now + this.config.ttl.resetTokenMs,
    }).execute();
    return token;
  }

  /**
   * What `create` does when there is nobody to send a link to (an unknown or disabled address): a
   * token made and hashed the same way, and one statement on the same table that matches no row.
   */
  async createForNobody(trx: Transaction<Database>): Promise<void> {
    const now = this.config.clock();
    await trx.updateTable('reset_tokens').set({ created_at: now, expires_at: now + this.config.ttl.resetTokenMs })
      .where('token_hash', '=', sha256(randomToken())).execute();
  }

  /** The owner of a live token, without spending it (opening the link must not consume it). */
  async owner(token: string): Promise<string | null> {
    const row = await this.db.selectFrom('reset_tokens').select('user_id')
      .where('token_hash', '=', sha256(token)).where('expires_at', '>', this.config.clock())
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  /**
   * Spend the token and set the new password hash; the owner, or null when the token is no longer
   * valid. `alongside` writes in the same transaction (the password-reset alert's mail).
   */
  async consume(token: string, passwordHash: string, alongside?: (trx: Transaction<Database>, owner: ResetOwner) => Promise<void>): Promise<ResetOwner | null> {
    const now = this.config.clock();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('reset_tokens').select('user_id')
        .where('token_hash', '=', sha256(token)).where('expires_at', '>', now)
        .executeTakeFirst();
      if (!row) return null;
      const spent = await trx.deleteFrom('reset_tokens').where('token_hash', '=', sha256(token)).executeTakeFirst();
      if (Number(spent.numDeletedRows) !== 1) return null;
      await trx.deleteFrom('reset_tokens').where('user_id', '=', row.user_id).execute();
      const user = await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', row.user_id)
        .returning(['id', 'email', 'first_name']).executeTakeFirstOrThrow();
      await this.sessions.revokeAllForUser(trx, row.user_id);
      await trx.deleteFrom('known_devices').where('user_id', '=', row.user_id).execute();
      const removed = await trx.deleteFrom('passkeys').where('user_id', '=', row.user_id).executeTakeFirst();
      const owner = { ...user, passkeysRemoved: Number(removed.numDeletedRows) };
      await alongside?.(trx, owner);
      return owner;
    });
  }
}
