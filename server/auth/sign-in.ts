/**
 * Signing in (spec section 7; token rules of DESIGN.md section 4): the password login, its second
 * step for an account with two-factor sign-in on, and the session every passed sign-in starts.
 * The rules behind server/routes/session.ts: plain inputs in, the outcome (and the cookie the
 * browser is to keep) out, a refusal as the ApiError the route answers.
 */
import type { LoginRequest, LoginResponse, TwoFactorChallengeResponse, TwoFactorLoginRequest } from '../../contract/account';
import type { AppContext } from '../context';
import { requireCaptcha } from '../captcha/index';
import { clientKey } from '../http/client-key';
import type { LoginClient } from '../http/rate-limit';
import { detailError, tooManyRequests } from '../http/errors';
import { normaliseEmail } from '../http/validation';
import { alertMail } from '../mail/alerts';
import { describeDevice } from './devices';
import { uncountedWhenBusy } from './passwords';
import type { SignInClient } from './sessions';

export const SESSION_MESSAGES = {
  badCredentials: 'Invalid email or password.',
  unverified: 'Please verify your e-mail first. We can send you a new code.',
  disabled: 'This account has been disabled. Please contact support.',
  loggedOut: 'You have been successfully logged out.',
  badRefresh: 'Token is invalid or expired',
  badSecondFactor: 'That code is not valid. Enter the current code from your authenticator app, or a recovery code.',
  signInExpired: 'This sign-in has expired. Please log in again.',
} as const;

/** The browser a sign-in comes from: where it is (the session and its alert record it) and the device cookie it carries. */
export interface Browser { ip: string; userAgent: string | null; deviceId: string | null }

/** A session started: its answer, and the device id the browser's cookie is to carry. */
export interface SignedIn { userId: string; answer: LoginResponse; device: string }

export type SignInOutcome =
  | ({ kind: 'signedIn' } & SignedIn)
  /** Two-factor sign-in is on: the password opened only the second step. */
  | { kind: 'secondFactor'; answer: TwoFactorChallengeResponse }
  /** The address is not verified yet: the browser is to hold the claim this password opens. */
  | { kind: 'unverified'; claimId: string };

interface SigningIn { id: string; email: string; firstName: string }

const accountDisabled = () => detailError(403, SESSION_MESSAGES.disabled, { code: 'account_disabled' });
const signInExpired = () => detailError(400, SESSION_MESSAGES.signInExpired, { code: 'challenge_expired' });

export async function signIn(ctx: AppContext, fields: LoginRequest, browser: Browser): Promise<SignInOutcome> {
  const email = normaliseEmail(fields.email);
  await requireCaptcha(ctx.captcha, fields.recaptcha_token, browser.ip, 'recaptcha');
  const user = await ctx.database.db.selectFrom('users').select(['id', 'first_name', 'password_hash', 'verified_at', 'disabled_at'])
    .where('email', '=', email).executeTakeFirst();
  // A browser this account signed in from before counts its failures on its own (device cookie).
  const { deviceId } = browser;
  const who: LoginClient = user && deviceId && (await ctx.knownDevices.isKnown(user.id, deviceId)) ? { device: deviceId } : { address: clientKey(browser.ip) };
  // Counted before the hash: parallel guesses cannot all slip past the back-off.
  const throttle = await ctx.loginThrottle.attempt(email, who);
  if (!throttle.ok) throw tooManyRequests(throttle.retryAfterMs, 'Too many failed login attempts.');

  // An address not yet verified has no password of its own yet: each registration of it (claim)
  // has one, and the one this password opens is the one this browser may complete with a code.
  const { claim, passwordOk } = await uncountedWhenBusy(async () => {
    const claim = user && user.verified_at === null ? await ctx.signupClaims.withPassword(user.id, fields.password, ctx.hasher) : null;
    const passwordOk = !user
      ? (await ctx.hasher.verifyDummy(fields.password), false)
      : user.verified_at === null ? claim !== null : await ctx.hasher.verify(user.password_hash, fields.password);
    return { claim, passwordOk };
  }, () => Promise.all([ctx.loginThrottle.withdrawn(email, who), ctx.captcha.handBack(fields.recaptcha_token, browser.ip)]));
  if (!user || !passwordOk) throw detailError(401, SESSION_MESSAGES.badCredentials);
  await ctx.loginThrottle.succeeded(email, who);
  // Only after the right password may we say anything about the account's state.
  if (user.disabled_at !== null) throw accountDisabled();
  if (claim) return { kind: 'unverified', claimId: claim.id };
  const client: SignInClient = { userAgent: browser.userAgent, ip: browser.ip };
  if (await ctx.twoFactor.isEnabled(user.id)) {
    return { kind: 'secondFactor', answer: { two_factor_required: true, challenge: await ctx.loginChallenges.create(user.id, client) } };
  }
  return { kind: 'signedIn', ...(await startSession(ctx, { id: user.id, email, firstName: user.first_name }, client, deviceId)) };
}

/** The second step: a code for the challenge the password opened. `deviceId`: the device cookie of the browser sending it. */
export async function signInWithSecondFactor(ctx: AppContext, { challenge, code }: TwoFactorLoginRequest, deviceId: string | null): Promise<SignedIn> {
  const { db } = ctx.database;
  const pending = await ctx.loginChallenges.attempt(challenge);
  if (!pending) throw signInExpired();
  if (!(await ctx.secondFactor.verify(db, pending.userId, code))) throw detailError(400, SESSION_MESSAGES.badSecondFactor, { code: 'invalid_code' });
  // One sign-in per challenge, even for two right codes sent at once.
  if (!(await ctx.loginChallenges.spend(challenge))) throw signInExpired();
  const user = await db.selectFrom('users').select(['id', 'email', 'first_name', 'disabled_at']).where('id', '=', pending.userId).executeTakeFirstOrThrow();
  if (user.disabled_at !== null) throw accountDisabled();
  // The session records where the sign-in started (its first step).
  return startSession(ctx, { id: user.id, email: user.email, firstName: user.first_name }, pending.client, deviceId);
}

/**
 * A session for a sign-in that passed every check: the browser becomes (or stays) a known device
 * of the account, and a device the account never signed in from before gets the owner an alert.
 * `client` is where the sign-in started; `deviceId` the device cookie the browser carries.
 */
export async function startSession(ctx: AppContext, user: SigningIn, client: SignInClient, deviceId: string | null): Promise<SignedIn> {
  const newDevice = await ctx.knownDevices.isNew(user.id, deviceId);
  const place = newDevice ? await ctx.places.placeOf(client.ip) : null;
  let device = '';
  const tokens = await ctx.sessions.start(user.id, client, async (trx) => {
    device = await ctx.knownDevices.remember(trx, user.id, deviceId);
    if (!newDevice) return;
    const alert = { kind: 'new-sign-in', ...describeDevice(client.userAgent), ip: client.ip, place } as const;
    await ctx.mailQueue.enqueue(trx, alertMail({ email: user.email, firstName: user.firstName }, alert, ctx.config.clock(), ctx.config.appUrl));
  });
  return { userId: user.id, answer: { ...tokens, user_id: user.id }, device };
}
