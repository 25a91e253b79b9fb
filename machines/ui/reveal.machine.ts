import { setup } from 'xstate';
import { requirements } from '../requirements';

export interface RevealInput {
  /** Under `prefers-reduced-motion` the content is simply shown, with no animation. */
  reducedMotion?: boolean;
}

export type RevealEvent = { type: 'visible' };

/**
 * Content that animates in once, the first time half of it is in view. The app watches the
 * element (an IntersectionObserver with a 0.5 threshold) and sends `visible`; later events are
 * ignored: `revealed` has no way out. Under reduced motion it starts `shown` (no animation).
 */
export const revealMachine = setup({
  types: {
    context: {} as { reducedMotion: boolean },
    events: {} as RevealEvent,
    input: {} as RevealInput,
  },
  guards: {
    skipsAnimation: ({ context }) => context.reducedMotion,
  },
}).createMachine({
  id: 'reveal',
  context: ({ input }) => ({ reducedMotion: input?.reducedMotion ?? false }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'skipsAnimation', target: 'shown', meta: requirements('design.motion.reduced') }, { target: 'waiting', meta: requirements('certificates.reveal-once') }],
    },
    waiting: {
      on: { visible: { target: 'revealed', meta: requirements('certificates.reveal-once') } },
    },
    // Neither end is final: later `visible` events (scrolling back) are simply ignored.
    revealed: {},
    shown: {},
  },
});
