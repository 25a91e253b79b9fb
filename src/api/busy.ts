/** What the auth forms and the step-up dialog say while a busy server's wait runs (the machines' `busy` state). */
import { authContent } from '../content/auth';

/** "Busy right now, trying again in N s." while the wait runs, N the server's Retry-After; else null. */
export function busyNotice(snapshot: { hasTag: (tag: 'busy') => boolean; context: { busyRetryAfterMs: number } }): string | null {
  return snapshot.hasTag('busy') ? authContent.common.busy(Math.ceil(snapshot.context.busyRetryAfterMs / 1000)) : null;
}
