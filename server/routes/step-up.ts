/**
 * Step-up: the session proves itself (the password, plus a code when two-factor sign-in is on, or
 * a passkey) before a sensitive change (../auth/step-up.ts), checked by the one verifier
 * (../auth/verifier.ts). 400, never 401, for a wrong proof: a 401 would make the app refresh its
 * token as if the session had ended.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyLoginOptionsResponse, StepUpResponse, StepUpStatusResponse } from '../../contract/account';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { AppContext } from '../context';
import { principalOf } from '../context';
import { STEP_UP_MESSAGES } from '../auth/step-up';
import { detailError } from '../http/errors';
import { fromContract, typed } from '../http/contract-route';

const iso = (ms: number) => new Date(ms).toISOString();

export default async function stepUpRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);
  const { db } = ctx.database;
  const guard = { onRequest: ctx.authenticate, preHandler: ctx.limit('twoFactorSettings') };
  const proved = async (sessionId: string): Promise<StepUpResponse> => ({ message: STEP_UP_MESSAGES.proved, valid_until: iso(await ctx.stepUp.record(sessionId)) });

  app.route({
    ...fromContract(ACCOUNT_API.stepUpStatus),
    onRequest: ctx.authenticate,
    preHandler: ctx.limit('sessions'),
    handler: async (request): Promise<StepUpStatusResponse> => {
      const principal = principalOf(request);
      const [twoFactor, passkeys] = await Promise.all([ctx.twoFactor.isEnabled(principal.userId), ctx.passkeys.list(principal.userId)]);
      const until = ctx.stepUp.validUntil(principal);
      return { two_factor: twoFactor, passkeys: passkeys.length > 0, valid_until: until === null ? null : iso(until) };
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.stepUp),
    ...guard,
    onResponse: ctx.mailQueue.onResponse,
    handler: async (request): Promise<StepUpResponse> => {
      const { userId, sessionId } = principalOf(request);
      await ctx.verifier.passwordAndCode(db, { userId, deviceId: ctx.knownDevices.idOf(request) }, request.body);
      return proved(sessionId);
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.stepUpPasskeyOptions),
    ...guard,
    handler: async (request): Promise<PasskeyLoginOptionsResponse> => ({
      options: (await ctx.passkeys.stepUpOptions(principalOf(request).userId)) as unknown as Record<string, unknown>,
    }),
  });

  app.route({
    ...fromContract(ACCOUNT_API.stepUpPasskey),
    ...guard,
    handler: async (request): Promise<StepUpResponse> => {
      const { userId, sessionId } = principalOf(request);
      const own = await ctx.verifier.passkeyProof({ userId, deviceId: ctx.knownDevices.idOf(request) }, request.body.response as unknown as AuthenticationResponseJSON);
      if (!own) throw detailError(400, STEP_UP_MESSAGES.passkeyNotRecognised, { code: 'passkey_not_recognised' });
      return proved(sessionId);
    },
  });
}
