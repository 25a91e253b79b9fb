import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute, REACT_MODES } from '../support/renderRoute';

vi.setConfig({ testTimeout: 20_000 });

// The certificate's reveal (waiting until half in view) is walked by ui/reveal.walk.test.tsx.
describe.each(REACT_MODES)('certifications page ($name)', ({ strict }) => {
  it('shows the heading, subtitle, certificate, company facts, bullets, Legal Center and Back to Home', async () => {
    await renderRoute('/certificates', { strict });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: 'Company Certifications' })).toBeInTheDocument();
    expect(main.getByText('Proof of credibility and legal registration')).toBeInTheDocument();
    const image = main.getByRole('img', { name: /Certificate of incorporation of Acme Invest Limited/ });
    expect(image).toHaveAttribute('src', '/certificates/incorporation.svg');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '1131');
    for (const fact of ['Acme Invest Limited', '07209492', '28 June 2022', 'England & Wales']) {
      expect(main.getAllByText(fact).length).toBeGreaterThan(0);
    }
    expect(main.getByRole('heading', { name: 'Why This Matters to Our Investors' })).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'Our Commitment to Compliance' })).toBeInTheDocument();
    expect(main.getByText(/crypto, forex, agriculture and cannabis, oil & gas, and real estate/)).toBeInTheDocument();
    const legal = within(main.getByRole('navigation', { name: 'Legal Center' }));
    expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(legal.getByRole('link', { name: 'Risk summary' })).toHaveAttribute('href', '/risk');
    expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
