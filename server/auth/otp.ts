/**
 * One-time codes: 6 digits, stored as a keyed hash bound to the user, valid 10 minutes, 5 tries
 * (every try counts, so the 6th is refused even with the right code), single use.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { deriveKey, hmac, randomOtp, safeEqual } from './secrets';

export class OtpCodes {
  /** Not the token-signing secret itself: a key derived for codes alone. */
  private readonly key: string;

  constructor(private readonly db: Kysely<Database>, private readonly config: Config) {
    this.key = deriveKey(config.jwtSecret, 'one-time codes');
  }

  private hash(userId: string, code: string): string {
    return hmac(this.key, `${userId}:${code}`);
  }

  /** Replace the user's code with a fresh one; returns the plain code to e-mail. */
  async issue(trx: Transaction<Database>, userId: string): Promise<string> {
    const now = this.config.clock();
    const code = randomOtp();
    await trx.deleteFrom('otp_codes').where('user_id', '=', userId).execute();
    await trx.insertInto('otp_codes').values({
      user_id: userId, code_hash: this.hash(userId, code), attempts: 0, created_at: now, expires_at: now + this.config.ttl.otpMs,
    }).execute();
    return code;
  }

  /** True when the code was right; the user is then verified and the code gone. */
  async verify(userId: string, code: string): Promise<boolean> {
    const now = this.config.clock();
    return this.db.transaction().execute(async (trx) => {
      // Spend a try first, atomically, so parallel guesses cannot exceed the limit.
      const tried = await trx.updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('user_id', '=', userId).where('attempts', '<', this.config.otpMaxAttempts).where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(tried.numUpdatedRows) !== 1) return false;
      const row = await trx.selectFrom('otp_codes').select('code_hash').where('user_id', '=', userId).executeTakeFirstOrThrow();
      if (!safeEqual(row.code_hash, this.hash(userId, code))) return false;
      await trx.deleteFrom('otp_codes').where('user_id', '=', userId).execute();
      await trx.updateTable('users').set({ verified_at: now }).where('id', '=', userId).where('verified_at', 'is', null).execute();
      return true;
    });
  }
}
