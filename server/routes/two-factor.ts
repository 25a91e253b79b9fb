/**
 * Two-factor sign-in settings of a signed-in investor: its status, setting it up (a secret to
 * scan), turning it on with a first code (the recovery codes come back once), new recovery codes,
 * and turning it off with the password and a current code (the use cases: ../account/two-factor.ts).
 * Setting up, turning on and new codes need a fresh step-up (ASVS 7.5.1); turning off carries its
 * own proof (password and code). The sign-in's second step is in ./session.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { TwoFactorStatusResponse } from '../../contract/account';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { AppContext } from '../context';
import { principalOf } from '../context';
import { fromContract, typed } from '../http/contract-route';
import { disableTwoFactor, enableTwoFactor, newRecoveryCodes, setUpTwoFactor } from '../account/two-factor';

export default async function twoFactorRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);
  // Authenticate before the body is parsed: a caller without a token learns nothing.
  const guard = { onRequest: ctx.authenticate, preHandler: ctx.limit('twoFactorSettings') };
  const stepUpGuard = { onRequest: ctx.authenticate, preHandler: [ctx.limit('twoFactorSettings'), ctx.requireStepUp] };

  app.route({
    ...fromContract(ACCOUNT_API.twoFactorStatus),
    onRequest: ctx.authenticate,
    preHandler: ctx.limit('sessions'),
    handler: async (request): Promise<TwoFactorStatusResponse> => {
      const status = await ctx.twoFactor.status(principalOf(request).userId);
      return { enabled: status.enabled, recovery_codes_left: status.recoveryCodesLeft };
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.twoFactorSetUp),
    ...stepUpGuard,
    handler: (request) => setUpTwoFactor(ctx, principalOf(request).userId),
  });

  app.route({
    ...fromContract(ACCOUNT_API.twoFactorEnable),
    ...stepUpGuard,
    onResponse: ctx.mailQueue.onResponse,
    handler: (request) => enableTwoFactor(ctx, principalOf(request).userId, request.body.code),
  });

  app.route({
    ...fromContract(ACCOUNT_API.recoveryCodes),
    ...stepUpGuard,
    onResponse: ctx.mailQueue.onResponse,
    handler: (request) => newRecoveryCodes(ctx, principalOf(request).userId),
  });

  app.route({
    ...fromContract(ACCOUNT_API.twoFactorDisable),
    ...guard,
    onResponse: ctx.mailQueue.onResponse,
    handler: (request) => disableTwoFactor(ctx, { userId: principalOf(request).userId, deviceId: ctx.knownDevices.idOf(request) }, request.body),
  });
}
