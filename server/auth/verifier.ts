/**
 * The one verifier: every check of a credential (a password, an authenticator-app code, a recovery
 * code, a passkey's answer) on every route goes through here, and only here are the limits known.
 * Wrong answers are counted per account and per group of browsers: each trusted browser of the
 * account (one that completed a sign-in to it: its device cookie, ./known-devices.ts) on its own,
 * every other browser together. So an attacker's wrong answers, made from browsers the account
 * does not know, never hold back the owner's trusted browsers, the owner's live session there, a
 * recovery code or a passkey (OWASP ASVS 5.0 6.1.1):
 *
 * - the login's password: the back-off of ../http/rate-limit.ts (per e-mail and browser, and a
 *   ceiling per e-mail for unknown browsers), with `config.loginThrottle`'s numbers;
 * - a signed-in proof (the step-up, turning two-factor off, changing the password): 5 wrong in
 *   15 minutes per account and group, then 429 until the window ends. A wrong password and a
 *   wrong code get one answer, so a stolen token cannot tell which it got wrong;
 * - a second-factor code (the login's second step, the step-up, turning two-factor off, the
 *   reset): 10 wrong in 15 minutes per account and group lock authenticator-app codes from that
 *   group for 15 minutes, and the owner is mailed with what to do. A recovery code is still
 *   checked (48 bits, each guess needing the password again), and so is a passkey.
 *
 * The per-address limits of the routes (`config.rateLimits`) stay with the routes: they bound
 * requests, not guesses at an account. Lint keeps credential checks in this module (eslint.config.js).
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { CounterStore } from '../http/counter-store';
import { clientKey } from '../http/client-key';
import { detailError, tooManyRequests, ApiError } from '../http/errors';
import { LoginThrottleState, RateLimiter, type LoginClient } from '../http/rate-limit';
import { FailureLock } from './failure-lock';
import type { KnownDevices } from './known-devices';
import type { Passkeys } from './passkeys';
import { uncountedWhenBusy, type PasswordHasher } from './passwords';
import { sha256 } from './secrets';
import type { SignupClaim, SignupClaims } from './signup-claims';
import { isAppCode, type TwoFactor } from './two-factor';

type Executor = Kysely<Database> | Transaction<Database>;

const MINUTE = 60_000;

/** The limits of the signed-in proofs and of the second factor (the login's are `config.loginThrottle`). */
export const CREDENTIAL_LIMITS = {
  /** Wrong signed-in proofs per account and group of browsers; then 429 until the window ends. */
  signedInProof: { max: 5, windowMs: 15 * MINUTE },
  /** Wrong second-factor codes per account and group of browsers; the last locks app codes from that group. */
  secondFactor: { maxFailures: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
} as const;

export const CREDENTIAL_MESSAGES = {
  badCredentials: 'Invalid email or password.',
  tooManyLogins: 'Too many failed login attempts.',
  wrongPassword: 'Your password is not correct.',
  wrongPasswordOrCode: 'Your password or code is not correct.',
  wrongCode: 'That code is not valid. Enter the current code from your authenticator app, or a recovery code.',
  codeRequired: 'Enter the code from your authenticator app, or a recovery code.',
  tooManyProofs: 'Too many wrong attempts.',
  secondFactorLocked: 'Too many wrong codes: codes from an authenticator app are not accepted here for a while, and we have e-mailed you. A recovery code still works, and so do browsers you signed in from before.',
} as const;

/** Who answers: the account, and the device id of the browser's cookie (null without one). */
export interface Answerer { userId: string; deviceId: string | null }

/** The account a login names, as far as its password check needs it (undefined: no such account). */
export interface LoginAccount { id: string; password_hash: string; verified_at: number | null }

/** What the verifier reads its tools from, when it needs them (the app's context). */
export interface VerifierTools {
  config: Config;
  database: { db: Kysely<Database> };
  hasher: PasswordHasher;
  twoFactor: TwoFactor;
  passkeys: Passkeys;
  knownDevices: KnownDevices;
  signupClaims: SignupClaims;
}

/** A wrong signed-in proof: one answer whichever part was wrong. */
const wrongProof = (askedCode: boolean) =>
  detailError(400, askedCode ? CREDENTIAL_MESSAGES.wrongPasswordOrCode : CREDENTIAL_MESSAGES.wrongPassword, { code: 'wrong_proof' });

const codeRequired = () => detailError(400, CREDENTIAL_MESSAGES.codeRequired, { code: 'second_factor_required' });

const lockedError = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, {
    detail: `${CREDENTIAL_MESSAGES.secondFactorLocked} Please try again in ${Math.ceil(seconds / 60)} minutes.`, code: 'second_factor_locked',
  }, { 'retry-after': String(seconds) });
};

export class Verifier {
  private readonly loginFailures: LoginThrottleState;
  private readonly proofFailures: RateLimiter;
  private readonly codeLock: FailureLock;

  constructor(
    private readonly tools: VerifierTools,
    store: CounterStore,
    /** Told once per lock of the second factor: the owner's mail. */
    private readonly onSecondFactorLocked: (userId: string) => Promise<void>,
  ) {
    const { clock, loginThrottle } = tools.config;
    this.loginFailures = new LoginThrottleState(store, clock, loginThrottle);
    this.proofFailures = new RateLimiter(store, clock);
    this.codeLock = new FailureLock(store, clock, CREDENTIAL_LIMITS.secondFactor);
  }

  /**
   * The login's password for `email` (`account`: the account it names, if any). Returns the
   * sign-up claim the password opens for an address not verified yet (else null); throws 401 for
   * a wrong password or no account (after the same work), 429 while the back-off holds, 503 when
   * hashing is busy (then `handBack` returns what the try took, such as its captcha token).
   */
  async loginPassword(email: string, password: string, account: LoginAccount | undefined, browser: { ip: string; deviceId: string | null }, handBack: () => Promise<unknown>): Promise<SignupClaim | null> {
    const { hasher, signupClaims, knownDevices } = this.tools;
    // A browser this account signed in from before counts its failures on its own (device cookie).
    const known = account && browser.deviceId && (await knownDevices.isKnown(account.id, browser.deviceId));
    const who: LoginClient = known ? { device: browser.deviceId! } : { address: clientKey(browser.ip) };
    // Counted before the hash: parallel guesses cannot all slip past the back-off.
    const throttle = await this.loginFailures.attempt(email, who);
    if (!throttle.ok) throw tooManyRequests(throttle.retryAfterMs, CREDENTIAL_MESSAGES.tooManyLogins);
    // An address not yet verified has no password of its own yet: each registration of it (claim)
    // has one, and the one this password opens is the one this browser may complete with a code.
    const { claim, passwordOk } = await uncountedWhenBusy(async () => {
      if (!account) return { claim: null, passwordOk: (await hasher.verifyDummy(password), false) };
      if (account.verified_at === null) {
        for (const claim of await signupClaims.live(account.id)) if (await hasher.verify(claim.password_hash, password)) return { claim, passwordOk: true };
        return { claim: null, passwordOk: false };
      }
      return { claim: null, passwordOk: await hasher.verify(account.password_hash, password) };
    }, () => Promise.all([this.loginFailures.withdrawn(email, who), handBack()]));
    if (!account || !passwordOk) throw detailError(401, CREDENTIAL_MESSAGES.badCredentials);
    await this.loginFailures.succeeded(email, who);
    return claim;
  }

  /** The owner proved the inbox (a password reset): the login failures counted for `email` are forgotten. */
  inboxProved(email: string): Promise<void> {
    return this.loginFailures.forget(email);
  }

  /**
   * A second factor on its own (the login's second step after the password, a reset link): an
   * app code or a recovery code, spent once. Throws 400 `invalid_code` for a wrong one, 429
   * `second_factor_locked` for an app code while the answerer's group is locked.
   */
  async secondFactor(executor: Executor, who: Answerer, code: string): Promise<void> {
    const group = await this.groupOf(who);
    await this.assertCodeAccepted(who.userId, group, code);
    if (!(await this.spendCode(executor, who.userId, group, code))) throw detailError(400, CREDENTIAL_MESSAGES.wrongCode, { code: 'invalid_code' });
  }

  /** `secondFactor` when two-factor sign-in is on (a reset link): 400 `second_factor_required` when no code came. */
  async secondFactorWhenOn(executor: Executor, who: Answerer, code: string | undefined): Promise<void> {
    if (!(await this.tools.twoFactor.isEnabled(who.userId))) return;
    const typed = code?.trim() ?? '';
    if (!typed) throw codeRequired();
    await this.secondFactor(executor, who, typed);
  }

  /**
   * A signed-in proof: the password, and when two-factor sign-in is on, a code too (the step-up,
   * turning two-factor off). Throws 400 `second_factor_required` when a code is needed and none
   * came (before anything is checked), 400 `wrong_proof` for a wrong password or code alike, 429
   * while too many wrong proofs or (for an app code) the second-factor lock hold.
   */
  async passwordAndCode(executor: Executor, who: Answerer, proof: { password: string; code?: string | undefined }): Promise<void> {
    const asksCode = await this.tools.twoFactor.isEnabled(who.userId);
    const code = proof.code?.trim() ?? '';
    if (asksCode && !code) throw codeRequired();
    await this.proved(executor, who, proof.password, asksCode ? code : null);
  }

  /** The current password alone, as a signed-in proof (changing the password): answers as `passwordAndCode`. */
  password(executor: Executor, who: Answerer, password: string): Promise<void> {
    return this.proved(executor, who, password, null);
  }

  /** The account a passkey's answer signs in to, or null when it is not one of ours or does not verify. */
  passkeySignIn(response: AuthenticationResponseJSON): Promise<string | null> {
    return this.tools.passkeys.authenticate(response);
  }

  /**
   * Whether a passkey's answer to the answerer's own step-up challenge is one of their passkeys. A
   * wrong one counts with the wrong proofs; a passkey is never refused for them (it cannot be guessed).
   */
  async passkeyProof(who: Answerer, response: AuthenticationResponseJSON): Promise<boolean> {
    if ((await this.tools.passkeys.authenticate(response, who.userId)) === who.userId) return true;
    await this.proofFailures.hit(this.proofKey(who.userId, await this.groupOf(who)), CREDENTIAL_LIMITS.signedInProof);
    return false;
  }

  private async proved(executor: Executor, who: Answerer, password: string, code: string | null): Promise<void> {
    const group = await this.groupOf(who);
    if (code !== null) await this.assertCodeAccepted(who.userId, group, code);
    const key = this.proofKey(who.userId, group);
    const limit = CREDENTIAL_LIMITS.signedInProof;
    // Counted before the hash, so parallel guesses meet the limit too; a right proof takes its try back.
    const attempt = await this.proofFailures.hit(key, limit);
    if (!attempt.ok) throw tooManyRequests(attempt.retryAfterMs, CREDENTIAL_MESSAGES.tooManyProofs);
    const { password_hash } = await executor.selectFrom('users').select('password_hash').where('id', '=', who.userId).executeTakeFirstOrThrow();
    const passwordOk = await uncountedWhenBusy(() => this.tools.hasher.verify(password_hash, password), () => this.proofFailures.giveBack(key, limit));
    // The code is checked (and spent) only after the right password: a wrong password spends nothing.
    const ok = passwordOk && (code === null || (await this.spendCode(executor, who.userId, group, code)));
    if (!ok) throw wrongProof(code !== null);
    await this.proofFailures.giveBack(key, limit);
  }

  /** 429 for an app code while the group's second factor is locked; a recovery code is never held back. */
  private async assertCodeAccepted(userId: string, group: string, code: string): Promise<void> {
    if (!isAppCode(code)) return;
    const left = await this.codeLock.lockedFor(this.codeKey(userId, group));
    if (left > 0) throw lockedError(left);
  }

  /** Checks and spends a code; a wrong one is counted, and the one that locks the group mails the owner. */
  private async spendCode(executor: Executor, userId: string, group: string, code: string): Promise<boolean> {
    if (await this.tools.twoFactor.verify(executor, userId, code)) return true;
    if (await this.codeLock.failed(this.codeKey(userId, group))) await this.onSecondFactorLocked(userId);
    return false;
  }

  /** The answerer's group: one of the account's trusted browsers, or everywhere else. */
  private async groupOf({ userId, deviceId }: Answerer): Promise<string> {
    return deviceId && (await this.tools.knownDevices.isKnown(userId, deviceId)) ? `device:${sha256(deviceId)}` : 'elsewhere';
  }

  private proofKey(userId: string, group: string): string {
    return `proof:${userId}:${group}`;
  }

  private codeKey(userId: string, group: string): string {
    return `second-factor:${userId}:${group}`;
  }
}
