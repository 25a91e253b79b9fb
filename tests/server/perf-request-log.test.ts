/**
 * Request logging is cheap under load: at info level a fast, successful request writes nothing;
 * server errors and slow requests are logged, one line each; debug level logs every request.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController, requestLogLevel, SLOW_REQUEST_MS } from '../../server/http/request-log';
import { createHarness } from './harness';

function appLoggingTo(lines: Record<string, unknown>[], level: string) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLogController() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => { throw new Error('database exploded'); });
  app.get('/busy', async (_request, reply) => reply.code(503).header('retry-after', '3').send({ detail: 'The server is busy right now.' }));
  return app;
}

describe('request log', () => {
  it('picks the level from the status and the time taken', () => {
    expect(requestLogLevel(200, 3)).toBe('debug');
    expect(requestLogLevel(401, 3)).toBe('debug');
    expect(requestLogLevel(201, SLOW_REQUEST_MS)).toBe('warn');
    expect(requestLogLevel(503, 3)).toBe('error');
    expect(requestLogLevel(500, 3, true)).toBe('error');
    // A refusal that says when to come back (the busy hashing limiter) is not an error.
    expect(requestLogLevel(503, 3, true)).toBe('debug');
    // Nor is it slow when it took long: refusals beyond their pace are held on purpose.
    expect(requestLogLevel(503, SLOW_REQUEST_MS, true)).toBe('debug');
    expect(requestLogLevel(503, SLOW_REQUEST_MS)).toBe('error');
  });

  it('at info level writes nothing for a fast 200 and one line for a 500', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, 'info');
    expect((await app.inject({ method: 'GET', url: '/ok' })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/ok' });
    expect(lines.filter((line) => line.msg !== 'database exploded')).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/fails' })).statusCode).toBe(500);
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ level: 50, statusCode: 500, req: { method: 'GET', url: '/fails' } });
    // A busy refusal, which says when to come back, writes nothing either.
    expect((await app.inject({ method: 'GET', url: '/busy' })).statusCode).toBe(503);
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
    await app.close();
  });

  it('at debug level logs every request once', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, 'debug');
    await app.inject({ method: 'GET', url: '/ok' });
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([
      expect.objectContaining({ level: 20, statusCode: 200, ms: expect.any(Number) }),
    ]);
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    await app.close();
  });

  it('the server uses it instead of Fastify’s two lines per request', async () => {
    const h = await createHarness('sqlite');
    // Fastify keeps its log controller under a private symbol.
    const key = Object.getOwnPropertySymbols(h.app).find((symbol) => symbol.description === 'fastify.logController');
    expect(key && (h.app as unknown as Record<symbol, unknown>)[key]).toBeInstanceOf(RequestLogController);
  });
});
