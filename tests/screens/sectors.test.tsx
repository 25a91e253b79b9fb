import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute, REACT_MODES } from '../support/renderRoute';

vi.setConfig({ testTimeout: 20_000 });

const PAGES = [
  { path: '/sectors/agriculture', title: 'Agriculture & Cannabis', risk: 'Risks specific to agriculture' },
  { path: '/sectors/real-estate', title: 'Real Estate', risk: 'Risks specific to real estate' },
  { path: '/sectors/oil-gas', title: 'Oil & Gas', risk: 'Risks specific to oil & gas' },
  { path: '/sectors/crypto-forex', title: 'Crypto & Forex', risk: 'Risks specific to crypto & forex' },
] as const;

describe.each(REACT_MODES)('sector pages ($name)', ({ strict }) => {
  it.each(PAGES)('$path: what, how, risks, plans and a call to action', async ({ path, title, risk }) => {
    await renderRoute(path, { strict });
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: 'What we invest in' })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: 'How returns are generated' })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: risk })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: 'Which plans apply' })).toBeInTheDocument();
    const plans = within(main.getByRole('table', { name: 'Our five plans' }));
    expect(plans.getAllByRole('row')).toHaveLength(6);
    expect(main.getAllByRole('link', { name: 'Create an account' })[0]).toHaveAttribute('href', '/auth/signup');
    for (const image of main.getAllByRole('img')) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(image.getAttribute('alt')).not.toBe('');
    }
  });

  it('the risk summary page covers the key risks in plain English', async () => {
    await renderRoute('/risk', { strict });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: 'Risk summary' })).toBeInTheDocument();
    for (const text of [/You could lose all the money you invest/, /Financial Services Compensation Scheme/, /Financial Ombudsman Service/, /get your money back early/, /highly volatile/, /eggs in one basket/, /Watch out for fraud/]) {
      expect(main.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
