import type { AxiosError } from 'axios';
import type { ApiErrorCode } from '../../contract/errors';

/**
 * The fields of an error body the specification names for a call, read in this order (and the
 * step-up's `password`: a wrong password's own words, without the field's name).
 */
export type ErrorField = 'message' | 'detail' | 'error' | 'recaptcha' | 'password';

/** Where a failed call's own words are: its `detail`, else its `message`. */
export const SERVER_WORDS: readonly ErrorField[] = ['detail', 'message'];

/**
 * An error from the HTTP client (axios marks its errors with `isAxiosError: true`). Checked by
 * that mark rather than axios' own helper, so that no module needs axios itself until the first
 * call loads it (src/api/client.ts).
 */
export function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The HTTP client's error itself, or the one a Refusal carries as its cause (src/api/refusals.ts). */
function httpErrorIn(error: unknown): AxiosError | undefined {
  if (isAxiosError(error)) return error;
  const cause = typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  return isAxiosError(cause) ? cause : undefined;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (Array.isArray(value)) {
    const first = value.find((item) => typeof item === 'string' && item.trim());
    return typeof first === 'string' ? first.trim() : undefined;
  }
  return undefined;
}

/** An answer's body: a call that asks for text (the CSV export) gets an error's JSON body as text. */
function bodyOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/** Seconds the server asked us to wait (429 Retry-After), when it said so. */
export function retryAfterSeconds(error: unknown): number | undefined {
  const response = httpErrorIn(error)?.response;
  if (response?.status !== 429) return undefined;
  const header = response.headers?.['retry-after'];
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * Seconds a server too busy to hash a password asked us to wait (503 `server_busy`):
 * its Retry-After, 3 when missing or unreadable, kept within 1 to 30; undefined for any other failure.
 */
export function busyRetryAfterSeconds(error: unknown): number | undefined {
  if (statusOf(error) !== 503 || errorCode(error) !== 'server_busy') return undefined;
  const header: unknown = httpErrorIn(error)?.response?.headers?.['retry-after'];
  const seconds = Math.ceil(typeof header === 'string' && header.trim() ? Number(header) : NaN);
  return Number.isFinite(seconds) ? Math.min(30, Math.max(1, seconds)) : 3;
}

/**
 * The message to show for a failed call: the first of the named fields present in the
 * answer's body, in order, else the call's fallback from specification section 8.
 */
export function errorMessage(error: unknown, fields: readonly ErrorField[], fallback: string): string {
  const failure = httpErrorIn(error);
  if (failure) {
    const body = bodyOf(failure.response?.data);
    if (body && typeof body === 'object') {
      for (const field of fields) {
        const text = textOf((body as Record<string, unknown>)[field]);
        if (text) return text;
      }
    }
  }
  return fallback;
}

/** The machine-readable `code` of a failed call's answer (e.g. "email_not_verified"), if any: one of the contract's. */
export function errorCode(error: unknown): ApiErrorCode | undefined {
  const failure = httpErrorIn(error);
  if (!failure) return undefined;
  const body = bodyOf(failure.response?.data);
  const code = body && typeof body === 'object' ? (body as Record<string, unknown>).code : undefined;
  return typeof code === 'string' ? (code as ApiErrorCode) : undefined;
}

/** The HTTP status of a failed call, if the server answered. */
export function statusOf(error: unknown): number | undefined {
  return httpErrorIn(error)?.response?.status;
}
