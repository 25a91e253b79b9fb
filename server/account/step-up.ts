/**
 * Step-up: the session proves itself (the password, plus a code when two-factor sign-in is on, or
 * a passkey) before a sensitive change (../auth/step-up.ts), checked by the one verifier
 * (../auth/verifier.ts). A wrong proof is a 400, never a 401: a 401 would make the app refresh
 * its token as if the session had ended.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { StepUpResponse, StepUpStatusResponse } from '../../contract/account';
import type { AppContext } from '../context';
import type { Principal } from '../auth/sessions';
import type { Answerer } from '../auth/verifier';
import { STEP_UP_MESSAGES } from '../auth/step-up';
import { detailError } from '../http/errors';
import { isoTime } from '../iso-time';


async function proved(ctx: AppContext, sessionId: string): Promise<StepUpResponse> {
  return { message: STEP_UP_MESSAGES.proved, valid_until: isoTime(await ctx.stepUp.record(sessionId)) };
}

/** Which proofs the account can give, and until when the session's last one holds. */
export async function stepUpStatus(ctx: AppContext, principal: Principal): Promise<StepUpStatusResponse> {
  const [twoFactor, passkeys] = await Promise.all([ctx.twoFactor.isEnabled(principal.userId), ctx.passkeys.list(principal.userId)]);
  const until = ctx.stepUp.validUntil(principal);
  return { two_factor: twoFactor, passkeys: passkeys.length > 0, valid_until: until === null ? null : isoTime(until) };
}

export async function stepUpWithPassword(ctx: AppContext, who: Answerer, sessionId: string, proof: { password: string; code?: string | undefined }): Promise<StepUpResponse> {
  await ctx.verifier.passwordAndCode(ctx.database.db, who, proof);
  return proved(ctx, sessionId);
}

export async function stepUpWithPasskey(ctx: AppContext, who: Answerer, sessionId: string, response: AuthenticationResponseJSON): Promise<StepUpResponse> {
  if (!(await ctx.verifier.passkeyProof(who, response))) throw detailError(400, STEP_UP_MESSAGES.passkeyNotRecognised, { code: 'passkey_not_recognised' });
  return proved(ctx, sessionId);
}
