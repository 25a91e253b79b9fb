import { setup } from 'xstate';
import { requirements } from '../requirements';

export interface MenuInput {
  /** Which menu this is ("sectors", "narrow"): it tells a page's menus apart in the inspector and the walks. */
  name: string;
}

/**
 * A disclosure menu (WAI-ARIA APG "disclosure navigation"): a button with `aria-expanded` shows
 * or hides a list of links. The header uses it twice: the wide layout's Sectors dropdown and the
 * narrow layout's menu. Every way of dismissing it is its own event, so the statechart says what
 * closes it; only Escape moves focus back to the button (`focusTrigger`, supplied by the app).
 */
export const menuMachine = setup({
  types: {
    context: {} as { name: string },
    tags: {} as 'open',
    input: {} as MenuInput,
    events: {} as
      | { type: 'menu.toggle' }
      | { type: 'key.escape' }
      | { type: 'pointer.outside' }
      | { type: 'focus.outside' }
      | { type: 'link.choose' }
      | { type: 'route.change' },
  },
  actions: {
    focusTrigger: () => {},
  },
}).createMachine({
  id: 'menu',
  context: ({ input }) => ({ name: input.name }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggle': { target: 'open', meta: requirements('header.menu.toggle') } },
    },
    open: {
      tags: 'open',
      on: {
        'menu.toggle': { target: 'closed', meta: requirements('header.menu.toggle') },
        'key.escape': { target: 'closed', actions: 'focusTrigger', meta: requirements('design.menu.dismiss') },
        'pointer.outside': { target: 'closed', meta: requirements('design.menu.dismiss') },
        'focus.outside': { target: 'closed', meta: requirements('design.menu.dismiss') },
        'link.choose': { target: 'closed', meta: requirements('header.plans.closes-menu') },
        'route.change': { target: 'closed', meta: requirements('header.route-change') },
      },
    },
  },
});
