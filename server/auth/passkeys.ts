/**
 * Passkeys (WebAuthn, with @simplewebauthn/server): registered from the profile, then used to
 * sign in without the password. A passkey proves possession of the device and, since user
 * verification is required, the person at it (a PIN or biometric): it counts as both factors.
 * Passkeys are discoverable, so signing in asks for no e-mail first. The relying party is the
 * public address (APP_URL): its host name is the RP ID, its origin the one origin accepted.
 */
import type { Kysely, Transaction } from 'kysely';
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type AuthenticatorTransport, type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON, type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { sha256 } from './secrets';

export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
type ChallengePurpose = 'register' | 'login' | 'step-up';
const RP_NAME = 'Acme Invest';

export interface PasskeySummary { id: string; name: string; createdAt: number; lastUsedAt: number | null }

export class Passkeys {
  private readonly rpID: string;
  private readonly origin: string;

  constructor(private readonly db: Kysely<Database>, private readonly config: Config) {
    const url = new URL(config.appUrl);
    this.rpID = url.hostname;
    this.origin = url.origin;
  }

  async list(userId: string): Promise<PasskeySummary[]> {
    const rows = await this.db.selectFrom('passkeys').select(['id', 'name', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId).orderBy('created_at').execute();
    return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
  }

  /** What the browser needs to create a passkey for this user (not one it already holds). */
  async registrationOptions(userId: string, email: string, displayName: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.db.selectFrom('passkeys').select(['id', 'transports']).where('user_id', '=', userId).execute();
    const options = await generateRegistrationOptions({
      rpName: RP_NAME, rpID: this.rpID, userName: email, userDisplayName: displayName, userID: new TextEncoder().encode(userId),
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.id, ...(row.transports ? { transports: JSON.parse(row.transports) as AuthenticatorTransport[] } : {}) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.remember(options.challenge, userId, 'register');
    return options;
  }

  /**
   * Verifies the browser's new credential against a challenge of this user's, and keeps it; false
   * when refused. `alongside` writes in the same transaction (the alert with its undo link).
   */
  async register(userId: string, response: RegistrationResponseJSON, name: string, alongside?: (trx: Transaction<Database>, passkeyId: string) => Promise<void>): Promise<boolean> {
    const verification = await verifyRegistrationResponse({
      response, expectedChallenge: (challenge) => this.spend(challenge, userId, 'register'),
      expectedOrigin: this.origin, expectedRPID: this.rpID, requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) return false;
    const { credential } = verification.registrationInfo;
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('passkeys').values({
        id: credential.id, user_id: userId, public_key: Buffer.from(credential.publicKey).toString('base64url'), counter: credential.counter,
        transports: credential.transports ? JSON.stringify(credential.transports) : null, name, created_at: this.config.clock(), last_used_at: null,
      }).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      await alongside?.(trx, credential.id);
      return true;
    });
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const gone = await this.db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(gone.numDeletedRows) === 1;
  }

  /** A sign-in's challenge: any of the site's passkeys may answer it. */
  async authenticationOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({ rpID: this.rpID, userVerification: 'required' });
    await this.remember(options.challenge, null, 'login');
    return options;
  }

  /** A step-up's challenge: only this user's own passkeys may answer it. */
  async stepUpOptions(userId: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const own = await this.db.selectFrom('passkeys').select(['id', 'transports']).where('user_id', '=', userId).execute();
    const options = await generateAuthenticationOptions({
      rpID: this.rpID, userVerification: 'required',
      allowCredentials: own.map((row) => ({ id: row.id, ...(row.transports ? { transports: JSON.parse(row.transports) as AuthenticatorTransport[] } : {}) })),
    });
    await this.remember(options.challenge, userId, 'step-up');
    return options;
  }

  /**
   * The user a passkey's answer signs in, or null when it is not one of ours or does not verify.
   * With `stepUpFor`, the answer must be to that user's step-up challenge, with a passkey of theirs.
   */
  async authenticate(response: AuthenticationResponseJSON, stepUpFor?: string): Promise<string | null> {
    const passkey = await this.db.selectFrom('passkeys').selectAll().where('id', '=', response.id).executeTakeFirst();
    if (!passkey || (stepUpFor !== undefined && passkey.user_id !== stepUpFor)) return null;
    const verification = await verifyAuthenticationResponse({
      response, expectedChallenge: (challenge) => (stepUpFor === undefined ? this.spend(challenge, null, 'login') : this.spend(challenge, stepUpFor, 'step-up')),
      expectedOrigin: this.origin, expectedRPID: this.rpID, requireUserVerification: true,
      credential: {
        id: passkey.id, publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')), counter: passkey.counter,
        ...(passkey.transports ? { transports: JSON.parse(passkey.transports) as AuthenticatorTransport[] } : {}),
      },
    }).catch(() => null);
    if (!verification?.verified) return null;
    await this.db.updateTable('passkeys').set({ counter: verification.authenticationInfo.newCounter, last_used_at: this.config.clock() })
      .where('id', '=', passkey.id).execute();
    return passkey.user_id;
  }

  private async remember(challenge: string, userId: string | null, purpose: ChallengePurpose): Promise<void> {
    const now = this.config.clock();
    await this.db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();
    await this.db.insertInto('webauthn_challenges')
      .values({ challenge_hash: sha256(challenge), user_id: userId, purpose, expires_at: now + PASSKEY_CHALLENGE_TTL_MS }).execute();
  }

  /** True once for a live challenge handed out for this purpose (and user): answering spends it. */
  private async spend(challenge: string, userId: string | null, purpose: ChallengePurpose): Promise<boolean> {
    let query = this.db.deleteFrom('webauthn_challenges')
      .where('challenge_hash', '=', sha256(challenge)).where('purpose', '=', purpose).where('expires_at', '>', this.config.clock());
    query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
    return Number((await query.executeTakeFirst()).numDeletedRows) === 1;
  }
}
