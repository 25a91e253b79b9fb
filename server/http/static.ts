/**
 * Serves the built SPA from dist/: hashed files under /assets cached for a year (immutable),
 * index.html never cached, and the SPA fallback for client routes. API paths never fall back.
 *
 * Text files are sent compressed: the build writes `.br` and `.gz` copies next to them
 * (scripts/vite-precompress.ts) and `preCompressed` picks the best one the browser accepts, so
 * no CPU is spent compressing per request. Those answers carry `Vary: Accept-Encoding`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { prerenderedFileFor } from '../../contract/prerender';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Content types the build ships compressed copies of (scripts/vite-precompress.ts). */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** Adds `value` to the Vary header, keeping what is there (CORS sets `Vary: Origin`). */
export function appendVary(reply: FastifyReply, value: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current.split(',').map((name) => name.trim()).filter(Boolean);
  if (names.includes('*') || names.some((name) => name.toLowerCase() === value.toLowerCase())) return;
  reply.header('vary', [...names, value].join(', '));
}

export async function installStatic(app: FastifyInstance, distDir: string): Promise<boolean> {
  const hasSpa = existsSync(path.join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      dotfiles: 'ignore', // .vite/manifest.json is for the build tools, not for browsers
      cacheControl: false, // our own headers below
      setHeaders(res, filePath) {
        // filePath may be the .br/.gz copy; it lives in the same folder as the original.
        const relative = path.relative(distDir, filePath).split(path.sep).join('/');
        res.setHeader('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      },
    });

    // Whether a compressed copy was chosen depends on Accept-Encoding: caches must know that,
    // also for the uncompressed answer. API answers are not compressed and are left alone.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/')) return payload;
      if (reply.hasHeader('content-encoding') || COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
        appendVary(reply, 'Accept-Encoding');
      }
      return payload;
    });
  }

  // Streamed from disk per request (a rebuild is picked up without a restart), as .br or .gz
  // when the browser accepts it. A public page prerendered by the build (pages/*.html) is sent
  // as such, but only for its plain address: a query (?ref=, ?redirect=) can change what the
  // page shows, so those get the SPA's index.html and render in the browser.
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname, query] = request.url.split('?', 2);
    const prerendered = query === undefined ? prerenderedFileFor(pathname!) : undefined;
    const file = prerendered && existsSync(path.join(distDir, prerendered)) ? prerendered : 'index.html';
    return reply.code(200).sendFile(file);
  };
  // A page, not part of the API: left out of the OpenAPI document (as @fastify/static leaves out its own routes).
  if (hasSpa) app.get('/', { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') && !request.url.startsWith('/assets/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && hasSpa) return sendPage(request, reply);
    return reply.code(404).send({ detail: 'Not found.' });
  });
  return hasSpa;
}
