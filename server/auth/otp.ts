/**
 * One-time codes of an address being signed up: 6 digits, stored as a keyed hash bound to the
 * user, valid 10 minutes, 5 tries each (every try counts, so the 6th is refused even with the
 * right code), single use. A code proves the inbox; it is not tied to one registration: several
 * can be live at once (the newest three), so a second registration of the same address never
 * kills the first registrant's code. Which registration a right code completes is decided by the
 * browser that sends it (./signup-claims.ts).
 */
import type { Transaction } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { deriveKey, hmac, newId, randomOtp, safeEqual } from './secrets';

/** Stands in for a stored hash where there is none: the same length, matches no code. */
const NO_CODE = '0'.repeat(43);

/** Live codes kept per address; an older one goes when a fourth is sent. */
export const LIVE_CODES = 3;

export class OtpCodes {
  /** Not the token-signing secret itself: a key derived for codes alone. */
  private readonly key: string;

  constructor(private readonly config: Config) {
    this.key = deriveKey(config.jwtSecret, 'one-time codes');
  }

  private hash(userId: string, code: string): string {
    return hmac(this.key, `${userId}:${code}`);
  }

  /** A fresh code for the user (the oldest beyond three goes); returns the plain code to e-mail. */
  async issue(trx: Transaction<Database>, userId: string): Promise<string> {
    const now = this.config.clock();
    const code = randomOtp();
    await trx.insertInto('email_codes').values({
      id: newId(), user_id: userId, code_hash: this.hash(userId, code), attempts: 0, created_at: now, expires_at: now + this.config.ttl.otpMs,
    }).execute();
    await this.keepNewest(trx, userId);
    return code;
  }

  /**
   * What `issue` does when there is nobody to issue a code to (an unknown, verified or disabled
   * address): the same work, statements on the same table, against an id no row has.
   */
  async issueToNobody(trx: Transaction<Database>): Promise<void> {
    const now = this.config.clock();
    const nobody = newId();
    await trx.updateTable('email_codes')
      .set({ code_hash: this.hash(nobody, randomOtp()), attempts: 0, created_at: now, expires_at: now + this.config.ttl.otpMs })
      .where('user_id', '=', nobody).execute();
    await this.keepNewest(trx, nobody);
  }

  /**
   * True when the code is one of the user's live codes; every live code of the user is then gone.
   * Each try is spent on every live code first. `userId` null (an unknown address, or a browser
   * that holds no registration of it) runs the same statements against an id no row has, and
   * compares the code with a hash that matches nothing, so it takes what a wrong code takes.
   */
  async verify(trx: Transaction<Database>, userId: string | null, code: string): Promise<boolean> {
    const now = this.config.clock();
    const subject = userId ?? newId();
    // Spend a try first, atomically (parallel guesses cannot exceed the limit), reading the hashes in the same statement.
    const tried = await trx.updateTable('email_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('user_id', '=', subject).where('attempts', '<', this.config.otpMaxAttempts).where('expires_at', '>', now)
      .returning('code_hash')
      .execute();
    const offered = this.hash(subject, code);
    const hashes = tried.length ? tried.map((row) => row.code_hash) : [NO_CODE];
    // Compare with every one (no early exit), so the time says nothing about which matched.
    const right = hashes.map((hash) => safeEqual(hash, offered)).includes(true) && tried.length > 0 && userId !== null;
    if (!right) return false;
    await trx.deleteFrom('email_codes').where('user_id', '=', subject).execute();
    return true;
  }

  private async keepNewest(trx: Transaction<Database>, userId: string): Promise<void> {
    await trx.deleteFrom('email_codes').where('user_id', '=', userId)
      .where('id', 'not in', (eb) => eb.selectFrom('email_codes').select('id').where('user_id', '=', userId)
        .orderBy('created_at', 'desc').orderBy('id').limit(LIVE_CODES))
      .execute();
  }
}
