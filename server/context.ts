/**
 * Everything a route plugin needs, built once per app. Investor-area plugins receive the
 * same context: the database, the clock, `authenticate` and `limit`.
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { LIMITS_THAT_FAIL_OPEN, type Config, type Limit, type RateLimitRule } from './config';
import type { Db } from './db/connect';
import type { Captcha } from './captcha/index';
import type { Mailer } from './mail/index';
import type { MailQueue } from './mail/queue';
import { PasswordHasher } from './auth/passwords';
import { countryPlaces, DEFAULT_PLACES_FILE, type Places } from './auth/places';
import { Sessions, type Principal } from './auth/sessions';
import { OtpCodes } from './auth/otp';
import { SignupClaims } from './auth/signup-claims';
import { KnownDevices } from './auth/known-devices';
import { ResetTokens } from './auth/reset';
import { TwoFactor } from './auth/two-factor';
import { LoginChallenges } from './auth/login-challenges';
import { Passkeys } from './auth/passkeys';
import { StepUp } from './auth/step-up';
import { UndoLinks } from './auth/undo-links';
import { Verifier } from './auth/verifier';
import { alertMail, recipientOf } from './mail/alerts';
import { RateLimiter } from './http/rate-limit';
import { REFUSAL_PACE, RefusalPacer } from './http/refusal-pacer';
import { detailError, tooManyRequests } from './http/errors';
import { clientKey } from './http/client-key';
import { StoreUnavailableError, type CounterStore } from './http/counter-store';
import { createMetrics, type Metrics } from './metrics/metrics';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `ctx.authenticate`: who is calling. */
    principal?: Principal;
  }
}

export interface AppContext {
  config: Config;
  database: Db;
  mailer: Mailer;
  /** Where routes put mail (in their transaction); it is sent after the answer. */
  mailQueue: MailQueue;
  captcha: Captcha;
  hasher: PasswordHasher;
  sessions: Sessions;
  otp: OtpCodes;
  /** The browsers that completed a sign-in to each account (device cookies). */
  knownDevices: KnownDevices;
  /** The registrations of addresses not yet verified, and which browser holds which. */
  signupClaims: SignupClaims;
  resetTokens: ResetTokens;
  twoFactor: TwoFactor;
  loginChallenges: LoginChallenges;
  passkeys: Passkeys;
  /** The sessions' proofs for sensitive changes (ASVS 7.5.1). */
  stepUp: StepUp;
  /** The one verifier: every password, second-factor code and passkey answer is checked and counted there. */
  verifier: Verifier;
  /** The alerts' single-use links that remove a new way in. */
  undoLinks: UndoLinks;
  /** preHandler (after `authenticate`): 403 `step_up_required` unless the session proved itself in the last five minutes. */
  requireStepUp: preHandlerAsyncHookHandler;
  /** The country of an IP address (the signed-in devices list). */
  places: Places;
  limiter: RateLimiter;
  /** Set on SIGTERM: /healthz answers 503 so a balancer stops sending while in-flight work finishes. */
  lifecycle: { draining: boolean };
  /** preHandler: requires `Authorization: Bearer <access>`; sets `request.principal`. */
  authenticate: preHandlerAsyncHookHandler;
  /**
   * onRequest, first on every route that hashes a password: 503 server_busy when hashing is
   * saturated, decided before the body is read or parsed, and answered at the refusals' pace.
   */
  refuseWhenHashingBusy: onRequestAsyncHookHandler;
  /** Holds refusals beyond their pace on a timer (http/refusal-pacer.ts). */
  refusals: RefusalPacer;
  /** preHandler factory: per-route, per-address limit using a named rule from the config. */
  limit(rule: RateLimitRule): preHandlerAsyncHookHandler;
  /** Apply a limit to any key (per account, per e-mail); throws a 429 ApiError when exceeded. */
  enforce(key: string, limit: Limit, what?: string): Promise<void>;
  /** Where the limits, the verifier's counts and the captcha replays are kept (memory or Redis). */
  counters: CounterStore;
  /** What Prometheus scrapes (server/metrics/): requests, logins, hashing, mail, refreshes, pool. */
  metrics: Metrics;
}

/** The principal of an authenticated request (use after `ctx.authenticate`). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('principalOf() used on a route without ctx.authenticate');
  return request.principal;
}

export function createContext(
  config: Config, database: Db, mailer: Mailer, mailQueue: MailQueue, captcha: Captcha, counters: CounterStore, metrics: Metrics = createMetrics(),
): AppContext {
  const sessions = new Sessions(database.db, config, { rotated: metrics.refreshRotated, replayed: metrics.refreshReplayed });
  const limiter = new RateLimiter(counters, config.clock);

  const enforce = async (key: string, limit: Limit, what?: string): Promise<void> => {
    const result = await limiter.hit(key, limit);
    if (!result.ok) throw tooManyRequests(result.retryAfterMs, what);
  };
  const limit = (rule: RateLimitRule) => async (request: FastifyRequest) => {
    try {
      await enforce(`${rule}:ip:${clientKey(request.ip)}`, config.rateLimits[rule], 'Too many requests.');
    } catch (error) {
      // Without the store, a limit that guards no credential lets the request through.
      if (!(error instanceof StoreUnavailableError && LIMITS_THAT_FAIL_OPEN.includes(rule))) throw error;
      request.log.warn('rate-limit store unavailable: %s passed uncounted', rule);
    }
  };

  const authenticate = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw detailError(401, 'Authentication credentials were not provided.');
    const principal = await sessions.authenticate(match[1]!);
    if (!principal) throw detailError(401, 'Given token not valid for any token type', { code: 'token_not_valid' });
    request.principal = principal;
  };

  const twoFactor = new TwoFactor(database.db, config);
  const stepUp = new StepUp(database.db, config);
  // The owner hears of a locked second step at once: someone who knows the password is guessing.
  const mailSecondFactorLocked = async (userId: string) => {
    const user = await database.db.selectFrom('users').select(['email', 'first_name']).where('id', '=', userId).executeTakeFirst();
    if (user) await mailQueue.enqueue(database.db, alertMail(recipientOf(user), { kind: 'second-factor-locked' }, config.clock(), config.appUrl));
  };

  const hasher = new PasswordHasher(config.argon2);
  metrics.watch({ hashing: hasher.slots, mailQueue: () => mailQueue.level(), ...(database.pool ? { pool: database.pool } : {}) });

  const refusals = new RefusalPacer(REFUSAL_PACE);
  // The context's hasher and pacer, not these constants: tests replace them.
  const refuseWhenHashingBusy = async (_request: FastifyRequest, reply: FastifyReply) => {
    let answered: () => void;
    try {
      answered = context.hasher.admit();
    } catch (error) {
      await context.refusals.hold();
      throw error;
    }
    reply.raw.once('close', answered);
  };

  const context: Omit<AppContext, 'verifier'> = {
    refuseWhenHashingBusy,
    refusals,
    metrics,
    config,
    database,
    mailer,
    mailQueue,
    captcha,
    hasher,
    sessions,
    otp: new OtpCodes(config),
    signupClaims: new SignupClaims(database.db, config),
    knownDevices: new KnownDevices(database.db, config),
    resetTokens: new ResetTokens(database.db, config, sessions),
    twoFactor,
    stepUp,
    undoLinks: new UndoLinks(database.db, config, sessions, twoFactor),
    requireStepUp: async (request: FastifyRequest) => stepUp.require(principalOf(request)),
    loginChallenges: new LoginChallenges(database.db, config),
    passkeys: new Passkeys(database.db, config),
    places: countryPlaces(DEFAULT_PLACES_FILE, (error) => process.emitWarning(`The IP country database could not be read; devices are listed without places: ${String(error)}`)),
    limiter,
    lifecycle: { draining: false },
    counters,
    authenticate,
    limit,
    enforce,
  };
  // The verifier checks with the context's own tools (its hasher, two-factor, passkeys, devices).
  return Object.assign(context, { verifier: new Verifier(context, counters, mailSecondFactorLocked) });
}
