/**
 * Development aids stay on the developer's machine: the outbox (every code and
 * reset link), the test clock and the development captcha.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { describeMode } from '../../server/mode';
import { DEV_CAPTCHA_TOKEN, forEachDatabase, PASSWORD } from './harness';

forEachDatabase((setup) => {
  describe('/api/dev/*', () => {
    it('answers a loopback client and no one else, whatever X-Forwarded-For says', async () => {
      const h = await setup({ config: { testClock: undefined } });
      const get = (remoteAddress: string, url: string, headers: Record<string, string> = {}) => h.inject({ method: 'GET', url, remoteAddress, headers });
      expect((await get('127.0.0.1', '/api/dev/outbox')).statusCode).toBe(200);
      expect((await get('::1', '/api/dev/outbox.html')).statusCode).toBe(200);
      for (const url of ['/api/dev/outbox', '/api/dev/outbox.html']) {
        const remote = await get('203.0.113.9', url);
        expect(remote.statusCode).toBe(404);
        expect(remote.body).not.toContain('code');
      }
    });

    it('shows a mail on the outbox page as text, markup in a typed name included', async () => {
      const h = await setup({ config: { testClock: undefined } });
      const registration = { first_name: '<b>Bold</b>', last_name: 'Face', email: 'markup@example.com', password: PASSWORD, password2: PASSWORD, ref: '', recaptcha_token: DEV_CAPTCHA_TOKEN };
      expect((await h.post('/api/account/registration/', registration)).statusCode).toBe(201);
      const page = await h.inject({ method: 'GET', url: '/api/dev/outbox.html', remoteAddress: '127.0.0.1' });
      expect(page.body).toContain('To <b>markup@example.com</b>');
      expect(page.body).toContain('&lt;b&gt;Bold&lt;/b&gt;');
      expect(page.body).not.toContain('<b>Bold</b>');
    });

    it('is refused through a reverse proxy on the same machine: a loopback connection carrying forwarding headers', async () => {
      // nginx or HAProxy on this machine connects from 127.0.0.1 for every client on the internet.
      const h = await setup({ config: { testClock: undefined } });
      const viaProxy = (headers: Record<string, string>) => h.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '127.0.0.1', headers });
      const forwarded: Record<string, string>[] = [
        { 'x-forwarded-for': '203.0.113.9' }, { 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=203.0.113.9' },
        { 'x-real-ip': '203.0.113.9' }, { 'x-forwarded-proto': 'https' }, { via: '1.1 proxy' },
      ];
      for (const headers of forwarded) {
        expect((await viaProxy(headers)).statusCode, JSON.stringify(headers)).toBe(404);
      }
    });

    it('is refused altogether when the server is configured behind a proxy (TRUST_PROXY)', async () => {
      const h = await setup({ env: { TRUST_PROXY: 'loopback,10.0.0.0/8' }, config: { testClock: undefined } });
      expect((await h.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
      expect((await h.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
    });
  });
});

describe('development aids on a network address', () => {
  const dev = { NODE_ENV: 'development', JWT_SECRET: 'y'.repeat(32), DATA_DIR: '/tmp/acme-dev-mode-test' };

  it('are refused when the server listens beyond this machine', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(() => loadConfig({ ...dev, HOST })).toThrow(ConfigError);
      expect(() => loadConfig({ ...dev, HOST })).toThrow(/ALLOW_DEV_ON_NETWORK=1/);
    }
    expect(() => loadConfig({ ...dev, HOST: '0.0.0.0', TEST_CLOCK: '1', SMTP_URL: 'smtp://mail.example', RECAPTCHA_SECRET: 's' })).toThrow(/TEST_CLOCK/);
  });

  it('are allowed on loopback, with real mail and captcha, or when asked for explicitly', () => {
    for (const HOST of ['localhost', '127.0.0.1', '::1']) expect(() => loadConfig({ ...dev, HOST })).not.toThrow();
    expect(() => loadConfig({ ...dev, HOST: '0.0.0.0', SMTP_URL: 'smtp://mail.example', RECAPTCHA_SECRET: 's' })).not.toThrow();
    expect(() => loadConfig({ ...dev, HOST: '0.0.0.0', ALLOW_DEV_ON_NETWORK: '1' })).not.toThrow();
  });

  it('the start-up log says in one line which mode runs', () => {
    expect(describeMode(loadConfig(dev))).toBe(
      'MODE: DEVELOPMENT on localhost — development captcha, outbox at /api/dev/outbox (this machine only); not for real users',
    );
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), TWO_FACTOR_KEY: Buffer.alloc(32, 1).toString('base64'), RECAPTCHA_SECRET: 's', SMTP_URL: 'smtp://mail.example:587' });
    expect(describeMode(production)).toBe('MODE: PRODUCTION on 0.0.0.0 — Google reCAPTCHA, mail over SMTP');
  });
});
