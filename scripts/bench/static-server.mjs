// A static file server on loopback for a built folder: `/` is its index.html, and a file's brotli
// copy (`.br`, written by scripts/vite-precompress.ts) is sent when the browser accepts it, as the
// product's server sends the pages' assets.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };

function fileFor(dir, url) {
  const pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  const file = join(dir, normalize(pathname === '/' ? '/index.html' : pathname));
  return file.startsWith(dir) && existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** @param {string} dir an absolute path @returns {Promise<{ url: string, close: () => Promise<void> }>} */
export async function serveStatic(dir) {
  const server = createServer((request, response) => {
    const file = fileFor(dir, request.url ?? '/');
    if (!file) return response.writeHead(404).end();
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'])) && existsSync(`${file}.br`);
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      ...(brotli && { 'content-encoding': 'br', vary: 'Accept-Encoding' }),
    });
    createReadStream(brotli ? `${file}.br` : file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
