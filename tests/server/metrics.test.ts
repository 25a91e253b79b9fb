/**
 * The metrics: what the server counts as it answers, read back in the Prometheus
 * text format; the listener on its own loopback port (never the public one); and `promtool check
 * metrics` (Debian's prometheus package) accepting the output.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { forEachDatabase } from './harness';
import { freePort, spawnServer, tempDir, waitReady } from './processes';
import { DEV_CAPTCHA_TOKEN } from '../../contract/account';
import { loadConfig } from '../../server/config';
import { loginOutcomeOf, MAX_VITALS_ROUTES } from '../../server/metrics/metrics';
import { startMetricsServer } from '../../server/metrics/listener';
import { Registry } from 'prom-client';

/** The value of one series in a Prometheus text exposition, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

forEachDatabase((setup) => {
  describe('metrics', () => {
    it('counts requests by route template, sign-ins by outcome, refresh rotations and replays, and reads the hashing and mail levels', async () => {
      const h = await setup();
      const email = await h.createUser();
      const signedIn = await h.login(email);
      const wrong = await h.post('/api/account/login/', { email, password: 'not the password', recaptcha_token: DEV_CAPTCHA_TOKEN });
      expect(wrong.statusCode).toBe(401);
      expect((await h.post('/api/account/token/refresh/', { refresh: signedIn.refresh })).statusCode).toBe(200);
      // The spent token again, after the grace period: a stolen copy, the family ends.
      h.clock.advance(h.config.ttl.refreshGraceMs + 1_000);
      expect((await h.post('/api/account/token/refresh/', { refresh: signedIn.refresh })).statusCode).toBe(401);
      // The replay ended the session: its access token is refused too.
      const options = await h.inject({ method: 'GET', url: '/api/investor/investments/12345/options/', headers: { authorization: `Bearer ${signedIn.access}` } });
      expect(options.statusCode).toBe(401);

      const text = await h.ctx.metrics.registry.metrics();
      expect(sample(text, 'http_requests_total{method="POST",route="/api/account/login/",status="200"}')).toBe(1);
      expect(sample(text, 'http_requests_total{method="POST",route="/api/account/login/",status="401"}')).toBe(1);
      expect(sample(text, 'http_request_duration_seconds_count{method="POST",route="/api/account/login/"}')).toBe(2);
      // An id in the address never becomes a label: the template does.
      expect(sample(text, 'http_requests_total{method="GET",route="/api/investor/investments/:id/options/",status="401"}')).toBe(1);
      expect(text).not.toContain('12345');
      expect(sample(text, 'login_outcomes_total{step="password",outcome="accepted"}')).toBe(1);
      expect(sample(text, 'login_outcomes_total{step="password",outcome="refused"}')).toBe(1);
      expect(sample(text, 'refresh_rotations_total')).toBe(1);
      expect(sample(text, 'refresh_replays_total')).toBe(1);
      expect(sample(text, 'password_hashing_slots')).toBe(h.ctx.hasher.slots.limit);
      expect(sample(text, 'password_hashing_queue_depth')).toBe(0);
      expect(sample(text, 'password_hashing_shed_total')).toBe(0);
      // Every mail so far was sent: nothing waits.
      expect(sample(text, 'mail_queue_depth')).toBe(0);
      expect(sample(text, 'mail_queue_oldest_age_seconds')).toBe(0);
      if (h.kind === 'postgres') expect(sample(text, 'db_pool_connections{state="max"}')).toBe(10);
      else expect(text).not.toContain('db_pool_connections');
    });

    it('adds visitors\' Core Web Vitals to histograms per route template, and refuses reports that do not fit', async () => {
      const h = await setup();
      const report = (body: unknown) => h.inject({ method: 'POST', url: '/api/vitals/', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      expect((await report({ route: '/auth/login', metrics: [{ name: 'LCP', value: 1800 }, { name: 'CLS', value: 0.02 }, { name: 'INP', value: 120 }] })).statusCode).toBe(204);
      expect((await report({ route: '/dashboard/deposits/$id', metrics: [{ name: 'LCP', value: 4200 }] })).statusCode).toBe(204);
      for (const refused of [
        { route: 'https://evil.example/', metrics: [{ name: 'LCP', value: 1 }] },
        { route: '/faq', metrics: [{ name: 'FID', value: 1 }] },
        { route: '/faq', metrics: [{ name: 'LCP', value: -1 }] },
        { route: '/faq', metrics: [] },
        { route: '/faq', metrics: [{ name: 'LCP', value: 70_000 }] },
      ]) expect((await report(refused)).statusCode, JSON.stringify(refused)).toBe(400);

      const text = await h.ctx.metrics.registry.metrics();
      expect(sample(text, 'web_vitals_lcp_seconds_bucket{le="2",route="/auth/login"}')).toBe(1);
      expect(sample(text, 'web_vitals_lcp_seconds_bucket{le="1.5",route="/auth/login"}')).toBe(0);
      expect(sample(text, 'web_vitals_lcp_seconds_sum{route="/auth/login"}')).toBe(1.8);
      expect(sample(text, 'web_vitals_inp_seconds_sum{route="/auth/login"}')).toBe(0.12);
      expect(sample(text, 'web_vitals_cls_sum{route="/auth/login"}')).toBe(0.02);
      expect(sample(text, 'web_vitals_lcp_seconds_count{route="/dashboard/deposits/$id"}')).toBe(1);
      expect(sample(text, 'web_vitals_lcp_seconds_count{route="/faq"}')).toBeUndefined();
    });

    it('keeps at most MAX_VITALS_ROUTES routes apart; the rest count as other', async () => {
      const h = await setup();
      for (let index = 0; index <= MAX_VITALS_ROUTES; index += 1) h.ctx.metrics.vital(`/page-${index}`, 'CLS', 0);
      const text = await h.ctx.metrics.registry.metrics();
      expect(sample(text, `web_vitals_cls_count{route="/page-${MAX_VITALS_ROUTES - 1}"}`)).toBe(1);
      expect(sample(text, `web_vitals_cls_count{route="/page-${MAX_VITALS_ROUTES}"}`)).toBeUndefined();
      expect(sample(text, 'web_vitals_cls_count{route="other"}')).toBe(1);
    });

    it('shows mail waiting to be sent, and its age', async () => {
      const h = await setup({ build: { mailQueue: { enabled: false } } });
      expect((await h.post('/api/management/contact/', { name: 'Ada', email: 'ada@example.com', message: 'Hello' })).statusCode).toBe(201);
      h.clock.advance(90_000);
      const text = await h.ctx.metrics.registry.metrics();
      expect(sample(text, 'mail_queue_depth')).toBe(1);
      expect(sample(text, 'mail_queue_oldest_age_seconds')).toBe(90);
    });
  });
});

describe('metrics listener', () => {
  it('is off unless METRICS_PORT is set, and binds loopback by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).metrics).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(() => loadConfig({ NODE_ENV: 'test', METRICS_PORT: 'ninety' })).toThrow('METRICS_PORT must be an integer between 0 and 65535');
  });

  it('serves /metrics on its own port, not on the public one, in a format promtool accepts', async () => {
    const dir = tempDir('acme-metrics-');
    const metricsPort = await freePort();
    const server = await spawnServer({ DATA_DIR: dir, DIST_DIR: path.join(dir, 'none'), METRICS_PORT: String(metricsPort) });
    await waitReady(server);
    await fetch(`${server.base}/api/readyz`);
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toContain('text/plain');
    const text = await scraped.text();
    expect(sample(text, 'http_requests_total{method="GET",route="/api/readyz",status="200"}')).toBe(1);
    expect(text).toContain('process_resident_memory_bytes');
    // The books' gauges, before the first reconciliation half a minute in (tests/server/books.test.ts runs one).
    expect(sample(text, 'acme_books_breaches')).toBe(0);
    expect(sample(text, 'acme_books_last_reconciled_timestamp_seconds')).toBe(0);
    expect((await fetch(`${server.base}/metrics`)).status).toBe(404);
    expect((await fetch(`${server.base}/api/metrics`)).status).toBe(404);

    const promtool = spawnSync('promtool', ['--version']);
    expect(promtool.error, 'promtool (Debian package prometheus) is needed: apt-get install prometheus').toBeUndefined();
    // promtool reads the exposition on stdin; it exits non-zero and names the problem otherwise.
    expect(execFileSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' })).toBe('');
  });
});

describe('metrics listener shutdown', () => {
  // CI once saw an instance take the forced exit on SIGTERM: Prometheus's kept-alive scrape
  // connection, busy when the listener closed, kept it open for good.
  it('closes at once though a scraper is in the middle of a request', async () => {
    const metrics = await startMetricsServer(new Registry(), '127.0.0.1', 0);
    const scraper = connect(metrics.port, '127.0.0.1');
    await new Promise<void>((resolve) => scraper.once('connect', () => resolve()));
    // Half a request: the connection is busy, not idle.
    scraper.write('GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = metrics.close().then(() => 'closed');
    const stillOpen = new Promise((resolve) => setTimeout(() => resolve('still open after 2 s'), 2_000));
    expect(await Promise.race([closed, stillOpen])).toBe('closed');
    scraper.destroy();
  });
});

describe('loginOutcomeOf', () => {
  it('names each answer of a sign-in', () => {
    expect([200, 401, 403, 400, 429, 503, 500].map(loginOutcomeOf)).toEqual(['accepted', 'refused', 'refused', 'refused', 'throttled', 'busy', 'error']);
  });
});
