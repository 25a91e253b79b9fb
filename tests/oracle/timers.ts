/**
 * Durations the product must keep, in milliseconds, copied from the specification
 * (../shared/spec/investment-platform.md) and, where it is silent, from ../shared/DESIGN.md.
 * A few have no written source at all: they say so, and this file is where a change to them
 * is made on purpose.
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** Spec section 9 ("Timers"), also sections 4 and 2. */
export const SPEC_TIMERS = {
  /** "one-time-code resend wait 60 s" (section 4: "a 60-second resend countdown"). */
  otpResendWait: 60 * SECOND,
  /** "Reset-link resend wait 120 s" (section 4: "a 120-second resend countdown"). */
  resetLinkResendWait: 120 * SECOND,
  /** "Post-login redirect 2 s" (section 4: "goes to /dashboard after 2 seconds"). */
  loginRedirect: 2 * SECOND,
  /** "Post-logout redirect 2 s" (section 4: "login follows after 2 seconds"). */
  logoutRedirect: 2 * SECOND,
  /** "Post-reset redirect 4 s" (section 4: "goes to login after 4 seconds"). */
  resetRedirect: 4 * SECOND,
  /** "Message display 5 s" (section 4: subscribe success and contact message "each hide after 5 seconds"). */
  messageDisplay: 5 * SECOND,
} as const;

/** Spec section 2, the home page (/) row. */
export const HOME_TIMERS = {
  /** "hero (image rotates every 3 s)". */
  heroInterval: 3 * SECOND,
  /** "testimonials (rotate every 4 s)". */
  testimonialInterval: 4 * SECOND,
  /** "partner logos (rotate every 3 s; 3 per page on narrow screens, 5 on wide)". */
  partnerInterval: 3 * SECOND,
  /** "a rotating quote (every 5 s)". */
  quoteInterval: 5 * SECOND,
  /** "animated stats (count up over 2 s)". */
  statsCountUp: 2 * SECOND,
} as const;

/** DESIGN.md, section 2, where the specification gives no number. */
export const DESIGN_TIMERS = {
  /** Machines: "the visible seconds come from a named 1-second tick" (the resend and checkout countdowns). */
  countdownTick: 1 * SECOND,
  /** Captcha: "tokens last 2 minutes". */
  captchaTokenLife: 2 * MINUTE,
  /** HTTP timeout: "Ours aborts after 30 s". */
  httpTimeout: 30 * SECOND,
} as const;

/**
 * Durations neither document gives: product decisions, recorded here so that the code cannot
 * change them unnoticed.
 */
export const DECIDED_TIMERS = {
  /** The about page's sector slideshows (section 2 names them, no interval): slow enough to read. */
  sectorSlideInterval: 5 * SECOND,
  /** One frame of the stats count-up (the 2 s count moves on every 50 ms). */
  countUpFrame: 50,
  /** DESIGN.md "Third-party charts": "when the script cannot load within a few seconds" — six. */
  marketWidgetLoadTimeout: 6 * SECOND,
  /** How long a copy button says it copied (the checkout's address and amount). */
  copiedFeedback: 2 * SECOND,
  /** A checkout's quoted coin rate stays locked for 30 minutes (the investor area's design). */
  paymentWindow: 30 * MINUTE,
} as const;
