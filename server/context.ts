/**
 * Everything a route plugin needs, built once per app. Investor-area plugins (issue 6) receive the
 * same context: the database, the clock, `authenticate` and `limit`.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { LIMITS_THAT_FAIL_OPEN, type Config, type Limit, type RateLimitRule } from './config';
import type { Db } from './db/connect';
import type { Captcha } from './captcha/index';
import type { Mailer } from './mail/index';
import type { MailQueue } from './mail/queue';
import { PasswordHasher } from './auth/passwords';
import { countryPlaces, DEFAULT_PLACES_FILE, type Places } from './auth/places';
import { Sessions, type Principal } from './auth/sessions';
import { OtpCodes } from './auth/otp';
import { ResetTokens } from './auth/reset';
import { TwoFactor } from './auth/two-factor';
import { LoginChallenges } from './auth/login-challenges';
import { Passkeys } from './auth/passkeys';
import { LoginThrottleState, RateLimiter } from './http/rate-limit';
import { detailError, tooManyRequests } from './http/errors';
import { clientKey } from './http/client-key';
import { StoreUnavailableError, type CounterStore } from './http/counter-store';

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
  resetTokens: ResetTokens;
  twoFactor: TwoFactor;
  loginChallenges: LoginChallenges;
  passkeys: Passkeys;
  /** The country of an IP address (the signed-in devices list). */
  places: Places;
  limiter: RateLimiter;
  /** Set on SIGTERM: /healthz answers 503 so a balancer stops sending while in-flight work finishes. */
  lifecycle: { draining: boolean };
  loginThrottle: LoginThrottleState;
  /** preHandler: requires `Authorization: Bearer <access>`; sets `request.principal`. */
  authenticate: preHandlerAsyncHookHandler;
  /** preHandler factory: per-route, per-address limit using a named rule from the config. */
  limit(rule: RateLimitRule): preHandlerAsyncHookHandler;
  /** Apply a limit to any key (per account, per e-mail); throws a 429 ApiError when exceeded. */
  enforce(key: string, limit: Limit, what?: string): Promise<void>;
  /** Where the limits, the login back-off and the captcha replays are counted (memory or Redis). */
  counters: CounterStore;
}

/** The principal of an authenticated request (use after `ctx.authenticate`). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('principalOf() used on a route without ctx.authenticate');
  return request.principal;
}

export function createContext(config: Config, database: Db, mailer: Mailer, mailQueue: MailQueue, captcha: Captcha, counters: CounterStore): AppContext {
  const sessions = new Sessions(database.db, config);
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

  return {
    config,
    database,
    mailer,
    mailQueue,
    captcha,
    hasher: new PasswordHasher(config.argon2),
    sessions,
    otp: new OtpCodes(config),
    resetTokens: new ResetTokens(database.db, config, sessions),
    twoFactor: new TwoFactor(database.db, config),
    loginChallenges: new LoginChallenges(database.db, config),
    passkeys: new Passkeys(database.db, config),
    places: countryPlaces(DEFAULT_PLACES_FILE, (error) => process.emitWarning(`The IP country database could not be read; devices are listed without places: ${String(error)}`)),
    limiter,
    lifecycle: { draining: false },
    loginThrottle: new LoginThrottleState(counters, config.clock, config.loginThrottle),
    counters,
    authenticate,
    limit,
    enforce,
  };
}
