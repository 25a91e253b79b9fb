/**
 * Who may finish a sign-up. Each registration of an address not yet verified
 * is a claim: its password, names and referral, kept apart from the other claims on the same
 * address. The browser that registered holds a signed cookie naming its claim; so does a browser
 * that logs in with a claim's password. A right code (proof of the inbox) completes the claim of
 * the browser that sends it, and only that one. So whoever cannot read the inbox never ends up
 * with a working password, whichever of two registrants came first: the owner's page completes
 * the owner's claim with any code the inbox received, and the other registrant has no code.
 * The request and answer bodies stay exactly as the specification has them; only a cookie is added.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config';
import type { Database, SignupClaimsTable } from '../db/schema';
import { readCookie, setCookie, signed, unsigned } from '../http/cookies';
import { deriveKey, newId } from './secrets';

export const SIGNUP_COOKIE = 'acme_signup';
/** Claims kept per address: the newest three (each registration waits `TIMERS.otpResendWait`, like a resend). */
export const LIVE_CLAIMS = 3;
const COOKIE_DAYS = 7;

export type ClaimDetails = Pick<SignupClaimsTable, 'password_hash' | 'first_name' | 'last_name' | 'referred_by'>;
export type SignupClaim = Pick<SignupClaimsTable, 'id' | 'user_id'> & ClaimDetails;

type Executor = Kysely<Database> | Transaction<Database>;

export class SignupClaims {
  private readonly key: string;

  constructor(private readonly db: Kysely<Database>, private readonly config: Config) {
    this.key = deriveKey(config.jwtSecret, 'sign-up cookie');
  }

  /** A new claim on the user's address (the oldest beyond three goes); returns its id. */
  async add(trx: Transaction<Database>, userId: string, details: ClaimDetails): Promise<string> {
    const id = newId();
    await trx.insertInto('signup_claims').values({ id, user_id: userId, ...details, created_at: this.config.clock() }).execute();
    await trx.deleteFrom('signup_claims').where('user_id', '=', userId)
      .where('id', 'not in', (eb) => eb.selectFrom('signup_claims').select('id').where('user_id', '=', userId)
        .orderBy('created_at', 'desc').orderBy('id').limit(LIVE_CLAIMS))
      .execute();
    return id;
  }

  /**
   * The claim on `userId` that this request's browser holds, or null. One statement whether or
   * not there is a cookie, a user, or a claim (the verify route answers all alike).
   */
  async heldBy(request: FastifyRequest, userId: string | null): Promise<SignupClaim | null> {
    const claimId = unsigned(this.key, readCookie(request, SIGNUP_COOKIE)) ?? newId();
    const row = await this.db.selectFrom('signup_claims').select(['id', 'user_id', 'password_hash', 'first_name', 'last_name', 'referred_by'])
      .where('id', '=', claimId).where('user_id', '=', userId ?? newId()).executeTakeFirst();
    return row ?? null;
  }

  /** The live claims of an address not yet verified, newest first: a log-in checks its password against each (./verifier.ts). */
  live(userId: string): Promise<SignupClaim[]> {
    return this.db.selectFrom('signup_claims').select(['id', 'user_id', 'password_hash', 'first_name', 'last_name', 'referred_by'])
      .where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').limit(LIVE_CLAIMS).execute();
  }

  /** The claim becomes the account: its password and names, verified now; every claim on the address goes. */
  async complete(trx: Executor, claim: SignupClaim): Promise<void> {
    const { password_hash, first_name, last_name, referred_by } = claim;
    await trx.updateTable('users').set({ password_hash, first_name, last_name, referred_by, verified_at: this.config.clock() })
      .where('id', '=', claim.user_id).where('verified_at', 'is', null).execute();
    await trx.deleteFrom('signup_claims').where('user_id', '=', claim.user_id).execute();
  }

  /** This browser now holds `claimId` (null: a claim of no one, so every registration answers alike). */
  give(reply: FastifyReply, claimId: string | null): void {
    setCookie(reply, SIGNUP_COOKIE, signed(this.key, claimId ?? newId()), {
      maxAgeSeconds: COOKIE_DAYS * 86_400, secure: this.config.appUrl.startsWith('https:'),
    });
  }
}
