import { setup } from 'xstate';
import { requirements } from '../requirements';

export type DisclosureEvent = { type: 'disclosure.toggle' };

/**
 * A disclosure (WAI-ARIA APG): a button with `aria-expanded` shows or hides a region. Used by the
 * about page's "read more" story and the markets ticker; any show/hide toggle can reuse it. Its
 * one event is the button's press: nothing else closes it.
 */
export const disclosureMachine = setup({
  types: { events: {} as DisclosureEvent, tags: {} as 'expanded' },
}).createMachine({
  id: 'disclosure',
  initial: 'collapsed',
  states: {
    collapsed: {
      on: { 'disclosure.toggle': { target: 'expanded', meta: requirements('about.story.read-more') } },
    },
    expanded: {
      tags: 'expanded',
      on: { 'disclosure.toggle': { target: 'collapsed', meta: requirements('about.story.read-more') } },
    },
  },
});
