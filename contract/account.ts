/**
 * Wire types shared by the SPA and the API server: the request payloads and answers of
 * specification section 7. The server imports this module and nothing else from src/.
 */

export interface SubscribeRequest { email: string }
export interface ContactRequest { name: string; email: string; message: string }
export interface RegistrationRequest {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password2: string;
  ref: string;
  recaptcha_token: string;
}
export interface VerifyCodeRequest { email: string; code: string }
export interface ResendOtpRequest { email: string }
export interface LoginRequest { email: string; password: string; recaptcha_token: string }
export interface LoginResponse { access: string; refresh: string; user_id: string | number }
/**
 * POST /account/login/ for an account with two-factor sign-in on: the password was right, and the
 * sign-in finishes at POST /account/login/two_factor/ with this challenge and a code.
 */
export interface TwoFactorChallengeResponse { two_factor_required: true; challenge: string }
export interface TwoFactorLoginRequest { challenge: string; code: string }
/** GET /account/two_factor/ */
export interface TwoFactorStatusResponse { enabled: boolean; recovery_codes_left: number }
/** POST /account/two_factor/setup/: the secret to type, and the otpauth:// address its QR code holds. */
export interface TwoFactorSetupResponse { secret: string; otpauth_url: string }
export interface TwoFactorEnableRequest { code: string }
/** The ten recovery codes, shown once. */
export interface TwoFactorEnableResponse { message: string; recovery_codes: string[] }
export interface TwoFactorDisableRequest { password: string; code: string }
/** GET /account/passkeys/: the investor's passkeys (times ISO 8601). */
export interface PasskeyWire { id: string; name: string; created_at: string; last_used_at: string | null }
export interface PasskeysResponse { passkeys: PasskeyWire[] }
/**
 * POST /account/passkeys/register/ and /account/login/passkey/: what the browser's WebAuthn call
 * answered (`@simplewebauthn/browser` gives it as JSON), and for a new passkey, its name.
 */
export interface PasskeyRegisterRequest { response: Record<string, unknown>; name?: string }
/** POST /account/login/passkey/options/: the challenge any of the site's passkeys may answer. */
export interface PasskeyLoginOptionsResponse { options: Record<string, unknown> }
export interface PasskeyLoginRequest { response: Record<string, unknown> }
/** GET /account/me/: who the bearer token belongs to (the dashboard header shows it). */
export interface SignedInAccount { first_name: string; last_name: string; email: string }
export interface PasswordResetRequest { email: string }
/**
 * POST /account/api/password_reset/confirm/: the specification's `{password, token}`. For an
 * account with two-factor sign-in on, `code` (the authenticator app's code or a recovery code) is
 * needed as well: without it the answer is 400 `second_factor_required` and nothing changes.
 */
export interface PasswordResetConfirmRequest { password: string; token: string; code?: string }
export interface TokenRefreshRequest { refresh: string }
export interface TokenRefreshResponse { access: string; refresh?: string }
/** One signed-in device (a live session) as GET /account/sessions/ lists it; times are ISO 8601. */
export interface SignedInDevice {
  id: string;
  /** "Chrome 131", or "Unknown browser". */
  browser: string;
  /** "Windows", "iOS (iPhone)", or "Unknown device". */
  device: string;
  /** The address it signed in from, when known. */
  ip: string | null;
  /** The country of that address ("United Kingdom"), when the address is a public one the database knows. */
  place: string | null;
  signed_in_at: string;
  last_seen_at: string;
  /** The session making this request. */
  current: boolean;
}
export interface SignedInDevicesResponse { sessions: SignedInDevice[] }
/** POST /account/sessions/end_others/: how many sessions ended. */
export interface EndedSessionsResponse { message: string; ended: number }
/**
 * Step-up (a fresh proof before a sensitive change). GET /account/step_up/: what the step-up
 * dialog may ask for, and until when the session's last proof holds (ISO 8601, null when none).
 */
export interface StepUpStatusResponse { two_factor: boolean; passkeys: boolean; valid_until: string | null }
/** POST /account/step_up/: the password, plus a code when two-factor sign-in is on. */
export interface StepUpRequest { password: string; code?: string }
/**
 * 200 from POST /account/step_up/ and /account/step_up/passkey/ (the passkey's answer, as
 * PasskeyLoginRequest, to the options of POST /account/step_up/passkey/options/).
 */
export interface StepUpResponse { message: string; valid_until: string }
/** POST /account/two_factor/recovery_codes/ (step-up): ten new recovery codes, shown once; the old ones stop working. */
export type RecoveryCodesResponse = TwoFactorEnableResponse;
/** POST /account/undo/: the token of an alert's undo link (removes that way in, ends every session). */
export interface UndoRequest { token: string }

/**
 * The `code` of an error body, where a client must tell one refusal from another:
 * - `step_up_required` (403): a sensitive change without a proof from the last five minutes;
 *   prove it at POST /account/step_up/ (or with a passkey), then send the same request again;
 * - `second_factor_required` (400): the account has two-factor sign-in on and no code was sent;
 * - `invalid_code` (400): a wrong, spent or stale second-factor code;
 * - `second_factor_locked` (429): ten wrong second-factor codes in fifteen minutes locked the step;
 * - `undo_link_invalid` (400): an undo link that is unknown, expired or already used.
 */
export const ERROR_CODES = {
  stepUpRequired: 'step_up_required',
  secondFactorRequired: 'second_factor_required',
  invalidCode: 'invalid_code',
  secondFactorLocked: 'second_factor_locked',
  undoLinkInvalid: 'undo_link_invalid',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** How long a step-up proof stands (ASVS 5.0 7.5.1): five minutes. */
export const STEP_UP_VALID_MS = 5 * 60_000;

/** Answers that carry a human message (success texts of specification section 8). */
export interface MessageResponse { message: string }

/**
 * DRF-style error body: one of the named fields, or field errors as `{ field: ["..."] }`.
 */
export type ErrorBody = {
  message?: string;
  detail?: string;
  error?: string;
  recaptcha?: string | string[];
} & Record<string, unknown>;

/**
 * The token the development captcha yields. The server accepts it only when it runs with
 * the development captcha (no RECAPTCHA_SECRET, not production).
 */
export const DEV_CAPTCHA_TOKEN = 'dev-captcha-token';
