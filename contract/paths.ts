/**
 * Every path of the API (relative to its base, /api), by endpoint name: the specification's,
 * exactly. The endpoints (./accountEndpoints.ts, ./investorEndpoints.ts) add each one's method
 * and schemas; the app calls these paths (this module loads no schema, so the app's bundle stays
 * small). A `:name` segment is filled in with `pathWith` (./endpoint.ts).
 */

/** Where the server mounts the API, and the app's default base address for it. */
export const API_PREFIX = '/api';

export const ACCOUNT_PATHS = {
  subscribe: '/management/subscribe/',
  contact: '/management/contact/',
  register: '/account/registration/',
  verifyCode: '/account/verify_code/',
  resendOtp: '/account/resend_otp/',
  login: '/account/login/',
  loginSecondFactor: '/account/login/two_factor/',
  passkeyLoginOptions: '/account/login/passkey/options/',
  passkeyLogin: '/account/login/passkey/',
  refreshToken: '/account/token/refresh/',
  logout: '/account/logout/',
  me: '/account/me/',
  requestPasswordReset: '/account/password_reset/',
  confirmPasswordReset: '/account/api/password_reset/confirm/',
  checkPasswordResetLink: '/account/api/password_reset/validate_token/',
  sessions: '/account/sessions/',
  endSession: '/account/sessions/:id/',
  endOtherSessions: '/account/sessions/end_others/',
  twoFactorStatus: '/account/two_factor/',
  twoFactorSetUp: '/account/two_factor/setup/',
  twoFactorEnable: '/account/two_factor/enable/',
  recoveryCodes: '/account/two_factor/recovery_codes/',
  twoFactorDisable: '/account/two_factor/disable/',
  passkeys: '/account/passkeys/',
  passkeyRegisterOptions: '/account/passkeys/register/options/',
  passkeyRegister: '/account/passkeys/register/',
  passkeyRemove: '/account/passkeys/:id/',
  stepUp: '/account/step_up/',
  stepUpPasskeyOptions: '/account/step_up/passkey/options/',
  stepUpPasskey: '/account/step_up/passkey/',
  undoChange: '/account/undo/',
} as const;

export const INVESTOR_PATHS = {
  overview: '/investor/overview/',
  investments: '/investor/investments/',
  investmentOptions: '/investor/investments/:id/options/',
  terminate: '/investor/investments/:id/terminate/',
  reinvest: '/investor/investments/:id/reinvest/',
  upgrade: '/investor/investments/:id/upgrade/',
  end: '/investor/investments/:id/end/',
  createDeposit: '/investor/deposits/',
  openDeposit: '/investor/deposits/open/:checkout/',
  requote: '/investor/deposits/:id/requote/',
  reportPayment: '/investor/deposits/:id/sent/',
  withdraw: '/investor/withdrawals/',
  transactions: '/investor/transactions/',
  exportTransactions: '/investor/transactions/export/',
  referrals: '/investor/referrals/',
  profile: '/investor/profile/',
  changePassword: '/investor/profile/password/',
} as const;
