/**
 * The SPA is sent compressed: the build writes .br/.gz copies (scripts/vite-precompress.ts) and
 * the server picks the one the browser accepts, with the caching rules of each file kept.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite-precompress';
import { createHarness } from './harness';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Text that compresses well but is well above the 1 kB threshold.
const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = "item number ${i}";`).join('\n');
const INDEX_HTML = `<!doctype html><html><head><title>Acme</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}</head><body><div id="root"></div></body></html>`;

function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'acme-precompressed-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'images'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), BIG_JS);
  writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'images', 'photo.png'), Buffer.alloc(4096, 7));
  writeFileSync(path.join(dist, 'images', 'art.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`);
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ big: 'x'.repeat(4000) }));
  return dist;
}

describe('build: precompressDir', () => {
  it('writes brotli and gzip copies of text files above 1 kB that decompress to the original', async () => {
    const dist = fakeBuild();
    const result = await precompressDir(dist);
    expect(result.compressed).toEqual(['assets/index-abc123.js', 'images/art.svg', 'index.html']);
    for (const file of result.compressed) {
      const original = readFileSync(path.join(dist, file));
      const br = readFileSync(path.join(dist, `${file}.br`));
      const gz = readFileSync(path.join(dist, `${file}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
    // Small files, images that are compressed already, and Vite's manifest get no copies.
    for (const file of ['assets/tiny-abc123.js', 'images/photo.png', '.vite/manifest.json']) {
      expect(existsSync(path.join(dist, `${file}.br`))).toBe(false);
      expect(existsSync(path.join(dist, `${file}.gz`))).toBe(false);
    }
  });

  it('removes a stale copy when a rebuilt file is too small to be worth one', async () => {
    const dist = fakeBuild();
    await precompressDir(dist);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'export {}');
    await precompressDir(dist);
    expect(existsSync(path.join(dist, 'assets', 'index-abc123.js.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'assets', 'index-abc123.js.gz'))).toBe(false);
  });
});

describe('server: precompressed files', () => {
  async function serve() {
    const dist = fakeBuild();
    await precompressDir(dist);
    return createHarness('sqlite', { config: { distDir: dist, corsOrigins: ['https://app.example.com'] } });
  }
  const BROWSER = 'gzip, deflate, br, zstd';

  it('sends assets as brotli to browsers that accept it, immutable, varying on Accept-Encoding', async () => {
    const h = await serve();
    const res = await h.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': BROWSER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBeLessThan(BIG_JS.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_JS);
  });

  it('falls back to gzip, then to the plain file, still varying on Accept-Encoding', async () => {
    const h = await serve();
    const gz = await h.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    const plain = await h.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
    expect(plain.headers.vary).toBe('Accept-Encoding');
    // A file without copies is sent as it is.
    const tiny = await h.inject({ method: 'GET', url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': BROWSER } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1)');
  });

  it('sends index.html compressed and uncached, at / and as the fallback for client routes', async () => {
    const h = await serve();
    for (const url of ['/', '/sectors/agriculture', '/auth/new-password/abc?token=abc']) {
      const res = await h.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': BROWSER } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toBe('Accept-Encoding');
      expect(String(res.headers['content-security-policy']), url).toContain("object-src 'none'");
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
    const head = await h.inject({ method: 'HEAD', url: '/faq', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
  });

  it('keeps the CORS Vary, serves no manifest, and leaves API answers uncompressed', async () => {
    const h = await serve();
    const cors = await h.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br', origin: 'https://app.example.com' } });
    expect(cors.headers.vary).toBe('Origin, Accept-Encoding');
    expect((await h.inject({ method: 'GET', url: '/.vite/manifest.json', headers: { 'accept-encoding': 'br' } })).statusCode).toBe(404);
    const api = await h.inject({ method: 'GET', url: '/api/healthz', headers: { 'accept-encoding': BROWSER } });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-encoding']).toBeUndefined();
    expect(api.headers.vary).toBeUndefined();
    const png = await h.inject({ method: 'GET', url: '/images/photo.png', headers: { 'accept-encoding': BROWSER } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
  });
});
