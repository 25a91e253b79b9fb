import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_STORAGE_KEY } from '../../contract/consentPeek';
import { renderRoute, REACT_MODES } from '../support/renderRoute';
import { createConsentHandle } from '../../src/app/consent';
import { consentActor } from '../../src/app/consentStore';

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

  it.each([
    ['not JSON', '{not json'],
    ['nothing', 'null'],
    ['of another version', '{"version":0,"markets":true,"analytics":true}'],
    ['without a yes or no for the charts', '{"version":1,"markets":"yes","analytics":true}'],
  ])('treats a stored choice that is %s as no choice: the banner asks', async (_, stored) => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    await renderSettled(strict);
    expect(banner()).not.toBeNull();
  });

  it('reads the stored choice again when another tab stores it or storage is cleared, not when another key changes', async () => {
    await renderSettled(strict);
    // Another tab accepted: its choice is in storage, and the storage event names what changed.
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, markets: true, analytics: true, decidedAt: '2026-01-01T00:00:00.000Z' }));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'another-key' })));
    expect(banner()).not.toBeNull();
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: null })));
    expect(banner()).toBeNull();
  });
});

it('stops following other tabs once the app is thrown away', () => {
  const handle = createConsentHandle();
  const actor = consentActor(handle);
  handle.stop();
  window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, markets: true, analytics: true, decidedAt: '2026-01-01T00:00:00.000Z' }));
  const send = vi.spyOn(actor, 'send');
  window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
  expect(send).not.toHaveBeenCalled();
});
