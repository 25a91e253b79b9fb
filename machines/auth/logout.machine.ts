import { fromPromise, setup } from 'xstate';
import { TIMERS } from '../../domain/constants';
import { requirements } from '../requirements';

/**
 * Logout (specification section 4): a confirm screen. Yes calls the API (its failure is ignored),
 * the stored tokens are removed, a success message shows, and the login page follows after the
 * named 2-second delay. No returns to the dashboard.
 */
export const logoutMachine = setup({
  types: {
    /** What the screen shows, named on the states that show it (the view reads tags, not state names). */
    tags: {} as 'confirming' | 'loggingOut' | 'signedOut' | 'leaving',
    events: {} as { type: 'logout.confirm' } | { type: 'logout.cancel' },
  },
  actors: {
    logout: fromPromise<unknown, void>(async () => {
      throw new Error('logout is supplied by the app');
    }),
  },
  delays: {
    logoutRedirectDelay: TIMERS.logoutRedirectDelay,
  },
  actions: {
    endSession: () => {},
    goToLogin: () => {},
    goToDashboard: () => {},
  },
}).createMachine({
  id: 'logout',
  initial: 'confirming',
  states: {
    confirming: {
      tags: 'confirming',
      on: {
        'logout.confirm': { target: 'loggingOut', meta: requirements('logout.confirm') },
        'logout.cancel': { target: 'cancelled', actions: 'goToDashboard', meta: requirements('logout.cancel-to-dashboard') },
      },
    },
    loggingOut: {
      tags: 'loggingOut',
      invoke: {
        id: 'logout',
        src: 'logout',
        // Failures are ignored (section 7): either way the local session ends.
        onDone: { target: 'signedOut', meta: requirements('logout.tokens.removed', 'logout.success-redirect') },
        onError: { target: 'signedOut', meta: requirements('logout.failures-ignored', 'logout.tokens.removed') },
      },
    },
    signedOut: {
      tags: 'signedOut',
      entry: 'endSession',
      after: { logoutRedirectDelay: { target: 'done', actions: 'goToLogin', meta: requirements('logout.success-redirect') } },
    },
    done: { type: 'final', tags: 'signedOut' },
    cancelled: { type: 'final', tags: 'leaving' },
  },
});
