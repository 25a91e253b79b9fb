/**
 * Every setting the server reads from its environment, declared once as a JSON Schema: its type,
 * its default, what it means, and whether production requires or refuses it. server/config.ts
 * validates the environment against it with Ajv (the validator Fastify checks request bodies
 * with) and reports every problem at once; docs/server.md's variables table is generated from it
 * (`npm run docs:settings`), so the two cannot drift apart.
 *
 * Besides JSON Schema's own keywords, a setting may carry:
 * - `x-default`: the default as the docs say it, when it is not one plain value;
 * - `x-invalid`: the sentence a start with a bad value prints;
 * - `x-production`: `required` or `refused` in production, with the sentence a start prints;
 * - `x-secret`: `true` for a secret, which a problem never repeats (it says how long it is), or
 *   `password` for a URL that may hold one, which a problem repeats without it (`shownValue`).
 */
import { Ajv, type ErrorObject } from 'ajv';
import { urlWithoutPassword } from './url-without-password';

interface SettingSchema {
  type: 'string' | 'integer' | 'number';
  description: string;
  default?: string | number;
  enum?: readonly string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  pattern?: string;
  'x-default'?: string;
  'x-invalid'?: string;
  'x-production'?: { rule: 'required' | 'refused'; because: string };
  'x-secret'?: true | 'password';
}

const setting = <const S extends SettingSchema>(schema: S): S => schema;

export const SETTINGS = {
  NODE_ENV: setting({
    type: 'string',
    enum: ['development', 'production', 'test'],
    default: 'development',
    description: '`development`, `production` or `test`. Production requires `JWT_SECRET`, `TWO_FACTOR_KEY`, `RECAPTCHA_SECRET` and `SMTP_URL`.',
    'x-invalid': 'NODE_ENV must be development, production or test.',
  }),
  PORT: setting({
    type: 'integer',
    minimum: 0,
    maximum: 65535,
    default: 8000,
    description: 'Listening port.',
    'x-invalid': 'PORT must be an integer between 0 and 65535.',
  }),
  HOST: setting({
    type: 'string',
    'x-default': '`localhost` (`0.0.0.0` in production)',
    description:
      'Listening address. Use `0.0.0.0` in containers. Outside production, a non-loopback address is refused while a development aid is on (the development captcha, the outbox, the test clock), since they hand out every code and reset link: configure `RECAPTCHA_SECRET` and `SMTP_URL`, or set `ALLOW_DEV_ON_NETWORK=1` on a network that is yours alone.',
  }),
  ALLOW_DEV_ON_NETWORK: setting({
    type: 'string',
    enum: ['0', '1'],
    description: '`1`: allow the development aids on a non-loopback `HOST` (see above).',
    'x-invalid': 'ALLOW_DEV_ON_NETWORK must be 1 or 0.',
  }),
  APP_URL: setting({
    type: 'string',
    'x-default': '`http://localhost:<PORT>`',
    description: 'Public address of the site; forms the reset link `<APP_URL>/auth/new-password/<token>?token=<token>` and the default reCAPTCHA hostname.',
  }),
  DATABASE_URL: setting({
    type: 'string',
    pattern: '^postgres(ql)?://',
    description: '`postgres://…`: use PostgreSQL. Unset: SQLite.',
    'x-invalid': 'DATABASE_URL must be a postgres:// or postgresql:// URL.',
    'x-secret': 'password',
  }),
  DATABASE_SCHEMA: setting({ type: 'string', description: 'PostgreSQL schema to use (search_path); tests use one per run.' }),
  DATA_DIR: setting({ type: 'string', 'x-default': '`./data`', description: 'Folder for the SQLite file and the development signing key.' }),
  SQLITE_FILE: setting({ type: 'string', 'x-default': '`$DATA_DIR/acme-invest.sqlite`', description: 'SQLite database file.' }),
  JWT_SECRET: setting({
    type: 'string',
    minLength: 32,
    'x-default': 'development: random, kept in `$DATA_DIR/.jwt-secret`',
    description:
      'HS256 signing key, at least 32 characters. Changing it signs everybody out. Other keys are derived from it, one per job (HKDF-SHA256 with the job\'s name): one-time codes are hashed with their own.',
    'x-invalid': 'JWT_SECRET must be at least 32 characters.',
    'x-secret': true,
    'x-production': { rule: 'required', because: 'JWT_SECRET is required in production (at least 32 random characters).' },
  }),
  TWO_FACTOR_KEY: setting({
    type: 'string',
    'x-default': 'outside production: derived from `JWT_SECRET`',
    description:
      '32 random bytes, base64 (`openssl rand -base64 32`): the AES-256-GCM key of the authenticator-app secrets stored in the database. Required in production; the same on every instance.',
    'x-production': { rule: 'required', because: 'TWO_FACTOR_KEY is required in production (32 random bytes, base64: openssl rand -base64 32).' },
    'x-secret': true,
  }),
  RECAPTCHA_SECRET: setting({
    type: 'string',
    description:
      'Google reCAPTCHA v2 secret. Unset (and not production): the development captcha, which accepts only the token `dev-captcha-token` (`DEV_CAPTCHA_TOKEN` in `contract/account.ts`).',
    'x-production': { rule: 'required', because: 'RECAPTCHA_SECRET is required in production; the development captcha is refused there.' },
    'x-secret': true,
  }),
  RECAPTCHA_VERIFY_URL: setting({
    type: 'string',
    default: 'https://www.google.com/recaptcha/api/siteverify',
    description: 'Verification endpoint (tests point it at a local fake).',
  }),
  RECAPTCHA_HOSTNAMES: setting({ type: 'string', 'x-default': 'host of `APP_URL`', description: 'Comma list of hostnames a token may come from.' }),
  SMTP_URL: setting({
    type: 'string',
    description: '`smtp://user:pass@host:587` or `smtps://…`. Unset (and not production): the development outbox.',
    'x-production': { rule: 'required', because: 'SMTP_URL is required in production; the development outbox is refused there.' },
    'x-secret': 'password',
  }),
  MAIL_FROM: setting({ type: 'string', default: 'Acme Invest <no-reply@acme-invest.example>', description: 'Sender of all mail.' }),
  CONTACT_TO: setting({ type: 'string', default: 'support@acme-invest.example', description: 'Where contact-form messages are sent.' }),
  CORS_ORIGINS: setting({ type: 'string', 'x-default': 'empty (same origin only)', description: 'Comma list of origins allowed to call the API from a browser.' }),
  TRUST_PROXY: setting({
    type: 'string',
    'x-default': 'unset (trust no proxy)',
    description:
      'Behind a reverse proxy or load balancer, so every per-address limit counts the client and not the proxy: the proxies\' addresses or networks (`10.0.0.0/8,192.168.1.4`; `loopback`, `linklocal` and `uniquelocal` name those ranges), or a hop count (`1`: the last hop is ours). Only listed proxies\' `X-Forwarded-For` is believed, so a client\'s own header changes nothing. A hop count cannot check who connected, so use it only when clients cannot reach the server except through the proxy. `true` is refused: it would let every client choose the address its limits count under.',
  }),
  METRICS_PORT: setting({
    type: 'integer',
    minimum: 0,
    maximum: 65535,
    'x-default': 'unset: no metrics listener',
    description:
      'Serves the Prometheus metrics at `/metrics` on this port, apart from the public one (docs/operations.md lists them). 0 picks a free port (tests).',
    'x-invalid': 'METRICS_PORT must be an integer between 0 and 65535.',
  }),
  METRICS_HOST: setting({
    type: 'string',
    default: '127.0.0.1',
    description: 'The address the metrics listener binds. Loopback by default: only this machine (a Prometheus beside it, or a proxy you control) can scrape.',
  }),
  DRAIN_SECONDS: setting({
    type: 'integer',
    minimum: 0,
    maximum: 300,
    'x-default': '5 in production, 0 otherwise',
    description:
      'After SIGTERM the server keeps serving this long while `/readyz` answers 503 `{"status": "draining"}`, so a load balancer\'s health check takes it out before it stops accepting; then it finishes in-flight requests (at most 10 s more) and exits 0. Set it to at least the balancer\'s health-check interval × its fall count.',
    'x-invalid': 'DRAIN_SECONDS must be an integer between 0 and 300.',
  }),
  REDIS_URL: setting({
    type: 'string',
    pattern: '^rediss?://',
    'x-default': 'unset (memory, one process)',
    description:
      '`redis://host:6379`: the rate limits, the login back-off and the captcha replay cache are counted in Redis, shared by every instance. Needed as soon as more than one instance serves the API.',
    'x-invalid': 'REDIS_URL must be a redis:// or rediss:// URL.',
    'x-secret': 'password',
  }),
  RATE_LIMIT_SCALE: setting({
    type: 'number',
    exclusiveMinimum: 0,
    default: 1,
    description: 'Multiplies every per-address limit. Browser test runs set e.g. `100`; never raise it in production.',
    'x-invalid': 'RATE_LIMIT_SCALE must be a positive number.',
    'x-production': { rule: 'refused', because: 'RATE_LIMIT_SCALE is for tests and benchmarks; production keeps the limits of server/config.ts.' },
  }),
  TEST_CLOCK: setting({
    type: 'string',
    enum: ['0', '1', 'false', 'true'],
    'x-default': 'unset (off)',
    description: '`1`: a development aid, the test clock: `/api/dev/clock/` moves the server\'s time forward (browser tests and `npm run cluster` use it). Refused in production.',
    'x-invalid': 'TEST_CLOCK must be 1 or 0.',
    'x-production': { rule: 'refused', because: 'TEST_CLOCK is a development aid; unset it (production refuses to move its clock).' },
  }),
  LOG_LEVEL: setting({
    type: 'string',
    enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    'x-default': '`info` (`silent` in test)',
    description: 'pino level.',
    'x-invalid': 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
  }),
  DIST_DIR: setting({ type: 'string', 'x-default': '`./dist`', description: 'Built SPA to serve. Without it only the API is served.' }),
} as const;

export type SettingName = keyof typeof SETTINGS;
export type Settings = Partial<Record<SettingName, string>>;

const entries = Object.entries(SETTINGS) as [SettingName, SettingSchema][];

/** The JSON Schema of the environment: each setting, and what production requires or refuses. */
export const SETTINGS_SCHEMA = {
  type: 'object',
  properties: Object.fromEntries(entries.map(([name, schema]) => [name, schema])),
  if: { properties: { NODE_ENV: { const: 'production' } }, required: ['NODE_ENV'] },
  then: {
    required: entries.filter(([, schema]) => schema['x-production']?.rule === 'required').map(([name]) => name),
    properties: Object.fromEntries(entries.filter(([, schema]) => schema['x-production']?.rule === 'refused').map(([name]) => [name, false])),
  },
};

// strictRequired off: production's `required` names settings declared at the top, not in `then`.
const ajv = new Ajv({ allErrors: true, coerceTypes: true, strict: true, strictRequired: false });
ajv.addVocabulary(['x-default', 'x-invalid', 'x-production', 'x-secret']);
const validate = ajv.compile(SETTINGS_SCHEMA);

/** The declared settings the environment sets: an empty value counts as unset, as a shell's `VAR=` means. */
export function declaredSettings(env: Record<string, string | undefined>): Settings {
  return Object.fromEntries(entries.flatMap(([name]) => (env[name] ? [[name, env[name]]] : []))) as Settings;
}

const productionRule = (name: SettingName) => (SETTINGS[name] as SettingSchema)['x-production'];

/**
 * What a problem with a setting may repeat of its value, to close its sentence: ` (got "…")`, or
 * for a secret only its length, and for a URL that may hold a password the URL without it, or
 * nothing when it cannot be read as a URL.
 */
export function shownValue(name: SettingName, value: string): string {
  const secret = (SETTINGS[name] as SettingSchema)['x-secret'];
  if (secret === true) return ` (it has ${Array.from(value).length} characters)`;
  const shown = secret === 'password' ? urlWithoutPassword(value) : value;
  return shown === undefined ? ' (not repeated here: it may hold a password)' : ` (got "${shown}")`;
}

/** The sentences for one of Ajv's errors, in the settings' own words. */
function problemsOf(error: ErrorObject, settings: Settings): string[] {
  switch (error.keyword) {
    // "must match then": the errors of the production rules themselves follow it.
    case 'if':
      return [];
    case 'required': {
      const name = (error.params as { missingProperty: SettingName }).missingProperty;
      return [productionRule(name)?.because ?? `${name} is required.`];
    }
    // A setting production refuses (`false`: no value allowed).
    case 'false schema':
      return [productionRule(error.instancePath.slice(1) as SettingName)!.because];
    default: {
      const name = error.instancePath.slice(1) as SettingName;
      const invalid = (SETTINGS[name] as SettingSchema | undefined)?.['x-invalid'] ?? `${name} ${error.message ?? 'is not valid'}.`;
      return [`${invalid.replace(/\.$/, '')}${shownValue(name, settings[name] ?? '')}.`];
    }
  }
}

/**
 * Checks the environment against the schema. Returns the settings with their types (numbers for
 * the integer and number settings) and every problem, one sentence each; defaults are applied by
 * the caller, which knows those that depend on the mode.
 */
export function checkSettings(env: Record<string, string | undefined>): {
  values: Record<string, string | number>;
  problems: string[];
  /** The settings a problem is about. */
  invalid: ReadonlySet<SettingName>;
} {
  const settings = declaredSettings(env);
  const values: Record<string, string | number> = { ...settings };
  const valid = validate(values);
  if (valid) return { values, problems: [], invalid: new Set() };
  const errors = validate.errors ?? [];
  const problems = errors.flatMap((error) => problemsOf(error, settings));
  const invalid = new Set(errors.map((error) => error.instancePath.slice(1) as SettingName).filter(Boolean));
  return { values: { ...settings }, problems: [...new Set(problems)], invalid };
}

/** docs/server.md's variables table, from the schema. */
export function settingsTable(): string {
  const defaultOf = (schema: SettingSchema) => schema['x-default'] ?? (schema.default !== undefined ? `\`${schema.default}\`` : 'unset');
  return [
    '| Variable | Default | Meaning |',
    '|---|---|---|',
    ...entries.map(([name, schema]) => `| \`${name}\` | ${defaultOf(schema)} | ${schema.description} |`),
  ].join('\n');
}
