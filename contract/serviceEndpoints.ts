/**
 * The routes outside the specification's API, in the same table as its endpoints (./endpoint.ts):
 * liveness and readiness (also served outside /api, for a load balancer), the page-speed beacon,
 * the OpenAPI document, and the development routes (the outbox and the test clock), which a
 * server registers on a developer's machine only and /api/openapi.json marks as such. The
 * metrics are not here: they are served on a port of their own (server/metrics/listener.ts).
 */
import { endpoint, type Endpoint } from './endpoint';
import {
  ClockAdvanceRequest, LivenessResponse, NoContent, NotReadyResponse, OpenApiDocument, OutboxPage, OutboxResponse, ReadyResponse,
  TestClockResponse, VitalsRequest,
} from './serviceSchemas';
import { VITALS_PATH } from './vitals';

export const SERVICE_API = {
  healthz: endpoint('GET /healthz', { response: { 200: LivenessResponse } }),
  /** 503 while draining or when the database does not answer. */
  readyz: endpoint('GET /readyz', { response: { 200: ReadyResponse, 503: NotReadyResponse } }),
  /** A beacon gets no useful answer: a report that does not fit is refused with the usual 400. */
  vitals: endpoint(`POST ${VITALS_PATH}` as const, { body: VitalsRequest, response: { 204: NoContent }, errors: { 400: [], 429: [] } }),
  openApi: endpoint('GET /openapi.json', { response: { 200: OpenApiDocument } }),
} satisfies Record<string, Endpoint>;

export const DEVELOPMENT_API = {
  outbox: endpoint('GET /dev/outbox', { response: { 200: OutboxResponse }, development: true }),
  outboxPage: endpoint('GET /dev/outbox.html', { response: { 200: OutboxPage }, development: true }),
  clock: endpoint('GET /dev/clock/', { response: { 200: TestClockResponse }, development: true }),
  advanceClock: endpoint('POST /dev/clock/advance/', { body: ClockAdvanceRequest, response: { 200: TestClockResponse }, errors: { 400: [] }, development: true }),
} satisfies Record<string, Endpoint>;
