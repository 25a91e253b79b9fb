/**
 * Password reset: request a link by e-mail, then confirm with the token and a new password.
 * One identical error for bad, expired or used tokens.
 */
import type { FastifyInstance } from 'fastify';
import type { PasswordResetConfirmRequest, PasswordResetRequest } from '../../src/api/wire';
import type { AppContext } from '../context';
import { passwordProblem } from '../auth/passwords';
import { clientKey } from '../http/client-key';
import { detailError, fieldError } from '../http/errors';
import { bodySchema, LIMITS, normaliseEmail, str } from '../http/validation';
import { resetMail } from '../mail/templates';

export const RESET_MESSAGES = {
  sent: 'Reset link has been sent to your email.',
  done: 'Your password has been reset. You can now log in.',
  badToken: 'This reset link is invalid or has expired. Please request a new one.',
  mailDown: 'We could not send the e-mail right now. Please try again in a minute.',
} as const;

const requestSchema = bodySchema({ email: str(LIMITS.email) }, ['email']);
const confirmSchema = bodySchema({ password: str(LIMITS.password * 4), token: str(LIMITS.token) }, ['password', 'token']);

export function resetLink(appUrl: string, token: string): string {
  return `${appUrl}/auth/new-password/${token}?token=${token}`;
}

export default async function passwordResetRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const { db } = ctx.database;
  const minutes = Math.round(ctx.config.ttl.resetTokenMs / 60_000);

  app.post<{ Body: PasswordResetRequest }>('/account/password_reset/', {
    schema: { body: requestSchema },
    preHandler: ctx.limit('passwordReset'),
  }, async (request) => {
    const email = normaliseEmail(request.body.email);
    // Per e-mail and client address, so requests from elsewhere cannot use up the owner's; and a
    // higher ceiling per e-mail, so a spread over many addresses cannot flood the inbox.
    ctx.enforce(`reset:${email}:${clientKey(request.ip)}`, ctx.config.rateLimits.resetPerEmailAndAddress, 'Too many reset requests for this address.');
    ctx.enforce(`reset:${email}`, ctx.config.rateLimits.resetPerEmail, 'Too many reset requests for this address.');
    const user = await db.selectFrom('users').select(['id', 'disabled_at']).where('email', '=', email).executeTakeFirst();
    if (user && user.disabled_at === null) {
      const token = await ctx.resetTokens.create(user.id);
      const link = resetLink(ctx.config.appUrl, token);
      try {
        await ctx.mailer.send(resetMail(email, link, token, minutes));
      } catch (error) {
        app.log.error({ err: { message: (error as Error).message } }, 'mail delivery failed');
        throw detailError(503, RESET_MESSAGES.mailDown);
      }
    }
    return { message: RESET_MESSAGES.sent };
  });

  app.post<{ Body: PasswordResetConfirmRequest }>('/account/api/password_reset/confirm/', {
    schema: { body: confirmSchema },
    preHandler: ctx.limit('passwordResetConfirm'),
  }, async (request) => {
    const { password, token } = request.body;
    // Check the token before spending an argon2 hash on it.
    if (!(await ctx.resetTokens.owner(token))) throw detailError(400, RESET_MESSAGES.badToken, { token: [RESET_MESSAGES.badToken] });
    const problem = passwordProblem(password);
    if (problem) throw fieldError('password', problem);
    const passwordHash = await ctx.hasher.hash(password);
    const owner = await ctx.resetTokens.consume(token, passwordHash);
    if (!owner) throw detailError(400, RESET_MESSAGES.badToken, { token: [RESET_MESSAGES.badToken] });
    // Whoever set this password proved the inbox: failed logins counted against it no longer hold them back.
    ctx.loginThrottle.forget(owner);
    return { message: RESET_MESSAGES.done, status: 'OK' };
  });
}
