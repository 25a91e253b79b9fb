/**
 * Request logging that stays cheap under load. Fastify's default writes two serialised, redacted
 * lines per request at info level ("incoming request", "request completed"), which costs more
 * than a token refresh itself. Instead one line is written when a request finishes: at error level
 * for server errors (5xx), at warn level for slow requests, and at debug level for the rest, so at
 * the default info level only what needs an operator's attention is written. LOG_LEVEL=debug logs
 * every request. Fastify's other log lines (stream and serialiser errors, ...) are unchanged.
 *
 * A 503 that says when to come back (Retry-After) is a refusal by design, not a failure: the
 * hashing limiter shedding load (counted in the metrics' shed total), or an outage the error
 * handler has already logged with its cause. It logs at debug level: under overload, an error
 * line for every refusal would make refusing cost what the server is refusing to do.
 *
 * Pass `logController: new RequestLogController()` in the Fastify options.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Requests slower than this are logged at warn level whatever their status. */
export const SLOW_REQUEST_MS = 1_000;

type Level = 'error' | 'warn' | 'debug';

export function requestLogLevel(statusCode: number, elapsedMs: number, refusedWithRetryAfter = false): Level {
  const refusal = statusCode === 503 && refusedWithRetryAfter;
  if (statusCode >= 500 && !refusal) return 'error';
  // A refusal may be slow by design: held until its turn (server/http/refusal-pacer.ts).
  if (elapsedMs >= SLOW_REQUEST_MS && !refusal) return 'warn';
  return 'debug';
}

// pino's numeric levels; a level missing here (silent) logs nothing.
const LEVEL_VALUES: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // Nothing on arrival: the line written on completion says everything.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const elapsedMs = reply.elapsedTime;
    const level = error ? 'error' : requestLogLevel(reply.statusCode, elapsedMs, reply.hasHeader('retry-after'));
    // Checked first: the common case (a fast 2xx at info level) builds no log object at all.
    if (LEVEL_VALUES[level]! < (LEVEL_VALUES[request.log.level] ?? Infinity)) return;
    request.log[level]({ req: request, statusCode: reply.statusCode, ms: Math.round(elapsedMs), ...(error ? { err: error } : {}) }, 'request completed');
  }
}
