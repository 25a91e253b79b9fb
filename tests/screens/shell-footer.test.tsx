import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, REACT_MODES } from '../support/renderRoute';

/** Clicks a link and says whether the app kept the browser from following it (client-side routing). */
async function clickAndReportPrevented(link: HTMLElement) {
  let prevented: boolean | undefined;
  const record = (event: MouseEvent) => {
    prevented = event.defaultPrevented;
    event.preventDefault(); // jsdom cannot follow a full navigation
  };
  document.addEventListener('click', record);
  await userEvent.setup().click(link);
  document.removeEventListener('click', record);
  return prevented;
}

describe.each(REACT_MODES)('footer ($name)', { timeout: 30_000 }, ({ strict }) => {
  it('shows the current year in the copyright line, computed when it renders', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    await renderRoute('/about', { strict });
    expect(within(screen.getByRole('contentinfo')).getByText('© 2031 Acme Invest. All rights reserved.')).toBeInTheDocument();
  });

  it('has Home as a plain link that reloads the page, the other links routed in the app', async () => {
    await renderRoute('/about', { strict });
    const footer = within(screen.getByRole('contentinfo'));
    const home = footer.getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '/');
    expect(await clickAndReportPrevented(home)).toBe(false);
    expect(await clickAndReportPrevented(footer.getByRole('link', { name: 'Contact' }))).toBe(true);
  });

  it('links every page the specification lists, plus the risk summary', async () => {
    await renderRoute('/', { strict });
    const footer = within(screen.getByRole('contentinfo'));
    const expected: Array<[string | RegExp, string]> = [
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Faq', '/faq'],
      ['Certifications', '/certificates'],
      ['Risk warning', '/risk'],
      ['Crypto & Forex', '/sectors/crypto-forex'],
      ['Agriculture', '/sectors/agriculture'],
      ['Oil & Gas', '/sectors/oil-gas'],
      ['Real Estate', '/sectors/real-estate'],
    ];
    for (const [name, href] of expected) expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(footer.getByRole('button', { name: 'Plans' })).toBeInTheDocument();
  });

  it('holds the office address, the newsletter form, named social links and both taglines', async () => {
    await renderRoute('/', { strict });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(/71-75 Shelton Street/)).toBeInTheDocument();
    expect(footer.getByRole('textbox', { name: /email/i })).toHaveAttribute('type', 'email');
    expect(footer.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    for (const network of ['LinkedIn', 'X', 'Facebook', 'Instagram']) {
      expect(footer.getByRole('link', { name: `Acme Invest on ${network}` })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    }
    // CSS shows the short tagline below 768 px and the long one from 768 px (checked in the browser suite).
    expect(footer.getByText(/^Innovative financial solutions for investment growth and security\.$/)).toBeInTheDocument();
    expect(footer.getByText(/^Innovative financial solutions tailored to your investment growth and security/)).toBeInTheDocument();
  });
});
