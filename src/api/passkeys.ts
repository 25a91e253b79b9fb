/**
 * The passkey ceremonies: adding one, signing in with one, and proving a step-up with one. Each
 * wraps the browser's passkey dialog (WebAuthn, through `@simplewebauthn/browser`, loaded only
 * when a passkey is used) between two calls; a refused call rejects with its Refusal
 * (./refusals.ts), a failed dialog with an Error whose message is ready to show.
 */
import type { LoginResponse, StepUpResponse } from '../../contract/account';
import { api } from './call';
import { PASSKEY_FALLBACKS, STEP_UP_FALLBACKS } from '../content/callFailures';
import { browserHasPasskeys } from './passkeySupport';

type Options = { signal?: AbortSignal };

/** The words for a failed passkey dialog: cancelled, already added, or `fallback`. */
function dialogFailure(error: unknown, fallback: string): Error {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  const text =
    name === 'NotAllowedError' || code === 'ERROR_CEREMONY_ABORTED' ? PASSKEY_FALLBACKS.cancelled
      : code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' ? PASSKEY_FALLBACKS.alreadyAdded
        : fallback;
  return new Error(text, { cause: error });
}

/** Runs the browser's passkey dialog; its answer is the JSON the server checks. */
async function dialog<T>(open: (webauthn: typeof import('@simplewebauthn/browser')) => Promise<T>, fallback: string): Promise<T> {
  if (!browserHasPasskeys()) throw new Error(PASSKEY_FALLBACKS.unsupported);
  const webauthn = await import('@simplewebauthn/browser');
  try {
    return await open(webauthn);
  } catch (error) {
    throw dialogFailure(error, fallback);
  }
}

type CreationOptions = Parameters<typeof import('@simplewebauthn/browser').startRegistration>[0]['optionsJSON'];
type RequestOptions = Parameters<typeof import('@simplewebauthn/browser').startAuthentication>[0]['optionsJSON'];
/** The browser's answer as the JSON object the server checks. */
const asJson = (response: object) => response as unknown as Record<string, unknown>;

/** A new passkey on this device, named `name` (the server names it when blank). */
export async function addPasskey(name: string, { signal }: Options = {}) {
  const options = await api.passkeyRegisterOptions({ signal }, PASSKEY_FALLBACKS.add);
  const response = await dialog((webauthn) => webauthn.startRegistration({ optionsJSON: options as unknown as CreationOptions }), PASSKEY_FALLBACKS.add);
  return api.passkeyRegister({ body: { response: asJson(response), ...(name ? { name } : {}) }, signal }, PASSKEY_FALLBACKS.add);
}

/** Signs in with any of this site's passkeys the browser holds: the same tokens as a login. */
export async function signInWithPasskey({ signal }: Options = {}): Promise<LoginResponse> {
  const { options } = await api.passkeyLoginOptions({ signal }, PASSKEY_FALLBACKS.signIn);
  const response = await dialog((webauthn) => webauthn.startAuthentication({ optionsJSON: options as unknown as RequestOptions }), PASSKEY_FALLBACKS.signIn);
  return api.passkeyLogin({ body: { response: asJson(response) }, signal }, PASSKEY_FALLBACKS.signIn);
}

/** Proves a step-up with one of the account's passkeys (the server's options list only the investor's own). */
export async function proveWithPasskey({ signal }: Options = {}): Promise<StepUpResponse> {
  const { options } = await api.stepUpPasskeyOptions({ signal }, STEP_UP_FALLBACKS.prove);
  const response = await dialog((webauthn) => webauthn.startAuthentication({ optionsJSON: options as unknown as RequestOptions }), STEP_UP_FALLBACKS.prove);
  return api.stepUpPasskey({ body: { response: asJson(response) }, signal }, STEP_UP_FALLBACKS.prove);
}
