/**
 * Two-factor sign-in settings of a signed-in investor: setting it up (a secret to scan), turning
 * it on with a first code (the recovery codes come back once, and an alert with an undo link goes
 * out), new recovery codes, and turning it off with the password and a current code.
 */
import type { AppContext } from '../context';
import type { Answerer } from '../auth/verifier';
import { detailError, fieldError } from '../http/errors';
import { alertMail, recipientOf } from '../mail/alerts';
import { ownerOf } from './owner';

export const TWO_FACTOR_MESSAGES = {
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  badCode: 'That code is not valid. Enter the current code from your authenticator app.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  newCodes: 'New recovery codes are ready. The old ones no longer work.',
} as const;

const notOnError = () => detailError(409, TWO_FACTOR_MESSAGES.notOn, { code: 'two_factor_off' });

export async function setUpTwoFactor(ctx: AppContext, userId: string): Promise<{ secret: string; otpauth_url: string }> {
  const setUp = await ctx.twoFactor.setUp(userId, (await ownerOf(ctx, userId)).email);
  if (!setUp) throw detailError(409, TWO_FACTOR_MESSAGES.alreadyOn, { code: 'two_factor_on' });
  return { secret: setUp.secret, otpauth_url: setUp.uri };
}

export async function enableTwoFactor(ctx: AppContext, userId: string, code: string): Promise<{ message: string; recovery_codes: string[] }> {
  const owner = await ownerOf(ctx, userId);
  const codes = await ctx.twoFactor.enable(userId, code, async (trx, setUp) => {
    const undo = await ctx.undoLinks.create(trx, userId, 'two-factor', setUp);
    await ctx.mailQueue.enqueue(trx, alertMail(recipientOf(owner), { kind: 'two-factor-on', undo }, ctx.config.clock(), ctx.config.appUrl));
  });
  if (!codes) throw fieldError('code', TWO_FACTOR_MESSAGES.badCode);
  return { message: TWO_FACTOR_MESSAGES.enabled, recovery_codes: codes };
}

export async function newRecoveryCodes(ctx: AppContext, userId: string): Promise<{ message: string; recovery_codes: string[] }> {
  const owner = await ownerOf(ctx, userId);
  const codes = await ctx.twoFactor.regenerateRecoveryCodes(userId, async (trx, batch) => {
    const undo = await ctx.undoLinks.create(trx, userId, 'recovery-codes', batch);
    await ctx.mailQueue.enqueue(trx, alertMail(recipientOf(owner), { kind: 'recovery-codes-regenerated', undo }, ctx.config.clock(), ctx.config.appUrl));
  });
  if (!codes) throw notOnError();
  return { message: TWO_FACTOR_MESSAGES.newCodes, recovery_codes: codes };
}

export async function disableTwoFactor(ctx: AppContext, who: Answerer, proof: { password: string; code?: string | undefined }): Promise<{ message: string }> {
  const { db } = ctx.database;
  const owner = await ownerOf(ctx, who.userId);
  if (!(await ctx.twoFactor.isEnabled(who.userId))) throw notOnError();
  // Its own proof, the password and a code, answered alike whichever is wrong.
  await ctx.verifier.passwordAndCode(db, who, proof);
  await db.transaction().execute(async (trx) => {
    // Two requests proved at once turn it off (and tell the owner) once.
    if (!(await ctx.twoFactor.disable(trx, who.userId))) return;
    await ctx.mailQueue.enqueue(trx, alertMail(recipientOf(owner), { kind: 'two-factor-off' }, ctx.config.clock(), ctx.config.appUrl));
  });
  return { message: TWO_FACTOR_MESSAGES.disabled };
}
