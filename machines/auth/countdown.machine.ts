import { assign, setup } from 'xstate';
import { TIMERS } from '../../domain/constants';
import { requirements } from '../requirements';

/**
 * The visible seconds of a resend wait (sign-up's or the reset request's): a child actor that counts
 * down once per named tick, to 1. It only drives the number on screen; the parent's own named
 * delay (`otpResendWait`, `resetLinkResendWait`) decides when resending becomes possible, and
 * ends this actor at the moment the count would reach 0, so no tick is spent on a 0 nobody sees.
 * Both flows share this one countdown instead of two copies of the tick logic.
 */
export const countdownMachine = setup({
  types: {
    context: {} as { secondsLeft: number },
    input: {} as { seconds: number },
  },
  delays: {
    countdownTick: TIMERS.countdownTick,
  },
  guards: {
    hasMoreThanOneSecondLeft: ({ context }) => context.secondsLeft > 1,
  },
  actions: {
    takeOneSecond: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ secondsLeft: Math.max(0, Math.ceil(input.seconds)) }),
  initial: 'running',
  states: {
    running: {
      after: {
        countdownTick: { guard: 'hasMoreThanOneSecondLeft', target: 'running', reenter: true, actions: 'takeOneSecond', meta: requirements('design.countdown.visible-seconds', 'otp.resend.after-wait', 'reset.resend.after-wait') },
      },
    },
  },
});
