/** A disclosure menu (the Sectors dropdown, the narrow-screen menu): open or closed. */
import type { SnapshotFrom } from 'xstate';
import { menuMachine } from '../../../machines/ui/menu.machine';
import { useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
import type { MenuName } from '../../components/layout/menuButtons';

export function selectMenuView(snapshot: SnapshotFrom<typeof menuMachine>) {
  return { isOpen: snapshot.hasTag('open') };
}

export type MenuView = ReturnType<typeof selectMenuView>;

/** A menu: open or closed, and each way it opens or closes (each its own event of the statechart). */
export interface MenuApi {
  view: MenuView;
  /** Pressed the menu's button. */
  toggle(): void;
  /** Pressed Escape inside it: it closes, and its button takes the focus. */
  pressEscape(): void;
  /** Pressed outside it. */
  pressOutside(): void;
  /** The focus left it. */
  focusOutside(): void;
  /** Chose one of its links. */
  chooseLink(): void;
  /** The page changed. */
  routeChanged(): void;
}

export function connectMenu(snapshot: SnapshotFrom<typeof menuMachine>, send: FlowSend<typeof menuMachine>): MenuApi {
  return {
    view: selectMenuView(snapshot),
    toggle: () => send({ type: 'menu.toggle' }),
    pressEscape: () => send({ type: 'key.escape' }),
    pressOutside: () => send({ type: 'pointer.outside' }),
    focusOutside: () => send({ type: 'focus.outside' }),
    chooseLink: () => send({ type: 'link.choose' }),
    routeChanged: () => send({ type: 'route.change' }),
  };
}

/** The app's side of the menu machine: `focusTrigger` gives the menu's button the focus. */
export function menuBindings({ focusTrigger }: { focusTrigger: () => void }) {
  return { actions: { focusTrigger } } satisfies FlowBindings<typeof menuMachine>;
}

/**
 * The menu `name`; `focusTrigger` gives its button the focus (Escape returns it there). The
 * intents keep one identity for the menu's life, so the effects that call them run only on their own inputs.
 */
export function useMenu({ name, focusTrigger }: { name: MenuName; focusTrigger: () => void }): MenuApi {
  return useFlow(menuMachine, menuBindings({ focusTrigger }), connectMenu, { name });
}
