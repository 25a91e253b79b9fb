/**
 * Every `code` the API puts in an error body, in one union. An error body is DRF-style
 * (`{ detail, code? }`, or field errors as `{ field: ["..."], detail }`); `code` is there where a
 * client must tell one refusal from another. Each endpoint in contract/*Endpoints.ts names the
 * codes it may answer and with which status (the same code may come with two: a passkey not
 * recognised is 401 at sign-in, 400 at step-up, where a 401 would look like an ended session).
 */
export const API_ERROR_CODES = [
  /** A sensitive change without a proof from the last five minutes (403): step up, then send it again. */
  'step_up_required',
  /** Two-factor sign-in is on and no code was sent (400). */
  'second_factor_required',
  /** A wrong, spent or stale second-factor code (400). */
  'invalid_code',
  /** A signed-in proof refused (400): the password, or the password and code, with no word on which part was wrong. */
  'wrong_proof',
  /** Ten wrong second-factor codes in fifteen minutes locked app codes from browsers like this one (429). */
  'second_factor_locked',
  /** The two-factor sign-in's challenge expired or was spent (400). */
  'challenge_expired',
  /** A bearer or refresh token that is invalid, expired or of an ended session (401). */
  'token_not_valid',
  /** The right password for an account an operator disabled (403). */
  'account_disabled',
  /** The right password for an address not yet verified (403). */
  'email_not_verified',
  /** An undo link that is unknown, expired or already used (400). */
  'undo_link_invalid',
  /** A password-reset link that is unknown, expired or already used (400): one answer for all three. */
  'reset_link_invalid',
  /** Ending the session in use from the devices list (400): log out instead. */
  'current_session',
  /** A session that has ended, or is not the caller's (404). */
  'session_not_found',
  /** Setting up two-factor sign-in while it is on (409). */
  'two_factor_on',
  /** Turning off, or renewing the codes of, two-factor sign-in while it is off (409). */
  'two_factor_off',
  /** The browser's new passkey did not verify (400). */
  'passkey_not_added',
  /** A passkey this site does not know, or not the caller's (401 at sign-in, 400 at step-up). */
  'passkey_not_recognised',
  /** Removing a passkey that is not on the account (404). */
  'passkey_not_found',
  /** Too busy to hash a password right now (503): nothing done, try again after Retry-After. */
  'server_busy',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Error answers by status: the codes each may carry ([] for a refusal without one). */
export type ErrorAnswers = Partial<Record<400 | 401 | 403 | 404 | 409 | 429 | 503, readonly ApiErrorCode[]>>;
