/** Start-up configuration rules, production argon2 parameters, and Google captcha verification. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PRODUCTION_ARGON2 } from '../../server/config';
import { SERVER_DOCS, withSettingsTable } from '../../scripts/settings-table';
import { PasswordHasher } from '../../server/auth/passwords';
import { createCaptcha } from '../../server/captcha/index';
import { MemoryStore } from '../../server/http/counter-store';
import { createHarness, DEV_CAPTCHA_TOKEN, PASSWORD } from './harness';
import { compiled } from './processes';
import { PG_URL } from './pg-schemas';
import { SPEC_TIMERS } from '../oracle/timers';

const PROD = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64'), RECAPTCHA_SECRET: 's', SMTP_URL: 'smtp://mail.example:587' };

describe('configuration', () => {
  it('production refuses to start without a reCAPTCHA secret, JWT secret, two-factor key or SMTP', () => {
    expect(() => loadConfig(PROD)).not.toThrow();
    for (const missing of ['RECAPTCHA_SECRET', 'JWT_SECRET', 'TWO_FACTOR_KEY', 'SMTP_URL'] as const) {
      const env: Record<string, string> = { ...PROD };
      delete env[missing];
      expect(() => loadConfig(env)).toThrow(new RegExp(missing));
    }
  });

  it('production refuses RATE_LIMIT_SCALE, a knob for tests and benchmarks', () => {
    expect(() => loadConfig({ ...PROD, RATE_LIMIT_SCALE: '1000' })).toThrow(/RATE_LIMIT_SCALE/);
    expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'y'.repeat(32), RATE_LIMIT_SCALE: '1000' })).not.toThrow();
  });

  it('gives clear errors for bad values', () => {
    expect(() => loadConfig({ ...PROD, PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PROD, JWT_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ ...PROD, TWO_FACTOR_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/TWO_FACTOR_KEY must be 32 random bytes/);
    expect(() => loadConfig({ ...PROD, DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
    expect(() => loadConfig({ ...PROD, APP_URL: 'not a url' })).toThrow(/APP_URL/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  describe('a problem names the setting and never repeats a secret or a password', () => {
    /** The message a start with `env` prints. */
    const messageOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).message;
      }
      throw new Error('the settings were accepted');
    };

    it('JWT_SECRET too short: how long it is, not what it is', () => {
      const secret = 'Real-production-secret-31-chars';
      expect(secret).toHaveLength(31);
      expect(messageOf({ ...PROD, JWT_SECRET: secret })).toBe('JWT_SECRET must be at least 32 characters (it has 31 characters).');
    });

    it('DATABASE_URL: the URL without its password, or no value when it cannot be read as a URL', () => {
      const wrongKind = messageOf({ ...PROD, DATABASE_URL: 'mysql://app:Hunter2-db-pass@db.internal/app?password=Hunter2-db-pass' });
      expect(wrongKind).toBe('DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://app:***@db.internal/app?password=***").');
      const unreadable = messageOf({ ...PROD, DATABASE_URL: 'postgres://app:Hunter2-db-pass@db internal/app' });
      expect(unreadable).toMatch(/^DATABASE_URL must be a full URL/);
      expect(unreadable).not.toMatch(/Hunter2|db internal/);
    });

    it('SMTP_URL: no value when it cannot be read as a URL', () => {
      const message = messageOf({ ...PROD, SMTP_URL: 'smtp://mailer:Smtp-pass-123@mail host:587' });
      expect(message).toMatch(/^SMTP_URL must be a full URL/);
      expect(message).not.toMatch(/Smtp-pass|mail host/);
    });

    it('REDIS_URL: the URL without its password, or no value when it cannot be read as a URL', () => {
      expect(messageOf({ ...PROD, REDIS_URL: 'http://:Redis-pass-456@cache.internal:6379' }))
        .toBe('REDIS_URL must be a redis:// or rediss:// URL (got "http://:***@cache.internal:6379/").');
      const unreadable = messageOf({ ...PROD, REDIS_URL: 'redis://:Redis-pass-456@cache internal:6379' });
      expect(unreadable).toMatch(/^REDIS_URL must be a full URL/);
      expect(unreadable).not.toMatch(/Redis-pass|cache internal/);
    });

    it('a setting that holds no secret is repeated as given', () => {
      expect(messageOf({ ...PROD, APP_URL: 'not a url' })).toBe('APP_URL must be a full URL (got "not a url").');
    });
  });

  it('a start with bad settings lists every problem at once', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production', PORT: 'abc', RATE_LIMIT_SCALE: '100', TRUST_PROXY: 'true' });
    expect(attempt).toThrow(ConfigError);
    const problems = (() => {
      try {
        attempt();
        return [];
      } catch (error) {
        return [...(error as ConfigError).problems];
      }
    })();
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('JWT_SECRET is required in production'),
        expect.stringContaining('TWO_FACTOR_KEY is required in production'),
        expect.stringContaining('RECAPTCHA_SECRET is required in production'),
        expect.stringContaining('SMTP_URL is required in production'),
        'PORT must be an integer between 0 and 65535 (got "abc").',
        expect.stringContaining('RATE_LIMIT_SCALE is for tests and benchmarks'),
        expect.stringContaining('TRUST_PROXY must be a hop count'),
      ]),
    );
    expect(problems).toHaveLength(7);
  });

  it('the server started with bad settings prints them all and exits 78 (EX_CONFIG)', () => {
    const started = spawnSync(process.execPath, compiled('main'), {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '99999' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(78);
    expect(started.stderr).toContain('Configuration error: 5 problems in the settings:');
    for (const name of ['JWT_SECRET', 'TWO_FACTOR_KEY', 'RECAPTCHA_SECRET', 'SMTP_URL', 'PORT']) expect(started.stderr).toMatch(new RegExp(`  - ${name}`));
  });

  it("docs/server.md's variables table is the one the settings' schema gives", () => {
    const docs = readFileSync(SERVER_DOCS, 'utf8');
    expect(docs, 'run npm run docs:settings').toBe(withSettingsTable(docs));
  });

  it('defaults: development captcha and outbox, port 8000, the DESIGN.md durations', () => {
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'y'.repeat(32) });
    expect(config.captcha.mode).toBe('development');
    expect(config.mail.mode).toBe('outbox');
    expect(config.port).toBe(8000);
    expect(config.appUrl).toBe('http://localhost:8000');
    // A server on another port mails links to that port, and its passkeys belong to it.
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'y'.repeat(32), PORT: '8123' }).appUrl).toBe('http://localhost:8123');
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'y'.repeat(32), PORT: '8123', APP_URL: 'https://invest.example' }).appUrl).toBe('https://invest.example');
    expect(config.bodyLimit).toBe(16 * 1024);
    expect(config.ttl).toMatchObject({
      accessMs: 5 * 60_000, refreshMs: 24 * 3_600_000, sessionIdleMs: 30 * 60_000, sessionAbsoluteMs: 12 * 3_600_000,
      refreshGraceMs: 10_000, otpMs: 10 * 60_000, otpResendWaitMs: SPEC_TIMERS.otpResendWait, resetTokenMs: 3_600_000,
    });
    expect(config.loginThrottle.maxFailures).toBe(20);
    expect(config.loginThrottle.maxFailuresPerEmail).toBe(100);
    expect(config.loginThrottle.windowMs).toBe(3_600_000);
  });

  it('uses argon2id m=19456 KiB, t=2, p=1 in production', async () => {
    expect(loadConfig(PROD).argon2).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const hash = await new PasswordHasher(PRODUCTION_ARGON2).hash(PASSWORD);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe.skipIf(!PG_URL)('the start-up log', () => {
  it('names the PostgreSQL database without its password, also when the URL gives it as a parameter', async () => {
    // The test database may trust loopback clients: then any password passes.
    const url = new URL(PG_URL!);
    const password = decodeURIComponent(url.password) || 'Pg-pass-789';
    url.password = '';
    url.searchParams.set('password', password);
    const h = await createHarness('postgres', { config: { databaseUrl: url.toString() } });
    expect(h.ctx.database.description).toMatch(/^PostgreSQL postgres(ql)?:\/\/[^:@/]+@[^?]+\?password=\*\*\* \(schema \w+\)$/);
    expect(h.ctx.database.description).not.toContain(password);
  });
});

describe('Google reCAPTCHA verification', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A local stand-in for siteverify; `answer` decides the reply. */
  async function fakeGoogle(answer: (params: URLSearchParams) => { status: number; body: unknown }): Promise<string> {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk)).on('end', () => {
        const { status, body } = answer(new URLSearchParams(raw));
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/siteverify`;
  }

  const google = (verifyUrl: string) => ({ mode: 'google' as const, secret: 'server-secret', verifyUrl, hostnames: ['localhost'] });

  it('accepts success on our hostname, once per token', async () => {
    const url = await fakeGoogle((p) => ({ status: 200, body: { success: p.get('secret') === 'server-secret' && p.get('response') === 'good', hostname: 'localhost' } }));
    const captcha = createCaptcha(google(url), Date.now, new MemoryStore(Date.now));
    expect(await captcha.verify('good', '127.0.0.1')).toBe('ok');
    expect(await captcha.verify('good', '127.0.0.1')).toBe('invalid');
    expect(await captcha.verify('bad', '127.0.0.1')).toBe('invalid');
  });

  it('refuses another hostname and the development token', async () => {
    const url = await fakeGoogle(() => ({ status: 200, body: { success: true, hostname: 'evil.example' } }));
    const captcha = createCaptcha(google(url), Date.now, new MemoryStore(Date.now));
    expect(await captcha.verify('t1', '127.0.0.1')).toBe('invalid');
  });

  it('answers unavailable when Google cannot be reached or fails', async () => {
    const down = createCaptcha(google('http://127.0.0.1:9/siteverify'), Date.now, new MemoryStore(Date.now));
    expect(await down.verify('t', '127.0.0.1')).toBe('unavailable');
    const url = await fakeGoogle(() => ({ status: 500, body: {} }));
    expect(await createCaptcha(google(url), Date.now, new MemoryStore(Date.now)).verify('t', '127.0.0.1')).toBe('unavailable');
  });

  it('through the API: the dev token is refused and an unreachable Google gives 503', async () => {
    const h = await createHarness('sqlite', { env: { RECAPTCHA_SECRET: 'server-secret', RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' } });
    const email = 'someone@example.com';
    const res = await h.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN });
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toMatch(/CAPTCHA/);
    const url = await fakeGoogle((p) => ({ status: 200, body: { success: p.get('response') !== DEV_CAPTCHA_TOKEN, hostname: 'localhost' } }));
    const h2 = await createHarness('sqlite', { env: { RECAPTCHA_SECRET: 'server-secret', RECAPTCHA_VERIFY_URL: url } });
    const dev = await h2.post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN });
    expect(dev.statusCode).toBe(400);
    expect(dev.json().recaptcha).toBeDefined();
  });
});
