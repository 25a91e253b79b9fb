/**
 * Password reset: request a link by e-mail, then confirm with the token and a new password (and,
 * for an account with two-factor sign-in on, a code: the inbox alone is one factor, ASVS 6.4.3).
 * The page the link opens first checks it, without spending it, so a dead link or the code it
 * will need shows before anything is typed. One identical error for bad, expired or used tokens.
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { AppContext } from '../context';
import { passwordProblem } from '../auth/passwords';
import { clientKey } from '../http/client-key';
import { detailError, fieldError } from '../http/errors';
import { fromContract, typed } from '../http/contract-route';
import { normaliseEmail } from '../http/validation';
import { resetMail } from '../mail/templates';
import { alertMail } from '../mail/alerts';

export const RESET_MESSAGES = {
  sent: 'Reset link has been sent to your email.',
  done: 'Your password has been reset. You can now log in.',
  badToken: 'This reset link is invalid or has expired. Please request a new one.',
} as const;

/** The one answer for a token that is unknown, expired or used, wherever it is presented. */
const badTokenError = () => detailError(400, RESET_MESSAGES.badToken, { code: 'reset_link_invalid', token: [RESET_MESSAGES.badToken] });

export function resetLink(appUrl: string, token: string): string {
  return `${appUrl}/auth/new-password/${token}?token=${token}`;
}

export default async function passwordResetRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);
  const { db } = ctx.database;
  const minutes = Math.round(ctx.config.ttl.resetTokenMs / 60_000);

  app.route({
    ...fromContract(ACCOUNT_API.requestPasswordReset),
    preHandler: ctx.limit('passwordReset'),
    onResponse: ctx.mailQueue.onResponse,
    handler: async (request) => {
      const email = normaliseEmail(request.body.email);
      // Per e-mail and client address, so requests from elsewhere cannot use up the owner's; and a
      // higher ceiling per e-mail, so a spread over many addresses cannot flood the inbox.
      await ctx.enforce(`reset:${email}:${clientKey(request.ip)}`, ctx.config.rateLimits.resetPerEmailAndAddress, 'Too many reset requests for this address.');
      await ctx.enforce(`reset:${email}`, ctx.config.rateLimits.resetPerEmail, 'Too many reset requests for this address.');
      const user = await db.selectFrom('users').select(['id', 'disabled_at']).where('email', '=', email).executeTakeFirst();
      const owner = user && user.disabled_at === null ? user.id : null;
      // Known or not, one transaction of the same shape: the token and its mail queued together, or
      // their stand-ins (no token, a placeholder that is never sent). The mail leaves after the answer.
      await db.transaction().execute(async (trx) => {
        if (owner) {
          const token = await ctx.resetTokens.create(trx, owner);
          await ctx.mailQueue.enqueue(trx, resetMail(email, resetLink(ctx.config.appUrl, token), token, minutes));
        } else {
          await ctx.resetTokens.createForNobody(trx);
          await ctx.mailQueue.enqueuePlaceholder(trx);
        }
      });
      return { message: RESET_MESSAGES.sent };
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.checkPasswordResetLink),
    // The same budget as the confirmation: either one tells a guesser whether a token is live.
    preHandler: ctx.limit('passwordResetConfirm'),
    handler: async (request) => {
      // Read only: mail scanners and the page itself open the link, and only the confirmation spends it.
      const userId = await ctx.resetTokens.owner(request.body.token);
      // Answered, not refused: a dead link is what the page opened, and the browser logs no failed request for it.
      if (!userId) return { status: 'invalid' as const, detail: RESET_MESSAGES.badToken, code: 'reset_link_invalid' as const };
      // What the confirmation would answer its holder anyway (second_factor_required), told before the typing.
      return { status: 'OK' as const, two_factor: await ctx.twoFactor.isEnabled(userId) };
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.confirmPasswordReset),
    onRequest: ctx.refuseWhenHashingBusy,
    preHandler: ctx.limit('passwordResetConfirm'),
    onResponse: ctx.mailQueue.onResponse,
    handler: async (request) => {
      const { password, token } = request.body;
      // Check the token before spending an argon2 hash on it.
      const userId = await ctx.resetTokens.owner(token);
      if (!userId) throw badTokenError();
      const problem = passwordProblem(password);
      if (problem) throw fieldError('password', problem);
      // With two-factor sign-in on, a code too; refused without spending the link: the page asks for the code and sends it all again.
      await ctx.verifier.secondFactorWhenOn(db, { userId, deviceId: ctx.knownDevices.idOf(request) }, request.body.code);
      const passwordHash = await ctx.hasher.hash(password);
      const owner = await ctx.resetTokens.consume(token, passwordHash, (trx, user) =>
        ctx.mailQueue.enqueue(trx, alertMail({ email: user.email, firstName: user.first_name }, { kind: 'password-reset', passkeysRemoved: user.passkeysRemoved }, ctx.config.clock(), ctx.config.appUrl)));
      if (!owner) throw badTokenError();
      // Whoever set this password proved the inbox: failed logins counted against it no longer hold them back.
      await ctx.verifier.inboxProved(owner.email);
      return { message: RESET_MESSAGES.done, status: 'OK' };
    },
  });
}
