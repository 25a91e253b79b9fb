/**
 * Which address a request comes from, behind a proxy or not: every
 * per-address limit keys on it, so a client's own X-Forwarded-For must never choose it.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { DEV_CAPTCHA_TOKEN, forEachDatabase } from './harness';

const PROXY = '10.0.0.5';
const login = { email: 'a@example.com', password: 'whatever you like', recaptcha_token: DEV_CAPTCHA_TOKEN };

forEachDatabase((setup) => {
  describe('the client address every per-address limit keys on', () => {
    const attempt = (h: Awaited<ReturnType<typeof setup>>, remoteAddress: string, forwardedFor?: string) =>
      h.inject({
        method: 'POST', url: '/api/account/login/', remoteAddress, payload: JSON.stringify(login),
        headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      });

    it('with no proxy trusted, a forged X-Forwarded-For changes nothing', async () => {
      const h = await setup({ rateLimits: { login: { max: 2, windowMs: 60_000 } } });
      expect((await attempt(h, '203.0.113.9', '1.1.1.1')).statusCode).toBe(401);
      expect((await attempt(h, '203.0.113.9', '2.2.2.2')).statusCode).toBe(401);
      expect((await attempt(h, '203.0.113.9', '3.3.3.3')).statusCode).toBe(429);
    });

    it('behind one proxy (TRUST_PROXY=1), the address the proxy saw counts, not what the client wrote before it', async () => {
      const h = await setup({ env: { TRUST_PROXY: '1' }, rateLimits: { login: { max: 2, windowMs: 60_000 } } });
      // The client forges a first entry; the proxy appends the address it really saw.
      expect((await attempt(h, PROXY, '1.1.1.1, 203.0.113.9')).statusCode).toBe(401);
      expect((await attempt(h, PROXY, '2.2.2.2, 203.0.113.9')).statusCode).toBe(401);
      expect((await attempt(h, PROXY, '3.3.3.3, 203.0.113.9')).statusCode).toBe(429);
      // Another client behind the same proxy has a bucket of its own.
      expect((await attempt(h, PROXY, '198.51.100.7')).statusCode).toBe(401);
    });

    it('with a list of proxy addresses, only those proxies are believed', async () => {
      const h = await setup({ env: { TRUST_PROXY: '10.0.0.0/8' }, rateLimits: { login: { max: 1, windowMs: 60_000 } } });
      expect((await attempt(h, PROXY, '203.0.113.9')).statusCode).toBe(401);
      expect((await attempt(h, PROXY, '203.0.113.9')).statusCode).toBe(429);
      expect((await attempt(h, PROXY, '203.0.113.12')).statusCode).toBe(401);
      // A client that is not a trusted proxy cannot pose as one by sending the header itself.
      expect((await attempt(h, '198.51.100.7', '203.0.113.10')).statusCode).toBe(401);
      expect((await attempt(h, '198.51.100.7', '203.0.113.11')).statusCode).toBe(429);
    });

    it('counts IPv6 clients by their /64', async () => {
      const h = await setup({ rateLimits: { login: { max: 1, windowMs: 60_000 } } });
      expect((await attempt(h, '2001:db8:aa:bb::1')).statusCode).toBe(401);
      expect((await attempt(h, '2001:db8:aa:bb::2')).statusCode).toBe(429);
      expect((await attempt(h, '2001:db8:aa:bc::1')).statusCode).toBe(401);
    });
  });
});

describe('TRUST_PROXY', () => {
  const env = { NODE_ENV: 'test', JWT_SECRET: 'y'.repeat(32) };

  it('takes a hop count or proxy addresses and networks', () => {
    expect(loadConfig(env).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.4', 'fd00::/8']);
  });

  it('refuses "true", which would let every client choose its own address, and anything unclear', () => {
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'true' })).toThrow(/hop count/);
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'my-proxy.local' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});
