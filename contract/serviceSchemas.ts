/**
 * The answers of the routes outside the specification's API, so that /api/openapi.json documents
 * them too: liveness and readiness (server/routes/health.ts), the page-speed beacon
 * (server/routes/vitals.ts, ./vitals.ts) and the development routes (the outbox and the test
 * clock, registered on a developer's machine only).
 */
import { Type } from 'typebox';
import { isoTime } from './schema';
import { VITAL_NAMES, VITALS_ROUTE_PATTERN } from './vitals';

/** GET /healthz (and /api/healthz): the process answers. */
export const LivenessResponse = Type.Object({ status: Type.Literal('ok') });

/** Which database this instance uses, and which store counts the rate limits ("redis unreachable" when it does not answer). */
const readinessParts = { database: Type.String(), store: Type.String() };

/** GET /readyz (and /api/readyz): 200 when this instance can serve. */
export const ReadyResponse = Type.Object({ status: Type.Literal('ok'), ...readinessParts });
/** 503 from /readyz: draining (shutting down), or its database does not answer. */
export const NotReadyResponse = Type.Object(
  { status: Type.Union([Type.Literal('draining'), Type.Literal('unavailable')]), ...readinessParts },
  { description: 'Not ready: draining, or the database does not answer' },
);

/** An answer without a body (the page-speed beacon's 204: recorded). */
export const NoContent = Type.Unsafe<void>({ type: 'null', description: 'No content' });

/** GET /api/dev/outbox: every mail sent since the server started, newest last. */
export const OutboxResponse = Type.Array(Type.Object({
  id: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.Optional(Type.String()),
  /** What the mail carries (a code, a link), so a developer need not read it. */
  meta: Type.Optional(Type.Object({ kind: Type.String(), code: Type.Optional(Type.String()), link: Type.Optional(Type.String()), token: Type.Optional(Type.String()) })),
  created_at: isoTime,
}));

/** GET /api/dev/outbox.html: the same mails as a page for people. */
export const OutboxPage = Type.Unsafe<string>({ description: 'The outbox as an HTML page', content: { 'text/html': { schema: Type.String() } } });

/** GET /api/dev/clock/ and POST /api/dev/clock/advance/: the test clock's time, and how far it is ahead of the real one. */
export const TestClockResponse = Type.Object({ now: isoTime, now_ms: Type.Integer(), offset_ms: Type.Integer() });

/**
 * POST /api/vitals/: the route the visit landed on (its template) and its values. Beyond a minute
 * (or a CLS of 100) is a broken measurement, not a slow page.
 */
export const VitalsRequest = Type.Object({
  route: Type.String({ pattern: VITALS_ROUTE_PATTERN }),
  metrics: Type.Array(
    Type.Object({ name: Type.Enum([...VITAL_NAMES], { type: 'string' }), value: Type.Number({ minimum: 0, maximum: 60_000 }) }, { additionalProperties: false }),
    { minItems: 1, maxItems: VITAL_NAMES.length },
  ),
}, { additionalProperties: false });

/** POST /api/dev/clock/advance/: how far to move the test clock, in days or in milliseconds (one of the two). */
export const ClockAdvanceRequest = Type.Object({
  days: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  ms: Type.Optional(Type.Integer({ minimum: 1 })),
}, { additionalProperties: false });

/** GET /api/openapi.json: the OpenAPI 3.1 document of every route. */
export const OpenApiDocument = Type.Object({ openapi: Type.String() }, { additionalProperties: true, description: 'The OpenAPI 3.1 document' });
