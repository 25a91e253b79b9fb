import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../failureMessage';
import { requirements } from '../requirements';

/**
 * A screen's data: loading, ready (with a background reload after a change), or failed with a
 * retry. The app supplies `load` for each screen (overview, breakdown, referrals, profile).
 */
export const resourceMachine = setup({
  types: {
    context: {} as { data: unknown; error: string | null },
    events: {} as { type: 'resource.retry' } | { type: 'resource.reload' },
    tags: {} as 'loading' | 'failed',
  },
  actors: {
    load: fromPromise<unknown, void>(async () => {
      throw new Error('load is supplied by the app');
    }),
  },
  actions: {
    storeData: assign({ data: ({ event }) => (event as { output?: unknown }).output }),
    storeError: assign({ error: ({ event }) => failureMessage(event) }),
  },
}).createMachine({
  id: 'resource',
  initial: 'loading',
  context: { data: null, error: null },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: 'storeData', meta: requirements('design.dashboard.load-retry') },
        onError: { target: 'failed', actions: 'storeError', meta: requirements('design.dashboard.load-retry') },
      },
    },
    ready: {
      on: { 'resource.reload': { target: 'loading', meta: requirements('design.dashboard.load-retry') } },
    },
    failed: {
      tags: 'failed',
      on: { 'resource.retry': { target: 'loading', meta: requirements('design.dashboard.load-retry') } },
    },
  },
});
