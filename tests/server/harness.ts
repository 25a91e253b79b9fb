/**
 * Test harness: a fresh app on an empty database per test, driven through `app.inject`, with an
 * injectable clock and cheap argon2. `forEachDatabase` runs a suite on SQLite and, when
 * TEST_DATABASE_URL is set, again on PostgreSQL (a schema per harness, migrated once and emptied
 * after each test for the next one of its worker, dropped at the end of the run).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../../server/app';
import { openDatabase, type Db } from '../../server/db/connect';
import { loadConfig, RATE_LIMIT_RULES, type Config, type Limit, type RateLimitRule } from '../../server/config';
import type { AppContext } from '../../server/context';
import { DEV_CAPTCHA_TOKEN } from '../../contract/account';
import type { OutboxEntry } from '../../server/mail/index';
import { createTestSchema, emptySchema, PG_URL } from './pg-schemas';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface TestClock { (): number; advance(ms: number): void; set(ms: number): void }

export function testClock(start = Date.UTC(2026, 0, 1)): TestClock {
  let now = start;
  const clock = (() => now) as TestClock;
  clock.advance = (ms) => { now += ms; };
  clock.set = (ms) => { now = ms; };
  return clock;
}

/**
 * The cookies an answer set, as a browser would send them back (`Cookie` header value); with
 * `earlier`, merged over those (a browser's jar).
 */
export function cookiesFrom(response: LightMyRequestResponse, earlier = ''): string {
  const jar = new Map(earlier.split(';').map((pair) => pair.trim()).filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const));
  const raw = response.headers['set-cookie'];
  for (const line of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
    const pair = line.split(';')[0]!.trim();
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...jar.values()].join('; ');
}

const NO_LIMITS = Object.fromEntries(RATE_LIMIT_RULES.map((rule) => [rule, { max: 1_000_000, windowMs: 60_000 }])) as Record<RateLimitRule, Limit>;

export const PASSWORD = 'correct horse battery staple';

export interface Harness {
  kind: DatabaseKind;
  config: Config;
  ctx: AppContext;
  clock: TestClock;
  app: Awaited<ReturnType<typeof buildApp>>['app'];
  /** The folder of the SQLite file (shared by harnesses opened with `sameDatabaseAs`). */
  dir: string;
  /** Send a request; resolves once the mail it queued has been handed to the mailer (or failed). */
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Like `post`: waits for the mail queue after the request. `app.inject` does not wait. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Wait until every mail that is due has been sent (or has failed and waits for its retry). */
  mailSent(): Promise<void>;
  outbox(): readonly OutboxEntry[];
  lastMailTo(email: string): OutboxEntry | undefined;
  /** Register (and by default verify) an account; returns its e-mail. */
  createUser(options?: { email?: string; verify?: boolean; password?: string }): Promise<string>;
  /** The cookies of the browser that registered `email` through `createUser` (its sign-up claim). */
  cookieOf(email: string): string;
  login(email: string, password?: string): Promise<{ access: string; refresh: string; user_id: string }>;
  /** The session of `access` proves itself with the password (and `code`), for five minutes of sensitive changes. */
  stepUp(access: string, options?: { password?: string; code?: string }): Promise<void>;
  /** Stop the app (as a crash would, nothing more is sent) but keep its database for another harness. */
  closeApp(): Promise<void>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  config?: Partial<Config>;
  rateLimits?: Partial<Record<RateLimitRule, Limit>>;
  env?: Record<string, string>;
  build?: BuildOptions;
  /** Open the database of this (closed) harness instead of a fresh one: a restart. */
  sameDatabaseAs?: Harness;
  /** Wrap the database the app uses (e.g. to record its statements). */
  wrapDatabase?: (database: Db) => Db;
}

// Test databases live in RAM when possible: fsync there is free, so synchronous=FULL stays on
// without slowing the suite. The crash test uses the real disk.
const TEST_ROOT = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

const open: Harness[] = [];

/**
 * PostgreSQL schemas an earlier test of this worker migrated, emptied since (emptySchema), for
 * the next harness to take instead of migrating a new one.
 */
const emptiedSchemas: string[] = [];

export async function createHarness(kind: DatabaseKind, options: HarnessOptions = {}): Promise<Harness> {
  const previous = options.sameDatabaseAs;
  const ownsDir = !previous;
  const dir = previous?.dir ?? mkdtempSync(path.join(TEST_ROOT, 'acme-server-test-'));
  const clock = testClock(previous ? previous.clock() : undefined);
  const schema = previous ? previous.config.databaseSchema : kind === 'postgres' ? emptiedSchemas.pop() ?? await createTestSchema() : undefined;
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, ...options.env }, {
    jwtSecret: 'test-secret-that-is-long-enough-0123456789',
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    distDir: path.join(dir, 'no-dist'),
  });
  const config: Config = {
    ...base,
    databaseUrl: kind === 'postgres' ? PG_URL : undefined,
    databaseSchema: schema,
    sqliteFile: path.join(dir, 'test.sqlite'),
    clock,
    rateLimits: { ...NO_LIMITS, ...options.rateLimits },
    ...options.config,
  };
  const database = options.wrapDatabase ? options.wrapDatabase(await openDatabase(config)) : undefined;
  const { app, ctx } = await buildApp(config, { ...options.build, ...(database ? { database } : {}) });
  await app.ready();

  const mailSent = () => ctx.mailQueue.drain();
  const afterMail = async (response: LightMyRequestResponse) => {
    await mailSent();
    return response;
  };
  const post = (url: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { payload: JSON.stringify(body) }) })
      .then(afterMail);
  const outbox = () => ctx.mailer.outbox?.list() ?? [];
  const lastMailTo = (email: string) => [...outbox()].reverse().find((mail) => mail.to === email);

  const registrationCookies = new Map<string, string>();
  let appClosed: Promise<void> | undefined;
  const closeApp = () => {
    appClosed ??= (async () => {
      await app.close();
      await database?.close();
    })();
    return appClosed;
  };

  const harness: Harness = {
    kind, config, ctx, clock, app, dir, post,
    inject: (opts) => app.inject(opts).then(afterMail),
    mailSent,
    outbox,
    lastMailTo,
    async createUser({ email = `user-${randomBytes(4).toString('hex')}@example.com`, verify = true, password = PASSWORD } = {}) {
      const res = await post('/api/account/registration/', {
        first_name: 'Ada', last_name: 'Lovelace', email, password, password2: password, ref: '', recaptcha_token: DEV_CAPTCHA_TOKEN,
      });
      if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
      registrationCookies.set(email, cookiesFrom(res));
      if (verify) {
        // The code completes the registration of the browser that made it: its cookie goes along.
        const code = lastMailTo(email)?.meta?.code;
        const ok = await post('/api/account/verify_code/', { email, code }, { cookie: cookiesFrom(res) });
        if (ok.statusCode !== 200) throw new Error(`verify failed: ${ok.body}`);
      }
      return email;
    },
    cookieOf: (email) => registrationCookies.get(email) ?? '',
    async login(email, password = PASSWORD) {
      const res = await post('/api/account/login/', { email, password, recaptcha_token: DEV_CAPTCHA_TOKEN });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    async stepUp(access, { password = PASSWORD, code } = {}) {
      const res = await post('/api/account/step_up/', { password, ...(code ? { code } : {}) }, { authorization: `Bearer ${access}` });
      if (res.statusCode !== 200) throw new Error(`step-up failed: ${res.statusCode} ${res.body}`);
    },
    closeApp,
    async close() {
      await closeApp();
      if (ownsDir) rmSync(dir, { recursive: true, force: true });
    },
  };
  open.push(harness);
  return harness;
}

/** Run `suite` on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set. */
export function forEachDatabase(suite: (setup: (options?: HarnessOptions) => Promise<Harness>, kind: DatabaseKind) => void): void {
  describe('sqlite', () => suite((options) => createHarness('sqlite', options), 'sqlite'));
  const title = PG_URL ? 'postgres' : 'postgres (skipped: set TEST_DATABASE_URL to run against PostgreSQL)';
  describe.skipIf(!PG_URL)(title, () => suite((options) => createHarness('postgres', options), 'postgres'));
}

/** Closes every harness the test opened (tests/server/setup.ts runs it after each test). */
export async function closeOpenHarnesses(): Promise<void> {
  const closing = open.splice(0);
  // Every app first (a restarted harness shares its predecessor's folder), then the folders.
  await Promise.all(closing.map((harness) => harness.closeApp()));
  await Promise.all(closing.map((harness) => harness.close()));
  // Each PostgreSQL schema once (a restarted harness shares its predecessor's), emptied for the next test.
  const schemas = new Set(closing.filter((harness) => harness.kind === 'postgres').map((harness) => harness.config.databaseSchema!));
  for (const schema of schemas) {
    await emptySchema(schema);
    emptiedSchemas.push(schema);
  }
}

export { DEV_CAPTCHA_TOKEN };
