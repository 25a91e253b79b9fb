/**
 * Example events of the auth machines: each stands for a user gesture (a filled form, a typed
 * code) or an answer of the API. The graph walks (`npm run paths`, the reachability test and the
 * generated screen walks) send exactly these.
 */
import type { signupMachine } from '../auth/signup.machine';
import type { loginMachine } from '../auth/login.machine';
import type { resetRequestMachine } from '../auth/resetRequest.machine';
import type { newPasswordMachine } from '../auth/newPassword.machine';
import type { logoutMachine } from '../auth/logout.machine';
import type { undoChangeMachine } from '../auth/undoChange.machine';
import type { countdownMachine } from '../auth/countdown.machine';
import type { Refusal } from '../refusal';
import type { Examples } from './types';

export const SIGNUP_VALUES = {
  valid: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'analytical-engine', confirmPassword: 'analytical-engine', referral: '' },
  get incomplete() {
    return { ...this.valid, firstName: '' };
  },
  get mismatch() {
    return { ...this.valid, confirmPassword: 'analytical-engine-2' };
  },
};

export const CAPTCHA_TOKEN = 'dev-captcha-token';
export const OTP = '482915';
export const LOGIN_TOKENS = { access: 'header.access.sig', refresh: 'header.refresh.sig', user_id: 42 };
/** What the login answers for an account with two-factor sign-in on. */
export const SECOND_FACTOR_CHALLENGE = { challenge: 'challenge-token-from-the-server' };
export const NEW_PASSWORD_TOKEN = 'reset-token-from-link';
/**
 * A server too busy to hash a password (503 server_busy, Retry-After: 2): the app's
 * actor rejects with a `busy` refusal and its wait, and the machine retries once after it.
 */
export const SERVER_BUSY: Refusal = { kind: 'busy', message: 'The server is busy right now. Please try again in 2 seconds.', retryAfterMs: 2000 };

export const signupExamples = {
  'form.submit': [{ values: SIGNUP_VALUES.incomplete }, { values: SIGNUP_VALUES.mismatch }, { values: SIGNUP_VALUES.valid }],
  'captcha.verified': [{ token: CAPTCHA_TOKEN }],
  'captcha.expired': [{}],
  'code.submit': [{ code: '' }, { code: OTP }],
  'code.resend': [{}],
  'email.edit': [{}],
  'signup.cancel': [{}],
  'xstate.done.actor.register': [{ output: { message: 'Account created! OTP sent to email.' } }],
  'xstate.error.actor.register': [{ error: new Error('Email already registered.') }, { error: SERVER_BUSY }],
  'xstate.done.actor.verifyCode': [{ output: { message: 'OTP Verified Successfully!' } }],
  'xstate.error.actor.verifyCode': [{ error: new Error('Invalid or expired OTP.') }],
  'xstate.done.actor.resendOtp': [{ output: { message: 'OTP has been resent.' } }],
  // The server's own message (spec section 8: shown when present), here its 429 during the wait.
  'xstate.error.actor.resendOtp': [{ error: new Error('A new code was sent recently. Please try again in 42 seconds.') }],
} satisfies Examples<typeof signupMachine>;

export const loginExamples = {
  'form.submit': [{ values: { email: '', password: 'analytical-engine' } }, { values: { email: 'ada@example.com', password: 'analytical-engine' } }],
  'captcha.verified': [{ token: CAPTCHA_TOKEN }],
  'captcha.expired': [{}],
  'xstate.done.actor.login': [{ output: LOGIN_TOKENS }, { output: SECOND_FACTOR_CHALLENGE }],
  'xstate.error.actor.login': [
    { error: new Error('Invalid email or password.') },
    // The refusal of an account that never entered its code.
    { error: { kind: 'unverified', message: 'Please verify your e-mail first. We can send you a new code.' } },
    { error: SERVER_BUSY },
  ],
  'code.request': [{}],
  'xstate.done.actor.sendCode': [{ output: { message: 'OTP has been resent.' } }],
  'xstate.error.actor.sendCode': [
    // A throttled refusal carries the wait it asked for (Retry-After). A limit longer than the
    // resend wait (too many requests): the server's message, back to the offer.
    { error: { kind: 'throttled', message: 'Too many attempts. Please try again in 9 minutes.', retryAfterMs: 540_000 } },
    // Inside the resend wait (`otpResendWait`): the code sent a moment ago is still in the inbox.
    { error: { kind: 'throttled', message: 'A new code was sent recently. Please try again in 44 seconds.', retryAfterMs: 44_000 } },
  ],
  'secondFactor.submit': [{ code: ' ' }, { code: '123456' }],
  'secondFactor.cancel': [{}],
  'xstate.done.actor.verifySecondFactor': [{ output: LOGIN_TOKENS }],
  'xstate.error.actor.verifySecondFactor': [
    { error: new Error('That code is not valid. Enter the current code from your authenticator app, or a recovery code.') },
    // A challenge that can no longer be finished.
    { error: { kind: 'challengeOver', message: 'This sign-in has expired. Please log in again.' } },
  ],
  'passkey.start': [{}],
  'xstate.done.actor.signInWithPasskey': [{ output: LOGIN_TOKENS }],
  'xstate.error.actor.signInWithPasskey': [{ error: new Error('The passkey request was cancelled or timed out. Please try again.') }],
} satisfies Examples<typeof loginMachine>;

export const resetRequestExamples = {
  'form.submit': [{ email: '' }, { email: 'ada@example.com' }],
  'email.edit': [{}],
  'link.resend': [{}],
  'xstate.done.actor.requestReset': [{ output: { message: 'Password reset link sent.' } }],
  'xstate.error.actor.requestReset': [{ error: new Error('Failed to send reset link. Please try again.') }, { error: SERVER_BUSY }],
} satisfies Examples<typeof resetRequestMachine>;

export const newPasswordExamples = {
  // The link's check: it works (two-factor sign-in off, then on), or the server refused it, or the check failed on the way.
  'xstate.done.actor.checkLink': [{ output: { twoFactor: false } }, { output: { twoFactor: true } }],
  'xstate.error.actor.checkLink': [
    { error: { kind: 'linkInvalid', message: 'This reset link is invalid or has expired. Please request a new one.' } },
    { error: new Error('We could not check your reset link. Please try again.') },
  ],
  'link.retry': [{}],
  'form.submit': [
    { values: { password: '', confirmPassword: '' } },
    { values: { password: 'new-secret-42', confirmPassword: 'new-secret-43' } },
    { values: { password: 'new-secret-42', confirmPassword: 'new-secret-42' } },
    // With the code field (two-factor sign-in on): with the app's code. Without it the form has
    // no code field, and this is the same submit as the one above.
    { values: { password: 'new-secret-42', confirmPassword: 'new-secret-42', code: '123 456' } },
  ],
  'xstate.done.actor.confirmReset': [{ output: { message: 'Password has been reset.' } }],
  'xstate.error.actor.confirmReset': [
    { error: new Error('Password reset failed. Please try again.') },
    // The refusal of an account with two-factor sign-in on, sent without a code.
    { error: { kind: 'secondFactorRequired', message: 'Enter the code from your authenticator app, or a recovery code.' } },
    { error: SERVER_BUSY },
    // The link was spent elsewhere, or its hour ran out, while the form was open.
    { error: { kind: 'linkInvalid', message: 'This reset link is invalid or has expired. Please request a new one.' } },
  ],
} satisfies Examples<typeof newPasswordMachine>;

export const logoutExamples = {
  'logout.confirm': [{}],
  'logout.cancel': [{}],
  'xstate.done.actor.logout': [{ output: undefined }],
  'xstate.error.actor.logout': [{ error: new Error('Network Error') }],
} satisfies Examples<typeof logoutMachine>;

export const UNDO_TOKEN = 'undo-token-from-alert';

export const undoChangeExamples = {
  'undo.confirm': [{}],
  'xstate.done.actor.undoChange': [{ output: 'The passkey "Laptop" was removed and every device was signed out.' }],
  'xstate.error.actor.undoChange': [
    // The server's refusal of the link itself.
    { error: { kind: 'linkInvalid', message: 'This link is invalid, has expired or has already been used.' } },
    { error: new Error('We could not undo the change. Please try again.') },
  ],
} satisfies Examples<typeof undoChangeMachine>;

/** The countdown has no events of its own: only its named tick moves it. */
export const countdownExamples = {} satisfies Examples<typeof countdownMachine>;
