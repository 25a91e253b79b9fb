/**
 * Password reset: a link requested by e-mail, checked when its page opens, then confirmed with a
 * new password (and, for an account with two-factor sign-in on, a code: the inbox alone is one
 * factor, ASVS 6.4.3). One identical answer for bad, expired or used tokens.
 */
import type { AppContext } from '../context';
import type { Answerer } from '../auth/verifier';
import { passwordProblem } from '../auth/passwords';
import { detailError, fieldError } from '../http/errors';
import { resetMail } from '../mail/templates';
import { alertMail, recipientOf } from '../mail/alerts';

export const RESET_MESSAGES = {
  sent: 'Reset link has been sent to your email.',
  done: 'Your password has been reset. You can now log in.',
  badToken: 'This reset link is invalid or has expired. Please request a new one.',
  tooMany: 'Too many reset requests for this address.',
} as const;

/** The one answer for a token that is unknown, expired or used, wherever it is presented. */
const badTokenError = () => detailError(400, RESET_MESSAGES.badToken, { code: 'reset_link_invalid', token: [RESET_MESSAGES.badToken] });

export function resetLink(appUrl: string, token: string): string {
  return `${appUrl}/auth/new-password/${token}?token=${token}`;
}

/** A link mailed to `email` when it is an account's (`email` normalised; `client` the caller's address key). */
export async function requestPasswordReset(ctx: AppContext, email: string, client: string): Promise<{ message: string }> {
  const { db } = ctx.database;
  // Per e-mail and client address, so requests from elsewhere cannot use up the owner's; and a
  // higher ceiling per e-mail, so a spread over many addresses cannot flood the inbox.
  await ctx.enforce(`reset:${email}:${client}`, ctx.config.rateLimits.resetPerEmailAndAddress, RESET_MESSAGES.tooMany);
  await ctx.enforce(`reset:${email}`, ctx.config.rateLimits.resetPerEmail, RESET_MESSAGES.tooMany);
  const user = await db.selectFrom('users').select(['id', 'disabled_at']).where('email', '=', email).executeTakeFirst();
  const owner = user && user.disabled_at === null ? user.id : null;
  const minutes = Math.round(ctx.config.ttl.resetTokenMs / 60_000);
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
}

export type ResetLinkCheck = { status: 'OK'; two_factor: boolean } | { status: 'invalid'; detail: string; code: 'reset_link_invalid' };

/**
 * Whether a link still works, and whether its confirmation will ask for a code. Read only: mail
 * scanners and the page itself open the link, and only the confirmation spends it.
 */
export async function checkResetLink(ctx: AppContext, token: string): Promise<ResetLinkCheck> {
  const userId = await ctx.resetTokens.owner(token);
  // Answered, not refused: a dead link is what the page opened, and the browser logs no failed request for it.
  if (!userId) return { status: 'invalid', detail: RESET_MESSAGES.badToken, code: 'reset_link_invalid' };
  // What the confirmation would answer its holder anyway (second_factor_required), told before the typing.
  return { status: 'OK', two_factor: await ctx.twoFactor.isEnabled(userId) };
}

export interface ResetConfirmation {
  token: string;
  password: string;
  code?: string | undefined;
}

export async function confirmPasswordReset(ctx: AppContext, confirmation: ResetConfirmation, deviceId: Answerer['deviceId']): Promise<{ message: string; status: 'OK' }> {
  const { token, password, code } = confirmation;
  // Check the token before spending an argon2 hash on it.
  const userId = await ctx.resetTokens.owner(token);
  if (!userId) throw badTokenError();
  const problem = passwordProblem(password);
  if (problem) throw fieldError('password', problem);
  // With two-factor sign-in on, a code too; refused without spending the link: the page asks for the code and sends it all again.
  await ctx.verifier.secondFactorWhenOn(ctx.database.db, { userId, deviceId }, code);
  const passwordHash = await ctx.hasher.hash(password);
  const owner = await ctx.resetTokens.consume(token, passwordHash, (trx, user) =>
    ctx.mailQueue.enqueue(trx, alertMail(recipientOf(user), { kind: 'password-reset', passkeysRemoved: user.passkeysRemoved }, ctx.config.clock(), ctx.config.appUrl)));
  if (!owner) throw badTokenError();
  // Whoever set this password proved the inbox: failed logins counted against it no longer hold them back.
  await ctx.verifier.inboxProved(owner.email);
  return { message: RESET_MESSAGES.done, status: 'OK' };
}
