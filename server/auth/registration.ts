/**
 * Registration, code verification and code resend (spec section 7): the rules behind the account
 * routes (server/routes/account.ts), one function per operation. Each takes the context and plain
 * inputs, returns what the route hands to the browser, and refuses with the ApiError it answers.
 * Enumeration-safe: a known e-mail answers exactly like a new one (same result, similar work).
 * Hijack-safe: a code completes only the registration of the browser that sends it
 * (./signup-claims.ts).
 * Mail is queued in the transaction that writes what it announces and sent after the answer
 * (server/mail/queue.ts), so no answer waits for, or depends on, the mail server.
 */
import type { RegistrationRequest, ResendOtpRequest, VerifyCodeRequest } from '../../contract/account';
import type { Limit } from '../config';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/connect';
import { requireCaptcha } from '../captcha/index';
import { detailError, fieldError, tooManyRequests } from '../http/errors';
import { cleanText, normaliseEmail } from '../http/validation';
import { alreadyRegisteredMail, otpMail } from '../mail/templates';
import { passwordProblem, uncountedWhenBusy } from './passwords';
import { newId, referralCode } from './secrets';
import type { ClaimDetails, SignupClaim } from './signup-claims';

export const MESSAGES = {
  registered: 'Account created! OTP sent to email.',
  verified: 'OTP Verified Successfully!',
  resent: 'OTP has been resent.',
  invalidOtp: 'Invalid or expired OTP.',
  codeWait: 'A new code was sent recently.',
} as const;

/** What a registration leaves the browser: the claim it now holds (null: a claim of no one, for a verified address). */
export interface Registered { claimId: string | null }

/** The claim the sending browser holds on the account of an address (or on none), as ./signup-claims.ts reads it. */
export type HeldClaim = (userId: string | null) => Promise<SignupClaim | null>;

const otpMinutes = (ctx: AppContext) => Math.round(ctx.config.ttl.otpMs / 60_000);

/** One code per address per wait, however asked for (registration or resend), known address or not. */
interface CodeWait { key: string; limit: Limit }
const codeWaitOf = (ctx: AppContext, email: string): CodeWait => ({ key: `resend-wait:${email}`, limit: { max: 1, windowMs: ctx.config.ttl.otpResendWaitMs } });

async function startCodeWait(ctx: AppContext, { key, limit }: CodeWait): Promise<void> {
  const gate = await ctx.limiter.hit(key, limit);
  if (!gate.ok) throw tooManyRequests(gate.retryAfterMs, MESSAGES.codeWait);
}

export async function register(ctx: AppContext, fields: RegistrationRequest, ip: string): Promise<Registered> {
  const { db } = ctx.database;
  const firstName = cleanText(fields.first_name, 'first_name');
  const lastName = cleanText(fields.last_name, 'last_name');
  const email = normaliseEmail(fields.email);
  const problem = passwordProblem(fields.password);
  if (problem) throw fieldError('password', problem);
  if (fields.password !== fields.password2) throw fieldError('password2', 'Passwords do not match!');
  await requireCaptcha(ctx.captcha, fields.recaptcha_token, ip, 'detail');
  const referrerId = await referrerOf(ctx, fields.ref);

  // The code wait covers registration too, and nothing is written while it runs.
  const wait = codeWaitOf(ctx, email);
  await startCodeWait(ctx, wait);
  // Hash in every case, so a known e-mail costs the same time as a new one. Refused busy, nothing
  // was done: the retry finds the code wait and the captcha token as they were.
  const passwordHash = await uncountedWhenBusy(() => ctx.hasher.hash(fields.password), () => Promise.all([
    ctx.limiter.giveBack(wait.key, wait.limit), ctx.captcha.handBack(fields.recaptcha_token, ip),
  ]));
  const details: ClaimDetails = { first_name: firstName, last_name: lastName, password_hash: passwordHash, referred_by: referrerId };
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) return { claimId: await registerAgain(ctx, existing.id, email, details) };
  try {
    return { claimId: await registerNew(ctx, email, details) };
  } catch (error) {
    // A parallel registration of the same e-mail won the race: from here it is a known e-mail.
    if (!isUniqueViolation(error)) throw error;
    const winner = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { claimId: await registerAgain(ctx, winner.id, email, details) };
  }
}

/** The referrer's id for a referral code (none given: null); an unknown code is refused. */
async function referrerOf(ctx: AppContext, code: string | undefined): Promise<string | null> {
  const ref = (code ?? '').trim().toUpperCase();
  if (!ref) return null;
  const referrer = await ctx.database.db.selectFrom('users').select('id').where('referral_code', '=', ref).executeTakeFirst();
  if (!referrer) throw fieldError('ref', 'Unknown referral code.');
  return referrer.id;
}

/** A new address: the user, its first claim, the code and its mail commit together. The claim's id. */
function registerNew(ctx: AppContext, email: string, details: ClaimDetails): Promise<string> {
  const userId = newId();
  return ctx.database.db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values({
      id: userId, email, ...details, referral_code: referralCode(), verified_at: null, disabled_at: null,
      created_at: ctx.config.clock(),
    }).execute();
    const claim = await ctx.signupClaims.add(trx, userId, details);
    const code = await ctx.otp.issue(trx, userId);
    await ctx.mailQueue.enqueue(trx, otpMail(email, details.first_name, code, otpMinutes(ctx)));
    return claim;
  });
}

/**
 * An address that has an account, registered again, in one transaction: an unverified account
 * gets one more claim (this registrant's details) and a fresh code, the earlier claims and codes
 * untouched, and whichever registrant's browser enters a code from the inbox sets the password; a
 * verified one is left alone and its owner gets a notice. The claim this browser now holds, or
 * null for a verified address.
 */
function registerAgain(ctx: AppContext, userId: string, email: string, details: ClaimDetails): Promise<string | null> {
  return ctx.database.db.transaction().execute(async (trx): Promise<string | null> => {
    const pending = await trx.selectFrom('users').select('id').where('id', '=', userId).where('verified_at', 'is', null).executeTakeFirst();
    if (pending) {
      const claimId = await ctx.signupClaims.add(trx, userId, details);
      const code = await ctx.otp.issue(trx, userId);
      await ctx.mailQueue.enqueue(trx, otpMail(email, details.first_name, code, otpMinutes(ctx)));
      return claimId;
    }
    await ctx.otp.issueToNobody(trx);
    await ctx.mailQueue.enqueue(trx, alreadyRegisteredMail(email, ctx.config.appUrl));
    return null;
  });
}

/** A right code completes the registration this browser made (or logged in to), and no other one. */
export async function verifyCode(ctx: AppContext, fields: VerifyCodeRequest, heldClaim: HeldClaim): Promise<void> {
  const { db } = ctx.database;
  const email = normaliseEmail(fields.email);
  const code = fields.code.trim();
  if (!/^\d{6}$/.test(code)) throw detailError(400, MESSAGES.invalidOtp);
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  const claim = await heldClaim(user?.id ?? null);
  // Known or not, held or not, the same transaction: a try spent (on no row when there is no
  // claim) and a placeholder queued, so every answer commits one write (docs/server.md, "Mail").
  const right = await db.transaction().execute(async (trx) => {
    const ok = await ctx.otp.verify(trx, claim?.user_id ?? null, code);
    if (ok && claim) await ctx.signupClaims.complete(trx, claim);
    await ctx.mailQueue.enqueuePlaceholder(trx);
    return ok;
  });
  if (!right) throw detailError(400, MESSAGES.invalidOtp);
}

/** A fresh code for an address still waiting for its verification. */
export async function resendCode(ctx: AppContext, fields: ResendOtpRequest): Promise<void> {
  const { db } = ctx.database;
  const email = normaliseEmail(fields.email);
  await startCodeWait(ctx, codeWaitOf(ctx, email));
  const user = await db.selectFrom('users').select(['id', 'first_name', 'verified_at', 'disabled_at'])
    .where('email', '=', email).executeTakeFirst();
  const pending = user && user.verified_at === null && user.disabled_at === null ? user : null;
  // Known or not, one transaction of the same shape: a new code and its mail, or their stand-ins
  // (no code, a placeholder that is never sent). The mail leaves after the answer.
  await db.transaction().execute(async (trx) => {
    if (pending) {
      const code = await ctx.otp.issue(trx, pending.id);
      await ctx.mailQueue.enqueue(trx, otpMail(email, pending.first_name, code, otpMinutes(ctx)));
    } else {
      await ctx.otp.issueToNobody(trx);
      await ctx.mailQueue.enqueuePlaceholder(trx);
    }
  });
}
