/**
 * Builds the Fastify instance: strict JSON parsing, security headers, the API under /api, the SPA.
 * `buildApp(config)` is what tests use (with `app.inject`); `main.ts` adds listening and signals.
 *
 * To add an area (e.g. the investor dashboard), write a plugin `(app, { ctx }) => {...}` and pass
 * it in `options.apiPlugins`; it is mounted under /api with the same context.
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import type { Config } from './config';
import { openDatabase, type Db } from './db/connect';
import { createMailer, type Mailer } from './mail/index';
import { MailQueue, type MailQueueOptions } from './mail/queue';
import { createCaptcha } from './captcha/index';
import { createContext, type AppContext } from './context';
import { createCounterStore } from './http/counter-store';
import { detailError, installErrorHandler } from './http/errors';
import { installSecurityHeaders } from './http/security';
import { installStatic } from './http/static';
import { RequestLogController } from './http/request-log';
import accountRoutes from './routes/account';
import sessionRoutes from './routes/session';
import passwordResetRoutes from './routes/password-reset';
import managementRoutes from './routes/management';
import investorRoutes from './investor/routes';
import passwordChangeRoutes from './routes/password-change';
import deviceRoutes from './routes/devices';
import twoFactorRoutes from './routes/two-factor';
import passkeyRoutes from './routes/passkeys';
import stepUpRoutes from './routes/step-up';
import undoRoutes from './routes/undo';
import vitalsRoutes from './routes/vitals';
import { SERVICE_API } from '../contract/serviceEndpoints';
import { fromContract, typed } from './http/contract-route';
import healthRoutes from './routes/health';
import outboxRoutes from './routes/outbox';
import devClockRoutes from './routes/dev-clock';
import { isLoopback } from './mode';
import { API_PREFIX } from '../contract/paths';
import { createMetrics } from './metrics/metrics';
import { installRequestMetrics } from './metrics/requests';

export type ApiPlugin = FastifyPluginAsync<{ ctx: AppContext }>;

export interface BuildOptions {
  /** Extra plugins mounted under /api, after the built-in ones. */
  apiPlugins?: ApiPlugin[];
  /** Use an already-open database (tests sharing one); otherwise one is opened from config. */
  database?: Db;
  /** Replace the mailer (tests simulating a mail server that is down). */
  mailer?: Mailer;
  /** Mail queue settings; `{ enabled: false }` queues mail but never sends it (a crash before sending). */
  mailQueue?: MailQueueOptions;
}

export interface App {
  app: FastifyInstance;
  ctx: AppContext;
  /** True when dist/ holds a built SPA that is being served. */
  servesSpa: boolean;
}

// Fields that never reach the log: credentials, codes and tokens.
const REDACT = [
  'req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.password2',
  'req.body.code', 'req.body.token', 'req.body.refresh', 'req.body.recaptcha_token',
];

/** Request URLs as logged: no query strings, and the reset token in the page path masked. */
export function loggableUrl(url: string): string {
  return url.split('?')[0]!.replace(/^\/auth\/new-password\/[^/]+/, '/auth/new-password/[redacted]');
}

const FORBIDDEN_KEY = /"(__proto__|constructor)"\s*:/;

/** Whether a parsed body holds a `__proto__` or `constructor` key anywhere. */
function hasForbiddenKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasForbiddenKey);
  if (value === null || typeof value !== 'object') return false;
  return Object.keys(value).some((key) => key === '__proto__' || key === 'constructor' || hasForbiddenKey((value as Record<string, unknown>)[key]));
}

/** Headers a proxy adds on a client's behalf (RFC 7239 and the common non-standard ones). */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via'];
const isForwarded = (headers: Record<string, unknown>) => FORWARDING_HEADERS.some((name) => headers[name] !== undefined);

/** proxy-addr's trust function for "the last `hops` hops are our proxies". */
const trustLastHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Where the OpenAPI document of every route is served, under /api (docs/api.md). */
export const OPENAPI_PATH = SERVICE_API.openApi.path;

/** The document as the contract describes it (its version, and whatever else it holds). */
type OpenApiAnswer = { openapi: string } & Record<string, unknown>;

/**
 * The OpenAPI 3.1 document, generated from the routes registered after this (their schemas come
 * from contract/). Answers keep being serialized with JSON.stringify, as before they had schemas:
 * a response schema documents an answer and never filters or reshapes it.
 */
async function installApiDocument(app: FastifyInstance): Promise<void> {
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Acme Invest API', version: '1', description: 'The API of specification section 7 and the investor area. Paths include the /api prefix.' },
    },
  });
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const database = options.database ?? (await openDatabase(config));
  const mailer = options.mailer ?? createMailer(config);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: loggableUrl(req.url), remoteAddress: req.ip }),
      },
    },
    // One cheap line per request instead of two, and only errors and slow ones at info level.
    logController: new RequestLogController(),
    bodyLimit: config.bodyLimit,
    requestTimeout: config.requestTimeoutMs,
    // Fastify treats a bare hop count as "trust nobody" (it cannot check the peer); a hop count
    // here means the last N hops are our proxies, which holds only when clients cannot reach
    // the server except through them (docs/server.md).
    trustProxy: typeof config.trustProxy === 'number' ? trustLastHops(config.trustProxy) : config.trustProxy,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: false },
    ajv: { customOptions: { coerceTypes: false, removeAdditional: true, allErrors: false, useDefaults: false } },
  });

  const mailQueue = new MailQueue(database, mailer, config, app.log, options.mailQueue);
  const metrics = createMetrics();
  const counters = createCounterStore(config.redisUrl, config.clock, metrics.redisError);
  const ctx = createContext(config, database, mailer, mailQueue, createCaptcha(config.captcha, config.clock, counters), counters, metrics);
  installRequestMetrics(app, metrics);
  // Mail committed but not sent by a previous run goes out as soon as the server is ready.
  app.addHook('onReady', async () => mailQueue.start());

  // The default JSON parser, except that an empty body is "no body" (logout sends none, some
  // clients still set Content-Type: application/json).
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    return jsonParser(request, body as string, (error, value) => {
      // Fastify refuses only `__proto__` and `constructor.prototype`, and reports them as plain
      // invalid JSON; any such key at any depth is refused here, saying which rule was broken.
      if ((error && FORBIDDEN_KEY.test(body as string)) || (!error && hasForbiddenKey(value))) {
        return done(detailError(400, 'The request body contains a forbidden key (__proto__ or constructor).'), undefined);
      }
      return done(error, value);
    });
  });
  // Everything except JSON is refused with 415 (Fastify's text/plain parser included).
  app.removeContentTypeParser('text/plain');

  installErrorHandler(app);
  installSecurityHeaders(app, config.corsOrigins);
  await installApiDocument(app);

  await app.register(healthRoutes, { ctx });
  await app.register(async (api) => {
    await api.register(healthRoutes, { ctx });
    await api.register(accountRoutes, { ctx });
    await api.register(sessionRoutes, { ctx });
    await api.register(passwordResetRoutes, { ctx });
    await api.register(managementRoutes, { ctx });
    await api.register(investorRoutes, { ctx });
    await api.register(passwordChangeRoutes, { ctx });
    await api.register(deviceRoutes, { ctx });
    await api.register(twoFactorRoutes, { ctx });
    await api.register(passkeyRoutes, { ctx });
    await api.register(stepUpRoutes, { ctx });
    await api.register(undoRoutes, { ctx });
    await api.register(vitalsRoutes, { ctx });
    await api.register(async (dev) => {
      // The outbox holds every code and reset link, the clock moves time: this machine only. The
      // socket's own address decides, and only when nothing stands between: a reverse proxy on the
      // same machine connects from loopback on behalf of anyone, so a request that carries
      // forwarding headers, or any request to a server configured behind a proxy, is refused. To
      // anyone refused, the paths do not exist.
      const behindProxy = config.trustProxy !== false;
      dev.addHook('onRequest', async (request) => {
        if (behindProxy || isForwarded(request.headers) || !isLoopback(request.raw.socket.remoteAddress ?? '')) throw detailError(404, 'Not found.');
      });
      if (mailer.outbox) await dev.register(outboxRoutes, { outbox: mailer.outbox });
      if (config.testClock) await dev.register(devClockRoutes, { ctx });
    });
    for (const plugin of options.apiPlugins ?? []) await api.register(plugin, { ctx });
    typed(api).route({ ...fromContract(SERVICE_API.openApi), handler: async () => app.swagger() as OpenApiAnswer });
  }, { prefix: API_PREFIX });

  const servesSpa = await installStatic(app, config.distDir);

  app.addHook('onClose', async () => {
    // Mails being sent are settled (sent and deleted, or rescheduled) before the database closes.
    await mailQueue.stop();
    await counters.close();
    if (!options.database) await database.close();
  });
  return { app, ctx, servesSpa };
}
