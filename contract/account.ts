/**
 * Wire types shared by the SPA and the API server: the request payloads and answers of
 * specification section 7, each the type of its schema in ./accountSchemas.ts (imported here as
 * types only, so the app's bundle never loads the schemas), and the constants both sides use.
 * The server imports contract/ and nothing else from src/.
 */
import type { Static } from 'typebox';
import type * as S from './accountSchemas';
import type { ApiErrorCode } from './errors';

export type SubscribeRequest = Static<typeof S.SubscribeRequest>;
export type ContactRequest = Static<typeof S.ContactRequest>;
export type RegistrationRequest = Static<typeof S.RegistrationRequest>;
export type VerifyCodeRequest = Static<typeof S.VerifyCodeRequest>;
export type ResendOtpRequest = Static<typeof S.ResendOtpRequest>;
export type LoginRequest = Static<typeof S.LoginRequest>;
export type LoginResponse = Static<typeof S.LoginResponse>;
export type TwoFactorChallengeResponse = Static<typeof S.TwoFactorChallengeResponse>;
export type TwoFactorLoginRequest = Static<typeof S.TwoFactorLoginRequest>;
export type TwoFactorStatusResponse = Static<typeof S.TwoFactorStatusResponse>;
export type TwoFactorSetupResponse = Static<typeof S.TwoFactorSetupResponse>;
export type TwoFactorEnableRequest = Static<typeof S.TwoFactorEnableRequest>;
export type TwoFactorEnableResponse = Static<typeof S.TwoFactorEnableResponse>;
export type TwoFactorDisableRequest = Static<typeof S.TwoFactorDisableRequest>;
export type PasskeyWire = Static<typeof S.PasskeyWire>;
export type PasskeysResponse = Static<typeof S.PasskeysResponse>;
export type PasskeyRegisterRequest = Static<typeof S.PasskeyRegisterRequest>;
export type PasskeyLoginOptionsResponse = Static<typeof S.PasskeyLoginOptionsResponse>;
export type PasskeyLoginRequest = Static<typeof S.PasskeyLoginRequest>;
export type SignedInAccount = Static<typeof S.SignedInAccount>;
export type PasswordResetRequest = Static<typeof S.PasswordResetRequest>;
export type PasswordResetConfirmRequest = Static<typeof S.PasswordResetConfirmRequest>;
export type PasswordResetLinkRequest = Static<typeof S.PasswordResetLinkRequest>;
export type PasswordResetLinkResponse = Static<typeof S.PasswordResetLinkResponse>;
export type TokenRefreshRequest = Static<typeof S.TokenRefreshRequest>;
export type TokenRefreshResponse = Static<typeof S.TokenRefreshResponse>;
export type SignedInDevice = Static<typeof S.SignedInDevice>;
export type SignedInDevicesResponse = Static<typeof S.SignedInDevicesResponse>;
export type EndedSessionsResponse = Static<typeof S.EndedSessionsResponse>;
export type StepUpStatusResponse = Static<typeof S.StepUpStatusResponse>;
export type StepUpRequest = Static<typeof S.StepUpRequest>;
export type StepUpResponse = Static<typeof S.StepUpResponse>;
export type RecoveryCodesResponse = TwoFactorEnableResponse;
export type UndoRequest = Static<typeof S.UndoRequest>;
export type MessageResponse = Static<typeof S.MessageResponse>;

/**
 * The error codes the app tells apart, by name (every code the API sends is `ApiErrorCode`, in
 * ./errors.ts):
 * - `step_up_required` (403): a sensitive change without a proof from the last five minutes;
 *   prove it at POST /account/step_up/ (or with a passkey), then send the same request again;
 * - `second_factor_required` (400): the account has two-factor sign-in on and no code was sent;
 * - `invalid_code` (400): a wrong, spent or stale second-factor code;
 * - `wrong_proof` (400): a signed-in proof refused, without saying whether the password or the code was wrong;
 * - `second_factor_locked` (429): ten wrong second-factor codes in fifteen minutes locked app codes
 *   from the browsers the account does not know (or from the one trusted browser that sent them);
 * - `undo_link_invalid` (400): an undo link that is unknown, expired or already used;
 * - `reset_link_invalid` (400): a password-reset link that is unknown, expired or already used.
 */
export const ERROR_CODES = {
  stepUpRequired: 'step_up_required',
  secondFactorRequired: 'second_factor_required',
  invalidCode: 'invalid_code',
  wrongProof: 'wrong_proof',
  secondFactorLocked: 'second_factor_locked',
  undoLinkInvalid: 'undo_link_invalid',
  resetLinkInvalid: 'reset_link_invalid',
} as const satisfies Record<string, ApiErrorCode>;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** How long a step-up proof stands (ASVS 5.0 7.5.1): five minutes. */
export const STEP_UP_VALID_MS = 5 * 60_000;


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
