/**
 * Request logging that stays cheap under load. Fastify's default writes two serialised, redacted
 * lines per request at info level ("incoming request", "request completed"), which costs more
 * than a token refresh itself. Instead one line is written when a request finishes: at error level
 * for server errors (5xx), at warn level for slow requests, and at debug level for the rest, so at
 * the default info level only what needs an operator's attention is written. LOG_LEVEL=debug logs
 * every request.
 *
 * Use with `disableRequestLogging: true` in the Fastify options.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Requests slower than this are logged at info level whatever their status. */
export const SLOW_REQUEST_MS = 1_000;

export function requestLogLevel(statusCode: number, elapsedMs: number): 'error' | 'warn' | 'info' | 'debug' {
  if (statusCode >= 500) return 'error';
  if (elapsedMs >= SLOW_REQUEST_MS) return 'warn';
  return 'debug';
}

// pino's numeric levels; a level missing here (silent) logs nothing.
const LEVEL_VALUES: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const elapsedMs = reply.elapsedTime;
    const level = requestLogLevel(reply.statusCode, elapsedMs);
    // Checked first: the common case (a fast 2xx at info level) builds no log object at all.
    if (LEVEL_VALUES[level]! >= (LEVEL_VALUES[request.log.level] ?? Infinity)) {
      request.log[level]({ req: request, statusCode: reply.statusCode, ms: Math.round(elapsedMs) }, 'request completed');
    }
    done();
  });
}
