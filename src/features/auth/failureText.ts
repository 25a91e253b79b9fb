/**
 * How the auth flows' calls fail: each rejects with the text to show, the server's message first
 * (the fields of specification section 7 in order), else the fallback of section 8.
 */
import { errorMessage, type ErrorField } from '../../api/errors';

/** Runs a call and turns any failure into an Error carrying the text to show. */
export async function orFail<T>(call: Promise<T>, describe: (error: unknown) => string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new Error(describe(error), { cause: error });
  }
}

/** The server's message in the first of `fields` it sent, else `fallback`. */
export const messageOr = (fields: readonly ErrorField[], fallback: string) => (error: unknown) => errorMessage(error, fields, fallback);

