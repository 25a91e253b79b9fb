/**
 * Signed-in devices: the investor's live sessions, and ending one of them or every other one.
 * Ending sessions needs a fresh step-up like the other sensitive changes (ASVS 5.0 7.5.2): a
 * stolen token must not sign the owner out everywhere. An ended session's access token is refused
 * on its next request and its refresh token at once (both look the session up). The own
 * session's logout needs no proof (./session.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { EndedSessionsResponse, MessageResponse, SignedInDevicesResponse } from '../../contract/account';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { AppContext } from '../context';
import { principalOf } from '../context';
import { describeDevice } from '../auth/devices';
import { detailError } from '../http/errors';
import { fromContract, typed } from '../http/contract-route';
import { endOtherSessions } from '../account/sessions';
import { isoTime } from '../iso-time';

export const DEVICE_MESSAGES = {
  ended: 'That device has been signed out.',
  endedOthers: 'Every other device has been signed out.',
  notFound: 'That session has already ended.',
  isCurrent: 'This is the session you are using. Log out to end it.',
} as const;

export default async function deviceRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);
  const guard = { onRequest: ctx.authenticate, preHandler: ctx.limit('sessions') };
  const stepUpGuard = { onRequest: ctx.authenticate, preHandler: [ctx.limit('sessions'), ctx.requireStepUp] };

  app.route({
    ...fromContract(ACCOUNT_API.sessions),
    ...guard,
    handler: async (request): Promise<SignedInDevicesResponse> => {
      const { userId, sessionId } = principalOf(request);
      const sessions = await ctx.sessions.live(userId);
      // The one in use first, then the others as their last activity orders them.
      const ordered = [...sessions.filter((s) => s.id === sessionId), ...sessions.filter((s) => s.id !== sessionId)];
      const places = await Promise.all(ordered.map((session) => ctx.places.placeOf(session.ip)));
      return {
        sessions: ordered.map((session, index) => ({
          id: session.id,
          ...describeDevice(session.userAgent),
          ip: session.ip,
          place: places[index]!,
          signed_in_at: isoTime(session.createdAt),
          last_seen_at: isoTime(session.lastSeenAt),
          current: session.id === sessionId,
        })),
      };
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.endSession),
    ...stepUpGuard,
    handler: async (request): Promise<MessageResponse> => {
      const { userId, sessionId } = principalOf(request);
      if (request.params.id === sessionId) throw detailError(400, DEVICE_MESSAGES.isCurrent, { code: 'current_session' });
      // Someone else's session answers like an ended one: ids reveal nothing.
      if (!(await ctx.sessions.revokeOwn(userId, request.params.id))) throw detailError(404, DEVICE_MESSAGES.notFound, { code: 'session_not_found' });
      return { message: DEVICE_MESSAGES.ended };
    },
  });

  app.route({
    ...fromContract(ACCOUNT_API.endOtherSessions),
    ...stepUpGuard,
    handler: async (request): Promise<EndedSessionsResponse> => {
      const { userId, sessionId } = principalOf(request);
      const ended = await endOtherSessions(ctx, userId, sessionId);
      return { message: DEVICE_MESSAGES.endedOthers, ended };
    },
  });
}
