import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventFromLogic } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { menuMachine } from '../../machines/ui/menu.machine';

type MenuEvent = EventFromLogic<typeof menuMachine>;

function startMenu() {
  const focusTrigger = vi.fn();
  const actor = createActor(menuMachine.provide({ actions: { focusTrigger } }), { input: { name: 'sectors' } }).start();
  return { actor, focusTrigger, isOpen: () => actor.getSnapshot().matches('open') };
}

const DISMISSALS: MenuEvent['type'][] = ['key.escape', 'pointer.outside', 'focus.outside', 'link.choose', 'route.change'];

describe('menu machine (Sectors dropdown and narrow menu)', () => {
  it('starts closed and the toggle opens and closes it', () => {
    const { actor, isOpen } = startMenu();
    expect(isOpen()).toBe(false);
    actor.send({ type: 'menu.toggle' });
    expect(isOpen()).toBe(true);
    actor.send({ type: 'menu.toggle' });
    expect(isOpen()).toBe(false);
  });

  it.each(DISMISSALS)('closes on %s', (type) => {
    const { actor, isOpen } = startMenu();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type } as MenuEvent);
    expect(isOpen()).toBe(false);
  });

  it.each(DISMISSALS)('ignores %s while closed', (type) => {
    const { actor, isOpen, focusTrigger } = startMenu();
    actor.send({ type } as MenuEvent);
    expect(isOpen()).toBe(false);
    expect(focusTrigger).not.toHaveBeenCalled();
  });

  it('returns focus to the button on Escape only', () => {
    const { actor, focusTrigger } = startMenu();
    for (const type of DISMISSALS.filter((event) => event !== 'key.escape')) {
      actor.send({ type: 'menu.toggle' });
      actor.send({ type } as MenuEvent);
    }
    expect(focusTrigger).not.toHaveBeenCalled();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'key.escape' });
    expect(focusTrigger).toHaveBeenCalledTimes(1);
  });

  it('reaches both of its states', () => {
    const reached = getShortestPaths(menuMachine, { input: { name: 'sectors' } }).map((path) => path.state.value);
    expect(reached.sort()).toEqual(['closed', 'open']);
  });
});
