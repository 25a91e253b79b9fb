/**
 * Passkeys: the investor's list, adding one (the browser's WebAuthn ceremony between the two
 * calls), removing one; and signing in with one instead of the password (it counts as both
 * factors, so two-factor sign-in asks nothing more). Adding and removing need a fresh step-up
 * (ASVS 7.5.1); an added passkey is announced by mail with a link that removes it.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type {
  LoginResponse, MessageResponse, PasskeyLoginOptionsResponse, PasskeysResponse,
} from '../../contract/account';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { AppContext } from '../context';
import { principalOf } from '../context';
import { detailError } from '../http/errors';
import { fromContract, typed } from '../http/contract-route';
import { alertMail } from '../mail/alerts';
import { cleanShown } from '../mail/clean';
import { SESSION_MESSAGES } from '../auth/sign-in';
import { startSignedIn } from './session';

export const PASSKEY_MESSAGES = {
  added: 'Your passkey has been added.',
  notAdded: 'The passkey could not be added. Please try again.',
  removed: 'The passkey has been removed.',
  notFound: 'That passkey is not on your account.',
  notRecognised: 'This passkey is not recognised. Log in with your password, then add it again from your profile.',
} as const;

const DEFAULT_NAME = 'Passkey';

export default async function passkeyRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);
  const { db } = ctx.database;
  const guard = { onRequest: ctx.authenticate, preHandler: [ctx.limit('twoFactorSettings'), ctx.requireStepUp] };

  app.route({
    ...fromContract(ACCOUNT_API.passkeys),
    onRequest: ctx.authenticate,
    preHandler: ctx.limit('sessions'),
    handler: async (request): Promise<PasskeysResponse> => {
      const passkeys = await ctx.passkeys.list(principalOf(request).userId);
      return {
        passkeys: passkeys.map((passkey) => ({
          id: passkey.id, name: passkey.name, created_at: new Date(passkey.createdAt).toISOString(),
          last_used_at: passkey.lastUsedAt === null ? null : new Date(passkey.lastUsedAt).toISOString(),
        })),
      };
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.passkeyRegisterOptions),
    ...guard,
    handler: async (request) => {
      const { userId } = principalOf(request);
      const user = await db.selectFrom('users').select(['email', 'first_name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
      return ctx.passkeys.registrationOptions(userId, user.email, `${user.first_name} ${user.last_name}`);
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.passkeyRegister),
    ...guard,
    onResponse: ctx.mailQueue.onResponse,
    handler: async (request): Promise<MessageResponse> => {
      const { userId } = principalOf(request);
      // Kept as it will be shown and mailed: one line, no invisible characters, at most 64 characters.
      const name = cleanShown(request.body.name ?? '') || DEFAULT_NAME;
      const user = await db.selectFrom('users').select(['email', 'first_name']).where('id', '=', userId).executeTakeFirstOrThrow();
      const added = await ctx.passkeys.register(userId, request.body.response as unknown as RegistrationResponseJSON, name, async (trx, passkeyId) => {
        const undo = await ctx.undoLinks.create(trx, userId, 'passkey', passkeyId);
        await ctx.mailQueue.enqueue(trx, alertMail({ email: user.email, firstName: user.first_name }, { kind: 'passkey-added', name, undo }, ctx.config.clock(), ctx.config.appUrl));
      });
      if (!added) throw detailError(400, PASSKEY_MESSAGES.notAdded, { code: 'passkey_not_added' });
      return { message: PASSKEY_MESSAGES.added };
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.passkeyRemove),
    ...guard,
    handler: async (request): Promise<MessageResponse> => {
      if (!(await ctx.passkeys.remove(principalOf(request).userId, request.params.id))) throw detailError(404, PASSKEY_MESSAGES.notFound, { code: 'passkey_not_found' });
      return { message: PASSKEY_MESSAGES.removed };
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.passkeyLoginOptions),
    preHandler: ctx.limit('passkeyLogin'),
    handler: async (): Promise<PasskeyLoginOptionsResponse> => ({
      options: (await ctx.passkeys.authenticationOptions()) as unknown as Record<string, unknown>,
    }),
  });

  app.route({
    ...fromContract(ACCOUNT_API.passkeyLogin),
    preHandler: ctx.limit('passkeyLogin'),
    onResponse: ctx.mailQueue.onResponse,
    handler: async (request, reply): Promise<LoginResponse> => {
      const userId = await ctx.verifier.passkeySignIn(request.body.response as unknown as AuthenticationResponseJSON);
      if (!userId) throw detailError(401, PASSKEY_MESSAGES.notRecognised, { code: 'passkey_not_recognised' });
      const user = await db.selectFrom('users').select(['id', 'email', 'first_name', 'disabled_at']).where('id', '=', userId).executeTakeFirstOrThrow();
      if (user.disabled_at !== null) throw detailError(403, SESSION_MESSAGES.disabled, { code: 'account_disabled' });
      request.log.info({ userId }, 'login (passkey)');
      return startSignedIn(ctx, request, reply, { id: user.id, email: user.email, firstName: user.first_name });
    },
  });
}
