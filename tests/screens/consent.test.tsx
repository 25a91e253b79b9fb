import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_STORAGE_KEY } from '../../contract/consentPeek';
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

// The banner's choices, Cookie settings, "Load market charts" and other tabs are walked by
// ui/consent.walk.test.tsx; these check what a later visit reads from storage.
describe.each(REACT_MODES)('cookie consent ($name)', ({ strict }) => {
  it.each([
    ['Accept all', true],
    ['Reject all', false],
  ])('%s stores the choice, closes the banner and is remembered on the next visit', async (label, markets) => {
    const { unmount } = await renderSettled(strict);
    await userEvent.setup().click(screen.getByRole('button', { name: label }));
    expect(banner()).toBeNull();
    expect(storedChoice()).toMatchObject({ version: 1, markets, analytics: markets });
    unmount();
    await renderSettled(strict);
    expect(banner()).toBeNull();
  });

  it('treats a corrupt stored choice as no choice', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    await renderSettled(strict);
    expect(banner()).not.toBeNull();
  });
});
