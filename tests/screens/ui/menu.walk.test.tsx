import { describe, expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { HEADER_TEXTS, RISK_WARNING } from '../../oracle/marketing';
import { SECTOR_NAMES as SECTOR_NAME_OF } from '../../oracle/dashboard';

/**
 * The header's two disclosure menus run the same statechart and are both on every page (CSS
 * shows one per layout); each is walked through its own button, told apart by its name.
 */
const SECTOR_NAMES = Object.values(SECTOR_NAME_OF);
const MENUS = [
  { name: 'sectors', label: 'the wide Sectors dropdown', trigger: HEADER_TEXTS.sectors, links: SECTOR_NAMES },
  {
    name: 'narrow',
    label: 'the narrow menu',
    trigger: HEADER_TEXTS.menuToggle,
    links: [HEADER_TEXTS.home, HEADER_TEXTS.about, ...SECTOR_NAMES, HEADER_TEXTS.contact, HEADER_TEXTS.login, HEADER_TEXTS.signUp],
  },
] as const;

type Menu = (typeof MENUS)[number];

/** Where focus should be after the walk's last gesture, when that gesture decides it. */
type Focus = 'button' | 'outside the menu' | undefined;

interface Page {
  user: UserEvent;
  router: Awaited<ReturnType<typeof renderRoute>>['router'];
  /** The addresses the visitor went through, the current one last (Back returns to the one before). */
  visited: string[];
  focus: Focus;
  /** The menu is open, by the walk's own account: its button turns it over; anything else closes it. */
  open: boolean;
}

/** A sector page the menus link to (section 2's route), chosen when the walk picks a link. */
const CHOSEN = { name: SECTOR_NAME_OF.agriculture, path: '/sectors/agriculture' };

function walkMenu(menu: Menu) {
  const trigger = () => screen.getByRole('button', { name: menu.trigger });
  /** The menu's root holds its button and its panel: focus or a press outside it closes the menu. */
  const root = () => trigger().parentElement!;
  const panel = () => document.getElementById(trigger().getAttribute('aria-controls') ?? '')!;

  walkScreen<Page>('menu', {
    // The tours start from the example input (the Sectors dropdown's name); the same tours walk the
    // narrow menu, whose actor this filter picks by its own name.
    instance: (snapshot) => (snapshot.context as { name: string }).name === menu.name,
    async mount({ strict, user }) {
      // The visitor followed the risk warning's link from another page, so the browser's Back has somewhere to go.
      const { router } = await renderRoute('/privacy', { strict });
      await user.click(screen.getByRole('link', { name: RISK_WARNING.linkLabel }));
      await soon(() => expect(router.state.location.pathname).toBe(RISK_WARNING.linkTo));
      return { user, router, visited: ['/privacy', RISK_WARNING.linkTo], focus: undefined, open: false };
    },
    drive: {
      'menu.toggle': async (_event, page) => {
        page.focus = 'button';
        await page.user.click(trigger());
        page.open = !page.open;
      },
      'focus.outside': async (_event, page) => {
        // Shift+Tab from the menu's button leaves the menu for the header item before it.
        page.focus = 'outside the menu';
        expect(trigger()).toHaveFocus();
        await page.user.tab({ shift: true });
        page.open = false;
      },
      'key.escape': async (_event, page) => {
        // Tab into the open panel first: Escape from a link in it returns focus to the button.
        page.focus = 'button';
        await page.user.tab();
        expect(panel()).toContainElement(document.activeElement as HTMLElement);
        await page.user.keyboard('{Escape}');
        page.open = false;
      },
      'link.choose': async (_event, page) => {
        page.focus = undefined;
        page.visited.push(CHOSEN.path);
        await page.user.click(within(panel()).getByRole('link', { name: new RegExp(`^${CHOSEN.name}`) }));
        page.open = false;
      },
      // The risk bar is not focusable: the press lands outside the menu without moving focus anywhere.
      'pointer.outside': async (_event, page) => {
        page.focus = undefined;
        await page.user.click(screen.getByRole('region', { name: RISK_WARNING.regionLabel }));
        page.open = false;
      },
      // The browser's Back button: the route changes with the menu still open (the page follows
      // on the walk's next flush, which runs inside act()).
      'route.change': (_event, page) => {
        page.focus = undefined;
        if (page.visited.length < 2) throw new Error('the walk has no page to go back to');
        page.visited.pop();
        page.router.history.back();
        page.open = false;
      },
    },
    async see(_expected, page) {
      const { open } = page;
      await soon(() => expect(trigger()).toHaveAttribute('aria-expanded', String(open)));
      await soon(() => expect(page.router.state.location.pathname).toBe(page.visited.at(-1)));
      if (open) {
        expect(panel()).toBeVisible();
        // Each link's name starts with its label (the Sectors dropdown adds a one-line description).
        const links = within(panel()).getAllByRole('link').map((link) => link.textContent);
        expect(links).toHaveLength(menu.links.length);
        menu.links.forEach((label, index) => expect(links[index]).toMatch(new RegExp(`^${label}`)));
      } else {
        expect(panel()).not.toBeVisible();
      }
      if (page.focus === 'button') expect(trigger()).toHaveFocus();
      if (page.focus === 'outside the menu') {
        expect(document.activeElement).not.toBe(document.body);
        expect(root()).not.toContainElement(document.activeElement as HTMLElement);
      }
    },
  });
}

for (const menu of MENUS) describe(menu.label, () => walkMenu(menu));
