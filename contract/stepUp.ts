/**
 * The changes that need a fresh step-up (server/auth/step-up.ts): without a proof from the last
 * five minutes the server refuses them with 403 `step_up_required`. The app asks for the proof
 * before it sends one of these (src/session/stepUpInterceptor.ts), so the investor meets the
 * dialog rather than a refused request; the refusal stays the fallback (a proof that ran out
 * meanwhile, a proof given in another session). tests/server/step-up.test.ts holds the server to
 * this list and the contract's error codes to it.
 *
 * `when`: `always`; or `twoFactor`, only while two-factor sign-in is on (the password change,
 * whose current password is proof enough otherwise). A withdrawal needs a proof only to a
 * destination the investor never used, which only the server knows: the app meets its refusal.
 */
import { ACCOUNT_PATHS, INVESTOR_PATHS } from './paths';

export type StepUpWhen = 'always' | 'twoFactor';

export interface StepUpChange {
  method: 'POST' | 'DELETE';
  /** The endpoint's path, `:id` segments as in ./paths.ts. */
  path: string;
  when: StepUpWhen;
}

export const STEP_UP_CHANGES: readonly StepUpChange[] = [
  { method: 'POST', path: ACCOUNT_PATHS.twoFactorSetUp, when: 'always' },
  { method: 'POST', path: ACCOUNT_PATHS.twoFactorEnable, when: 'always' },
  { method: 'POST', path: ACCOUNT_PATHS.recoveryCodes, when: 'always' },
  { method: 'POST', path: ACCOUNT_PATHS.passkeyRegisterOptions, when: 'always' },
  { method: 'POST', path: ACCOUNT_PATHS.passkeyRegister, when: 'always' },
  { method: 'DELETE', path: ACCOUNT_PATHS.passkeyRemove, when: 'always' },
  { method: 'DELETE', path: ACCOUNT_PATHS.endSession, when: 'always' },
  { method: 'POST', path: ACCOUNT_PATHS.endOtherSessions, when: 'always' },
  { method: 'POST', path: INVESTOR_PATHS.changePassword, when: 'twoFactor' },
];

/** A path template as a test of a request's path (`:id`: one segment; the query string ignored). */
function patternOf(path: string): RegExp {
  const literal = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal.replace(/:[a-z_]+/g, '[^/?]+')}(\\?.*)?$`);
}
const PATTERNS = STEP_UP_CHANGES.map((change) => ({ ...change, pattern: patternOf(change.path) }));

/** The step-up a request needs, by its method and its path under the API's base, or undefined for none the app can know of. */
export function stepUpNeeded(method: string, path: string): StepUpWhen | undefined {
  const upper = method.toUpperCase();
  return PATTERNS.find((change) => change.method === upper && change.pattern.test(path))?.when;
}
