/**
 * Example events for walking the auth machines' graphs (`xstate/graph`): the reachability test,
 * the path catalogue (`npm run paths`) and the model-based screen tests all use these, so a path
 * printed by the tool is exactly a path the screen tests walk. Each event with data stands for a
 * user gesture (a filled form, a typed code) or an answer of the API.
 */
import type { EventObject } from 'xstate';

/** An event as the graph walk sends it: a type plus the data the real event carries. */
export type ExampleEvent = EventObject & Record<string, unknown>;

export const SIGNUP_VALUES = {
  valid: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'analytical-engine',
    confirmPassword: 'analytical-engine',
    referral: '',
  },
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

const apiError = (message: string) => new Error(message);

export const signupEvents: readonly ExampleEvent[] = [
  { type: 'form.submit', values: SIGNUP_VALUES.incomplete },
  { type: 'form.submit', values: SIGNUP_VALUES.mismatch },
  { type: 'form.submit', values: SIGNUP_VALUES.valid },
  { type: 'captcha.verified', token: CAPTCHA_TOKEN },
  { type: 'code.submit', code: '' },
  { type: 'code.submit', code: OTP },
  { type: 'xstate.done.actor.0.signup.form.submitting', output: { message: 'Account created! OTP sent to email.' } },
  { type: 'xstate.error.actor.0.signup.form.submitting', error: apiError('Email already registered.') },
  { type: 'xstate.error.actor.0.signup.code.verification.verifying', error: apiError('Invalid or expired OTP.') },
  { type: 'xstate.error.actor.0.signup.code.resend.sending', error: apiError('Failed to resend OTP.') },
];

export const loginEvents: readonly ExampleEvent[] = [
  { type: 'form.submit', values: { email: '', password: 'analytical-engine' } },
  { type: 'form.submit', values: { email: 'ada@example.com', password: 'analytical-engine' } },
  { type: 'captcha.verified', token: CAPTCHA_TOKEN },
  { type: 'xstate.done.actor.0.login.form.submitting', output: LOGIN_TOKENS },
  { type: 'xstate.error.actor.0.login.form.submitting', error: apiError('Invalid email or password.') },
];

export const resetRequestEvents: readonly ExampleEvent[] = [
  { type: 'form.submit', email: '' },
  { type: 'form.submit', email: 'ada@example.com' },
  { type: 'xstate.error.actor.0.resetRequest.form.submitting', error: apiError('Failed to send reset link. Please try again.') },
  { type: 'xstate.error.actor.0.resetRequest.sent.resending', error: apiError('Failed to send reset link. Please try again.') },
];

export const newPasswordEvents: readonly ExampleEvent[] = [
  { type: 'form.submit', values: { password: '', confirmPassword: '' } },
  { type: 'form.submit', values: { password: 'new-secret-42', confirmPassword: 'new-secret-43' } },
  { type: 'form.submit', values: { password: 'new-secret-42', confirmPassword: 'new-secret-42' } },
  { type: 'xstate.error.actor.0.newPassword.form.submitting', error: apiError('Password reset failed. Please try again.') },
];

export const NEW_PASSWORD_TOKEN = 'reset-token-from-link';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Snapshot = any;

/**
 * Which events the simple-path enumeration of sign-up follows. Cycle-free paths through the code
 * step's two parallel regions (verification and resend) number in the millions, so the catalogue
 * walks the form by its successful route (its failures are in the shortest paths) and, in the
 * code step, moves one region at a time.
 */
export function signupSimplePathEvents(snapshot: Snapshot, event: EventObject & { values?: typeof SIGNUP_VALUES.valid }): boolean {
  if (!snapshot.matches('code')) {
    if (event.type === 'form.submit') return event.values === SIGNUP_VALUES.valid;
    return event.type !== 'captcha.expired';
  }
  const verificationIdle = snapshot.matches({ code: { verification: 'idle' } });
  const resendJustStarted = snapshot.matches({ code: { resend: { waiting: 'afterSignup' } } });
  if (event.type === 'email.edit' || event.type === 'signup.cancel') return verificationIdle && resendJustStarted;
  const isResendEvent = event.type === 'code.resend' || event.type.includes('.resend.') || event.type.startsWith('xstate.after.');
  if (isResendEvent) return verificationIdle;
  return resendJustStarted || snapshot.matches({ code: { resend: 'ready' } });
}
