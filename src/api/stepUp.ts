/**
 * Step-up: a fresh proof that the investor is at the keyboard, which the server asks for before a
 * sensitive change (403 `step_up_required`). What the proof may use, the password (and code), and
 * a passkey (the browser's dialog between two calls, as signing in with one). Each call rejects
 * with an Error whose message is ready to show, the call's error as its cause.
 */
import type { PasskeyLoginOptionsResponse, PasskeyLoginRequest, StepUpRequest, StepUpResponse, StepUpStatusResponse } from '../../contract/account';
import { ACCOUNT_PATHS } from '../../contract/paths';
import { http } from './client';
import { withShownError } from './errors';
import { dialog, type RequestOptions } from './passkeys';

export const STEP_UP_FALLBACKS = {
  load: 'We could not open the confirmation. Please try again.',
  prove: "We could not confirm it's you. Please try again.",
} as const;

/** The paths of the step-up itself (all start with this one): a refusal of these never asks for a step-up again. */
export const STEP_UP_PATH = ACCOUNT_PATHS.stepUp;

type Options = { signal?: AbortSignal };

export const stepUpApi = {
  status: ({ signal }: Options = {}) =>
    withShownError(() => http.get<StepUpStatusResponse>(STEP_UP_PATH, { signal }), STEP_UP_FALLBACKS.load),
  prove: (body: StepUpRequest, { signal }: Options = {}) =>
    withShownError(() => http.post<StepUpResponse>(STEP_UP_PATH, body, { signal }), STEP_UP_FALLBACKS.prove),
  /** Proves it with one of the account's passkeys (the server's options list only the investor's own). */
  proveWithPasskey: async ({ signal }: Options = {}) => {
    const { options } = await withShownError(
      () => http.post<PasskeyLoginOptionsResponse>(ACCOUNT_PATHS.stepUpPasskeyOptions, undefined, { signal }),
      STEP_UP_FALLBACKS.prove,
    );
    const response = await dialog((webauthn) => webauthn.startAuthentication({ optionsJSON: options as unknown as RequestOptions }), STEP_UP_FALLBACKS.prove);
    const body: PasskeyLoginRequest = { response: response as unknown as Record<string, unknown> };
    return withShownError(() => http.post<StepUpResponse>(ACCOUNT_PATHS.stepUpPasskey, body, { signal }), STEP_UP_FALLBACKS.prove);
  },
};
