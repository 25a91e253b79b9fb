/**
 * Server configuration: read once from the environment, validated, with clear start-up errors.
 * Tests build a Config with `loadConfig(env, overrides)` to inject a clock, cheaper argon2 and
 * their own rate limits.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { TIMERS } from '../domain/constants';
import { createTestClock, type TestClock } from './test-clock';
import { deriveKey } from './auth/secrets';
import { developmentAids, isLoopback } from './mode';
import { checkSettings, SETTINGS, shownValue, type SettingName } from './settings';

export type Clock = () => number;

export interface Argon2Params { memoryCost: number; timeCost: number; parallelism: number }

/** A rate-limit rule: at most `max` hits per `windowMs`. */
export interface Limit { max: number; windowMs: number }

export const RATE_LIMIT_RULES = [
  'registration', 'verify', 'resend', 'login', 'passwordReset', 'passwordResetConfirm',
  'refresh', 'logout', 'subscribe', 'contact', 'resetPerEmail', 'resetPerEmailAndAddress', 'sessions', 'secondFactor', 'twoFactorSettings', 'passkeyLogin',
  'vitals',
] as const;
export type RateLimitRule = (typeof RATE_LIMIT_RULES)[number];

/**
 * The limits a request may pass uncounted when the shared store (Redis) cannot be reached: they
 * guard no credential. Every other limit fails closed (503): login, registration, the e-mailed
 * code and the password reset.
 */
export const LIMITS_THAT_FAIL_OPEN: readonly RateLimitRule[] = ['refresh', 'logout', 'subscribe', 'contact', 'sessions', 'vitals'];

export interface LoginThrottle {
  /** Failures per e-mail and client address per window before that pair is locked for the rest of the window. */
  maxFailures: number;
  /** Failures per e-mail from all addresses per window: the ceiling a guess spread over many addresses meets. */
  maxFailuresPerEmail: number;
  windowMs: number;
  /** Failures allowed before back-off starts; then the wait doubles from `baseDelayMs`. */
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Where `/metrics` is served (server/metrics/listener.ts); no listener when unset. */
  metrics: { host: string; port: number } | undefined;
  appUrl: string;
  /** PostgreSQL when set; otherwise SQLite at `sqliteFile`. */
  databaseUrl: string | undefined;
  /** Redis for the counts every instance must share (rate limits, login back-off, captcha replays); memory when unset. */
  redisUrl: string | undefined;
  /** PostgreSQL schema to use (tests run one schema per file). */
  databaseSchema: string | undefined;
  sqliteFile: string;
  dataDir: string;
  distDir: string;
  jwtSecret: string;
  /** 32 bytes, base64url: encrypts the authenticator-app secrets at rest (AES-256-GCM). */
  twoFactorKey: string;
  captcha: { mode: 'development' } | { mode: 'google'; secret: string; verifyUrl: string; hostnames: string[] };
  mail: { mode: 'outbox'; printToConsole: boolean } | { mode: 'smtp'; url: string };
  mailFrom: string;
  contactTo: string;
  corsOrigins: string[];
  /**
   * Which proxies' X-Forwarded-For to believe: none (false), the last N hops, or the proxies at
   * these addresses and networks. Never "every hop", which lets a client choose its own address.
   */
  trustProxy: false | number | string[];
  logLevel: string;
  bodyLimit: number;
  requestTimeoutMs: number;
  /**
   * After SIGTERM, how long the server keeps serving while /healthz answers 503 "draining", so a
   * load balancer stops sending before the server closes (DRAIN_SECONDS; 5 in production, else 0).
   */
  drainMs: number;
  argon2: Argon2Params;
  rateLimits: Record<RateLimitRule, Limit>;
  loginThrottle: LoginThrottle;
  /** Durations of the token and code rules (DESIGN.md section 4). */
  ttl: {
    accessMs: number; refreshMs: number; sessionIdleMs: number; sessionAbsoluteMs: number;
    refreshGraceMs: number; otpMs: number; otpResendWaitMs: number; resetTokenMs: number;
  };
  otpMaxAttempts: number;
  clock: Clock;
  /**
   * Development-only test clock (TEST_CLOCK=1, refused in production): `clock` then reads it, and
   * /api/dev/clock/ moves it forward (server/test-clock.ts).
   */
  testClock?: TestClock;
}

/** Every problem of the settings, found at once: a start with bad settings lists them all. */
export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: string | readonly string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(list.length === 1 ? list[0] : `${list.length} problems in the settings:\n${list.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = list;
  }
}

/** Production argon2id parameters (OWASP / DESIGN.md section 4). */
export const PRODUCTION_ARGON2: Argon2Params = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function defaultRateLimits(scale: number): Record<RateLimitRule, Limit> {
  const l = (max: number, windowMs: number): Limit => ({ max: Math.max(1, Math.round(max * scale)), windowMs });
  return {
    registration: l(20, 15 * MINUTE),
    verify: l(30, 10 * MINUTE),
    resend: l(10, 10 * MINUTE),
    login: l(30, MINUTE),
    passwordReset: l(10, 15 * MINUTE),
    resetPerEmailAndAddress: l(5, HOUR),
    resetPerEmail: l(20, HOUR),
    passwordResetConfirm: l(20, 15 * MINUTE),
    refresh: l(120, MINUTE),
    logout: l(60, MINUTE),
    /** Listing and ending signed-in devices. */
    sessions: l(60, MINUTE),
    /** The second step of a sign-in (each challenge also has five tries of its own). */
    secondFactor: l(30, 10 * MINUTE),
    /** Passkey sign-ins: options and answers, per address. */
    passkeyLogin: l(30, MINUTE),
    /** Setting two-factor up, confirming it, turning it off (a code or the password is tried in each). */
    twoFactorSettings: l(20, 10 * MINUTE),
    subscribe: l(10, 10 * MINUTE),
    contact: l(5, 10 * MINUTE),
    /** Page-speed reports: one per page a visitor leaves, so a minute of quick browsing at most. */
    vitals: l(30, MINUTE),
  };
}

type Env = Record<string, string | undefined>;

function urlVar(env: Env, name: SettingName, fallback: string | undefined): string | undefined {
  const raw = env[name] || fallback;
  if (raw === undefined) return undefined;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a full URL${shownValue(name, raw)}.`);
  }
  return raw.replace(/\/+$/, '');
}

/** Names of address ranges proxy-addr (Fastify) knows, allowed in TRUST_PROXY's list. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: a hop count (1 behind one proxy) or a comma-separated list of proxy addresses and networks. */
function trustProxyVar(raw: string | undefined): Config['trustProxy'] {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const valid = (entry: string) => {
    if (PROXY_RANGE_NAMES.includes(entry)) return true;
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 4 ? 32 : 128;
    return family !== 0 && rest.length === 0 && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits));
  };
  if (entries.length && entries.every(valid)) return entries;
  throw new ConfigError(
    `TRUST_PROXY must be a hop count (1 behind one reverse proxy) or proxy addresses and networks (10.0.0.0/8,192.168.1.4), got "${value}". ` +
      '"true" would believe every hop, so any client could choose the address its limits count under.',
  );
}

/** Development keeps a random signing key in the data folder so restarts keep sessions. */
function developmentJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** TWO_FACTOR_KEY: 32 random bytes in base64 or base64url (whether production requires it is the schema's rule). */
function twoFactorKeyVar(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length !== 32) throw new ConfigError('TWO_FACTOR_KEY must be 32 random bytes in base64 (openssl rand -base64 32).');
  return bytes.toString('base64url');
}

/**
 * The configuration from `env`, checked against the settings' schema (server/settings.ts) and the
 * rules a schema cannot say (URLs, the proxy list, the key's length, the development aids on a
 * network). Every problem is collected and thrown together as one ConfigError.
 */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const { values, problems, invalid } = checkSettings(env);
  /** Runs a check beyond the schema; its problem joins the others and `fallback` stands in. */
  const check = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return fallback;
    }
  };
  /** A URL setting the schema found nothing wrong with must still read as a full URL (one problem per setting). */
  const url = (name: SettingName, fallback: string | undefined) => (invalid.has(name) ? fallback : check(() => urlVar(env, name, fallback), fallback));
  const text = (name: SettingName) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const number = (name: SettingName, fallback: number) => (typeof values[name] === 'number' ? (values[name] as number) : fallback);

  const nodeEnv = (['development', 'production', 'test'] as const).find((mode) => mode === (text('NODE_ENV') ?? 'development')) ?? 'development';
  const production = nodeEnv === 'production';
  const cwd = process.cwd();
  const dataDir = path.resolve(cwd, text('DATA_DIR') ?? 'data');
  const port = number('PORT', SETTINGS.PORT.default);
  // Unset, the site is where this server listens: its mail links and passkeys follow PORT.
  const appUrl = url('APP_URL', `http://localhost:${port}`)!;
  const databaseUrl = url('DATABASE_URL', undefined);

  // Outside production a signing key kept in the data folder will do (restarts keep sessions).
  const jwtSecret = text('JWT_SECRET') ?? (production ? '' : (overrides.jwtSecret ?? developmentJwtSecret(dataDir)));
  // Outside production a key of its own derived from the signing key will do (kept with it, the
  // same on every instance that shares it); production sets one apart, so either can change alone.
  const twoFactorKey = check(() => twoFactorKeyVar(text('TWO_FACTOR_KEY')), undefined) ?? overrides.twoFactorKey ?? deriveKey(jwtSecret, 'two-factor secrets');

  const recaptchaSecret = text('RECAPTCHA_SECRET');
  const captcha: Config['captcha'] = recaptchaSecret
    ? {
        mode: 'google',
        secret: recaptchaSecret,
        verifyUrl: url('RECAPTCHA_VERIFY_URL', SETTINGS.RECAPTCHA_VERIFY_URL.default)!,
        hostnames: (text('RECAPTCHA_HOSTNAMES') ?? new URL(appUrl).hostname).split(',').map((h) => h.trim()).filter(Boolean),
      }
    : { mode: 'development' };
  const smtpUrl = url('SMTP_URL', undefined);
  const redisUrl = url('REDIS_URL', undefined);
  const mail: Config['mail'] = smtpUrl ? { mode: 'smtp', url: smtpUrl } : { mode: 'outbox', printToConsole: nodeEnv === 'development' };
  const testClockEnabled = text('TEST_CLOCK') === '1' || text('TEST_CLOCK') === 'true';
  const host = text('HOST') ?? (production ? '0.0.0.0' : 'localhost');

  // The development aids hand out every one-time code and reset link: they stay on this machine.
  const aids = developmentAids({ captcha, mail, testClock: testClockEnabled ? ({} as TestClock) : undefined });
  if (aids.length && !production && !isLoopback(host) && text('ALLOW_DEV_ON_NETWORK') !== '1') {
    problems.push(
      `HOST=${host} would offer ${aids.join(', ')} to the network. Listen on localhost, configure the real ` +
        'services, or set ALLOW_DEV_ON_NETWORK=1 if this network is yours alone.',
    );
  }
  const trustProxy = check(() => trustProxyVar(text('TRUST_PROXY')), false);
  if (problems.length) throw new ConfigError(problems);

  const config: Config = {
    env: nodeEnv,
    host,
    port,
    metrics: typeof values.METRICS_PORT === 'number' ? { host: text('METRICS_HOST') ?? SETTINGS.METRICS_HOST.default, port: values.METRICS_PORT } : undefined,
    appUrl,
    databaseUrl,
    databaseSchema: text('DATABASE_SCHEMA'),
    redisUrl,
    sqliteFile: path.resolve(cwd, text('SQLITE_FILE') ?? path.join(dataDir, 'acme-invest.sqlite')),
    dataDir,
    distDir: path.resolve(cwd, text('DIST_DIR') ?? 'dist'),
    jwtSecret,
    twoFactorKey,
    captcha,
    mail,
    mailFrom: text('MAIL_FROM') ?? SETTINGS.MAIL_FROM.default,
    contactTo: text('CONTACT_TO') ?? SETTINGS.CONTACT_TO.default,
    corsOrigins: (text('CORS_ORIGINS') ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    trustProxy,
    logLevel: text('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    bodyLimit: 16 * 1024,
    requestTimeoutMs: 30_000,
    drainMs: number('DRAIN_SECONDS', production ? 5 : 0) * 1000,
    argon2: PRODUCTION_ARGON2,
    rateLimits: defaultRateLimits(number('RATE_LIMIT_SCALE', SETTINGS.RATE_LIMIT_SCALE.default)),
    loginThrottle: { maxFailures: 20, maxFailuresPerEmail: 100, windowMs: HOUR, freeFailures: 5, baseDelayMs: 1_000, maxDelayMs: 5 * MINUTE },
    ttl: {
      accessMs: 5 * MINUTE,
      refreshMs: 24 * HOUR,
      sessionIdleMs: 30 * MINUTE,
      sessionAbsoluteMs: 12 * HOUR,
      refreshGraceMs: 10_000,
      otpMs: 10 * MINUTE,
      otpResendWaitMs: TIMERS.otpResendWait,
      resetTokenMs: HOUR,
    },
    otpMaxAttempts: 5,
    clock: Date.now,
    ...overrides,
  };
  if (testClockEnabled && !config.testClock) {
    // Everything that reads config.clock (sessions, codes, the investor scheduler) sees the offset.
    config.testClock = createTestClock(config.clock, dataDir);
    config.clock = config.testClock.now;
  }
  return config;
}
