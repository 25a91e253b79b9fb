import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, REACT_MODES } from '../support/renderRoute';

function questionButtons() {
  return within(screen.getByRole('main'))
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-controls'));
}

function openPanels() {
  return within(screen.getByRole('main')).queryAllByRole('region').filter((region) => region.id.endsWith('-panel'));
}

// The first render of the whole app takes a few seconds on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

describe.each(REACT_MODES)('FAQ page ($name)', ({ strict }) => {
  it('has the heading, ten closed questions in headings, and the support links', async () => {
    await renderRoute('/faq', { strict });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    const buttons = questionButtons();
    expect(buttons).toHaveLength(10);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button.closest('h2')).not.toBeNull();
    }
    expect(openPanels()).toHaveLength(0);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    expect(main.getByRole('link', { name: 'support@acme-invest.example' })).toHaveAttribute('href', 'mailto:support@acme-invest.example');
    expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  // The generated walk (ui/accordion.walk.test.tsx) clicks; this also opens a second question over the first.
  it('opens with Enter and Space, keeps one open at a time, and closes the open one', async () => {
    await renderRoute('/faq', { strict });
    const user = userEvent.setup();
    const [first, second] = questionButtons();
    if (!first || !second) throw new Error('expected questions');

    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(screen.getByRole('region', { name: 'What is Acme Invest?' })).toBe(panel);

    second.focus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(openPanels()).toHaveLength(1);

    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(openPanels()).toHaveLength(0);
  });

  it('moves between questions with the arrow keys, Home and End', async () => {
    await renderRoute('/faq', { strict });
    const user = userEvent.setup();
    const buttons = questionButtons();
    buttons[0]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[9]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(buttons[9]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
    // Up from the second goes to the first, not round to the last.
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowUp}');
    expect(buttons[0]).toHaveFocus();
  });

  it('names the five sectors, the payment methods, the fees rule, $500 and 18+', async () => {
    await renderRoute('/faq', { strict });
    const text = within(screen.getByRole('main')).getAllByRole('region', { hidden: true }).map((region) => region.textContent).join(' ');
    expect(text).toMatch(/five major sectors: cryptocurrency, forex, agriculture \(including licensed cannabis cultivation\), oil & gas, and real estate/);
    expect(text).toMatch(/major cryptocurrencies .* gift cards and selected payment gateways/);
    expect(text).toMatch(/disclosed to you before an investment is finalised/);
    expect(text).toMatch(/\$500/);
    expect(text).toMatch(/aged 18 or over/);
    expect(text).not.toMatch(/returns are guaranteed/i);
  });
});
