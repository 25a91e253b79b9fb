import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { MENU_PANEL_IDS, takeEarlyUse, type MenuName } from '../../components/layout/menuButtons';
import { useMenu } from './menu.flow';

/**
 * Wires a disclosure menu (the Sectors dropdown, the narrow-screen menu) to the DOM: the button
 * toggles, Escape closes and returns focus to the button, a pointer press or focus outside the
 * root closes, choosing a link closes, and so does any change of route (back/forward included).
 * Spread `rootProps` on the element that holds both the button and the panel.
 */
export function useMenuDisclosure(menu: MenuName) {
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = MENU_PANEL_IDS[menu];
  const {
    view: { isOpen },
    toggle,
    pressEscape,
    pressOutside,
    focusOutside,
    chooseLink,
    routeChanged,
  } = useMenu({ name: menu, focusTrigger: () => triggerRef.current?.focus() });

  // Pressed or focused before this menu loaded: open it (it starts closed), or give its button
  // the focus, now. The press is handed over once (`takeEarlyUse` forgets it), so StrictMode's
  // second run of the effect changes nothing.
  useEffect(() => {
    const early = takeEarlyUse(menu);
    if (early.open) toggle();
    if (early.focused) triggerRef.current?.focus();
  }, [menu, toggle]);

  // Only a real change of route counts (not the mount, nor StrictMode's second run of effects):
  // a menu pressed before it loaded opens as it mounts and must stay open.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const pathnameSeen = useRef(pathname);
  useEffect(() => {
    if (pathnameSeen.current === pathname) return;
    pathnameSeen.current = pathname;
    routeChanged();
  }, [pathname, routeChanged]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) pressOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, pressOutside]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      pressEscape();
    }
  };
  const onBlur = (event: FocusEvent) => {
    // Only a move to another element counts: focus going nowhere (a click on the page) is
    // handled by the pointer listener.
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) focusOutside();
  };

  return {
    isOpen,
    rootProps: { ref: rootRef, onKeyDown, onBlur },
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: toggle,
    },
    panelProps: { id: panelId, hidden: !isOpen },
    /** Call when a link or control inside the panel is chosen. */
    chooseLink,
  };
}
