/**
 * Passkeys of a signed-in investor: the options for adding one (named after its owner), adding it
 * (announced by mail with a link that removes it), and signing in with one instead of the password.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { AppContext } from '../context';
import { SESSION_MESSAGES } from '../auth/sign-in';
import { detailError } from '../http/errors';
import { alertMail, recipientOf } from '../mail/alerts';
import { cleanShown } from '../mail/clean';
import { ownerOf, type AccountOwner } from './owner';

export const PASSKEY_MESSAGES = {
  added: 'Your passkey has been added.',
  notAdded: 'The passkey could not be added. Please try again.',
  removed: 'The passkey has been removed.',
  notFound: 'That passkey is not on your account.',
  notRecognised: 'This passkey is not recognised. Log in with your password, then add it again from your profile.',
} as const;

const DEFAULT_NAME = 'Passkey';

export async function passkeyRegistrationOptions(ctx: AppContext, userId: string) {
  const owner = await ownerOf(ctx, userId);
  return ctx.passkeys.registrationOptions(userId, owner.email, `${owner.first_name} ${owner.last_name}`);
}

export async function addPasskey(ctx: AppContext, userId: string, response: RegistrationResponseJSON, requestedName: string | undefined): Promise<{ message: string }> {
  // Kept as it will be shown and mailed: one line, no invisible characters, at most 64 characters.
  const name = cleanShown(requestedName ?? '') || DEFAULT_NAME;
  const owner = await ownerOf(ctx, userId);
  const added = await ctx.passkeys.register(userId, response, name, async (trx, passkeyId) => {
    const undo = await ctx.undoLinks.create(trx, userId, 'passkey', passkeyId);
    await ctx.mailQueue.enqueue(trx, alertMail(recipientOf(owner), { kind: 'passkey-added', name, undo }, ctx.config.clock(), ctx.config.appUrl));
  });
  if (!added) throw detailError(400, PASSKEY_MESSAGES.notAdded, { code: 'passkey_not_added' });
  return { message: PASSKEY_MESSAGES.added };
}

export async function removePasskey(ctx: AppContext, userId: string, passkeyId: string): Promise<{ message: string }> {
  if (!(await ctx.passkeys.remove(userId, passkeyId))) throw detailError(404, PASSKEY_MESSAGES.notFound, { code: 'passkey_not_found' });
  return { message: PASSKEY_MESSAGES.removed };
}

/** The account a passkey answer signs in to: 401 for a passkey no account holds, 403 for a disabled account. */
export async function passkeySignInAccount(ctx: AppContext, response: AuthenticationResponseJSON): Promise<AccountOwner> {
  const userId = await ctx.verifier.passkeySignIn(response);
  if (!userId) throw detailError(401, PASSKEY_MESSAGES.notRecognised, { code: 'passkey_not_recognised' });
  const owner = await ownerOf(ctx, userId);
  if (owner.disabled_at !== null) throw detailError(403, SESSION_MESSAGES.disabled, { code: 'account_disabled' });
  return owner;
}
