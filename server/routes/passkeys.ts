/**
 * Passkeys: the investor's list, adding one (the browser's WebAuthn ceremony between the two
 * calls), removing one; and signing in with one instead of the password (it counts as both
 * factors, so two-factor sign-in asks nothing more). Adding and removing need a fresh step-up
 * (ASVS 7.5.1); an added passkey is announced by mail with a link that removes it (the use cases:
 * ../account/passkeys.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { LoginResponse, PasskeyLoginOptionsResponse, PasskeysResponse } from '../../contract/account';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { AppContext } from '../context';
import { principalOf } from '../context';
import { fromContract, typed } from '../http/contract-route';
import { addPasskey, passkeyRegistrationOptions, passkeySignInAccount, removePasskey } from '../account/passkeys';
import { startSignedIn } from './session';
import { isoTime } from '../iso-time';

export default async function passkeyRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);
  const guard = { onRequest: ctx.authenticate, preHandler: [ctx.limit('twoFactorSettings'), ctx.requireStepUp] };

  app.route({
    ...fromContract(ACCOUNT_API.passkeys),
    onRequest: ctx.authenticate,
    preHandler: ctx.limit('sessions'),
    handler: async (request): Promise<PasskeysResponse> => {
      const passkeys = await ctx.passkeys.list(principalOf(request).userId);
      return {
        passkeys: passkeys.map((passkey) => ({
          id: passkey.id, name: passkey.name, created_at: isoTime(passkey.createdAt),
          last_used_at: passkey.lastUsedAt === null ? null : isoTime(passkey.lastUsedAt),
        })),
      };
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.passkeyRegisterOptions),
    ...guard,
    // The WebAuthn library's options, as the JSON object the contract sends on.
    handler: async (request) => ({ ...(await passkeyRegistrationOptions(ctx, principalOf(request).userId)) }),
  });

  app.route({
    ...fromContract(ACCOUNT_API.passkeyRegister),
    ...guard,
    onResponse: ctx.mailQueue.onResponse,
    handler: (request) => addPasskey(ctx, principalOf(request).userId, request.body.response as unknown as RegistrationResponseJSON, request.body.name),
  });

  app.route({
    ...fromContract(ACCOUNT_API.passkeyRemove),
    ...guard,
    handler: (request) => removePasskey(ctx, principalOf(request).userId, request.params.id),
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
      const account = await passkeySignInAccount(ctx, request.body.response as unknown as AuthenticationResponseJSON);
      request.log.info({ userId: account.id }, 'login (passkey)');
      return startSignedIn(ctx, request, reply, { id: account.id, email: account.email, firstName: account.first_name });
    },
  });
}
