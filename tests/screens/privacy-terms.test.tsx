import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute, REACT_MODES } from '../support/renderRoute';

vi.setConfig({ testTimeout: 20_000 });

const PRIVACY = [
  'Introduction', 'Information We Collect', 'How We Use Your Information', 'Sharing Your Information', 'Data Retention',
  'Your Data Protection Rights', 'Cookies and Similar Technologies', 'Data Security', 'International Transfers',
  "Children's Privacy", 'Changes to This Policy', 'Contact Us',
];
const TERMS = [
  'Acceptance of Terms', 'Investment Services', 'Eligibility', 'Account Registration', 'Investment Policy', 'User Conduct',
  'Risk Acknowledgment', 'Withdrawal Policy', 'Fees', 'Termination', 'Intellectual Property', 'Modifications to These Terms', 'Contact Us',
];

function sectionHeadings() {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => /^\d+\. /.test(text ?? ''));
}

describe.each(REACT_MODES)('policy pages ($name)', ({ strict }) => {
  it('privacy: 12 numbered sections, the date, the cookies list and Back to Home', async () => {
    await renderRoute('/privacy', { strict });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(main.getByText('Last updated: June 19, 2025')).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(PRIVACY.map((title, index) => `${index + 1}. ${title}`));
    const cookies = within(main.getByRole('table', { name: 'What our website stores on your device' }));
    for (const used of ['acme-invest.cookie-consent', 'access, refresh, user_id', 'reCAPTCHA (e.g. _GRECAPTCHA)', 'TradingView widgets']) {
      expect(cookies.getByText(used)).toBeInTheDocument();
    }
    expect(main.getByText(/Information Commissioner's Office/)).toBeInTheDocument();
    expect(main.getByText(/at least 18 years old/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('terms: 13 numbered sections, the date, the key rules and Back to Home', async () => {
    await renderRoute('/terms', { strict });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(main.getByText('Last updated: June 19, 2025')).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(TERMS.map((title, index) => `${index + 1}. ${title}`));
    expect(main.getByText(/The minimum investment is \$500/)).toBeInTheDocument();
    expect(main.getByText(/at least 18 years old/)).toBeInTheDocument();
    expect(main.getByText(/returns are not guaranteed/)).toBeInTheDocument();
    expect(main.getByText(/accurate and complete bank or wallet details/)).toBeInTheDocument();
    expect(main.getByText(/may reduce your returns, forfeit profit accrued on that investment, or incur an early termination fee/)).toBeInTheDocument();
    expect(main.getByText(/After the third reinvestment cycle you must either upgrade to a higher plan or end the contract/)).toBeInTheDocument();
    expect(main.getByText(/disclosed to you before the investment is finalised/)).toBeInTheDocument();
    for (const plan of ['BASELAYER', 'IGNITE', 'VERTEX', 'SOVEREIGN', 'DYNASTY-LAYER']) {
      expect(main.getByText(new RegExp(`^${plan}: deposits`))).toBeInTheDocument();
    }
    expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
