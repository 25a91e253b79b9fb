/**
 * How a failed call reaches the machines, in one place: each call rejects with a Refusal
 * (machines/refusal.ts) whose `kind` is read off the refusals its endpoint declares in the
 * contract (`errors` in contract/*Endpoints.ts; the table below may name only those), and whose
 * message is the call's `failure` wording (the server's words first, else the call's fallback).
 */
import type { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { INVESTOR_API } from '../../contract/investorEndpoints';
import type { Refusal } from '../../machines/refusal';
import type { EndpointName } from './call';
import { busyRetryAfterSeconds, errorCode, errorMessage, retryAfterSeconds, SERVER_WORDS, statusOf } from './errors';

type Endpoints = typeof ACCOUNT_API & typeof INVESTOR_API;
type ErrorsOf<N extends EndpointName> = Endpoints[N] extends { errors: infer Errors } ? Errors : Record<never, never>;
/** The codes endpoint N declares, and its refusal statuses (`'400'`, for a refusal known by its status alone). */
type Declared<N extends EndpointName> =
  | { [Status in keyof ErrorsOf<N>]: ErrorsOf<N>[Status] extends readonly (infer Code extends string)[] ? Code : never }[keyof ErrorsOf<N>]
  | `${keyof ErrorsOf<N> & number}`;

/** The kinds a machine tells apart by the endpoint's own refusal (busy and throttled are read the same everywhere). */
type OwnKind = Exclude<Refusal['kind'], 'failed' | 'busy' | 'throttled'>;

/** Each endpoint's declared refusals that a machine tells apart, by code (or by status, where any refusal with it means one thing). */
const KINDS: { [N in EndpointName]?: Partial<Record<Declared<N>, OwnKind>> } = {
  /** The right password of an account that never entered its code: the machine offers a new one. */
  login: { email_not_verified: 'unverified' },
  /** Expired, out of tries or used: only a new log-in helps. */
  loginSecondFactor: { challenge_expired: 'challengeOver' },
  /** Two-factor sign-in is on and no code came (nothing changed yet); a link spent or expired meanwhile. */
  confirmPasswordReset: { second_factor_required: 'secondFactorRequired', reset_link_invalid: 'linkInvalid' },
  /** A wrong password or code, one answer for either, or no code while two-factor sign-in is on. */
  stepUp: { wrong_proof: 'wrongProof', second_factor_required: 'wrongProof' },
  /** Any 400 (`undo_link_invalid`, or none) is the link itself, which pressing again cannot mend. */
  undoChange: { 400: 'linkInvalid' },
};

/**
 * How a call words its refusal: its fallback (the server's `detail` or `message` first), or a
 * function of the failure and the kind it reads as.
 */
export type Failure = string | ((error: unknown, kind: Refusal['kind']) => string);

function kindOf(name: EndpointName, error: unknown): Refusal['kind'] {
  if (busyRetryAfterSeconds(error) !== undefined) return 'busy';
  const own: Partial<Record<string, OwnKind>> = KINDS[name] ?? {};
  const code = errorCode(error);
  const kind = (code && own[code]) ?? own[String(statusOf(error))];
  if (kind) return kind;
  return retryAfterSeconds(error) === undefined ? 'failed' : 'throttled';
}

function wordsOf(error: unknown, kind: Refusal['kind'], failure: Failure | undefined): string {
  if (typeof failure === 'function') return failure(error, kind);
  if (failure !== undefined) return errorMessage(error, SERVER_WORDS, failure);
  return error instanceof Error ? error.message : '';
}

/** The Refusal a failed call of `name` rejects with; the failure itself stays reachable as its (hidden) `cause`. */
export function refusalFor(name: EndpointName, error: unknown, failure?: Failure): Refusal {
  const kind = kindOf(name, error);
  const message = wordsOf(error, kind, failure);
  const refusal: Refusal = kind === 'busy' ? { kind, message, retryAfterMs: busyRetryAfterSeconds(error)! * 1000 }
    : kind === 'throttled' ? { kind, message, retryAfterMs: retryAfterSeconds(error)! * 1000 }
      : { kind, message };
  // Not enumerable: a machine's context may be stored as JSON, and the error is the HTTP client's.
  Object.defineProperty(refusal, 'cause', { value: error, enumerable: false });
  return refusal;
}

/** The server's message in the first of `fields` it sent, else `fallback`. */
export const messageOr = (fields: Parameters<typeof errorMessage>[1], fallback: string) => (error: unknown) => errorMessage(error, fields, fallback);
