/**
 * How the auth flows' calls fail: each rejects with the text to show, the server's message first
 * (the fields of specification section 7 in order), else the fallback of section 8.
 */
import { busyRetryAfterSeconds, errorMessage, type ErrorField } from './errors';

/**
 * A failed call as the machines take it: the text to show, the call's error as cause, and for a
 * server too busy to hash (503 server_busy) the wait it asked for, `busyRetryAfterMs`.
 */
export function failure(error: unknown, text: string): Error {
  const wait = busyRetryAfterSeconds(error);
  return Object.assign(new Error(text, { cause: error }), wait === undefined ? {} : { busyRetryAfterMs: wait * 1000 });
}

/** Runs a call and turns any failure into an Error carrying the text to show. */
export async function orFail<T>(call: Promise<T>, describe: (error: unknown) => string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw failure(error, describe(error));
  }
}

/** The server's message in the first of `fields` it sent, else `fallback`. */
export const messageOr = (fields: readonly ErrorField[], fallback: string) => (error: unknown) => errorMessage(error, fields, fallback);

