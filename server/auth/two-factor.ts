/**
 * The authenticator-app second factor (TOTP, RFC 6238, with `otpauth`): a secret set up from the
 * profile, confirmed with a first code, then asked for at every sign-in; ten single-use recovery
 * codes stand in for the app. A code is accepted for its own 30-second step or one either side
 * (clock drift), and never again: the newest accepted step is kept and only later ones pass.
 */
import type { Kysely, Transaction } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { SecretBox } from './secret-box';
import { deriveKey, hmac, newId } from './secrets';
import { CODE_DIGITS, isOneTimeCode } from '../../domain/auth/codes';
import { randomBytes } from 'node:crypto';

type Executor = Kysely<Database> | Transaction<Database>;

export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Acme Invest';
/** Steps either side of now a code may come from (RFC 6238 section 5.2: allow for drift, a little). */
const DRIFT_STEPS = 1;
/** Without 0/O, 1/I/L, U/V: read off a sheet of paper and typed back. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZ23456789';

export interface TwoFactorStatus { enabled: boolean; recoveryCodesLeft: number }
export interface TwoFactorSetUp { secret: string; uri: string }

/** "ABCDE-FGHJK": 10 characters, about 48 bits. */
function recoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What the investor typed, as it is compared: digits alone, or a recovery code without spaces or dash. */
const normalise = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** Whether `code` has the shape of an authenticator-app code (six digits), rather than a recovery code. */
export const isAppCode = (code: string): boolean => isOneTimeCode(normalise(code));

export class TwoFactor {
  private readonly box: SecretBox;
  /** Recovery codes are hashed with a key of their own, bound to their owner. */
  private readonly codeKey: string;

  constructor(private readonly db: Kysely<Database>, private readonly config: Config) {
    this.box = new SecretBox(config.twoFactorKey);
    this.codeKey = deriveKey(config.jwtSecret, 'recovery codes');
  }

  async status(userId: string): Promise<TwoFactorStatus> {
    const row = await this.db.selectFrom('two_factor').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
    if (!row?.enabled_at) return { enabled: false, recoveryCodesLeft: 0 };
    const left = await this.db.selectFrom('recovery_codes').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId).where('used_at', 'is', null).where('retired_at', 'is', null).executeTakeFirstOrThrow();
    return { enabled: true, recoveryCodesLeft: Number(left.n) };
  }

  async isEnabled(userId: string): Promise<boolean> {
    const row = await this.db.selectFrom('two_factor').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
    return Boolean(row?.enabled_at);
  }

  /** A new secret to scan (replacing one set up before and not confirmed); null when already on. */
  async setUp(userId: string, email: string): Promise<TwoFactorSetUp | null> {
    const secret = new Secret({ size: 20 }).base32;
    const sealed = this.box.seal(secret, userId);
    const now = this.config.clock();
    const written = await this.db.insertInto('two_factor')
      .values({ user_id: userId, sealed_secret: sealed, enabled_at: null, last_step: 0, created_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ sealed_secret: sealed, last_step: 0, created_at: now }).where('two_factor.enabled_at', 'is', null))
      .executeTakeFirst();
    if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) return null;
    return { secret, uri: this.totp(secret, email).toString() };
  }

  /**
   * Turns two-factor on with the first code from the app; returns the ten recovery codes (shown
   * once: only their hashes are kept), or null for a wrong code or nothing set up. `alongside`
   * writes in the same transaction, given the set-up's mark (what its undo link names).
   */
  async enable(userId: string, code: string, alongside?: (trx: Transaction<Database>, setUp: string) => Promise<void>): Promise<string[] | null> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('two_factor').select(['sealed_secret', 'enabled_at']).where('user_id', '=', userId).executeTakeFirst();
      if (!row || row.enabled_at !== null) return null;
      const step = this.stepOf(this.box.open(row.sealed_secret, userId), code);
      if (step === null) return null;
      const enabledAt = this.config.clock();
      const turnedOn = await trx.updateTable('two_factor').set({ enabled_at: enabledAt, last_step: step })
        .where('user_id', '=', userId).where('enabled_at', 'is', null).executeTakeFirst();
      if (Number(turnedOn.numUpdatedRows) !== 1) return null;
      const { codes } = await this.replaceRecoveryCodes(trx, userId);
      await alongside?.(trx, String(enabledAt));
      return codes;
    });
  }

  /**
   * Ten new recovery codes in place of the old ones (shown once); null when two-factor is off.
   * `alongside` writes in the same transaction (the alert with its undo link), given the new
   * codes' batch.
   */
  async regenerateRecoveryCodes(userId: string, alongside?: (trx: Transaction<Database>, batch: string) => Promise<void>): Promise<string[] | null> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('two_factor').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
      if (!row?.enabled_at) return null;
      const { codes, batch } = await this.replaceRecoveryCodes(trx, userId);
      await alongside?.(trx, batch);
      return codes;
    });
  }

  /**
   * Undoes the set-up turned on at `setUp` (its undo link): two-factor goes off. False, and
   * nothing changes, when that set-up is no longer the one in force (turned off, or on again since).
   */
  async undoSetUp(trx: Transaction<Database>, userId: string, setUp: string): Promise<boolean> {
    const gone = await trx.deleteFrom('two_factor').where('user_id', '=', userId).where('enabled_at', '=', Number(setUp)).executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) return false;
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    return true;
  }

  /**
   * Undoes the renewal that made `batch` (its undo link): those codes go and the ones it replaced
   * work again (the owner's own, those not used). Null, and nothing changes, when `batch` is not
   * the codes in force (two-factor turned off, or the codes renewed again since).
   */
  async undoRecoveryCodes(trx: Transaction<Database>, userId: string, batch: string): Promise<{ restored: number } | null> {
    const cancelled = await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).where('batch', '=', batch).where('retired_at', 'is', null).executeTakeFirst();
    if (Number(cancelled.numDeletedRows) === 0) return null;
    const restored = await trx.updateTable('recovery_codes').set({ retired_at: null }).where('user_id', '=', userId).where('retired_at', 'is not', null)
      .where('used_at', 'is', null).executeTakeFirst();
    return { restored: Number(restored.numUpdatedRows) };
  }

  /**
   * Checks a second factor and spends it: a current app code (once), or an unused recovery code.
   * False for anything else, and when two-factor is not on.
   */
  async verify(executor: Executor, userId: string, code: string): Promise<boolean> {
    const typed = normalise(code);
    if (isAppCode(typed)) {
      const row = await executor.selectFrom('two_factor').select(['sealed_secret', 'enabled_at']).where('user_id', '=', userId).executeTakeFirst();
      if (!row?.enabled_at) return false;
      const step = this.stepOf(this.box.open(row.sealed_secret, userId), typed);
      if (step === null) return false;
      // Only a later step than any accepted before: the same code (or an older one) never passes twice.
      const spent = await executor.updateTable('two_factor').set({ last_step: step })
        .where('user_id', '=', userId).where('enabled_at', 'is not', null).where('last_step', '<', step).executeTakeFirst();
      return Number(spent.numUpdatedRows) === 1;
    }
    if (typed.length !== 10) return false;
    const used = await executor.updateTable('recovery_codes').set({ used_at: this.config.clock() })
      .where('code_hash', '=', this.hashCode(userId, typed)).where('user_id', '=', userId).where('used_at', 'is', null).where('retired_at', 'is', null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }

  /** Turns two-factor off: the secret and the recovery codes go. False when it was not on. */
  async disable(executor: Executor, userId: string): Promise<boolean> {
    await executor.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    const gone = await executor.deleteFrom('two_factor').where('user_id', '=', userId).returning('enabled_at').executeTakeFirst();
    return gone?.enabled_at != null;
  }

  /** A new batch of codes; the batch in force is retired (kept for an undo), the one retired before goes. */
  private async replaceRecoveryCodes(trx: Transaction<Database>, userId: string): Promise<{ codes: string[]; batch: string }> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    const batch = newId();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).where('retired_at', 'is not', null).execute();
    await trx.updateTable('recovery_codes').set({ retired_at: this.config.clock() }).where('user_id', '=', userId).execute();
    await trx.insertInto('recovery_codes').values(codes.map((plain) => ({ code_hash: this.hashCode(userId, plain), user_id: userId, used_at: null, batch, retired_at: null }))).execute();
    return { codes, batch };
  }

  private totp(secret: string, label: string): TOTP {
    return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: CODE_DIGITS, period: TOTP_PERIOD_SECONDS });
  }

  /** The time step `code` belongs to, within the drift allowed, or null. */
  private stepOf(secret: string, code: string): number | null {
    const now = this.config.clock();
    const delta = this.totp(secret, '').validate({ token: normalise(code), timestamp: now, window: DRIFT_STEPS });
    return delta === null ? null : Math.floor(now / (TOTP_PERIOD_SECONDS * 1000)) + delta;
  }

  private hashCode(userId: string, code: string): string {
    return hmac(this.codeKey, `${userId}:${normalise(code)}`);
  }
}
