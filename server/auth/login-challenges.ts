/**
 * A sign-in half done: the password was right and the account asks for a second factor. The
 * client holds a random token (only its hash is stored) for five minutes and five tries, like the
 * e-mailed code; where the sign-in came from travels with it to the session it becomes.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { randomToken, sha256 } from './secrets';
import type { SignInClient } from './sessions';

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

export interface PendingSignIn { userId: string; client: SignInClient }

export class LoginChallenges {
  constructor(private readonly db: Kysely<Database>, private readonly config: Config) {}

  /**
   * A fresh challenge for the user. Every expired one goes at the same time, anyone's: a sign-in
   * left at its second step would otherwise stay for good, and the table holds only a few minutes' worth.
   */
  async create(userId: string, client: SignInClient): Promise<string> {
    const now = this.config.clock();
    const token = randomToken();
    await this.db.deleteFrom('login_challenges').where('expires_at', '<=', now).execute();
    await this.db.insertInto('login_challenges').values({
      token_hash: sha256(token), user_id: userId, user_agent: client.userAgent, ip: client.ip,
      attempts: 0, expires_at: now + CHALLENGE_TTL_MS, created_at: now,
    }).execute();
    return token;
  }

  /** Counts one try (before the code is checked); the pending sign-in, or null when expired or out of tries. */
  async attempt(token: string): Promise<PendingSignIn | null> {
    const counted = await this.db.updateTable('login_challenges').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('token_hash', '=', sha256(token)).where('expires_at', '>', this.config.clock()).where('attempts', '<', CHALLENGE_MAX_ATTEMPTS)
      .returning(['user_id', 'user_agent', 'ip'])
      .executeTakeFirst();
    return counted ? { userId: counted.user_id, client: { userAgent: counted.user_agent, ip: counted.ip } } : null;
  }

  /** The challenge is done with (the sign-in finished): it cannot be used again. */
  async spend(token: string): Promise<boolean> {
    const gone = await this.db.deleteFrom('login_challenges').where('token_hash', '=', sha256(token)).executeTakeFirst();
    return Number(gone.numDeletedRows) === 1;
  }
}
