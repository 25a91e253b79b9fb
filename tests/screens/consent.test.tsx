import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Actor, type AnyActorLogic } from 'xstate';
import { CONSENT_STORAGE_KEY } from '../../contract/consentPeek';
import { CONSENT_TEXTS } from '../oracle/marketing';
import { renderRoute, REACT_MODES } from '../support/renderRoute';
import { createConsentHandle } from '../../src/consent/consent';
import { consentActor } from '../../src/consent/consentStore';

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

/** How many subscriptions to the consent actor are live, counted from now on. */
function followersOfConsent() {
  let live = 0;
  const subscribe = Actor.prototype.subscribe;
  const spy = vi.spyOn(Actor.prototype, 'subscribe').mockImplementation(function (this: Actor<AnyActorLogic>, ...args: Parameters<typeof subscribe>) {
    const subscription = subscribe.apply(this, args);
    if ((this.logic as { id?: string }).id !== 'consent') return subscription;
    live += 1;
    return { unsubscribe: () => ((live -= 1), subscription.unsubscribe()) };
  } as typeof subscribe);
  onTestFinished(() => spy.mockRestore());
  return () => live;
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

  it('reads a choice stored before page-speed measurement was asked about as measurement not allowed', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, markets: true, decidedAt: '2026-01-01T00:00:00.000Z' }));
    await renderSettled(strict);
    expect(banner()).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: CONSENT_TEXTS.settingsButton }));
    expect(banner()).toHaveTextContent(CONSENT_TEXTS.currentChoice(true, false));
  });

  it('never shows the banner to a visitor who chose, not even on the first paint', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, markets: false, analytics: false, decidedAt: '2026-01-01T00:00:00.000Z' }));
    const added: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => added.push(...record.addedNodes)));
    observer.observe(document.body, { childList: true, subtree: true });
    onTestFinished(() => observer.disconnect());
    await renderSettled(strict);
    added.push(...observer.takeRecords().flatMap((record) => [...record.addedNodes]));
    expect(added.some((node) => node.textContent?.includes(CONSENT_TEXTS.title))).toBe(false);
  });

  it('shows the banner itself once the app runs: the mark that hid it before the first paint goes', async () => {
    // Set by the prerendered page's script for a visitor who already chose (contract/consentPeek.ts);
    // left on <html>, its CSS would keep hiding the banner when Cookie settings reopens it.
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, markets: false, analytics: false, decidedAt: '2026-01-01T00:00:00.000Z' }));
    document.documentElement.setAttribute('data-consent-decided', '');
    try {
      await renderSettled(strict);
      await userEvent.setup().click(screen.getByRole('button', { name: CONSENT_TEXTS.settingsButton }));
      expect(banner()).not.toBeNull();
      expect(document.documentElement).not.toHaveAttribute('data-consent-decided');
    } finally {
      document.documentElement.removeAttribute('data-consent-decided');
    }
  });

  it('lets go of the choice when a part that follows it leaves the page', async () => {
    const following = followersOfConsent();
    const { router } = await renderRoute('/sectors/crypto-forex', { strict });
    await screen.findByRole('button', { name: CONSENT_TEXTS.settingsButton }, { timeout: 10_000 });
    // The banner and the chart placeholders follow the choice.
    const onTheChartsPage = following();
    await act(() => router.navigate({ to: '/faq' }));
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(following()).toBeLessThan(onTheChartsPage);
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
