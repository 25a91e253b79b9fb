/**
 * Login, token refresh and logout (spec section 7; token rules of DESIGN.md section 4).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse, SignedInAccount, TokenRefreshResponse, TwoFactorChallengeResponse } from '../../contract/account';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { AppContext } from '../context';
import { principalOf } from '../context';
import { requireCaptcha } from '../captcha/index';
import { clientKey } from '../http/client-key';
import type { LoginClient } from '../http/rate-limit';
import { detailError, tooManyRequests } from '../http/errors';
import { fromContract, typed } from '../http/contract-route';
import { normaliseEmail } from '../http/validation';
import { describeDevice } from '../auth/devices';
import { uncountedWhenBusy } from '../auth/passwords';
import type { SignInClient } from '../auth/sessions';
import { alertMail } from '../mail/alerts';

export const SESSION_MESSAGES = {
  badCredentials: 'Invalid email or password.',
  unverified: 'Please verify your e-mail first. We can send you a new code.',
  disabled: 'This account has been disabled. Please contact support.',
  loggedOut: 'You have been successfully logged out.',
  badRefresh: 'Token is invalid or expired',
  badSecondFactor: 'That code is not valid. Enter the current code from your authenticator app, or a recovery code.',
  signInExpired: 'This sign-in has expired. Please log in again.',
} as const;

/** Where a request comes from, as the session and its alert record it. */
export const clientOf = (request: FastifyRequest): SignInClient => ({ userAgent: request.headers['user-agent'] ?? null, ip: request.ip });

/**
 * A session for a sign-in that passed every check: the browser becomes (or stays) a known device
 * of the account and keeps its device cookie, and a device the account never signed in from
 * before gets the owner an alert. `client` is where the sign-in started (its first step).
 */
export async function startSignedIn(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, user: { id: string; email: string; firstName: string }, client = clientOf(request)): Promise<LoginResponse> {
  const deviceId = ctx.knownDevices.idOf(request);
  const newDevice = await ctx.knownDevices.isNew(user.id, deviceId);
  const place = newDevice ? await ctx.places.placeOf(client.ip) : null;
  let device = '';
  const tokens = await ctx.sessions.start(user.id, client, async (trx) => {
    device = await ctx.knownDevices.remember(trx, user.id, deviceId);
    if (!newDevice) return;
    const alert = { kind: 'new-sign-in', ...describeDevice(client.userAgent), ip: client.ip, place } as const;
    await ctx.mailQueue.enqueue(trx, alertMail({ email: user.email, firstName: user.firstName }, alert, ctx.config.clock(), ctx.config.appUrl));
  });
  ctx.knownDevices.give(reply, device);
  return { ...tokens, user_id: user.id };
}

export default async function sessionRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);
  const { db } = ctx.database;

  app.route({
    ...fromContract(ACCOUNT_API.login),
    preHandler: [ctx.refuseWhenHashingBusy, ctx.limit('login')],
    onResponse: ctx.mailQueue.onResponse,
    handler: async (request, reply): Promise<LoginResponse | TwoFactorChallengeResponse> => {
      const email = normaliseEmail(request.body.email);
      await requireCaptcha(ctx.captcha, request.body.recaptcha_token, request.ip, 'recaptcha');
      const user = await db.selectFrom('users').select(['id', 'first_name', 'password_hash', 'verified_at', 'disabled_at'])
        .where('email', '=', email).executeTakeFirst();
      // A browser this account signed in from before counts its failures on its own (device cookie).
      const deviceId = ctx.knownDevices.idOf(request);
      const who: LoginClient = user && deviceId && (await ctx.knownDevices.isKnown(user.id, deviceId)) ? { device: deviceId } : { address: clientKey(request.ip) };
      // Counted before the hash: parallel guesses cannot all slip past the back-off.
      const throttle = await ctx.loginThrottle.attempt(email, who);
      if (!throttle.ok) throw tooManyRequests(throttle.retryAfterMs, 'Too many failed login attempts.');

      // An address not yet verified has no password of its own yet: each registration of it (claim)
      // has one, and the one this password opens is the one this browser may complete with a code.
      const { claim, passwordOk } = await uncountedWhenBusy(async () => {
        const claim = user && user.verified_at === null ? await ctx.signupClaims.withPassword(user.id, request.body.password, ctx.hasher) : null;
        const passwordOk = !user
          ? (await ctx.hasher.verifyDummy(request.body.password), false)
          : user.verified_at === null ? claim !== null : await ctx.hasher.verify(user.password_hash, request.body.password);
        return { claim, passwordOk };
      }, () => Promise.all([ctx.loginThrottle.withdrawn(email, who), ctx.captcha.handBack(request.body.recaptcha_token, request.ip)]));
      if (!user || !passwordOk) throw detailError(401, SESSION_MESSAGES.badCredentials);
      await ctx.loginThrottle.succeeded(email, who);
      // Only after the right password may we say anything about the account's state.
      if (user.disabled_at !== null) throw detailError(403, SESSION_MESSAGES.disabled, { code: 'account_disabled' });
      if (claim) {
        ctx.signupClaims.give(reply, claim.id);
        throw detailError(403, SESSION_MESSAGES.unverified, { code: 'email_not_verified', message: SESSION_MESSAGES.unverified });
      }
      const client = clientOf(request);
      // With two-factor on, the password opens only the second step.
      if (await ctx.twoFactor.isEnabled(user.id)) {
        return { two_factor_required: true, challenge: await ctx.loginChallenges.create(user.id, client) };
      }
      request.log.info({ userId: user.id }, 'login');
      return startSignedIn(ctx, request, reply, { id: user.id, email, firstName: user.first_name }, client);
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.loginSecondFactor),
    preHandler: ctx.limit('secondFactor'),
    onResponse: ctx.mailQueue.onResponse,
    handler: async (request, reply): Promise<LoginResponse> => {
      const { challenge, code } = request.body;
      const pending = await ctx.loginChallenges.attempt(challenge);
      if (!pending) throw detailError(400, SESSION_MESSAGES.signInExpired, { code: 'challenge_expired' });
      if (!(await ctx.secondFactor.verify(db, pending.userId, code))) throw detailError(400, SESSION_MESSAGES.badSecondFactor, { code: 'invalid_code' });
      // One sign-in per challenge, even for two right codes sent at once.
      if (!(await ctx.loginChallenges.spend(challenge))) throw detailError(400, SESSION_MESSAGES.signInExpired, { code: 'challenge_expired' });
      const user = await db.selectFrom('users').select(['id', 'email', 'first_name', 'disabled_at']).where('id', '=', pending.userId).executeTakeFirstOrThrow();
      if (user.disabled_at !== null) throw detailError(403, SESSION_MESSAGES.disabled, { code: 'account_disabled' });
      request.log.info({ userId: user.id }, 'login (second factor)');
      return startSignedIn(ctx, request, reply, { id: user.id, email: user.email, firstName: user.first_name }, pending.client);
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.refreshToken),
    preHandler: ctx.limit('refresh'),
    handler: async (request): Promise<Required<TokenRefreshResponse>> => {
      const tokens = await ctx.sessions.refresh(request.body.refresh);
      if (!tokens) throw detailError(401, SESSION_MESSAGES.badRefresh, { code: 'token_not_valid' });
      return tokens;
    },
  });

  // No body expected: the session is the one named by the bearer access token.
  app.route({
    ...fromContract(ACCOUNT_API.logout),
    preHandler: [ctx.limit('logout'), ctx.authenticate],
    handler: async (request) => {
      await ctx.sessions.revoke(principalOf(request).sessionId);
      return { message: SESSION_MESSAGES.loggedOut };
    },
  });

  // Who is signed in: the names and e-mail the dashboard header shows.
  app.route({
    ...fromContract(ACCOUNT_API.me),
    preHandler: ctx.authenticate,
    handler: async (request): Promise<SignedInAccount> => {
      return db.selectFrom('users').select(['first_name', 'last_name', 'email'])
        .where('id', '=', principalOf(request).userId).executeTakeFirstOrThrow();
    },
  });
}
