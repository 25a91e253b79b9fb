/**
 * Registration, code verification and code resend (spec section 7).
 * Enumeration-safe: a known e-mail answers exactly like a new one (status, body, similar work).
 */
import type { FastifyInstance } from 'fastify';
import type { RegistrationRequest, ResendOtpRequest, VerifyCodeRequest } from '../../src/api/wire';
import type { Updateable } from 'kysely';
import type { AppContext } from '../context';
import type { UsersTable } from '../db/schema';
import { passwordProblem } from '../auth/passwords';
import { newId, referralCode } from '../auth/secrets';
import { requireCaptcha } from '../captcha/index';
import { isUniqueViolation } from '../db/connect';
import { detailError, fieldError, tooManyRequests } from '../http/errors';
import { bodySchema, cleanText, LIMITS, normaliseEmail, str } from '../http/validation';
import { alreadyRegisteredMail, otpMail } from '../mail/templates';
import type { MailMessage } from '../mail/index';

export const MESSAGES = {
  registered: 'Account created! OTP sent to email.',
  verified: 'OTP Verified Successfully!',
  resent: 'OTP has been resent.',
  invalidOtp: 'Invalid or expired OTP.',
  codeWait: 'A new code was sent recently.',
  mailDown: 'We could not send the e-mail right now. Please use "Resend OTP" in a minute.',
} as const;

const registrationSchema = bodySchema({
  first_name: str(LIMITS.name), last_name: str(LIMITS.name), email: str(LIMITS.email),
  password: str(LIMITS.password), password2: str(LIMITS.password), ref: str(LIMITS.ref), recaptcha_token: str(LIMITS.token),
}, ['first_name', 'last_name', 'email', 'password', 'password2', 'recaptcha_token']);

const verifySchema = bodySchema({ email: str(LIMITS.email), code: str(LIMITS.code) }, ['email', 'code']);
const resendSchema = bodySchema({ email: str(LIMITS.email) }, ['email']);

export default async function accountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const { db } = ctx.database;
  const otpMinutes = Math.round(ctx.config.ttl.otpMs / 60_000);
  const resendGate = { max: 1, windowMs: ctx.config.ttl.otpResendWaitMs };

  /** Send, or answer 503 and reopen the resend gate so the user can try again at once. */
  async function deliver(email: string, message: MailMessage): Promise<void> {
    try {
      await ctx.mailer.send(message);
    } catch (error) {
      app.log.error({ err: { message: (error as Error).message } }, 'mail delivery failed');
      ctx.limiter.clear(`resend-wait:${email}`);
      throw detailError(503, MESSAGES.mailDown);
    }
  }

  /** A fresh code for an unverified user, written in one transaction. */
  const issueCode = (userId: string) => db.transaction().execute((trx) => ctx.otp.issue(trx, userId));

  /** An unverified account registered again: its details replaced and a fresh code, at once. */
  const reregister = (userId: string, details: Pick<Updateable<UsersTable>, 'first_name' | 'last_name' | 'password_hash' | 'referred_by'>) =>
    db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set(details).where('id', '=', userId).where('verified_at', 'is', null).execute();
      return ctx.otp.issue(trx, userId);
    });

  app.post<{ Body: RegistrationRequest }>('/account/registration/', {
    schema: { body: registrationSchema },
    preHandler: ctx.limit('registration'),
  }, async (request, reply) => {
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
    const gate = ctx.limiter.hit(`resend-wait:${email}`, resendGate);
    if (!gate.ok) throw tooManyRequests(gate.retryAfterMs, MESSAGES.codeWait);

    // Hash in every case, so a known e-mail costs the same time as a new one.
    const passwordHash = await ctx.hasher.hash(body.password);
    const existing = await db.selectFrom('users').select(['id', 'verified_at']).where('email', '=', email).executeTakeFirst();
    if (existing) {
      // A verified owner gets a notice. An unverified address belongs to whoever proves the inbox:
      // the last registrant's password and names replace the earlier ones, with the new code, in
      // one transaction, so an earlier registrant's password never survives verification.
      const message = existing.verified_at === null
        ? otpMail(email, firstName, await reregister(existing.id, { first_name: firstName, last_name: lastName, password_hash: passwordHash, referred_by: referrerId }), otpMinutes)
        : alreadyRegisteredMail(email, ctx.config.appUrl);
      await deliver(email, message);
      return reply.code(201).send({ message: MESSAGES.registered });
    }

    const userId = newId();
    let code: string;
    try {
      code = await db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values({
          id: userId, email, first_name: firstName, last_name: lastName, password_hash: passwordHash,
          referral_code: referralCode(), referred_by: referrerId, verified_at: null, disabled_at: null,
          created_at: ctx.config.clock(),
        }).execute();
        return ctx.otp.issue(trx, userId);
      });
    } catch (error) {
      // A parallel registration of the same e-mail won the race: answer as for any known e-mail.
      if (!isUniqueViolation(error)) throw error;
      await deliver(email, alreadyRegisteredMail(email, ctx.config.appUrl));
      return reply.code(201).send({ message: MESSAGES.registered });
    }
    await deliver(email, otpMail(email, firstName, code, otpMinutes));
    return reply.code(201).send({ message: MESSAGES.registered });
  });

  app.post<{ Body: VerifyCodeRequest }>('/account/verify_code/', {
    schema: { body: verifySchema },
    preHandler: ctx.limit('verify'),
  }, async (request) => {
    const email = normaliseEmail(request.body.email);
    const code = request.body.code.trim();
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    const ok = user !== undefined && /^\d{6}$/.test(code) && (await ctx.otp.verify(user.id, code));
    if (!ok) throw detailError(400, MESSAGES.invalidOtp);
    return { message: MESSAGES.verified };
  });

  app.post<{ Body: ResendOtpRequest }>('/account/resend_otp/', {
    schema: { body: resendSchema },
    preHandler: ctx.limit('resend'),
  }, async (request) => {
    const email = normaliseEmail(request.body.email);
    // The 60-second wait applies to every address alike, known or not.
    const gate = ctx.limiter.hit(`resend-wait:${email}`, resendGate);
    if (!gate.ok) throw tooManyRequests(gate.retryAfterMs, MESSAGES.codeWait);
    const user = await db.selectFrom('users').select(['id', 'first_name', 'verified_at', 'disabled_at'])
      .where('email', '=', email).executeTakeFirst();
    if (user && user.verified_at === null && user.disabled_at === null) {
      await deliver(email, otpMail(email, user.first_name, await issueCode(user.id), otpMinutes));
    }
    return { message: MESSAGES.resent };
  });
}

