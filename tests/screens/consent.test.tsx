import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_STORAGE_KEY } from '../../src/content/consent';
import { syncConsentFromStorage } from '../../src/features/consent/consentStore';
import { renderRoute, REACT_MODES } from '../support/renderRoute';

vi.setConfig({ testTimeout: 20_000 });

function banner() {
  return screen.queryByRole('region', { name: 'Cookies on Acme Invest' });
}

/** The footer and the banner load after the page (lazy): wait for both to have had their turn. */
async function renderSettled(strict: boolean) {
  const result = await renderRoute('/', { strict });
  await screen.findByRole('button', { name: 'Cookie settings' }, { timeout: 10_000 });
  await act(() => import('../../src/features/consent/CookieBanner'));
  return result;
}

function storedChoice() {
  return JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
}

describe.each(REACT_MODES)('cookie consent ($name)', ({ strict }) => {
  beforeEach(() => syncConsentFromStorage());

  it('asks on the first visit with two equal choices and a link to the cookies section', async () => {
    await renderSettled(strict);
    const region = await screen.findByRole('region', { name: 'Cookies on Acme Invest' });
    expect(region).not.toBeNull();
    const accept = within(region as HTMLElement).getByRole('button', { name: 'Accept all' });
    const reject = within(region as HTMLElement).getByRole('button', { name: 'Reject all' });
    // Equally prominent: the same component, variant and classes.
    expect(accept.className).toBe(reject.className);
    expect(within(region as HTMLElement).getByRole('link', { name: 'How we use cookies' })).toHaveAttribute('href', '/privacy#cookies');
  });

  it.each([
    ['Accept all', true],
    ['Reject all', false],
  ])('%s stores the choice, closes the banner and is remembered on the next visit', async (label, markets) => {
    const { unmount } = await renderSettled(strict);
    await userEvent.setup().click(screen.getByRole('button', { name: label }));
    expect(banner()).toBeNull();
    expect(storedChoice()).toMatchObject({ version: 1, markets });
    unmount();
    syncConsentFromStorage();
    await renderSettled(strict);
    expect(banner()).toBeNull();
  });

  it('reopens from Cookie settings in the footer, shows the current choice, and returns focus on close', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, markets: false, decidedAt: 'then' }));
    syncConsentFromStorage();
    await renderSettled(strict);
    expect(banner()).toBeNull();
    const user = userEvent.setup();
    const settings = within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie settings' });
    await user.click(settings);
    expect(banner()).toHaveFocus();
    expect(banner()).toHaveTextContent('Your current choice: market charts not allowed.');
    await user.click(screen.getByRole('button', { name: 'Keep my current choice' }));
    expect(banner()).toBeNull();
    expect(settings).toHaveFocus();
    await user.click(settings);
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(storedChoice()).toMatchObject({ markets: true });
  });

  it('treats a corrupt stored choice as no choice', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    syncConsentFromStorage();
    await renderSettled(strict);
    expect(banner()).not.toBeNull();
  });
});
