/**
 * Two-factor sign-in settings of a signed-in investor: its status, setting it up (a secret to
 * scan), turning it on with a first code (the recovery codes come back once), new recovery codes,
 * and turning it off with the password and a current code. Setting up, turning on and new codes
 * need a fresh step-up (ASVS 7.5.1); turning off carries its own proof (password and code). The
 * sign-in's second step is in ./session.ts.
 */
import type { FastifyInstance } from 'fastify';
import type {
  MessageResponse, RecoveryCodesResponse, TwoFactorEnableResponse, TwoFactorSetupResponse, TwoFactorStatusResponse,
} from '../../contract/account';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { AppContext } from '../context';
import { principalOf } from '../context';
import { detailError, fieldError } from '../http/errors';
import { fromContract, typed } from '../http/contract-route';
import { alertMail } from '../mail/alerts';

export const TWO_FACTOR_MESSAGES = {
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  badCode: 'That code is not valid. Enter the current code from your authenticator app.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  newCodes: 'New recovery codes are ready. The old ones no longer work.',
} as const;

export default async function twoFactorRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);
  const { db } = ctx.database;
  // Authenticate before the body is parsed: a caller without a token learns nothing.
  const guard = { onRequest: ctx.authenticate, preHandler: ctx.limit('twoFactorSettings') };
  const stepUpGuard = { onRequest: ctx.authenticate, preHandler: [ctx.limit('twoFactorSettings'), ctx.requireStepUp] };
  const recipient = (user: { email: string; first_name: string }) => ({ email: user.email, firstName: user.first_name });
  const owner = (userId: string) => db.selectFrom('users').select(['email', 'first_name']).where('id', '=', userId).executeTakeFirstOrThrow();

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
    handler: async (request): Promise<TwoFactorSetupResponse> => {
      const { userId } = principalOf(request);
      const setUp = await ctx.twoFactor.setUp(userId, (await owner(userId)).email);
      if (!setUp) throw detailError(409, TWO_FACTOR_MESSAGES.alreadyOn, { code: 'two_factor_on' });
      return { secret: setUp.secret, otpauth_url: setUp.uri };
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.twoFactorEnable),
    ...stepUpGuard,
    onResponse: ctx.mailQueue.onResponse,
    handler: async (request): Promise<TwoFactorEnableResponse> => {
      const { userId } = principalOf(request);
      const user = await owner(userId);
      const codes = await ctx.twoFactor.enable(userId, request.body.code, async (trx, setUp) => {
        const undo = await ctx.undoLinks.create(trx, userId, 'two-factor', setUp);
        await ctx.mailQueue.enqueue(trx, alertMail(recipient(user), { kind: 'two-factor-on', undo }, ctx.config.clock(), ctx.config.appUrl));
      });
      if (!codes) throw fieldError('code', TWO_FACTOR_MESSAGES.badCode);
      return { message: TWO_FACTOR_MESSAGES.enabled, recovery_codes: codes };
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.recoveryCodes),
    ...stepUpGuard,
    onResponse: ctx.mailQueue.onResponse,
    handler: async (request): Promise<RecoveryCodesResponse> => {
      const { userId } = principalOf(request);
      const user = await owner(userId);
      const codes = await ctx.twoFactor.regenerateRecoveryCodes(userId, async (trx, batch) => {
        const undo = await ctx.undoLinks.create(trx, userId, 'recovery-codes', batch);
        await ctx.mailQueue.enqueue(trx, alertMail(recipient(user), { kind: 'recovery-codes-regenerated', undo }, ctx.config.clock(), ctx.config.appUrl));
      });
      if (!codes) throw detailError(409, TWO_FACTOR_MESSAGES.notOn, { code: 'two_factor_off' });
      return { message: TWO_FACTOR_MESSAGES.newCodes, recovery_codes: codes };
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.twoFactorDisable),
    ...guard,
    onResponse: ctx.mailQueue.onResponse,
    handler: async (request): Promise<MessageResponse> => {
      const { userId } = principalOf(request);
      const user = await owner(userId);
      if (!(await ctx.twoFactor.isEnabled(userId))) throw detailError(409, TWO_FACTOR_MESSAGES.notOn, { code: 'two_factor_off' });
      // Its own proof, the password and a code, answered alike whichever is wrong.
      await ctx.verifier.passwordAndCode(db, { userId, deviceId: ctx.knownDevices.idOf(request) }, request.body);
      await db.transaction().execute(async (trx) => {
        // Two requests proved at once turn it off (and tell the owner) once.
        if (!(await ctx.twoFactor.disable(trx, userId))) return;
        await ctx.mailQueue.enqueue(trx, alertMail(recipient(user), { kind: 'two-factor-off' }, ctx.config.clock(), ctx.config.appUrl));
      });
      return { message: TWO_FACTOR_MESSAGES.disabled };
    },
  });
}
