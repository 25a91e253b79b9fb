import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute, REACT_MODES } from '../support/renderRoute';

describe.each(REACT_MODES)('404 page ($name)', ({ strict }) => {
  it('shows the exact message and a Back to Home link for an unknown path', async () => {
    await renderRoute('/no/such/page', { strict });
    expect(await screen.findByRole('heading', { name: "Oops! The page you're looking for doesn't exist." })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Acme Invest');
  });

  it('treats a checkout slug the specification does not list as not found', async () => {
    window.localStorage.setItem('access', 'a.b.c');
    await renderRoute('/deposit/checkout_doge_dogecoin', { strict });
    expect(await screen.findByRole('heading', { name: "Oops! The page you're looking for doesn't exist." })).toBeInTheDocument();
  });
});
