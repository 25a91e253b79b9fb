/**
 * A server too busy to hash a password refuses at once (503 `server_busy` with a
 * Retry-After). The login, sign-up, reset and new-password machines share this: they wait what the
 * server asked, send the same submission once more by themselves, and go back to the form when
 * the retry is refused as busy too. The app's actors reject with a `busy` Refusal carrying the
 * wait (machines/refusal.ts; machines stay free of HTTP).
 */
import { refusalOf } from '../refusal';

export interface BusyContext {
  /** The wait the last busy refusal asked for (ms). */
  busyRetryAfterMs: number;
  /** Whether the submission under way is the one automatic retry. */
  busyRetried: boolean;
}

export const NOT_BUSY: BusyContext = { busyRetryAfterMs: 0, busyRetried: false };

/** The wait a busy refusal asked for, read off an `xstate.error.actor.*` event; undefined for any other failure. */
export function busyRetryAfterMsOf(event: unknown): number | undefined {
  const refusal = refusalOf(event);
  return refusal.kind === 'busy' ? refusal.retryAfterMs : undefined;
}

type GuardArgs = { context: BusyContext; event: unknown };

/** The guards of the busy state, in the order the `onError` list needs them (still busy first). */
export const busyGuards = {
  isStillBusy: ({ context, event }: GuardArgs) => context.busyRetried && busyRetryAfterMsOf(event) !== undefined,
  isServerBusy: ({ event }: GuardArgs) => busyRetryAfterMsOf(event) !== undefined,
};

/** The wait before the one retry: what the server's Retry-After said. */
export const busyDelays = {
  busyRetryDelay: ({ context }: { context: BusyContext }) => context.busyRetryAfterMs,
};

/** A busy refusal of a submission by hand: wait what it said, then retry once. */
export const busyWait = (event: unknown): BusyContext => ({ busyRetryAfterMs: busyRetryAfterMsOf(event) ?? 0, busyRetried: false });
