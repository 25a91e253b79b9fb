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
export interface PasswordResetConfirmRequest { password: string; token: string }
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
