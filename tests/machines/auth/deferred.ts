import type { Refusal } from '../../../machines/refusal';
import { fromPromise } from 'xstate';

/**
 * A promise actor whose calls the test answers by hand: `calls` records every input, and
 * `resolve`/`reject` settle the latest call. Lets a machine test hold a request pending.
 */
export function controllableActor<TOutput, TInput>() {
  const calls: TInput[] = [];
  const pending: { resolve: (value: TOutput) => void; reject: (error: unknown) => void; signal: AbortSignal }[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push(input);
        pending.push({ resolve, reject, signal });
      }),
  );
  const latest = () => {
    const call = pending.at(-1);
    if (!call) throw new Error('no call is pending');
    return call;
  };
  return {
    logic,
    calls,
    resolve: async (value: TOutput) => {
      latest().resolve(value);
      await Promise.resolve();
    },
    /** Rejects with an Error of that message, or with the refusal given as it is. */
    reject: async (failure: string | Refusal) => {
      latest().reject(typeof failure === 'string' ? new Error(failure) : failure);
      await Promise.resolve();
    },
    get lastSignal() {
      return latest().signal;
    },
  };
}

/** Lets settled promises deliver their results to the actors. */
export async function flush() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
