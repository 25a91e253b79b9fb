/**
 * Passkeys: the profile's list, adding one and removing one, and signing in with one. Adding and
 * signing in wrap the browser's passkey dialog (WebAuthn, through `@simplewebauthn/browser`,
 * loaded only when a passkey is used) between two calls. Each rejects with an Error whose message
 * is ready to show.
 */
import type {
  LoginResponse, MessageResponse, PasskeyLoginOptionsResponse, PasskeyLoginRequest, PasskeyRegisterRequest, PasskeysResponse,
} from '../../contract/account';
import { pathWith } from '../../contract/endpoint';
import { ACCOUNT_PATHS } from '../../contract/paths';
import { http } from './client';
import { withShownError } from './errors';

export const PASSKEY_FALLBACKS = {
  load: 'We could not load your passkeys. Please try again.',
  add: 'We could not add the passkey. Please try again.',
  remove: 'We could not remove the passkey. Please try again.',
  signIn: 'We could not sign you in with a passkey. Please try again.',
  /** The investor closed the browser's dialog, or it timed out. */
  cancelled: 'The passkey request was cancelled or timed out. Please try again.',
  alreadyAdded: 'This passkey is already on your account.',
  unsupported: 'This browser cannot use passkeys.',
} as const;

type Options = { signal?: AbortSignal };

/** Whether this browser has WebAuthn at all (the passkey buttons show only then). */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The words for a failed passkey dialog: cancelled, already added, or `fallback`. */
function dialogFailure(error: unknown, fallback: string): Error {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  const text =
    name === 'NotAllowedError' || code === 'ERROR_CEREMONY_ABORTED' ? PASSKEY_FALLBACKS.cancelled
      : code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' ? PASSKEY_FALLBACKS.alreadyAdded
        : fallback;
  return new Error(text, { cause: error });
}

/** Runs the browser's passkey dialog; its answer is the JSON the server checks (also the step-up's, src/api/stepUp.ts). */
export async function dialog<T>(open: (webauthn: typeof import('@simplewebauthn/browser')) => Promise<T>, fallback: string): Promise<T> {
  if (!browserHasPasskeys()) throw new Error(PASSKEY_FALLBACKS.unsupported);
  const webauthn = await import('@simplewebauthn/browser');
  try {
    return await open(webauthn);
  } catch (error) {
    throw dialogFailure(error, fallback);
  }
}

type CreationOptions = Parameters<typeof import('@simplewebauthn/browser').startRegistration>[0]['optionsJSON'];
export type RequestOptions = Parameters<typeof import('@simplewebauthn/browser').startAuthentication>[0]['optionsJSON'];

export const passkeysApi = {
  list: ({ signal }: Options = {}) =>
    withShownError(() => http.get<PasskeysResponse>(ACCOUNT_PATHS.passkeys, { signal }), PASSKEY_FALLBACKS.load),
  /** A new passkey on this device, named `name` (the server names it when blank). */
  add: async (name: string, { signal }: Options = {}) => {
    const optionsJSON = await withShownError(() => http.post<CreationOptions>(ACCOUNT_PATHS.passkeyRegisterOptions, undefined, { signal }), PASSKEY_FALLBACKS.add);
    const response = await dialog((webauthn) => webauthn.startRegistration({ optionsJSON }), PASSKEY_FALLBACKS.add);
    const body: PasskeyRegisterRequest = { response: response as unknown as Record<string, unknown>, ...(name ? { name } : {}) };
    return withShownError(() => http.post<MessageResponse>(ACCOUNT_PATHS.passkeyRegister, body, { signal }), PASSKEY_FALLBACKS.add);
  },
  remove: (id: string, { signal }: Options = {}) =>
    withShownError(() => http.delete<MessageResponse>(pathWith(ACCOUNT_PATHS.passkeyRemove, { id }), { signal }), PASSKEY_FALLBACKS.remove),
  /** Signs in with any of this site's passkeys the browser holds: the same tokens as a login. */
  signIn: async ({ signal }: Options = {}) => {
    const { options } = await withShownError(() => http.post<PasskeyLoginOptionsResponse>(ACCOUNT_PATHS.passkeyLoginOptions, undefined, { signal }), PASSKEY_FALLBACKS.signIn);
    const response = await dialog((webauthn) => webauthn.startAuthentication({ optionsJSON: options as unknown as RequestOptions }), PASSKEY_FALLBACKS.signIn);
    const body: PasskeyLoginRequest = { response: response as unknown as Record<string, unknown> };
    return withShownError(() => http.post<LoginResponse>(ACCOUNT_PATHS.passkeyLogin, body, { signal }), PASSKEY_FALLBACKS.signIn);
  },
};
