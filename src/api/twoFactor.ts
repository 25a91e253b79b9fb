/**
 * Two-factor sign-in settings (the profile): status, set-up, turning on and off. Each call
 * rejects with an Error whose message is ready to show.
 */
import type {
  MessageResponse, RecoveryCodesResponse, TwoFactorDisableRequest, TwoFactorEnableRequest, TwoFactorEnableResponse, TwoFactorSetupResponse, TwoFactorStatusResponse,
} from '../../contract/account';
import { ACCOUNT_PATHS } from '../../contract/paths';
import { http } from './client';
import { withShownError } from './errors';

export const TWO_FACTOR_FALLBACKS = {
  load: 'We could not load your two-factor settings. Please try again.',
  change: 'We could not change your two-factor settings. Please try again.',
} as const;

type Options = { signal?: AbortSignal };

export const twoFactorApi = {
  status: ({ signal }: Options = {}) =>
    withShownError(() => http.get<TwoFactorStatusResponse>(ACCOUNT_PATHS.twoFactorStatus, { signal }), TWO_FACTOR_FALLBACKS.load),
  setUp: ({ signal }: Options = {}) =>
    withShownError(() => http.post<TwoFactorSetupResponse>(ACCOUNT_PATHS.twoFactorSetUp, undefined, { signal }), TWO_FACTOR_FALLBACKS.change),
  enable: (body: TwoFactorEnableRequest, { signal }: Options = {}) =>
    withShownError(() => http.post<TwoFactorEnableResponse>(ACCOUNT_PATHS.twoFactorEnable, body, { signal }), TWO_FACTOR_FALLBACKS.change),
  disable: (body: TwoFactorDisableRequest, { signal }: Options = {}) =>
    withShownError(() => http.post<MessageResponse>(ACCOUNT_PATHS.twoFactorDisable, body, { signal }), TWO_FACTOR_FALLBACKS.change),
  /** Ten new recovery codes; the old ones stop working (the server asks for a step-up first). */
  regenerateRecoveryCodes: ({ signal }: Options = {}) =>
    withShownError(() => http.post<RecoveryCodesResponse>(ACCOUNT_PATHS.recoveryCodes, undefined, { signal }), TWO_FACTOR_FALLBACKS.change),
};
