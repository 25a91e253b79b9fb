import { assertEvent, fromPromise, setup } from 'xstate';
import { INVESTOR_TIMERS } from '../../domain/constants';
import { requirements } from '../requirements';

/** A copy button: copies, then says "Copied" (or that copying failed) for a moment. */
export const clipboardMachine = setup({
  types: {
    events: {} as { type: 'clipboard.copy'; text: string },
    tags: {} as 'copied' | 'failed',
  },
  actors: {
    writeText: fromPromise<void, { text: string }>(async () => {
      throw new Error('writeText is supplied by the app');
    }),
  },
  delays: { copiedFeedback: INVESTOR_TIMERS.copiedFeedback },
}).createMachine({
  id: 'clipboard',
  initial: 'idle',
  states: {
    idle: { on: { 'clipboard.copy': { target: 'copying', meta: requirements('design.clipboard.copy') } } },
    copying: {
      invoke: {
        id: 'writeText',
        src: 'writeText',
        // Only a copy press enters `copying`.
        input: ({ event }) => {
          assertEvent(event, 'clipboard.copy');
          return { text: event.text };
        },
        onDone: { target: 'copied', meta: requirements('design.clipboard.copy') },
        onError: { target: 'failed', meta: requirements('design.clipboard.copy') },
      },
    },
    copied: {
      tags: 'copied',
      after: { copiedFeedback: { target: 'idle', meta: requirements('design.clipboard.copy') } },
      on: { 'clipboard.copy': { target: 'copying', meta: requirements('design.clipboard.copy') } },
    },
    failed: {
      tags: 'failed',
      after: { copiedFeedback: { target: 'idle', meta: requirements('design.clipboard.copy') } },
      on: { 'clipboard.copy': { target: 'copying', meta: requirements('design.clipboard.copy') } },
    },
  },
});
