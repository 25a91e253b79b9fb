import { assign, setup } from 'xstate';
import { requirements } from '../requirements';

export type AccordionEvent = { type: 'accordion.toggle'; id: string };

/**
 * An accordion (WAI-ARIA APG) in which at most one panel is open: opening a panel closes the
 * one that was open, and toggling the open panel closes it, leaving all closed.
 */
export const accordionMachine = setup({
  types: {
    context: {} as { openId: string | null },
    events: {} as AccordionEvent,
  },
  guards: {
    isOpenPanel: ({ context, event }) => event.id === context.openId,
  },
  actions: {
    openPanel: assign({ openId: ({ event }) => event.id }),
    closePanel: assign({ openId: null }),
  },
}).createMachine({
  id: 'accordion',
  context: { openId: null },
  initial: 'allClosed',
  states: {
    allClosed: {
      on: { 'accordion.toggle': { target: 'oneOpen', actions: 'openPanel', meta: requirements('faq.accordion.one-open') } },
    },
    oneOpen: {
      on: {
        'accordion.toggle': [
          { guard: 'isOpenPanel', target: 'allClosed', actions: 'closePanel', meta: requirements('faq.accordion.open-closes') },
          { target: 'oneOpen', actions: 'openPanel', meta: requirements('faq.accordion.one-open') },
        ],
      },
    },
  },
});
