/**
 * Changing the password of a signed-in investor (from the profile): the current password, then
 * the new one twice. The session that asks stays signed in; every other one ends. The current
 * password is the fresh proof this change needs, checked and counted by the one verifier
 * (../auth/verifier.ts) like the step-up's; with two-factor sign-in on, that is not enough: the
 * session must have stepped up (password and code, or a passkey) in the last five minutes.
 */
import type { FastifyInstance } from 'fastify';
import { INVESTOR_API } from '../../contract/investorEndpoints';
import type { AppContext } from '../context';
import { principalOf } from '../context';
import { passwordProblem } from '../auth/passwords';
import { fieldError } from '../http/errors';
import { fromContract, typed } from '../http/contract-route';
import { alertMail } from '../mail/alerts';

export const PASSWORD_CHANGE_MESSAGES = {
  mismatch: 'Passwords do not match.',
  changed: 'Your password has been changed. Other sessions have been signed out.',
} as const;

export default async function passwordChangeRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);
  const { db } = ctx.database;
  app.route({
    ...fromContract(INVESTOR_API.changePassword),
    // Authenticate before the body is parsed: a caller without a token learns nothing.
    onRequest: [ctx.refuseWhenHashingBusy, ctx.authenticate],
    preHandler: ctx.limit('login'),
    onResponse: ctx.mailQueue.onResponse,
    handler: async (request) => {
      const principal = principalOf(request);
      const { userId, sessionId } = principal;
      if (await ctx.twoFactor.isEnabled(userId)) ctx.stepUp.require(principal);
      const b = request.body;
      // The new password first: its problems say nothing about the current one.
      if (b.new_password !== b.confirm_password) throw fieldError('confirm_password', PASSWORD_CHANGE_MESSAGES.mismatch);
      const problem = passwordProblem(b.new_password);
      if (problem) throw fieldError('new_password', problem);
      await ctx.verifier.password(db, { userId, deviceId: ctx.knownDevices.idOf(request) }, b.current_password);
      const user = await db.selectFrom('users').select(['email', 'first_name']).where('id', '=', userId).executeTakeFirstOrThrow();
      const hash = await ctx.hasher.hash(b.new_password);
      const now = ctx.config.clock();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
        // A reset link sent before would set a password over this one: it dies with the old password.
        await trx.deleteFrom('reset_tokens').where('user_id', '=', userId).execute();
        // Every other session ends; this one stays signed in.
        await ctx.sessions.revokeOthers(trx, userId, sessionId);
        await ctx.mailQueue.enqueue(trx, alertMail({ email: user.email, firstName: user.first_name }, { kind: 'password-changed' }, now, ctx.config.appUrl));
      });
      return { message: PASSWORD_CHANGE_MESSAGES.changed };
    },
  });
}
