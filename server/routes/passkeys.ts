/**
 * Passkeys: the investor's list, adding one (the browser's WebAuthn ceremony between the two
 * calls), removing one; and signing in with one instead of the password (it counts as both
 * factors, so two-factor sign-in asks nothing more).
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type {
  LoginResponse, MessageResponse, PasskeyLoginOptionsResponse, PasskeyLoginRequest, PasskeyRegisterRequest, PasskeysResponse,
} from '../../contract/account';
import type { AppContext } from '../context';
import { principalOf } from '../context';
import { detailError } from '../http/errors';
import { bodySchema, idParams, jsonObject, LIMITS, str } from '../http/validation';
import { alertMail } from '../mail/alerts';
import { SESSION_MESSAGES, startSignedIn } from './session';

export const PASSKEY_MESSAGES = {
  added: 'Your passkey has been added.',
  notAdded: 'The passkey could not be added. Please try again.',
  removed: 'The passkey has been removed.',
  notFound: 'That passkey is not on your account.',
  notRecognised: 'This passkey is not recognised. Log in with your password, then add it again from your profile.',
} as const;

const DEFAULT_NAME = 'Passkey';

export default async function passkeyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const { db } = ctx.database;
  const guard = { onRequest: ctx.authenticate, preHandler: ctx.limit('twoFactorSettings') };

  app.get('/account/passkeys/', { onRequest: ctx.authenticate, preHandler: ctx.limit('sessions') }, async (request): Promise<PasskeysResponse> => {
    const passkeys = await ctx.passkeys.list(principalOf(request).userId);
    return {
      passkeys: passkeys.map((passkey) => ({
        id: passkey.id, name: passkey.name, created_at: new Date(passkey.createdAt).toISOString(),
        last_used_at: passkey.lastUsedAt === null ? null : new Date(passkey.lastUsedAt).toISOString(),
      })),
    };
  });

  app.post('/account/passkeys/register/options/', guard, async (request) => {
    const { userId } = principalOf(request);
    const user = await db.selectFrom('users').select(['email', 'first_name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
    return ctx.passkeys.registrationOptions(userId, user.email, `${user.first_name} ${user.last_name}`);
  });

  app.post<{ Body: PasskeyRegisterRequest }>('/account/passkeys/register/', {
    ...guard,
    onResponse: ctx.mailQueue.onResponse,
    schema: { body: bodySchema({ response: jsonObject, name: str(LIMITS.name) }, ['response']) },
  }, async (request): Promise<MessageResponse> => {
    const { userId } = principalOf(request);
    const name = request.body.name?.trim() || DEFAULT_NAME;
    if (!(await ctx.passkeys.register(userId, request.body.response as unknown as RegistrationResponseJSON, name))) {
      throw detailError(400, PASSKEY_MESSAGES.notAdded, { code: 'passkey_not_added' });
    }
    const user = await db.selectFrom('users').select(['email', 'first_name']).where('id', '=', userId).executeTakeFirstOrThrow();
    await ctx.mailQueue.enqueue(db, alertMail({ email: user.email, firstName: user.first_name }, { kind: 'passkey-added', name }, ctx.config.clock(), ctx.config.appUrl));
    return { message: PASSKEY_MESSAGES.added };
  });

  app.delete<{ Params: { id: string } }>('/account/passkeys/:id/', { ...guard, schema: { params: { ...idParams, properties: { id: str(LIMITS.token) } } } }, async (request): Promise<MessageResponse> => {
    if (!(await ctx.passkeys.remove(principalOf(request).userId, request.params.id))) throw detailError(404, PASSKEY_MESSAGES.notFound, { code: 'passkey_not_found' });
    return { message: PASSKEY_MESSAGES.removed };
  });

  app.post('/account/login/passkey/options/', { preHandler: ctx.limit('passkeyLogin') }, async (): Promise<PasskeyLoginOptionsResponse> => ({
    options: (await ctx.passkeys.authenticationOptions()) as unknown as Record<string, unknown>,
  }));

  app.post<{ Body: PasskeyLoginRequest }>('/account/login/passkey/', {
    preHandler: ctx.limit('passkeyLogin'),
    onResponse: ctx.mailQueue.onResponse,
    schema: { body: bodySchema({ response: jsonObject }, ['response']) },
  }, async (request): Promise<LoginResponse> => {
    const userId = await ctx.passkeys.authenticate(request.body.response as unknown as AuthenticationResponseJSON);
    if (!userId) throw detailError(401, PASSKEY_MESSAGES.notRecognised, { code: 'passkey_not_recognised' });
    const user = await db.selectFrom('users').select(['id', 'email', 'first_name', 'disabled_at']).where('id', '=', userId).executeTakeFirstOrThrow();
    if (user.disabled_at !== null) throw detailError(403, SESSION_MESSAGES.disabled, { code: 'account_disabled' });
    request.log.info({ userId }, 'login (passkey)');
    return startSignedIn(ctx, { id: user.id, email: user.email, firstName: user.first_name }, { userAgent: request.headers['user-agent'] ?? null, ip: request.ip });
  });
}
