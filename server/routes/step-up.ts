/**
 * Step-up: the session proves itself (the password, plus a code when two-factor sign-in is on, or
 * a passkey) before a sensitive change (./../auth/step-up.ts). 400, never 401, for a wrong proof:
 * a 401 would make the app refresh its token as if the session had ended.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyLoginOptionsResponse, StepUpResponse, StepUpStatusResponse } from '../../contract/account';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { AppContext } from '../context';
import { principalOf } from '../context';
import { STEP_UP_MESSAGES, STEP_UP_PASSWORD_LIMIT } from '../auth/step-up';
import { uncountedWhenBusy } from '../auth/passwords';
import { detailError, fieldError, tooManyRequests } from '../http/errors';
import { fromContract, typed } from '../http/contract-route';
import { SESSION_MESSAGES } from '../auth/sign-in';

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
      // Counted before the hash, per account: parallel guesses meet the limit too.
      const attempt = await ctx.limiter.hit(`step-up:${userId}`, STEP_UP_PASSWORD_LIMIT);
      if (!attempt.ok) throw tooManyRequests(attempt.retryAfterMs, STEP_UP_MESSAGES.tooManyPasswords);
      const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
      const passwordOk = await uncountedWhenBusy(() => ctx.hasher.verify(user.password_hash, request.body.password), () => ctx.limiter.giveBack(`step-up:${userId}`, STEP_UP_PASSWORD_LIMIT));
      if (!passwordOk) throw fieldError('password', STEP_UP_MESSAGES.wrongPassword);
      // The right password takes its try back; only wrong ones count.
      await ctx.limiter.giveBack(`step-up:${userId}`, STEP_UP_PASSWORD_LIMIT);
      if (await ctx.twoFactor.isEnabled(userId)) {
        const code = request.body.code?.trim();
        if (!code) throw detailError(400, STEP_UP_MESSAGES.secondFactorRequired, { code: 'second_factor_required' });
        if (!(await ctx.secondFactor.verify(db, userId, code))) throw detailError(400, SESSION_MESSAGES.badSecondFactor, { code: 'invalid_code' });
      }
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
      const owner = await ctx.passkeys.authenticate(request.body.response as unknown as AuthenticationResponseJSON, userId);
      if (owner !== userId) throw detailError(400, STEP_UP_MESSAGES.passkeyNotRecognised, { code: 'passkey_not_recognised' });
      return proved(sessionId);
    },
  });
}
