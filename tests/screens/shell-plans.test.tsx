import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, REACT_MODES } from '../support/renderRoute';

// The shell's Plans control is tested against a stand-in home page with the plans section the
// home-page screen provides (id "plans"); the real page is covered by the browser suite.
vi.mock('../../src/screens/public/HomePage', () => ({
  HomePage: () => (
    <section id="plans" aria-labelledby="plans-heading">
      <h2 id="plans-heading">Investment plans</h2>
    </section>
  ),
}));

function spyOnScrolls() {
  const scrolled: Element[] = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function record(this: Element) {
    scrolled.push(this);
  });
  return scrolled;
}

const plansSection = () => document.getElementById('plans');

afterEach(() => vi.restoreAllMocks());

describe.each(REACT_MODES)('Plans control ($name)', { timeout: 30_000 }, ({ strict }) => {
  it('on the home page scrolls to the plans section and moves focus there', async () => {
    const scrolled = spyOnScrolls();
    const user = userEvent.setup();
    const { router } = await renderRoute('/', { strict });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Plans' }));
    await waitFor(() => expect(scrolled).toContain(plansSection()));
    expect(plansSection()).toHaveFocus();
    expect(router.state.location.pathname).toBe('/');
  });

  it('from another page navigates home first, then scrolls once the section exists', async () => {
    const scrolled = spyOnScrolls();
    const user = userEvent.setup();
    const { router } = await renderRoute('/about', { strict });
    expect(plansSection()).toBeNull();
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Plans' }));
    await waitFor(() => expect(scrolled).toContain(plansSection()));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('plans');
  });

  it('in the narrow menu closes the menu too', async () => {
    const scrolled = spyOnScrolls();
    const user = userEvent.setup();
    await renderRoute('/contact', { strict });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    await user.click(within(panel).getByRole('button', { name: 'Plans' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(scrolled).toContain(plansSection()));
  });

  it('in the footer works the same way from another page', async () => {
    const scrolled = spyOnScrolls();
    const user = userEvent.setup();
    const { router } = await renderRoute('/faq', { strict });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Plans' }));
    await waitFor(() => expect(scrolled).toContain(plansSection()));
    expect(router.state.location.pathname).toBe('/');
  });
});
