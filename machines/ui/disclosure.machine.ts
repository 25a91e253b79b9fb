import { setup } from 'xstate';

export type DisclosureEvent = { type: 'disclosure.toggle' } | { type: 'disclosure.close' };

/**
 * A disclosure (WAI-ARIA APG): a button with `aria-expanded` shows or hides a region. Used by the
 * about page's "read more" story; any show/hide toggle can reuse it.
 */
export const disclosureMachine = setup({
  types: { events: {} as DisclosureEvent },
}).createMachine({
  id: 'disclosure',
  initial: 'collapsed',
  states: {
    collapsed: {
      on: { 'disclosure.toggle': { target: 'expanded' } },
    },
    expanded: {
      on: {
        'disclosure.toggle': { target: 'collapsed' },
        'disclosure.close': { target: 'collapsed' },
      },
    },
  },
});
