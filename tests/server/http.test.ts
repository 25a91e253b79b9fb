/** HTTP hardening (DESIGN.md section 4, "HTTP"), headers, CORS, SPA serving, database faults. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { PRERENDERED_HEAD_SCRIPTS } from '../../contract/prerender';
import { DEV_CAPTCHA_TOKEN, forEachDatabase, PASSWORD } from './harness';

const LOGIN = '/api/account/login/';

forEachDatabase((setup, kind) => {
  describe('request bodies', () => {
    it('refuses a body over 16 KiB with 413', async () => {
      const h = await setup();
      const res = await h.post('/api/management/contact/', { name: 'A', email: 'a@example.com', message: 'x'.repeat(17 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ detail: 'The request body is too large.' });
    });

    it('refuses form-encoded and text bodies with 415', async () => {
      const h = await setup();
      for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
        const res = await h.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': type }, payload: 'email=a%40b.c' });
        expect(res.statusCode, type).toBe(415);
        expect(res.json().detail).toMatch(/JSON/);
      }
    });

    it('refuses broken JSON with 400 and no stack trace', async () => {
      const h = await setup();
      const res = await h.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' }, payload: '{"email": "a@b.c",' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'The request body is not valid JSON.' });
      expect(res.body).not.toMatch(/at .*\.(js|ts)/);
    });

    it('refuses __proto__ and constructor keys with 400', async () => {
      const h = await setup();
      for (const payload of [
        '{"email":"a@b.co","__proto__":{"admin":true}}',
        '{"email":"a@b.co","constructor":{"prototype":{"admin":true}}}',
        '{"email":"a@b.co","constructor":{}}',
        '{"email":"a@b.co","nested":{"constructor":"x"}}',
        '{"email":"a@b.co","list":[{"__proto__":null}]}',
      ]) {
        const res = await h.inject({ method: 'POST', url: '/api/management/subscribe/', headers: { 'content-type': 'application/json' }, payload });
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toMatch(/forbidden key/);
      }
      expect(await h.ctx.database.db.selectFrom('subscribers').selectAll().execute()).toHaveLength(0);
    });

    it('refuses wrong types without coercion', async () => {
      const h = await setup();
      for (const body of [{ email: 12345 }, { email: true }, { email: ['a@b.co'] }, { email: null }, { email: { x: 1 } }]) {
        const res = await h.post('/api/management/subscribe/', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().email).toEqual(['Expected a string.']);
      }
      for (const payload of ['[]', '"a@b.co"', '42', 'null']) {
        const res = await h.inject({ method: 'POST', url: '/api/management/subscribe/', headers: { 'content-type': 'application/json' }, payload });
        expect(res.statusCode, payload).toBe(400);
      }
    });

    it('refuses overlong strings with a field error', async () => {
      const h = await setup();
      const res = await h.post('/api/management/subscribe/', { email: `${'a'.repeat(250)}@example.com` });
      expect(res.statusCode).toBe(400);
      expect(res.json().email[0]).toMatch(/no more than 254 characters/);
      const name = await h.post('/api/management/contact/', { name: 'n'.repeat(101), email: 'a@example.com', message: 'hi' });
      expect(name.json().name[0]).toMatch(/no more than 100/);
    });

    it('answers JSON with a charset', async () => {
      const h = await setup();
      const res = await h.post('/api/management/subscribe/', { email: 'a@example.com' });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    });

    it('unknown API paths are JSON 404s, not the SPA', async () => {
      const h = await setup();
      const res = await h.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
      // Trailing slashes exactly as the specification.
      expect((await h.post('/api/account/login', { email: 'a@b.co' })).statusCode).toBe(404);
    });
  });

  describe('headers', () => {
    it('keeps API answers out of every cache: tokens and investors\' data are no one else\'s', async () => {
      const h = await setup();
      const email = await h.createUser();
      const login = await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN });
      const refresh = await h.post('/api/account/token/refresh/', { refresh: login.json().refresh });
      const overview = await h.inject({ method: 'GET', url: '/api/investor/overview/', headers: { authorization: `Bearer ${login.json().access}` } });
      const refused = await h.inject({ method: 'GET', url: '/api/investor/overview/' });
      for (const res of [login, refresh, overview, refused]) expect(res.headers['cache-control']).toBe('no-store');
    });

    it('sets nosniff, HSTS, frame and referrer policies and a CSP on API answers', async () => {
      const h = await setup();
      const res = await h.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    });

    it('allows CORS only for listed origins', async () => {
      const h = await setup({ config: { corsOrigins: ['https://app.example.com'] } });
      const allowed = await h.inject({ method: 'OPTIONS', url: LOGIN, headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' } });
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
      const other = await h.inject({ method: 'POST', url: '/api/management/subscribe/', headers: { origin: 'https://evil.example' }, payload: { email: 'a@example.com' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('serving the SPA', () => {
    const dists: string[] = [];
    afterAll(() => dists.forEach((dist) => rmSync(dist, { recursive: true, force: true })));

    function fakeDist(): string {
      const dist = mkdtempSync(path.join(tmpdir(), 'acme-dist-'));
      dists.push(dist);
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Acme</title><div id="root"></div>');
      writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
      writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      return dist;
    }

    it('serves hashed assets immutable, index.html uncached, client routes by fallback, with the CSP', async () => {
      const h = await setup({ config: { distDir: fakeDist() } });
      const asset = await h.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const route = await h.inject({ method: 'GET', url: '/sectors/agriculture', headers: { accept: 'text/html' } });
      expect(route.statusCode).toBe(200);
      expect(route.body).toContain('<div id="root">');
      expect(route.headers['cache-control']).toBe('no-cache');
      const csp = String(route.headers['content-security-policy']);
      for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", 'https://www.google.com/recaptcha/', 'https://www.tradingview-widget.com', "style-src 'self' 'unsafe-inline'"]) {
        expect(csp).toContain(part);
      }
      expect((await h.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).statusCode).toBe(200);
      expect((await h.inject({ method: 'GET', url: '/assets/missing-zzz.js', headers: { accept: 'text/html' } })).statusCode).toBe(404);
      // Inline scripts: exactly the prerendered pages' head scripts (consent peek, early presses), by hash.
      const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
      const hashes = PRERENDERED_HEAD_SCRIPTS.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toEqual(hashes);
      expect(scriptSources).not.toContain("'unsafe-inline'");
    });

    // The tokens live in localStorage: a third-party script in our origin could read them. The
    // market widgets are TradingView's own pages in frames.
    it('lets no TradingView host run script in the SPA, and frames only its widget pages', async () => {
      const h = await setup({ config: { distDir: fakeDist() } });
      const route = await h.inject({ method: 'GET', url: '/sectors/crypto-forex', headers: { accept: 'text/html' } });
      const csp = String(route.headers['content-security-policy']);
      const sources = (directive: string) => new RegExp(`(?:^|; )${directive} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? [];
      const tradingView = (directive: string) => sources(directive).filter((source) => /tradingview/i.test(source));
      expect(tradingView('script-src')).toEqual([]);
      expect(tradingView('default-src')).toEqual([]);
      expect(tradingView('frame-src')).toEqual(['https://www.tradingview-widget.com']);
      expect(sources('frame-src')).toContain('https://www.google.com/recaptcha/');
    });

    it('sends a prerendered page for its plain address, and the SPA shell with a query or without a page', async () => {
      const dist = fakeDist();
      mkdirSync(path.join(dist, 'pages', 'sectors'), { recursive: true });
      writeFileSync(path.join(dist, 'pages', 'index.html'), '<!doctype html><title>Home</title><div id="root"><h1>Home page</h1></div>');
      writeFileSync(path.join(dist, 'pages', 'sectors', 'agriculture.html'), '<!doctype html><title>Agriculture</title><div id="root"><h1>Agriculture</h1></div>');
      const h = await setup({ config: { distDir: dist } });
      const page = (url: string) => h.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

      expect((await page('/')).body).toContain('<h1>Home page</h1>');
      for (const url of ['/sectors/agriculture', '/sectors/agriculture/']) {
        const res = await page(url);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<h1>Agriculture</h1>');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
      // A query can change what the page shows (?ref=, ?redirect=): the browser renders it.
      expect((await page('/sectors/agriculture?ref=ABC')).body).toContain('<div id="root"></div>');
      // A public page the build did not write (an older build) and a page never prerendered.
      expect((await page('/faq')).body).toContain('<div id="root"></div>');
      expect((await page('/dashboard')).body).toContain('<div id="root"></div>');
    });

    it('the pages that hold a mailed token (new password, undo) send no referrer and allow no third-party script', async () => {
      const h = await setup({ config: { distDir: fakeDist() } });
      for (const url of ['/auth/new-password/abc?token=abc', '/auth/undo?token=abc']) {
        const res = await h.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['referrer-policy'], url).toBe('no-referrer');
        expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
        expect(String(res.headers['content-security-policy'])).not.toContain('google');
      }
      // Other pages keep the usual policy.
      expect((await h.inject({ method: 'GET', url: '/auth/undone', headers: { accept: 'text/html' } })).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  });

  // Read-only mode is a SQLite pragma; the PostgreSQL suite has no such switch, so the test
  // exists for SQLite only (registered, not skipped).
  const onSqlite = kind === 'sqlite' ? describe : undefined;
  onSqlite?.('database faults', () => {
    it('a read-only database answers 503, never 500', async () => {
      const h = await setup();
      await sql`PRAGMA query_only = ON`.execute(h.ctx.database.db);
      const res = await h.post('/api/management/subscribe/', { email: 'a@example.com' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json().detail).toMatch(/temporarily unavailable/);
      await sql`PRAGMA query_only = OFF`.execute(h.ctx.database.db);
    });
  });
});

describe('logs', () => {
  it('never carry the reset token of the new-password page', async () => {
    const { loggableUrl } = await import('../../server/app');
    expect(loggableUrl('/auth/new-password/SECRET?token=SECRET')).toBe('/auth/new-password/[redacted]');
    expect(loggableUrl('/api/account/login/?x=1')).toBe('/api/account/login/');
  });
});
