/**
 * The account, session and "management" endpoints (specification section 7, and the ones added
 * since: two-factor sign-in, passkeys, signed-in devices, step-up, undo links): each one's method,
 * path (./paths.ts), schemas (./accountSchemas.ts) and error codes (./errors.ts).
 */
import { Type } from 'typebox';
import {
  ContactRequest, EndedSessionsResponse, LoginRequest, LoginResponse, MessageResponse, PasskeyLoginOptionsResponse, PasskeyLoginRequest,
  PasskeyRegisterRequest, PasskeyRegistrationOptionsResponse, PasskeysResponse, PasswordResetConfirmRequest, PasswordResetDoneResponse,
  PasswordResetLinkRequest, PasswordResetLinkResponse, PasswordResetRequest, RecoveryCodesResponse, RegistrationRequest, ResendOtpRequest,
  SignedInAccount, SignedInDevicesResponse, StepUpRequest, StepUpResponse, StepUpStatusResponse, SubscribeRequest, TokenRefreshRequest,
  TokenRefreshResponse, TwoFactorChallengeResponse, TwoFactorDisableRequest, TwoFactorEnableRequest, TwoFactorEnableResponse,
  TwoFactorLoginRequest, TwoFactorSetupResponse, TwoFactorStatusResponse, UndoRequest, VerifyCodeRequest,
} from './accountSchemas';
import { endpoint, type Endpoint } from './endpoint';
import { ACCOUNT_ROUTES } from './paths';
import { idParams, LIMITS } from './schema';

/** The errors every signed-in endpoint may answer, and those of one that needs a fresh step-up. */
const SIGNED_IN = { 401: ['token_not_valid'] } as const;
const STEPPED_UP = { ...SIGNED_IN, 403: ['step_up_required'] } as const;
/** A route that hashes a password may be refused at once when the hashing pool is full. */
const HASHES = { 503: ['server_busy'] } as const;
const SECOND_FACTOR = { 400: ['second_factor_required', 'invalid_code'], 429: ['second_factor_locked'] } as const;
/** A signed-in proof (the password, and a code when two-factor sign-in is on), checked by the one verifier. */
const SIGNED_IN_PROOF = { 400: ['second_factor_required', 'wrong_proof'], 429: ['second_factor_locked'] } as const;

export const ACCOUNT_API = {
  subscribe: endpoint(ACCOUNT_ROUTES.subscribe, { body: SubscribeRequest, response: { 201: MessageResponse } }),
  contact: endpoint(ACCOUNT_ROUTES.contact, { body: ContactRequest, response: { 201: MessageResponse } }),

  register: endpoint(ACCOUNT_ROUTES.register, { body: RegistrationRequest, response: { 201: MessageResponse }, errors: HASHES }),
  verifyCode: endpoint(ACCOUNT_ROUTES.verifyCode, { body: VerifyCodeRequest, response: { 200: MessageResponse } }),
  resendOtp: endpoint(ACCOUNT_ROUTES.resendOtp, { body: ResendOtpRequest, response: { 200: MessageResponse } }),

  /** Tokens, or for an account with two-factor sign-in on, the challenge its second step takes. */
  login: endpoint(ACCOUNT_ROUTES.login, {
    body: LoginRequest,
    response: { 200: Type.Union([LoginResponse, TwoFactorChallengeResponse]) },
    errors: { 401: [], 403: ['account_disabled', 'email_not_verified'], ...HASHES },
  }),
  loginSecondFactor: endpoint(ACCOUNT_ROUTES.loginSecondFactor, {
    body: TwoFactorLoginRequest, response: { 200: LoginResponse },
    errors: { 400: ['challenge_expired', 'invalid_code'], 403: ['account_disabled'], 429: ['second_factor_locked'] },
  }),
  passkeyLoginOptions: endpoint(ACCOUNT_ROUTES.passkeyLoginOptions, { response: { 200: PasskeyLoginOptionsResponse } }),
  passkeyLogin: endpoint(ACCOUNT_ROUTES.passkeyLogin, {
    body: PasskeyLoginRequest, response: { 200: LoginResponse },
    errors: { 401: ['passkey_not_recognised'], 403: ['account_disabled'] },
  }),
  refreshToken: endpoint(ACCOUNT_ROUTES.refreshToken, {
    body: TokenRefreshRequest, response: { 200: TokenRefreshResponse }, errors: { 401: ['token_not_valid'] },
  }),
  /** No body, as the specification says: the session is the bearer token's. */
  logout: endpoint(ACCOUNT_ROUTES.logout, { response: { 200: MessageResponse }, errors: SIGNED_IN }),
  me: endpoint(ACCOUNT_ROUTES.me, { response: { 200: SignedInAccount }, errors: SIGNED_IN }),

  requestPasswordReset: endpoint(ACCOUNT_ROUTES.requestPasswordReset, { body: PasswordResetRequest, response: { 200: MessageResponse } }),
  /** Whether a reset link still works, read as the new-password page opens; spends nothing. */
  checkPasswordResetLink: endpoint(ACCOUNT_ROUTES.checkPasswordResetLink, {
    body: PasswordResetLinkRequest, response: { 200: PasswordResetLinkResponse },
  }),
  confirmPasswordReset: endpoint(ACCOUNT_ROUTES.confirmPasswordReset, {
    body: PasswordResetConfirmRequest, response: { 200: PasswordResetDoneResponse },
    errors: { ...SECOND_FACTOR, 400: [...SECOND_FACTOR[400], 'reset_link_invalid'], ...HASHES },
  }),

  sessions: endpoint(ACCOUNT_ROUTES.sessions, { response: { 200: SignedInDevicesResponse }, errors: SIGNED_IN }),
  endSession: endpoint(ACCOUNT_ROUTES.endSession, {
    params: idParams(), response: { 200: MessageResponse },
    errors: { ...STEPPED_UP, 400: ['current_session'], 404: ['session_not_found'] },
  }),
  endOtherSessions: endpoint(ACCOUNT_ROUTES.endOtherSessions, { response: { 200: EndedSessionsResponse }, errors: STEPPED_UP }),

  twoFactorStatus: endpoint(ACCOUNT_ROUTES.twoFactorStatus, { response: { 200: TwoFactorStatusResponse }, errors: SIGNED_IN }),
  twoFactorSetUp: endpoint(ACCOUNT_ROUTES.twoFactorSetUp, {
    response: { 200: TwoFactorSetupResponse }, errors: { ...STEPPED_UP, 409: ['two_factor_on'] },
  }),
  twoFactorEnable: endpoint(ACCOUNT_ROUTES.twoFactorEnable, {
    body: TwoFactorEnableRequest, response: { 200: TwoFactorEnableResponse }, errors: { ...STEPPED_UP, 400: [] },
  }),
  recoveryCodes: endpoint(ACCOUNT_ROUTES.recoveryCodes, {
    response: { 200: RecoveryCodesResponse }, errors: { ...STEPPED_UP, 409: ['two_factor_off'] },
  }),
  /** Carries its own proof (the password and a current code): no step-up. */
  twoFactorDisable: endpoint(ACCOUNT_ROUTES.twoFactorDisable, {
    body: TwoFactorDisableRequest, response: { 200: MessageResponse },
    errors: { ...SIGNED_IN, ...SIGNED_IN_PROOF, 409: ['two_factor_off'], ...HASHES },
  }),

  passkeys: endpoint(ACCOUNT_ROUTES.passkeys, { response: { 200: PasskeysResponse }, errors: SIGNED_IN }),
  passkeyRegisterOptions: endpoint(ACCOUNT_ROUTES.passkeyRegisterOptions, { response: { 200: PasskeyRegistrationOptionsResponse }, errors: STEPPED_UP }),
  passkeyRegister: endpoint(ACCOUNT_ROUTES.passkeyRegister, {
    body: PasskeyRegisterRequest, response: { 200: MessageResponse },
    errors: { ...STEPPED_UP, 400: ['passkey_not_added'] },
  }),
  passkeyRemove: endpoint(ACCOUNT_ROUTES.passkeyRemove, {
    params: idParams(LIMITS.token), response: { 200: MessageResponse },
    errors: { ...STEPPED_UP, 404: ['passkey_not_found'] },
  }),

  stepUpStatus: endpoint(ACCOUNT_ROUTES.stepUpStatus, { response: { 200: StepUpStatusResponse }, errors: SIGNED_IN }),
  stepUp: endpoint(ACCOUNT_ROUTES.stepUp, {
    body: StepUpRequest, response: { 200: StepUpResponse }, errors: { ...SIGNED_IN, ...SIGNED_IN_PROOF, ...HASHES },
  }),
  stepUpPasskeyOptions: endpoint(ACCOUNT_ROUTES.stepUpPasskeyOptions, { response: { 200: PasskeyLoginOptionsResponse }, errors: SIGNED_IN }),
  stepUpPasskey: endpoint(ACCOUNT_ROUTES.stepUpPasskey, {
    body: PasskeyLoginRequest, response: { 200: StepUpResponse },
    errors: { ...SIGNED_IN, 400: ['passkey_not_recognised'] },
  }),

  /** An alert's undo link, pressed: removes that way in and ends every session (no session needed). */
  undoChange: endpoint(ACCOUNT_ROUTES.undoChange, { body: UndoRequest, response: { 200: MessageResponse }, errors: { 400: ['undo_link_invalid'] } }),
} satisfies { [Name in keyof typeof ACCOUNT_ROUTES]: Endpoint };
