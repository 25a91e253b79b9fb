/**
 * Every endpoint of the API by name, as its method and path (relative to the API's base, /api):
 * the specification's paths, exactly. The endpoints (./accountEndpoints.ts, ./investorEndpoints.ts)
 * add each one's schemas and error codes to these; the app's client (src/api/call.ts) calls them
 * by name from here, and this module loads no schema, so the app's bundle stays small. A `:name`
 * segment is filled in with `pathWith` (./endpoint.ts).
 */

export { API_PREFIX } from './apiPrefix';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An endpoint's method and path in one string: `'POST /account/login/'`. */
export type Route = `${Method} /${string}`;

/** The path of a route (`'/account/login/'` of `'POST /account/login/'`). */
export type PathOf<R extends Route> = R extends `${Method} ${infer Path}` ? Path : never;
/** The method of a route. */
export type MethodOf<R extends Route> = R extends `${infer M extends Method} ${string}` ? M : never;

/** A route's method and path apart. */
export function splitRoute<const R extends Route>(route: R): { method: MethodOf<R>; path: PathOf<R> } {
  const space = route.indexOf(' ');
  return { method: route.slice(0, space) as MethodOf<R>, path: route.slice(space + 1) as PathOf<R> };
}

export const ACCOUNT_ROUTES = {
  subscribe: 'POST /management/subscribe/',
  contact: 'POST /management/contact/',
  register: 'POST /account/registration/',
  verifyCode: 'POST /account/verify_code/',
  resendOtp: 'POST /account/resend_otp/',
  login: 'POST /account/login/',
  loginSecondFactor: 'POST /account/login/two_factor/',
  passkeyLoginOptions: 'POST /account/login/passkey/options/',
  passkeyLogin: 'POST /account/login/passkey/',
  refreshToken: 'POST /account/token/refresh/',
  logout: 'POST /account/logout/',
  me: 'GET /account/me/',
  requestPasswordReset: 'POST /account/password_reset/',
  checkPasswordResetLink: 'POST /account/api/password_reset/validate_token/',
  confirmPasswordReset: 'POST /account/api/password_reset/confirm/',
  sessions: 'GET /account/sessions/',
  endSession: 'DELETE /account/sessions/:id/',
  endOtherSessions: 'POST /account/sessions/end_others/',
  twoFactorStatus: 'GET /account/two_factor/',
  twoFactorSetUp: 'POST /account/two_factor/setup/',
  twoFactorEnable: 'POST /account/two_factor/enable/',
  recoveryCodes: 'POST /account/two_factor/recovery_codes/',
  twoFactorDisable: 'POST /account/two_factor/disable/',
  passkeys: 'GET /account/passkeys/',
  passkeyRegisterOptions: 'POST /account/passkeys/register/options/',
  passkeyRegister: 'POST /account/passkeys/register/',
  passkeyRemove: 'DELETE /account/passkeys/:id/',
  stepUpStatus: 'GET /account/step_up/',
  stepUp: 'POST /account/step_up/',
  stepUpPasskeyOptions: 'POST /account/step_up/passkey/options/',
  stepUpPasskey: 'POST /account/step_up/passkey/',
  undoChange: 'POST /account/undo/',
} as const satisfies Record<string, Route>;

export const INVESTOR_ROUTES = {
  overview: 'GET /investor/overview/',
  investments: 'GET /investor/investments/',
  investmentOptions: 'GET /investor/investments/:id/options/',
  terminate: 'POST /investor/investments/:id/terminate/',
  reinvest: 'POST /investor/investments/:id/reinvest/',
  upgrade: 'POST /investor/investments/:id/upgrade/',
  end: 'POST /investor/investments/:id/end/',
  createDeposit: 'POST /investor/deposits/',
  openDeposit: 'GET /investor/deposits/open/:checkout/',
  requote: 'POST /investor/deposits/:id/requote/',
  reportPayment: 'POST /investor/deposits/:id/sent/',
  withdraw: 'POST /investor/withdrawals/',
  transactions: 'GET /investor/transactions/',
  exportTransactions: 'GET /investor/transactions/export/',
  referrals: 'GET /investor/referrals/',
  profile: 'GET /investor/profile/',
  updateProfile: 'PUT /investor/profile/',
  changePassword: 'POST /investor/profile/password/',
} as const satisfies Record<string, Route>;

/** The paths alone, by endpoint name (`ACCOUNT_PATHS.login`), for whoever matches a request by its path. */
function pathsOf<const T extends Record<string, Route>>(routes: T): { [K in keyof T]: PathOf<T[K]> } {
  return Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, splitRoute(route).path])) as { [K in keyof T]: PathOf<T[K]> };
}

export const ACCOUNT_PATHS = /* @__PURE__ */ pathsOf(ACCOUNT_ROUTES);
export const INVESTOR_PATHS = /* @__PURE__ */ pathsOf(INVESTOR_ROUTES);
