/**
 * How the app's calls fail, as the machines take it: each rejects with a Refusal
 * (machines/refusal.ts), the text to show (the server's message first, the fields of specification
 * section 7 in order, else the fallback of section 8) and the kind a machine tells apart, read off
 * the contract's error codes (contract/errors.ts) here and nowhere else.
 */
import type { ApiErrorCode } from '../../contract/errors';
import type { Refusal } from '../../machines/refusal';
import { busyRetryAfterSeconds, errorCode, errorMessage, retryAfterSeconds, statusOf, type ErrorField } from './errors';

/** The codes that mean the same to every machine, and the kind each stands for. */
const KIND_OF_CODE: Partial<Record<ApiErrorCode, 'unverified' | 'challengeOver' | 'secondFactorRequired' | 'linkInvalid'>> = {
  email_not_verified: 'unverified',
  challenge_expired: 'challengeOver',
  second_factor_required: 'secondFactorRequired',
  reset_link_invalid: 'linkInvalid',
};

/**
 * A failed call as the machines take it: a server too busy to hash (503 server_busy) with the
 * wait it asked for, a code a machine tells apart, too many requests (429) with its Retry-After,
 * else a plain failure.
 */
export function refusal(error: unknown, text: string): Refusal {
  const busyWait = busyRetryAfterSeconds(error);
  if (busyWait !== undefined) return { kind: 'busy', message: text, retryAfterMs: busyWait * 1000 };
  const code = errorCode(error);
  const kind = code === undefined ? undefined : KIND_OF_CODE[code];
  if (kind) return { kind, message: text };
  const wait = retryAfterSeconds(error);
  return wait === undefined ? { kind: 'failed', message: text } : { kind: 'throttled', message: text, retryAfterMs: wait * 1000 };
}

/**
 * A refused step-up proof: a wrong password or code (`wrong_proof`, one answer for either), or
 * none while two-factor sign-in is on, reads as `wrongProof`; anything else as `refusal` reads it.
 */
export function proofRefusal(error: unknown, text: string): Refusal {
  const code = errorCode(error);
  if (code === 'wrong_proof' || code === 'second_factor_required') return { kind: 'wrongProof', message: text };
  return refusal(error, text);
}

/**
 * A refused undo link: a 400 (`undo_link_invalid`, or no code at all) is the link itself, which
 * pressing again cannot mend; `describe` words either case.
 */
export function undoRefusal(error: unknown, describe: (linkRefused: boolean) => string): Refusal {
  const linkRefused = errorCode(error) === 'undo_link_invalid' || statusOf(error) === 400;
  return linkRefused ? { kind: 'linkInvalid', message: describe(true) } : refusal(error, describe(false));
}

/** Runs a call and turns any failure into a Refusal carrying the text to show. */
export async function orFail<T>(call: Promise<T>, describe: (error: unknown) => string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw refusal(error, describe(error));
  }
}

/** The server's message in the first of `fields` it sent, else `fallback`. */
export const messageOr = (fields: readonly ErrorField[], fallback: string) => (error: unknown) => errorMessage(error, fields, fallback);
