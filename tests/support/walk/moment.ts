/**
 * What both walk runners (jsdom: ./walk.ts, the browser: tests/e2e/support/walk.ts) tell `see`
 * about the step it looks at, and where a delay's boundary lies.
 */
import type { EventObject } from 'xstate';

/**
 * How far before a delay's end its boundary step looks: the last millisecond, so a delay even
 * 1 ms short fails, and what the user sees just before it ends (the resend button still absent
 * at 59.999 s, the countdown at 1 s: the 1 s ticks before that have run as they would) is
 * asserted as well as what follows. A delay of less than BOUNDARY_MS has no boundary step.
 */
export const BOUNDARY_MS = 1;

/** Where a `see` looks: the step, its event and, at a delay's boundary, how much of the delay is left. */
export interface Moment {
  /** The step's position in the walk (0: the start). */
  step: number;
  /** The step's event (`xstate.init` at the start). */
  event: EventObject;
  /**
   * Set when the clock stands BOUNDARY_MS before a delayed event (`xstate.after.*`) ends: the
   * expected state is the previous step's, which the actor is still in; of its `delayMs`,
   * `elapsedMs` have passed and `leftMs` (BOUNDARY_MS) are left. `see` asserts what the user
   * sees while nothing has happened yet, and must not count it as a new step (the same state is
   * seen again at the step itself).
   */
  beforeDelay?: { event: string; delayMs: number; elapsedMs: number; leftMs: number };
}

/**
 * The step of a delay that has just ended (`xstate.after.*`), not its boundary step: where a
 * walk's own account of the page moves on by itself (a note gone, the next slide, a retry sent).
 */
export const delayEnded = ({ event, beforeDelay }: Moment): boolean => event.type.startsWith('xstate.after.') && !beforeDelay;
