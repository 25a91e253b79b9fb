/**
 * Signing in (spec section 7; token rules of DESIGN.md section 4): the password login, its second
 * step for an account with two-factor sign-in on, and the session every passed sign-in starts.
 * The rules behind server/routes/session.ts: plain inputs in, the outcome (and the cookie the
 * browser is to keep) out, a refusal as the ApiError the route answers.
 */
import type { LoginRequest, LoginResponse, TwoFactorChallengeResponse, TwoFactorLoginRequest } from '../../contract/account';
import type { AppContext } from '../context';
import { requireCaptcha } from '../captcha/index';
import { detailError } from '../http/errors';
import { normaliseEmail } from '../http/validation';
import { alertMail } from '../mail/alerts';
import { describeDevice } from './devices';
import { CREDENTIAL_MESSAGES } from './verifier';
import type { SignInClient } from './sessions';

export const SESSION_MESSAGES = {
  badCredentials: CREDENTIAL_MESSAGES.badCredentials,
  unverified: 'Please verify your e-mail first. We can send you a new code.',
  disabled: 'This account has been disabled. Please contact support.',
  loggedOut: 'You have been successfully logged out.',
  badRefresh: 'Token is invalid or expired',
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
  const claim = await ctx.verifier.loginPassword(email, fields.password, user, browser, () => ctx.captcha.handBack(fields.recaptcha_token, browser.ip));
  // Only after the right password may we say anything about the account's state (so there is one).
  const account = user!;
  if (account.disabled_at !== null) throw accountDisabled();
  if (claim) return { kind: 'unverified', claimId: claim.id };
  const client: SignInClient = { userAgent: browser.userAgent, ip: browser.ip };
  if (await ctx.twoFactor.isEnabled(account.id)) {
    return { kind: 'secondFactor', answer: { two_factor_required: true, challenge: await ctx.loginChallenges.create(account.id, client) } };
  }
  return { kind: 'signedIn', ...(await startSession(ctx, { id: account.id, email, firstName: account.first_name }, client, browser.deviceId)) };
}

/** The second step: a code for the challenge the password opened. `deviceId`: the device cookie of the browser sending it. */
export async function signInWithSecondFactor(ctx: AppContext, { challenge, code }: TwoFactorLoginRequest, deviceId: string | null): Promise<SignedIn> {
  const { db } = ctx.database;
  const pending = await ctx.loginChallenges.attempt(challenge);
  if (!pending) throw signInExpired();
  await ctx.verifier.secondFactor(db, { userId: pending.userId, deviceId }, code);
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
