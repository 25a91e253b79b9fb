/**
 * The wire schemas of the account and session endpoints (specification section 7): the request
 * payloads and answers, as TypeBox schemas, each a JSON Schema the server validates with and
 * documents (./accountEndpoints.ts says which endpoint takes and answers which). Their types,
 * of the same names, are in ./account.ts, which the app imports without loading these.
 */
import { Type } from 'typebox';
import { body, isoTime, jsonObject, LIMITS, str } from './schema';

export const SubscribeRequest = body({ email: str(LIMITS.email) });
export const ContactRequest = body({ name: str(LIMITS.name), email: str(LIMITS.email), message: str(LIMITS.message) });
/** `ref` may be left out (no referral); the server reads a missing one as empty. */
export const RegistrationRequest = body({
  first_name: str(LIMITS.name),
  last_name: str(LIMITS.name),
  email: str(LIMITS.email),
  password: str(LIMITS.password),
  password2: str(LIMITS.password),
  ref: Type.Optional(str(LIMITS.ref)),
  recaptcha_token: str(LIMITS.token),
});
export const VerifyCodeRequest = body({ email: str(LIMITS.email), code: str(LIMITS.code) });
export const ResendOtpRequest = body({ email: str(LIMITS.email) });
export const LoginRequest = body({ email: str(LIMITS.email), password: str(LIMITS.password), recaptcha_token: str(LIMITS.token) });
export const LoginResponse = Type.Object({ access: Type.String(), refresh: Type.String(), user_id: Type.Union([Type.String(), Type.Number()]) });
/**
 * POST /account/login/ for an account with two-factor sign-in on: the password was right, and the
 * sign-in finishes at POST /account/login/two_factor/ with this challenge and a code.
 */
export const TwoFactorChallengeResponse = Type.Object({ two_factor_required: Type.Literal(true), challenge: Type.String() });
export const TwoFactorLoginRequest = body({ challenge: str(LIMITS.token), code: str(LIMITS.code) });
/** GET /account/two_factor/ */
export const TwoFactorStatusResponse = Type.Object({ enabled: Type.Boolean(), recovery_codes_left: Type.Integer() });
/** POST /account/two_factor/setup/: the secret to type, and the otpauth:// address its QR code holds. */
export const TwoFactorSetupResponse = Type.Object({ secret: Type.String(), otpauth_url: Type.String() });
export const TwoFactorEnableRequest = body({ code: str(LIMITS.code) });
/** The ten recovery codes, shown once. */
export const TwoFactorEnableResponse = Type.Object({ message: Type.String(), recovery_codes: Type.Array(Type.String()) });
export const TwoFactorDisableRequest = body({ password: str(LIMITS.password), code: str(LIMITS.code) });
/** GET /account/passkeys/: the investor's passkeys (times ISO 8601). */
export const PasskeyWire = Type.Object({ id: Type.String(), name: Type.String(), created_at: isoTime, last_used_at: Type.Union([isoTime, Type.Null()]) });
export const PasskeysResponse = Type.Object({ passkeys: Type.Array(PasskeyWire) });
/**
 * POST /account/passkeys/register/ and /account/login/passkey/: what the browser's WebAuthn call
 * answered (`@simplewebauthn/browser` gives it as JSON), and for a new passkey, its name.
 */
export const PasskeyRegisterRequest = body({ response: jsonObject, name: Type.Optional(str(LIMITS.name)) });
/** POST /account/passkeys/register/options/: the WebAuthn creation options the browser's dialog takes. */
export const PasskeyRegistrationOptionsResponse = jsonObject;
/** POST /account/login/passkey/options/: the challenge any of the site's passkeys may answer. */
export const PasskeyLoginOptionsResponse = Type.Object({ options: jsonObject });
export const PasskeyLoginRequest = body({ response: jsonObject });
/** GET /account/me/: who the bearer token belongs to (the dashboard header shows it). */
export const SignedInAccount = Type.Object({ first_name: Type.String(), last_name: Type.String(), email: Type.String() });
export const PasswordResetRequest = body({ email: str(LIMITS.email) });
/**
 * POST /account/api/password_reset/confirm/: the specification's `{password, token}`. For an
 * account with two-factor sign-in on, `code` (the authenticator app's code or a recovery code) is
 * needed as well: without it the answer is 400 `second_factor_required` and nothing changes. The
 * password's bound is four times the usual one: the server says what is wrong with a long one.
 */
export const PasswordResetConfirmRequest = body({ password: str(LIMITS.password * 4), token: str(LIMITS.token), code: Type.Optional(str(LIMITS.code)) });
/** 200 from the reset's confirmation: the message, and the `status: "OK"` the specification names. */
export const PasswordResetDoneResponse = Type.Object({ message: Type.String(), status: Type.Literal('OK') });
/**
 * POST /account/api/password_reset/validate_token/: whether the e-mailed link still works, read
 * without spending it when the new-password page opens. The token goes in the body, never the
 * address, so it stays out of access logs.
 */
export const PasswordResetLinkRequest = body({ token: str(LIMITS.token) });
/**
 * 200, either way: the link works, and whether the account has two-factor sign-in on (then the
 * form asks for a code too; nothing else about the account: the confirmation would tell its
 * holder as much); or it does not (unknown, expired or used, alike), in the confirmation's own
 * words and code. A dead link is an answer, not a failed request.
 */
export const PasswordResetLinkResponse = Type.Union([
  Type.Object({ status: Type.Literal('OK'), two_factor: Type.Boolean() }),
  Type.Object({ status: Type.Literal('invalid'), detail: Type.String(), code: Type.Literal('reset_link_invalid') }),
]);
export const TokenRefreshRequest = body({ refresh: str(LIMITS.token) });
/** The server always sends a new refresh token (rotation); the app keeps the old one when it is missing. */
export const TokenRefreshResponse = Type.Object({ access: Type.String(), refresh: Type.Optional(Type.String()) });
/** One signed-in device (a live session) as GET /account/sessions/ lists it; times are ISO 8601. */
export const SignedInDevice = Type.Object({
  id: Type.String(),
  /** "Chrome 131", or "Unknown browser". */
  browser: Type.String(),
  /** "Windows", "iOS (iPhone)", or "Unknown device". */
  device: Type.String(),
  /** The address it signed in from, when known. */
  ip: Type.Union([Type.String(), Type.Null()]),
  /** The country of that address ("United Kingdom"), when the address is a public one the database knows. */
  place: Type.Union([Type.String(), Type.Null()]),
  signed_in_at: isoTime,
  last_seen_at: isoTime,
  /** The session making this request. */
  current: Type.Boolean(),
});
export const SignedInDevicesResponse = Type.Object({ sessions: Type.Array(SignedInDevice) });
/** POST /account/sessions/end_others/: how many sessions ended. */
export const EndedSessionsResponse = Type.Object({ message: Type.String(), ended: Type.Integer() });
/**
 * Step-up (a fresh proof before a sensitive change). GET /account/step_up/: what the step-up
 * dialog may ask for, and until when the session's last proof holds (ISO 8601, null when none).
 */
export const StepUpStatusResponse = Type.Object({ two_factor: Type.Boolean(), passkeys: Type.Boolean(), valid_until: Type.Union([isoTime, Type.Null()]) });
/** POST /account/step_up/: the password, plus a code when two-factor sign-in is on. */
export const StepUpRequest = body({ password: str(LIMITS.password), code: Type.Optional(str(LIMITS.code)) });
/**
 * 200 from POST /account/step_up/ and /account/step_up/passkey/ (the passkey's answer, as
 * PasskeyLoginRequest, to the options of POST /account/step_up/passkey/options/).
 */
export const StepUpResponse = Type.Object({ message: Type.String(), valid_until: isoTime });
/** POST /account/two_factor/recovery_codes/ (step-up): ten new recovery codes, shown once; the old ones stop working. */
export const RecoveryCodesResponse = TwoFactorEnableResponse;
/** POST /account/undo/: the token of an alert's undo link (removes that way in, ends every session). */
export const UndoRequest = body({ token: str(LIMITS.token) });

/** Answers that carry a human message (success texts of specification section 8). */
export const MessageResponse = Type.Object({ message: Type.String() });
