/**
 * DRF-style error answers, one error handler, never a stack trace.
 * Bodies: `{"detail": "..."}`, or field errors `{"email": ["..."], "detail": "..."}` (the detail
 * repeats the first field error, because the SPA reads `message`/`detail` for most calls).
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiErrorCode } from '../../contract/errors';
import { isDatabaseUnavailable } from '../db/connect';
import { StoreUnavailableError } from './counter-store';
import { SlotsBusyError } from '../auth/passwords';
import { StacklessError } from '../stackless-error';

/**
 * An answer thrown from anywhere in a route, not a fault: the handler below sends it as it is and
 * never logs it, so it carries no stack trace.
 */
export class ApiError extends StacklessError {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(typeof body.detail === 'string' ? body.detail : 'API error');
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

const LABELS: Record<string, string> = {
  first_name: 'First name', last_name: 'Last name', email: 'Email', password: 'Password',
  password2: 'Password confirmation', ref: 'Referral code', recaptcha_token: 'CAPTCHA', code: 'Code',
  refresh: 'Refresh token', token: 'Reset token', name: 'Name', message: 'Message', tx_hash: 'Transaction hash',
};

export function fieldError(field: string, text: string, status = 400): ApiError {
  return new ApiError(status, { detail: `${LABELS[field] ?? field}: ${text}`, [field]: [text] });
}

/** A refusal with its text, and where a client must tell it apart, its `code` (one of the contract's). */
export const detailError = (status: number, detail: string, extra: { code?: ApiErrorCode } & Record<string, unknown> = {}): ApiError =>
  new ApiError(status, { detail, ...extra });

export function tooManyRequests(retryAfterMs: number, what = 'Too many attempts.'): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const when = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new ApiError(429, { detail: `${what} Please try again in ${when}.` }, { 'retry-after': String(seconds) });
}

export const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

/** How long a client told "busy" waits before it tries again: 2 to 4 s, spread so that retries do not come back together. */
export const busyRetryAfterSeconds = (random = Math.random) => 2 + Math.floor(random() * 3);

/** 503 `server_busy`: refused at once, nothing done, try again after `Retry-After`. */
export function serverBusy(retryAfterSeconds = busyRetryAfterSeconds()): ApiError {
  return new ApiError(
    503,
    { detail: `The server is busy right now. Please try again in ${retryAfterSeconds} seconds.`, code: 'server_busy' },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

interface AjvError { instancePath?: string; keyword?: string; params?: Record<string, unknown> }

/** Turn a schema validation failure into a field error the user can act on. */
function validationError(errors: AjvError[]): ApiError {
  const first = errors[0] ?? {};
  const params = first.params ?? {};
  const field = typeof params.missingProperty === 'string'
    ? params.missingProperty
    : (first.instancePath ?? '').replace(/^\//, '').split('/')[0] ?? '';
  if (!field) return detailError(400, 'The request body must be a JSON object.');
  switch (first.keyword) {
    case 'required': return fieldError(field, 'This field is required.');
    case 'type': return fieldError(field, `Expected a ${String(params.type)}.`);
    case 'maxLength': return fieldError(field, `Ensure this field has no more than ${String(params.limit)} characters.`);
    case 'minLength': return fieldError(field, 'This field may not be blank.');
    default: return fieldError(field, 'This value is not valid.');
  }
}

/** Framework errors we answer with a fixed, safe text (never the raw message). */
const FRAMEWORK_DETAILS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported media type. Send JSON (Content-Type: application/json).'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its Content-Length.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
    const answer = error instanceof SlotsBusyError ? serverBusy() : error;
    if (answer instanceof ApiError) {
      return reply.code(answer.statusCode).headers(answer.headers).send(answer.body);
    }
    if (error.validation) {
      const mapped = validationError(error.validation as AjvError[]);
      return reply.code(400).send(mapped.body);
    }
    if (error.code && FRAMEWORK_DETAILS[error.code]) {
      const [status, detail] = FRAMEWORK_DETAILS[error.code]!;
      return reply.code(status).send({ detail });
    }
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.code(400).send({ detail: 'The request body is not valid JSON.' });
    }
    if (error instanceof StoreUnavailableError) {
      // A limit this route must not skip could not be counted (ctx.limit lets the others through).
      request.log.error({ err: { message: String(error.cause) } }, 'rate-limit store unavailable');
      return reply.code(503).header('retry-after', '5').send({ detail: SERVICE_UNAVAILABLE });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: { code: error.code, message: error.message } }, 'database unavailable');
      return reply.code(503).header('retry-after', '30').send({ detail: SERVICE_UNAVAILABLE });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: 'The request could not be processed.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.' });
  });
}
