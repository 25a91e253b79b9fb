/** A disclosure menu (the Sectors dropdown, the narrow-screen menu): open or closed. */
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import { menuMachine } from '../../../machines/ui/menu.machine';
import { useFlow } from '../../flow/useFlow';
import type { MenuName } from '../../components/layout/menuButtons';

export function selectMenuView(snapshot: SnapshotFrom<typeof menuMachine>) {
  return { isOpen: snapshot.hasTag('open') };
}

/**
 * The menu `name`; `focusTrigger` gives its button the focus (Escape returns it there). Each way
 * of closing it is its own intent, as each is its own event of the statechart. The intents keep
 * one identity for the menu's life, so the effects that call them run only on their own inputs.
 */
export function useMenu({ name, focusTrigger }: { name: MenuName; focusTrigger: () => void }) {
  const { view, send } = useFlow(menuMachine, { actions: { focusTrigger } }, selectMenuView, { name });
  const intents = useMemo(
    () => ({
      toggle: () => send({ type: 'menu.toggle' }),
      pressEscape: () => send({ type: 'key.escape' }),
      pressOutside: () => send({ type: 'pointer.outside' }),
      focusOutside: () => send({ type: 'focus.outside' }),
      chooseLink: () => send({ type: 'link.choose' }),
      routeChanged: () => send({ type: 'route.change' }),
    }),
    [send],
  );
  return { view, ...intents };
}
