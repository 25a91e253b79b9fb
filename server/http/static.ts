/**
 * Serves the built SPA from dist/: hashed files under /assets cached for a year (immutable),
 * index.html never cached, and the SPA fallback for client routes. API paths never fall back.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export async function installStatic(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  const hasSpa = existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      cacheControl: false, // our own headers below
      setHeaders(res, filePath) {
        const relative = path.relative(distDir, filePath).split(path.sep).join('/');
        res.setHeader('cache-control', relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Read per request: it is small, and a rebuild is picked up without a restart.
  const sendIndex = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(readFileSync(indexFile));
  if (hasSpa) app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') && !request.url.startsWith('/assets/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && hasSpa) return sendIndex(reply);
    return reply.code(404).send({ detail: 'Not found.' });
  });
  return hasSpa;
}
