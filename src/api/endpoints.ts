import { http } from './client';
import type {
  ContactRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  PasswordResetConfirmRequest,
  PasswordResetLinkRequest,
  PasswordResetLinkResponse,
  PasswordResetRequest,
  RegistrationRequest,
  ResendOtpRequest,
  SignedInAccount,
  SubscribeRequest,
  TokenRefreshRequest,
  TokenRefreshResponse,
  TwoFactorChallengeResponse,
  TwoFactorLoginRequest,
  UndoRequest,
  VerifyCodeRequest,
} from '../../contract/account';
import { ACCOUNT_PATHS } from '../../contract/paths';

/** Every call takes an abort signal, so a machine that leaves a state cancels its request. */
export interface CallOptions {
  signal?: AbortSignal;
}

async function post<TBody, TAnswer>(path: string, body: TBody, options: CallOptions = {}): Promise<TAnswer> {
  const answer = await http.post<TAnswer>(path, body, { signal: options.signal });
  return answer.data;
}

// The ten calls of specification section 7, with their exact payload keys.
export const api = {
  subscribe: (body: SubscribeRequest, options?: CallOptions) =>
    post<SubscribeRequest, MessageResponse>(ACCOUNT_PATHS.subscribe, body, options),
  contact: (body: ContactRequest, options?: CallOptions) =>
    post<ContactRequest, MessageResponse>(ACCOUNT_PATHS.contact, body, options),
  register: (body: RegistrationRequest, options?: CallOptions) =>
    post<RegistrationRequest, MessageResponse>(ACCOUNT_PATHS.register, body, options),
  verifyCode: (body: VerifyCodeRequest, options?: CallOptions) =>
    post<VerifyCodeRequest, MessageResponse>(ACCOUNT_PATHS.verifyCode, body, options),
  resendOtp: (body: ResendOtpRequest, options?: CallOptions) =>
    post<ResendOtpRequest, MessageResponse>(ACCOUNT_PATHS.resendOtp, body, options),
  /** Tokens, or for an account with two-factor sign-in on, the challenge its second step takes. */
  login: (body: LoginRequest, options?: CallOptions) => post<LoginRequest, LoginResponse | TwoFactorChallengeResponse>(ACCOUNT_PATHS.login, body, options),
  /** The second step of a two-factor sign-in; not a call of the specification. */
  loginSecondFactor: (body: TwoFactorLoginRequest, options?: CallOptions) =>
    post<TwoFactorLoginRequest, LoginResponse>(ACCOUNT_PATHS.loginSecondFactor, body, options),
  requestPasswordReset: (body: PasswordResetRequest, options?: CallOptions) =>
    post<PasswordResetRequest, MessageResponse>(ACCOUNT_PATHS.requestPasswordReset, body, options),
  /** Whether a reset link still works, and whether it will need a code; spends nothing. Not a call of the specification. */
  checkPasswordResetLink: (body: PasswordResetLinkRequest, options?: CallOptions) =>
    post<PasswordResetLinkRequest, PasswordResetLinkResponse>(ACCOUNT_PATHS.checkPasswordResetLink, body, options),
  confirmPasswordReset: (body: PasswordResetConfirmRequest, options?: CallOptions) =>
    post<PasswordResetConfirmRequest, MessageResponse>(ACCOUNT_PATHS.confirmPasswordReset, body, options),
  /** No body, as the specification says; failures are the caller's to ignore. */
  logout: (options?: CallOptions) => post<undefined, MessageResponse>(ACCOUNT_PATHS.logout, undefined, options),
  refreshToken: (body: TokenRefreshRequest, options?: CallOptions) =>
    post<TokenRefreshRequest, TokenRefreshResponse>(ACCOUNT_PATHS.refreshToken, body, options),
  /** An alert's undo link, pressed: removes that way in and ends every session (no session needed); not a call of the specification. */
  undoChange: (body: UndoRequest, options?: CallOptions) => post<UndoRequest, MessageResponse>(ACCOUNT_PATHS.undoChange, body, options),
  /** Who is signed in (the dashboard header); not a call of the specification. */
  me: async (options: CallOptions = {}) => (await http.get<SignedInAccount>(ACCOUNT_PATHS.me, { signal: options.signal })).data,
};
