import type { ComponentPropsWithRef, KeyboardEvent } from 'react';
import styled from 'styled-components';
import { headerContent } from '../../content/navigation';
import { placeholderProps } from '../../loading/placeholder';
import { navItemStyles } from './navStyles';
import { Chevron, MenuGlyph } from './icons';

/*
 * The buttons of the header's two menus (Sectors, and the narrow-screen menu). The menus load
 * with their statechart after the first paint (see Header); until then a stand-in of the same
 * button holds their place, and what the visitor does to it is handed to the real menu.
 */

export type MenuName = 'sectors' | 'narrow';

/** The id of each menu's panel: fixed, so the stand-in's button names the panel the menu will have. */
export const MENU_PANEL_IDS: Record<MenuName, string> = { sectors: 'sectors-menu', narrow: 'site-menu' };

/** A press or focus on a stand-in, not yet handed over. */
interface EarlyUse {
  open: boolean;
  focused: boolean;
  /** Pressed (pointer or Space down) but not yet clicked: the click lands on the real button, which ignores it. */
  pressing: boolean;
}

const earlyUses = new Map<MenuName, EarlyUse>();

function earlyUseOf(menu: MenuName): EarlyUse {
  const known = earlyUses.get(menu);
  if (known) return known;
  const fresh = { open: false, focused: false, pressing: false };
  earlyUses.set(menu, fresh);
  return fresh;
}

/** What the visitor did to the menu's stand-in (and forgets it): the real menu opens or takes focus to match. */
export function takeEarlyUse(menu: MenuName): { open: boolean; focused: boolean } {
  const use = earlyUseOf(menu);
  earlyUses.delete(menu);
  // A press the menu arrived in the middle of counts as made: its click never reaches a button.
  return { open: use.open !== use.pressing, focused: use.focused };
}

function standInProps(menu: MenuName) {
  return {
    type: 'button' as const,
    'aria-expanded': false,
    'aria-controls': MENU_PANEL_IDS[menu],
    ...placeholderProps,
    onPointerDown: () => {
      earlyUseOf(menu).pressing = true;
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === ' ') earlyUseOf(menu).pressing = true;
    },
    onClick: () => {
      const use = earlyUseOf(menu);
      use.open = !use.open;
      use.pressing = false;
    },
    onFocus: () => {
      earlyUseOf(menu).focused = true;
    },
    onBlur: () => {
      earlyUseOf(menu).focused = false;
    },
  };
}

const SectorsTriggerButton = styled.button`
  ${navItemStyles}
  &[aria-expanded='true'] { color: ${({ theme }) => theme.color.gold}; }
  svg { transition: transform 0.15s ease; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

/** The Sectors menu's button. */
export function SectorsTrigger(props: ComponentPropsWithRef<'button'>) {
  return (
    <SectorsTriggerButton {...props}>
      {headerContent.sectors}
      <Chevron />
    </SectorsTriggerButton>
  );
}

/** Holds the Sectors button and its panel (the panel is placed under the button). */
export const SectorsRoot = styled.div`
  position: relative;
`;

const MenuToggleButton = styled.button`
  ${navItemStyles}
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid rgba(255, 255, 255, 0.28);
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 600;
`;

/** The narrow-screen menu's button; its glyph becomes a cross while the menu is open. */
export function MenuToggle({ open, ...props }: ComponentPropsWithRef<'button'> & { open: boolean }) {
  return (
    <MenuToggleButton {...props}>
      <MenuGlyph open={open} />
      {headerContent.menuToggle}
    </MenuToggleButton>
  );
}

/** The Sectors menu until it loads. */
export function SectorsDropdownStandIn() {
  return (
    <SectorsRoot>
      <SectorsTrigger {...standInProps('sectors')} />
    </SectorsRoot>
  );
}

/** The narrow-screen menu until it loads. */
export function MobileMenuStandIn({ className }: { className?: string }) {
  return (
    <div className={className}>
      <MenuToggle open={false} {...standInProps('narrow')} />
    </div>
  );
}
