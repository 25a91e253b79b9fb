import type { ActorRefFrom } from 'xstate';
import type { countdownMachine } from '../../../machines/auth/countdown.machine';

/** The countdown a code or link step shows until it may be sent again. */
export type CountdownRef = ActorRefFrom<typeof countdownMachine>;

/** Where a "send again" button stands: counting down, ready (after a refusal too), or on its way. */
export type ResendStatus = 'waiting' | 'ready' | 'sending';

/** The running countdown child of a flow's snapshot, when it waits. */
export function countdownOf(children: Record<string, unknown>): CountdownRef | undefined {
  return children.countdown as CountdownRef | undefined;
}

/** A step's resend button, from its tags and whether the machine takes the resend now. */
export function resendStatusOf(snapshot: { hasTag: (tag: 'resending') => boolean }, canResend: boolean): ResendStatus {
  if (snapshot.hasTag('resending')) return 'sending';
  return canResend ? 'ready' : 'waiting';
}
