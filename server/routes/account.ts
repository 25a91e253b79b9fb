/**
 * Registration, code verification and code resend (spec section 7).
 * Enumeration-safe: a known e-mail answers exactly like a new one (status, body, cookie, similar work).
 * Hijack-safe: a code completes only the registration of the browser that sends it (issue 24
 * item 3, ./../auth/signup-claims.ts).
 * Mail is queued in the transaction that writes what it announces and sent after the answer
 * (server/mail/queue.ts), so no answer waits for, or depends on, the mail server.
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { AppContext } from '../context';
import type { ClaimDetails } from '../auth/signup-claims';
import { passwordProblem, uncountedWhenBusy } from '../auth/passwords';
import { newId, referralCode } from '../auth/secrets';
import { requireCaptcha } from '../captcha/index';
import { isUniqueViolation } from '../db/connect';
import { detailError, fieldError, tooManyRequests } from '../http/errors';
import { fromContract, typed } from '../http/contract-route';
import { cleanText, normaliseEmail } from '../http/validation';
import { alreadyRegisteredMail, otpMail } from '../mail/templates';

export const MESSAGES = {
  registered: 'Account created! OTP sent to email.',
  verified: 'OTP Verified Successfully!',
  resent: 'OTP has been resent.',
  invalidOtp: 'Invalid or expired OTP.',
  codeWait: 'A new code was sent recently.',
} as const;

export default async function accountRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);
  const { db } = ctx.database;
  const otpMinutes = Math.round(ctx.config.ttl.otpMs / 60_000);
  const resendGate = { max: 1, windowMs: ctx.config.ttl.otpResendWaitMs };
  const afterAnswer = { onResponse: ctx.mailQueue.onResponse };

  /**
   * An address that has an account, registered again, in one transaction: an unverified account
   * gets one more claim (this registrant's details) and a fresh code, the earlier claims and codes
   * untouched; a verified one is left alone and its owner gets a notice. The claim this browser now
   * holds, or null for a verified address.
   */
  const registerAgain = (userId: string, email: string, details: ClaimDetails) =>
    db.transaction().execute(async (trx): Promise<string | null> => {
      const pending = await trx.selectFrom('users').select('id').where('id', '=', userId).where('verified_at', 'is', null).executeTakeFirst();
      if (pending) {
        const claimId = await ctx.signupClaims.add(trx, userId, details);
        const code = await ctx.otp.issue(trx, userId);
        await ctx.mailQueue.enqueue(trx, otpMail(email, details.first_name, code, otpMinutes));
        return claimId;
      }
      await ctx.otp.issueToNobody(trx);
      await ctx.mailQueue.enqueue(trx, alreadyRegisteredMail(email, ctx.config.appUrl));
      return null;
    });

  app.route({
    ...fromContract(ACCOUNT_API.register),
    preHandler: [ctx.refuseWhenHashingBusy, ctx.limit('registration')],
    ...afterAnswer,
    handler: async (request, reply) => {
      const body = request.body;
      const firstName = cleanText(body.first_name, 'first_name');
      const lastName = cleanText(body.last_name, 'last_name');
      const email = normaliseEmail(body.email);
      const problem = passwordProblem(body.password);
      if (problem) throw fieldError('password', problem);
      if (body.password !== body.password2) throw fieldError('password2', 'Passwords do not match!');
      const ref = (body.ref ?? '').trim().toUpperCase();
      await requireCaptcha(ctx.captcha, body.recaptcha_token, request.ip, 'detail');

      let referrerId: string | null = null;
      if (ref) {
        const referrer = await db.selectFrom('users').select('id').where('referral_code', '=', ref).executeTakeFirst();
        if (!referrer) throw fieldError('ref', 'Unknown referral code.');
        referrerId = referrer.id;
      }

      // The resend wait covers registration too: one code per address per minute, however asked
      // for, and nothing is written while it runs. It applies to every address alike, known or not.
      const gate = await ctx.limiter.hit(`resend-wait:${email}`, resendGate);
      if (!gate.ok) throw tooManyRequests(gate.retryAfterMs, MESSAGES.codeWait);

      // Hash in every case, so a known e-mail costs the same time as a new one. Refused busy, nothing
      // was done: the retry finds the code wait and the captcha token as they were.
      const passwordHash = await uncountedWhenBusy(() => ctx.hasher.hash(body.password), () => Promise.all([
        ctx.limiter.giveBack(`resend-wait:${email}`, resendGate), ctx.captcha.handBack(body.recaptcha_token, request.ip),
      ]));
      const details = { first_name: firstName, last_name: lastName, password_hash: passwordHash, referred_by: referrerId };
      const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      if (existing) {
        // A verified owner gets a notice. An unverified address gets one more claim: whichever
        // registrant's browser enters a code from the inbox sets the password (./auth/signup-claims.ts).
        ctx.signupClaims.give(reply, await registerAgain(existing.id, email, details));
        return reply.code(201).send({ message: MESSAGES.registered });
      }

      const userId = newId();
      let claimId: string | null;
      try {
        // The user, its first claim, the code and its mail commit together; the mail leaves after the answer.
        claimId = await db.transaction().execute(async (trx) => {
          await trx.insertInto('users').values({
            id: userId, email, ...details, referral_code: referralCode(), verified_at: null, disabled_at: null,
            created_at: ctx.config.clock(),
          }).execute();
          const claim = await ctx.signupClaims.add(trx, userId, details);
          const code = await ctx.otp.issue(trx, userId);
          await ctx.mailQueue.enqueue(trx, otpMail(email, firstName, code, otpMinutes));
          return claim;
        });
      } catch (error) {
        // A parallel registration of the same e-mail won the race: from here it is a known e-mail.
        if (!isUniqueViolation(error)) throw error;
        const winner = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
        claimId = await registerAgain(winner.id, email, details);
      }
      ctx.signupClaims.give(reply, claimId);
      return reply.code(201).send({ message: MESSAGES.registered });
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.verifyCode),
    preHandler: ctx.limit('verify'),
    ...afterAnswer,
    handler: async (request) => {
      const email = normaliseEmail(request.body.email);
      const code = request.body.code.trim();
      if (!/^\d{6}$/.test(code)) throw detailError(400, MESSAGES.invalidOtp);
      const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      // The code completes the registration this browser made (or logged in to), and no other one.
      const claim = await ctx.signupClaims.heldBy(request, user?.id ?? null);
      // Known or not, held or not, the same transaction: a try spent (on no row when there is no
      // claim) and a placeholder queued, so every answer commits one write (docs/server.md, "Mail").
      const ok = await db.transaction().execute(async (trx) => {
        const right = await ctx.otp.verify(trx, claim?.user_id ?? null, code);
        if (right && claim) await ctx.signupClaims.complete(trx, claim);
        await ctx.mailQueue.enqueuePlaceholder(trx);
        return right;
      });
      if (!ok) throw detailError(400, MESSAGES.invalidOtp);
      return { message: MESSAGES.verified };
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.resendOtp),
    preHandler: ctx.limit('resend'),
    ...afterAnswer,
    handler: async (request) => {
      const email = normaliseEmail(request.body.email);
      // The 60-second wait applies to every address alike, known or not.
      const gate = await ctx.limiter.hit(`resend-wait:${email}`, resendGate);
      if (!gate.ok) throw tooManyRequests(gate.retryAfterMs, MESSAGES.codeWait);
      const user = await db.selectFrom('users').select(['id', 'first_name', 'verified_at', 'disabled_at'])
        .where('email', '=', email).executeTakeFirst();
      const pending = user && user.verified_at === null && user.disabled_at === null ? user : null;
      // Known or not, one transaction of the same shape: a new code and its mail, or their stand-ins
      // (no code, a placeholder that is never sent). The mail leaves after the answer.
      await db.transaction().execute(async (trx) => {
        if (pending) {
          const code = await ctx.otp.issue(trx, pending.id);
          await ctx.mailQueue.enqueue(trx, otpMail(email, pending.first_name, code, otpMinutes));
        } else {
          await ctx.otp.issueToNobody(trx);
          await ctx.mailQueue.enqueuePlaceholder(trx);
        }
      });
      return { message: MESSAGES.resent };
    },
  });
}
