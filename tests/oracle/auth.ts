/**
 * The account flows' facts as the specification (../shared/spec/investment-platform.md) gives
 * them, word for word: routes, texts, buttons, the calls and their payloads, storage keys.
 * Texts the specification does not contain (headings, hints) are not here: the walks write those
 * themselves. The two-factor and passkey steps of the login, at the end, are the product's words.
 */

/** Section 2, "Public routes" and "Authenticated routes". */
export const AUTH_ROUTES = {
  signup: '/auth/signup',
  login: '/auth/login',
  resetRequest: '/auth/reset-password',
  /** "/auth/new-password/{token}": the screen reads the `token` query parameter. */
  newPassword: (pathSegment: string, token: string) => `/auth/new-password/${pathSegment}?token=${token}`,
  logout: '/auth/logout',
  dashboard: '/dashboard',
} as const;

/** Section 3 ("All three are stored in browser storage") and section 6. */
export const SESSION_STORAGE_KEYS = ['access', 'refresh', 'user_id'] as const;

/** Section 5, the client validation alerts. */
export const VALIDATION = {
  captchaMissing: 'Please complete the CAPTCHA.',
  signup: {
    passwordMismatch: 'Passwords do not match!',
    codeEmpty: 'Please enter the OTP sent to your email.',
  },
  resetRequest: { emailMissing: 'Please enter your email.' },
  newPassword: { incomplete: 'Please fill in both fields.', passwordMismatch: 'Passwords do not match.' },
  contact: { invalid: 'Please fill in all fields correctly.' },
} as const;

/** Section 8, the error catalogue: the fallback shown when the server's answer gives no message. */
export const FALLBACKS = {
  subscribe: 'Subscription failed.',
  contact: 'Failed to submit your message. Please try again.',
  signup: 'Registration failed. Please try again.',
  verifyCode: 'Invalid or expired OTP.',
  resendCode: 'Failed to resend OTP.',
  login: 'Login failed. Please check your credentials.',
  resetRequest: 'Failed to send reset link. Please try again.',
  newPassword: 'Password reset failed. Please try again.',
} as const;

/** Section 8, "Success messages". */
export const SUCCESS = {
  subscribed: 'Successfully subscribed!',
  contactSent: 'Message submitted successfully!',
  accountCreated: 'Account created! OTP sent to email.',
  otpVerified: 'OTP Verified Successfully!',
  otpResent: 'OTP has been resent.',
  resetLinkSent: 'Reset link has been sent to your email.',
  loggedOut: 'You have been successfully logged out.',
} as const;

/** Section 4, what the screens show on their way elsewhere. */
export const REDIRECT_NOTICES = {
  login: 'Login successful! Redirecting to dashboard...',
  newPassword: 'Password reset successful! Redirecting to login...',
} as const;

/** Section 4, the controls and headings it names. */
export const AUTH_LABELS = {
  signup: { resend: 'Resend OTP', editEmail: 'Edit Email Address', cancel: 'Cancel' },
  resetRequest: { sentHeading: 'Check Your Inbox', resend: 'Resend Reset Link', editEmail: 'Edit Email' },
  /** "On Yes ... No returns to /dashboard": the buttons begin with these words. */
  logout: { yes: 'Yes', no: 'No' },
} as const;

/** Section 7, the calls (method and path under the API base) and their payloads, key for key. */
export const AUTH_CALLS = {
  register: { method: 'POST', path: '/account/registration/' },
  verifyCode: { method: 'POST', path: '/account/verify_code/' },
  resendCode: { method: 'POST', path: '/account/resend_otp/' },
  login: { method: 'POST', path: '/account/login/' },
  resetRequest: { method: 'POST', path: '/account/password_reset/' },
  newPassword: { method: 'POST', path: '/account/api/password_reset/confirm/' },
  /** "no body". */
  logout: { method: 'POST', path: '/account/logout/' },
  refresh: { method: 'POST', path: '/account/token/refresh/' },
} as const;

/** Section 3's registration form, as the user fills it. */
export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  referral: string;
}

/** Section 7's payloads, built from what the user typed (section 3 names the form's fields). */
export const PAYLOADS = {
  /** {first_name, last_name, email, password, password2, ref, recaptcha_token} */
  register: (form: RegistrationForm, captchaToken: string) => ({
    first_name: form.firstName, last_name: form.lastName, email: form.email, password: form.password,
    password2: form.confirmPassword, ref: form.referral, recaptcha_token: captchaToken,
  }),
  /** {email, code} */
  verifyCode: (email: string, code: string) => ({ email, code }),
  /** {email} */
  resendCode: (email: string) => ({ email }),
  /** {email, password, recaptcha_token} */
  login: (email: string, password: string, captchaToken: string) => ({ email, password, recaptcha_token: captchaToken }),
  /** {email} */
  resetRequest: (email: string) => ({ email }),
  /** {password, token} */
  newPassword: (password: string, token: string) => ({ password, token }),
  /** {refresh} */
  refresh: (refresh: string) => ({ refresh }),
} as const;

/**
 * Section 5's sign-up rules applied to what the user typed, in the order the form checks them:
 * the required fields, the captcha, then the two passwords. The required-fields alert has no
 * text in the specification, so it is returned as the rule's name for the walk to word.
 */
export function signupFormProblem(form: RegistrationForm, captchaDone: boolean): 'required' | 'captcha' | 'mismatch' | null {
  const required = [form.firstName, form.lastName, form.email, form.password, form.confirmPassword];
  if (required.some((value) => value.trim() === '')) return 'required';
  if (!captchaDone) return 'captcha';
  if (form.password !== form.confirmPassword) return 'mismatch';
  return null;
}

/**
 * The login's second step for an account with two-factor sign-in on. The
 * specification has no such step: the product's own words, with no written source.
 */
export const SECOND_FACTOR_STEP = {
  title: 'Two-factor sign-in',
  label: 'Authentication code',
  required: 'Please enter the code from your authenticator app.',
  submit: 'Verify',
  submitting: 'Verifying…',
  back: 'Back to log in',
} as const;

/**
 * A server too busy to hash a password: what a form (or the step-up dialog) says while
 * the wait runs, and when the one retry was refused as busy too. Not in the specification: the
 * design's words, with no written source.
 */
export const BUSY_NOTICES = {
  waiting: (seconds: number) => `Busy right now, trying again in ${seconds} s.`,
  stillBusy: 'The server is still busy. Please try again in a moment.',
} as const;

/**
 * The login's passkey button: not in the specification either, the product's
 * own words; while the browser's dialog is open, the button says so.
 */
export const PASSKEY_SIGN_IN = {
  submit: 'Log in with a passkey',
  waiting: 'Waiting for your passkey…',
} as const;

/**
 * The page an account alert e-mail's undo link opens (/auth/undo): not in the
 * specification, the product's own words.
 */
export const UNDO_PAGE = {
  title: 'Undo a change to your account',
  submit: 'Remove it and sign out everywhere',
  /** Shown when the server's answer carries no words of its own. */
  done: 'The change was undone and every device was signed out.',
  /** A refused link, without the server's words. */
  linkInvalid: 'This link is invalid, has expired or has already been used.',
  /** Any other failure, without the server's words. */
  failed: 'We could not undo the change. Please try again.',
} as const;
