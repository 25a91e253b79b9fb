/**
 * One-time codes: 6 digits, stored as a keyed hash bound to the user, valid 10 minutes, 5 tries
 * (every try counts, so the 6th is refused even with the right code), single use.
 */
import type { Transaction } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { deriveKey, hmac, newId, randomOtp, safeEqual } from './secrets';

/** Stands in for a stored hash where there is none: the same length, matches no code. */
const NO_CODE = '0'.repeat(43);

export class OtpCodes {
  /** Not the token-signing secret itself: a key derived for codes alone. */
  private readonly key: string;

  constructor(private readonly config: Config) {
    this.key = deriveKey(config.jwtSecret, 'one-time codes');
  }

  private hash(userId: string, code: string): string {
    return hmac(this.key, `${userId}:${code}`);
  }

  /** Replace the user's code with a fresh one (one statement); returns the plain code to e-mail. */
  async issue(trx: Transaction<Database>, userId: string): Promise<string> {
    const now = this.config.clock();
    const code = randomOtp();
    const fresh = { code_hash: this.hash(userId, code), attempts: 0, created_at: now, expires_at: now + this.config.ttl.otpMs };
    await trx.insertInto('otp_codes').values({ user_id: userId, ...fresh })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(fresh)).execute();
    return code;
  }

  /**
   * What `issue` does when there is nobody to issue a code to (an unknown, verified or disabled
   * address): the same work, one statement on the same table, against an id no row has.
   */
  async issueToNobody(trx: Transaction<Database>): Promise<void> {
    const now = this.config.clock();
    const nobody = newId();
    await trx.updateTable('otp_codes')
      .set({ code_hash: this.hash(nobody, randomOtp()), attempts: 0, created_at: now, expires_at: now + this.config.ttl.otpMs })
      .where('user_id', '=', nobody).execute();
  }

  /**
   * True when the code was right; the user is then verified and the code gone. `userId` null (an
   * unknown address) runs the same statements against an id no row has, and compares the code
   * with a hash that matches nothing, so it takes what a wrong code for a real user takes.
   */
  async verify(trx: Transaction<Database>, userId: string | null, code: string): Promise<boolean> {
    const now = this.config.clock();
    const subject = userId ?? newId();
    // Spend a try first, atomically (parallel guesses cannot exceed the limit), reading the hash in the same statement.
    const tried = await trx.updateTable('otp_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('user_id', '=', subject).where('attempts', '<', this.config.otpMaxAttempts).where('expires_at', '>', now)
      .returning('code_hash')
      .executeTakeFirst();
    const offered = this.hash(subject, code);
    const right = safeEqual(tried?.code_hash ?? NO_CODE, offered) && tried !== undefined && userId !== null;
    if (!right) return false;
    await trx.deleteFrom('otp_codes').where('user_id', '=', subject).execute();
    await trx.updateTable('users').set({ verified_at: now }).where('id', '=', subject).where('verified_at', 'is', null).execute();
    return true;
  }
}
