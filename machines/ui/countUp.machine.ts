import { assign, setup } from 'xstate';
import { TIMERS } from '../../domain/constants';
import { requirements } from '../requirements';

export interface CountUpInput {
  /** Under `prefers-reduced-motion` the final numbers show at once. */
  reducedMotion?: boolean;
}

export interface CountUpContext {
  reducedMotion: boolean;
  /** Time counted so far; the view shows `elapsedMs / durationMs` of each final number. */
  elapsedMs: number;
  durationMs: number;
}

export type CountUpEvent = { type: 'visible' };

/**
 * Numbers that count up from zero once they come into view. The app watches the element (an
 * IntersectionObserver) and sends `visible`; a named tick (`countUpTick`) moves the shown numbers
 * on, and the named delay `statsCountUpDuration` ends the count with the exact final values.
 */
export const countUpMachine = setup({
  types: {
    context: {} as CountUpContext,
    events: {} as CountUpEvent,
    input: {} as CountUpInput,
  },
  delays: {
    countUpTick: TIMERS.countUpTick,
    statsCountUpDuration: TIMERS.statsCountUpDuration,
  },
  guards: {
    showsFinalAtOnce: ({ context }) => context.reducedMotion,
  },
  actions: {
    advanceElapsed: assign({
      // Never reach the end on a tick: only the duration's own delay shows the final numbers.
      elapsedMs: ({ context }) => Math.min(context.elapsedMs + TIMERS.countUpTick, context.durationMs - 1),
    }),
    completeCount: assign({ elapsedMs: ({ context }) => context.durationMs }),
  },
}).createMachine({
  id: 'countUp',
  context: ({ input }) => ({
    reducedMotion: input?.reducedMotion ?? false,
    elapsedMs: 0,
    durationMs: TIMERS.statsCountUpDuration,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'showsFinalAtOnce', target: 'done', actions: 'completeCount', meta: requirements('design.motion.reduced') }, { target: 'waiting', meta: requirements('home.stats.count-up') }],
    },
    waiting: {
      on: { visible: { target: 'counting', meta: requirements('home.stats.count-up') } },
    },
    counting: {
      initial: 'ticking',
      after: {
        statsCountUpDuration: { target: 'done', actions: 'completeCount', meta: requirements('home.stats.count-up') },
      },
      states: {
        ticking: {
          after: {
            countUpTick: { target: 'ticking', reenter: true, actions: 'advanceElapsed', meta: requirements('home.stats.count-up') },
          },
        },
      },
    },
    // Not final: later `visible` events (scrolling back) are simply ignored.
    done: {},
  },
});
