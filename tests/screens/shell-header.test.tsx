import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestModel } from 'xstate/graph';
import type { EventFromLogic } from 'xstate';
import { menuMachine } from '../../machines/ui/menu.machine';
import { renderRoute, REACT_MODES } from '../support/renderRoute';

type MenuEvent = EventFromLogic<typeof menuMachine>;

/**
 * Both disclosure menus of the header run the same statechart; the model walk drives each one
 * through every event from both states, with each event played as a user gesture.
 */
const CONTROLS = [
  { name: 'wide Sectors dropdown', trigger: 'Sectors', openLinks: ['Crypto & Forex', 'Agriculture', 'Oil & Gas', 'Real Estate'] },
  {
    name: 'narrow menu',
    trigger: 'Menu',
    openLinks: ['Home', 'About', 'Crypto & Forex', 'Agriculture', 'Oil & Gas', 'Real Estate', 'Contact', 'Login', 'Sign Up'],
  },
] as const;

// Every event in the closed state, then in the open state: each transition of the chart once.
const WALK: MenuEvent[] = (
  ['key.escape', 'pointer.outside', 'focus.outside', 'link.choose', 'route.change', 'menu.toggle', 'menu.toggle'] as const
)
  .map((type) => ({ type }) as MenuEvent)
  .concat(
    (['key.escape', 'pointer.outside', 'focus.outside', 'link.choose', 'route.change', 'menu.toggle'] as const).flatMap((type) => [
      { type: 'menu.toggle' } as MenuEvent,
      { type } as MenuEvent,
    ]),
  );

const model = new TestModel(menuMachine, {
  stateMatcher: (state, key) => (state as ReturnType<typeof menuMachine.resolveState>).matches(key as 'open' | 'closed'),
});

function panelOf(trigger: HTMLElement) {
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('aria-controls names no element');
  return panel;
}

// The first render of the whole app in a test file takes seconds on a busy machine.
describe.each(REACT_MODES)('header ($name)', { timeout: 30_000 }, ({ strict }) => {
  describe.each(CONTROLS)('$name', (control) => {
    it('follows the menu statechart through every transition', async () => {
      const user = userEvent.setup();
      const { router } = await renderRoute('/about', { strict });
      const trigger = screen.getByRole('button', { name: control.trigger });
      const panel = panelOf(trigger);
      const paths = model.getPathsFromEvents(WALK, { fromState: menuMachine.resolveState({ value: 'closed' }) });
      expect(paths.length).toBeGreaterThan(0);
      const destinations = ['/contact', '/faq', '/terms', '/privacy'] as const;
      let navigations = 0;

      for (const path of paths) {
        await path.test({
          events: {
            'menu.toggle': () => user.click(trigger),
            'key.escape': () => user.keyboard('{Escape}'),
            // The risk bar is not focusable: the press lands outside without moving focus elsewhere.
            'pointer.outside': () => user.click(screen.getByRole('region', { name: 'Risk warning' })),
            'focus.outside': () => act(() => screen.getAllByRole('link', { name: /log ?in/i })[0]!.focus()),
            'link.choose': async () => {
              // Closed: no panel link can be chosen; open: choosing one navigates and closes.
              if (panel.hidden) return;
              await user.click(within(panel).getByRole('link', { name: /^Agriculture/ }));
              expect(router.state.location.pathname).toBe('/sectors/agriculture');
            },
            'route.change': () => act(() => router.navigate({ to: destinations[navigations++ % destinations.length]! })),
          },
          states: {
            closed: () => {
              expect(trigger).toHaveAttribute('aria-expanded', 'false');
              expect(panel).not.toBeVisible();
            },
            open: () => {
              expect(trigger).toHaveAttribute('aria-expanded', 'true');
              expect(panel).toBeVisible();
              // Each link's name starts with its label (the dropdown adds a one-line description).
              const links = within(panel).getAllByRole('link');
              expect(links).toHaveLength(control.openLinks.length);
              control.openLinks.forEach((label, index) => expect(links[index]!.textContent).toMatch(new RegExp(`^${label}`)));
            },
          },
        });
      }
    });

    it('Escape closes it and returns focus to its button', async () => {
      const user = userEvent.setup();
      await renderRoute('/', { strict });
      const trigger = screen.getByRole('button', { name: control.trigger });
      await user.click(trigger);
      await user.tab();
      expect(panelOf(trigger)).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Escape}');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(trigger).toHaveFocus();
    });
  });

  it('shows Login and Sign Up to visitors', async () => {
    await renderRoute('/', { strict });
    const nav = screen.getByRole('banner');
    expect(within(nav).getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/auth/login');
    expect(within(nav).getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute('href', '/auth/signup');
    expect(within(nav).queryByRole('link', { name: 'Log out' })).toBeNull();
  });

  it('shows Dashboard and Log out when an access entry exists, re-read on route change', async () => {
    const { router } = await renderRoute('/', { strict });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    window.localStorage.setItem('access', 'header.payload.signature');
    await act(() => router.navigate({ to: '/about' }));
    expect(within(banner).getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute('href', '/dashboard');
    expect(within(banner).getAllByRole('link', { name: 'Log out' })[0]).toHaveAttribute('href', '/auth/logout');
    expect(within(banner).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('links the header to every page of the specification', async () => {
    await renderRoute('/', { strict });
    const banner = screen.getByRole('banner');
    const hrefs = Array.from(banner.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    for (const href of ['/', '/about', '/contact', '/auth/login', '/auth/signup', '/sectors/crypto-forex', '/sectors/agriculture', '/sectors/real-estate', '/sectors/oil-gas']) {
      expect(hrefs).toContain(href);
    }
    expect(screen.getByRole('region', { name: 'Risk warning' })).toHaveTextContent(
      "Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you should not expect to be protected if something goes wrong.",
    );
    expect(within(screen.getByRole('region', { name: 'Risk warning' })).getByRole('link', { name: 'Take 2 mins to learn more' })).toHaveAttribute('href', '/risk');
  });
});
