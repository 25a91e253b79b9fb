import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderRoute, REACT_MODES } from '../support/renderRoute';

// The two disclosure menus (Sectors, and the narrow menu) are walked by ui/menu.walk.test.tsx.
// The first render of the whole app in a test file takes seconds on a busy machine.
describe.each(REACT_MODES)('header ($name)', { timeout: 30_000 }, ({ strict }) => {
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
