/**
 * Two-factor sign-in settings (the profile): status, set-up, turning on and off. Each call
 * rejects with an Error whose message is ready to show.
 */
import type {
  MessageResponse, RecoveryCodesResponse, TwoFactorDisableRequest, TwoFactorEnableRequest, TwoFactorEnableResponse, TwoFactorSetupResponse, TwoFactorStatusResponse,
} from '../../contract/account';
import { http } from './client';
import { withShownError } from './errors';

export const TWO_FACTOR_FALLBACKS = {
  load: 'We could not load your two-factor settings. Please try again.',
  change: 'We could not change your two-factor settings. Please try again.',
} as const;

type Options = { signal?: AbortSignal };

export const twoFactorApi = {
  status: ({ signal }: Options = {}) =>
    withShownError(() => http.get<TwoFactorStatusResponse>('/account/two_factor/', { signal }), TWO_FACTOR_FALLBACKS.load),
  setUp: ({ signal }: Options = {}) =>
    withShownError(() => http.post<TwoFactorSetupResponse>('/account/two_factor/setup/', undefined, { signal }), TWO_FACTOR_FALLBACKS.change),
  enable: (body: TwoFactorEnableRequest, { signal }: Options = {}) =>
    withShownError(() => http.post<TwoFactorEnableResponse>('/account/two_factor/enable/', body, { signal }), TWO_FACTOR_FALLBACKS.change),
  disable: (body: TwoFactorDisableRequest, { signal }: Options = {}) =>
    withShownError(() => http.post<MessageResponse>('/account/two_factor/disable/', body, { signal }), TWO_FACTOR_FALLBACKS.change),
  /** Ten new recovery codes; the old ones stop working (the server asks for a step-up first). */
  regenerateRecoveryCodes: ({ signal }: Options = {}) =>
    withShownError(() => http.post<RecoveryCodesResponse>('/account/two_factor/recovery_codes/', undefined, { signal }), TWO_FACTOR_FALLBACKS.change),
};
