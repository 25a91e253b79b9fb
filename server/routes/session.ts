/**
 * Login, token refresh and logout (spec section 7; token rules of DESIGN.md section 4). The
 * sign-in rules are in ../auth/sign-in.ts: these handlers map the request to them and their
 * outcome to the answer, with the cookies the browser keeps.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse, SignedInAccount, TokenRefreshResponse, TwoFactorChallengeResponse } from '../../contract/account';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { AppContext } from '../context';
import { principalOf } from '../context';
import { detailError } from '../http/errors';
import { fromContract, typed } from '../http/contract-route';
import { type Browser, SESSION_MESSAGES, type SignedIn, signIn, signInWithSecondFactor, startSession } from '../auth/sign-in';
import { ownerOf } from '../account/owner';

/** The browser of a request, as a sign-in sees it. */
const browserOf = (ctx: AppContext, request: FastifyRequest): Browser => ({
  ip: request.ip, userAgent: request.headers['user-agent'] ?? null, deviceId: ctx.knownDevices.idOf(request),
});

/** The answer to a sign-in that passed: the browser keeps (or renews) its device cookie. */
function signedInAnswer(ctx: AppContext, reply: FastifyReply, { answer, device }: SignedIn): LoginResponse {
  ctx.knownDevices.give(reply, device);
  return answer;
}

/** A session for a sign-in that passed its checks elsewhere (the passkey login), started from this request's browser. */
export async function startSignedIn(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, user: { id: string; email: string; firstName: string }): Promise<LoginResponse> {
  const { ip, userAgent, deviceId } = browserOf(ctx, request);
  return signedInAnswer(ctx, reply, await startSession(ctx, user, { userAgent, ip }, deviceId));
}

export default async function sessionRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);

  app.route({
    ...fromContract(ACCOUNT_API.login),
    onRequest: ctx.refuseWhenHashingBusy,
    preHandler: ctx.limit('login'),
    onResponse: ctx.mailQueue.onResponse,
    handler: async (request, reply): Promise<LoginResponse | TwoFactorChallengeResponse> => {
      const outcome = await signIn(ctx, request.body, browserOf(ctx, request));
      if (outcome.kind === 'secondFactor') return outcome.answer;
      if (outcome.kind === 'unverified') {
        // The code this browser enters next completes the registration its password opened.
        ctx.signupClaims.give(reply, outcome.claimId);
        throw detailError(403, SESSION_MESSAGES.unverified, { code: 'email_not_verified', message: SESSION_MESSAGES.unverified });
      }
      request.log.info({ userId: outcome.userId }, 'login');
      return signedInAnswer(ctx, reply, outcome);
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.loginSecondFactor),
    preHandler: ctx.limit('secondFactor'),
    onResponse: ctx.mailQueue.onResponse,
    handler: async (request, reply): Promise<LoginResponse> => {
      const signedIn = await signInWithSecondFactor(ctx, request.body, ctx.knownDevices.idOf(request));
      request.log.info({ userId: signedIn.userId }, 'login (second factor)');
      return signedInAnswer(ctx, reply, signedIn);
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
      const { first_name, last_name, email } = await ownerOf(ctx, principalOf(request).userId);
      return { first_name, last_name, email };
    },
  });
}
