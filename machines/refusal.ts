/**
 * How a machine learns why a call failed: the app's actors reject with a Refusal, one typed
 * outcome whose `kind` is all a guard tells apart (machines stay free of HTTP). The app builds
 * it from each endpoint's declared error codes in one place (src/api/refusals.ts).
 */

/** Why a call failed, with the text to show. */
export type Refusal =
  /** Any failure no machine tells apart: it shows the text and offers the same step again. */
  | { kind: 'failed'; message: string }
  /** Too busy to hash a password right now (503 server_busy): the wait before the one retry. */
  | { kind: 'busy'; message: string; retryAfterMs: number }
  /** Too many requests (429) with the wait the server asked for. */
  | { kind: 'throttled'; message: string; retryAfterMs: number }
  /** The right password for an address whose e-mailed code was never entered. */
  | { kind: 'unverified'; message: string }
  /** A two-factor sign-in that can no longer be finished (expired, used up). */
  | { kind: 'challengeOver'; message: string }
  /** Two-factor sign-in is on and no code was sent. */
  | { kind: 'secondFactorRequired'; message: string }
  /** An undo or reset link the server refused (unknown, expired, used): trying again cannot help. */
  | { kind: 'linkInvalid'; message: string }
  /** A step-up proof refused, without a word on which part (the password or the code) was wrong. */
  | { kind: 'wrongProof'; message: string };

type RefusalKind = Refusal['kind'];

const KINDS: ReadonlySet<string> = new Set<RefusalKind>([
  'failed', 'busy', 'throttled', 'unverified', 'challengeOver', 'secondFactorRequired', 'linkInvalid', 'wrongProof',
]);

/** Whether a rejection is already a Refusal (rather than a plain Error or a string). */
export function isRefusal(value: unknown): value is Refusal {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, message } = value as { kind?: unknown; message?: unknown };
  return typeof kind === 'string' && KINDS.has(kind) && typeof message === 'string';
}

/** The text of anything else an actor rejected with: an Error's message, a bare string as it is. */
function textOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** The refusal an `xstate.error.actor.*` event carries; any other rejection reads as `failed`. */
export function refusalOf(event: unknown): Refusal {
  const error = (event as { error?: unknown } | null | undefined)?.error;
  return isRefusal(error) ? error : { kind: 'failed', message: textOf(error) };
}
