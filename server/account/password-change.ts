/**
 * Changing the password of a signed-in investor: the new password twice and the current one. The
 * session that asks stays signed in; every other one ends. The current password is the fresh
 * proof this change needs, checked and counted by the one verifier (../auth/verifier.ts); with
 * two-factor sign-in on, that is not enough: the session must have stepped up (password and code,
 * or a passkey) in the last five minutes.
 */
import type { AppContext } from '../context';
import type { Principal } from '../auth/sessions';
import { passwordProblem } from '../auth/passwords';
import { fieldError } from '../http/errors';
import { alertMail, recipientOf } from '../mail/alerts';
import { ownerOf } from './owner';

export const PASSWORD_CHANGE_MESSAGES = {
  mismatch: 'Passwords do not match.',
  changed: 'Your password has been changed. Other sessions have been signed out.',
} as const;

export interface PasswordChange {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export async function changePassword(ctx: AppContext, principal: Principal, deviceId: string | null, change: PasswordChange): Promise<{ message: string }> {
  const { userId, sessionId } = principal;
  const { db } = ctx.database;
  if (await ctx.twoFactor.isEnabled(userId)) ctx.stepUp.require(principal);
  // The new password first: its problems say nothing about the current one.
  if (change.new_password !== change.confirm_password) throw fieldError('confirm_password', PASSWORD_CHANGE_MESSAGES.mismatch);
  const problem = passwordProblem(change.new_password);
  if (problem) throw fieldError('new_password', problem);
  await ctx.verifier.password(db, { userId, deviceId }, change.current_password);
  const owner = await ownerOf(ctx, userId);
  const hash = await ctx.hasher.hash(change.new_password);
  const now = ctx.config.clock();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
    // A reset link sent before would set a password over this one: it dies with the old password.
    await trx.deleteFrom('reset_tokens').where('user_id', '=', userId).execute();
    // Every other session ends; this one stays signed in.
    await ctx.sessions.revokeOthers(trx, userId, sessionId);
    await ctx.mailQueue.enqueue(trx, alertMail(recipientOf(owner), { kind: 'password-changed' }, now, ctx.config.appUrl));
  });
  return { message: PASSWORD_CHANGE_MESSAGES.changed };
}
