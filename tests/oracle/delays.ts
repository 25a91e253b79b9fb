/**
 * The length every named delay of every registered machine must have, from the specification
 * and the design (./timers.ts), keyed machine id -> delay name. Both walk runners
 * (tests/support/walk/walk.ts, tests/e2e/support/walk.ts) compare the actor's own timer with
 * this and fail on a difference, or on a delay this file does not name.
 */
import { DECIDED_TIMERS, DESIGN_TIMERS, HOME_TIMERS, SPEC_TIMERS } from './timers';

/** What a walk knows when a delay starts: the actor's context, the walk's input and what the user did so far. */
export interface DelayFacts {
  /** The walked actor's context when its timer ran (the page's data: a carousel's interval, a deposit). */
  context: unknown;
  /** The input the walk started the machine from. */
  input: unknown;
  /** The events of the walk before the delay, in order (gestures and API answers). */
  events: readonly { type: string }[];
  /** When the timer started (the page's clock, ms since the epoch). */
  startedAt: number;
}

/** A fixed length, or one that depends on the facts (a resumed wait, the rest of a window). */
export type DelayOracle = number | ((facts: DelayFacts) => number);

/** The carousels by the rotation they run (spec section 2; the sector slideshows: a decision). */
export const CAROUSEL_INTERVALS: Record<string, number> = {
  heroInterval: HOME_TIMERS.heroInterval,
  testimonialInterval: HOME_TIMERS.testimonialInterval,
  partnerInterval: HOME_TIMERS.partnerInterval,
  quoteInterval: HOME_TIMERS.quoteInterval,
  sectorSlideInterval: DECIDED_TIMERS.sectorSlideInterval,
};

/**
 * Sign-up's resend wait: SPEC_TIMERS.otpResendWait (spec sections 4 and 9), except a code step
 * resumed from storage (a reload, or the login page that met the server's wait), which waits what
 * was left of it, as the input says, until a registration or a resend starts a full wait again.
 */
function otpResendWait({ input, events }: DelayFacts): number {
  const pending = (input as { pendingCode?: { resendWaitMs: number } } | undefined)?.pendingCode;
  const restarted = events.some((event) => event.type === 'xstate.done.actor.register' || event.type === 'xstate.done.actor.resendOtp');
  return pending && !restarted ? Math.max(0, pending.resendWaitMs) : SPEC_TIMERS.otpResendWait;
}

/**
 * A busy server's wait: the walk answered the submit with 503 server_busy and a
 * Retry-After of this many ms (the busy refusal's `retryAfterMs`, sent as whole seconds); the one
 * retry goes out when it is over.
 */
function busyRetry({ events }: DelayFacts): number {
  const waits = events.map((event) => (event as { error?: { kind?: unknown; retryAfterMs?: unknown } }).error)
    .map((refusal) => (refusal?.kind === 'busy' ? refusal.retryAfterMs : undefined));
  const last = waits.filter((wait): wait is number => typeof wait === 'number').at(-1);
  if (last === undefined) throw new Error('a busy retry without a busy refusal before it');
  return last;
}

/** A checkout's window: what is left of the deposit's 30 minutes when the page starts counting. */
function paymentWindow({ context, startedAt }: DelayFacts): number {
  const expiresAt = (context as { deposit?: { expiresAt?: number } | null }).deposit?.expiresAt ?? 0;
  return Math.min(DECIDED_TIMERS.paymentWindow, Math.max(0, expiresAt - startedAt));
}

export const DELAYS: Record<string, Record<string, DelayOracle>> = {
  // Spec sections 4 and 9; the busy server's Retry-After.
  signup: { otpResendWait, busyRetryDelay: busyRetry },
  resetRequest: { resetLinkResendWait: SPEC_TIMERS.resetLinkResendWait, busyRetryDelay: busyRetry },
  login: { loginRedirectDelay: SPEC_TIMERS.loginRedirect, busyRetryDelay: busyRetry },
  logout: { logoutRedirectDelay: SPEC_TIMERS.logoutRedirect },
  newPassword: { resetRedirectDelay: SPEC_TIMERS.resetRedirect, busyRetryDelay: busyRetry },
  contact: { messageDisplay: SPEC_TIMERS.messageDisplay },
  subscribe: { messageDisplay: SPEC_TIMERS.messageDisplay },
  // DESIGN.md section 2: the countdowns' 1-second tick.
  countdown: { countdownTick: DESIGN_TIMERS.countdownTick },
  checkout: { paymentWindow, countdownTick: DESIGN_TIMERS.countdownTick },
  // Spec section 2 (the home page), and decisions where it is silent.
  carousel: {
    rotationInterval: ({ context }) => {
      const { interval } = context as { interval: string };
      const ms = CAROUSEL_INTERVALS[interval];
      if (ms === undefined) throw new Error(`tests/oracle/delays.ts knows no carousel rotation ${interval}`);
      return ms;
    },
  },
  countUp: { statsCountUpDuration: HOME_TIMERS.statsCountUp, countUpTick: DECIDED_TIMERS.countUpFrame },
  marketWidget: { widgetLoadTimeout: DECIDED_TIMERS.marketWidgetLoadTimeout },
  clipboard: { copiedFeedback: DECIDED_TIMERS.copiedFeedback },
  // The step-up dialog's password proof is hashed too: the busy server's Retry-After.
  stepUp: { busyRetryDelay: busyRetry },
};

/** The named delay of an `xstate.after.<name>.<state>` event. */
export const delayNameOf = (eventType: string): string | undefined => /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1];

/**
 * How long `machineId`'s delay of `eventType` must last; throws when the oracle does not name it,
 * so a new delay cannot be walked without its length written down here first.
 */
export function expectedDelay(machineId: string, eventType: string, facts: DelayFacts): number {
  const name = delayNameOf(eventType);
  const oracle = name === undefined ? undefined : DELAYS[machineId]?.[name];
  if (oracle === undefined) {
    throw new Error(`the oracle names no delay ${name ?? eventType} of ${machineId}: add it to tests/oracle/delays.ts with the length the specification or the design requires`);
  }
  return typeof oracle === 'number' ? oracle : oracle(facts);
}
