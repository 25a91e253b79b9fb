import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { CONSENT_TEXTS, MARKET_TEXTS } from '../../oracle/marketing';
import { CONSENT_STORAGE_KEY } from '../../../contract/consentPeek';
import type { ConsentChoice } from '../../../machines/ui/consent.machine';

/**
 * The cookie banner, on the crypto & forex page, whose chart placeholders offer "Load market
 * charts". Each walk renders a new app, whose consent starts from the (cleared) storage: a first visit.
 */

// Found by their text: role queries over this long page take a tenth of a second each; `see`
// checks the banner's role and name.
const banner = () => screen.queryByText(CONSENT_TEXTS.title)?.closest('section') ?? null;
const inBanner = () => within(banner()!);
const settingsButton = () => within(screen.getByRole('contentinfo')).getByRole('button', { name: CONSENT_TEXTS.settingsButton });
const loadChartsButtons = () => screen.queryAllByText(MARKET_TEXTS.consentButton, { selector: 'button' });

/** The choice this browser has stored, as the app reads it. */
function storedChoice(): ConsentChoice | null {
  const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
  if (!raw) return null;
  const stored = JSON.parse(raw) as { version: number; markets: boolean; analytics: boolean; decidedAt: string };
  expect(stored).toMatchObject({ version: 1, decidedAt: expect.any(String) });
  return { markets: stored.markets, analytics: stored.analytics };
}

interface Page {
  user: UserEvent;
  /** Whether the banner was reopened from the footer at the previous step (its close gives focus back). */
  wasReviewing: boolean;
  /** Whether the last gesture was made in the banner itself. */
  choseInBanner: boolean;
  /**
   * By the walk's own account (never the machine's): the choice made, and the banner, asking a
   * first visit, reopened from the footer, or closed once a choice is made.
   */
  choice: ConsentChoice | null;
  banner: 'firstTime' | 'reviewing' | 'closed';
}

/** A choice made in this tab: stored, and the banner closes. */
function choose(page: Page, choice: ConsentChoice | null) {
  page.choice = choice;
  page.banner = 'closed';
}

walkScreen<Page>('consent', {
  async mount({ strict, user }) {
    await renderRoute('/sectors/crypto-forex', { strict });
    return { user, wasReviewing: false, choseInBanner: false, choice: null, banner: 'firstTime' };
  },
  drive: {
    'consent.acceptAll': async (_event, page) => {
      page.choseInBanner = true;
      await page.user.click(inBanner().getByRole('button', { name: CONSENT_TEXTS.acceptAll }));
      choose(page, { markets: true, analytics: true });
    },
    'consent.rejectAll': async (_event, page) => {
      page.choseInBanner = true;
      await page.user.click(inBanner().getByRole('button', { name: CONSENT_TEXTS.rejectAll }));
      choose(page, { markets: false, analytics: false });
    },
    'consent.keep': async (_event, page) => {
      page.choseInBanner = true;
      await page.user.click(inBanner().getByRole('button', { name: CONSENT_TEXTS.keepChoice }));
      choose(page, page.choice);
    },
    'consent.review': async (_event, page) => {
      page.choseInBanner = false;
      await page.user.click(settingsButton());
      page.banner = 'reviewing';
    },
    'consent.grantMarkets': async (_event, page) => {
      page.choseInBanner = false;
      await page.user.click(loadChartsButtons()[0]!);
      // The charts only: page-speed measurement stays as it was (off when nothing was chosen yet).
      choose(page, { analytics: page.choice?.analytics ?? false, markets: true });
    },
    // Another tab of the site changed the stored choice: this tab hears of it by a storage event.
    'consent.synced': ({ choice }, page) => {
      page.choseInBanner = false;
      // This tab follows: the banner closes on a choice, and asks again after a clear.
      page.choice = choice;
      page.banner = choice ? 'closed' : 'firstTime';
      if (choice) {
        const stored = { version: 1, markets: choice.markets, analytics: choice.analytics, decidedAt: new Date().toISOString() };
        localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
        window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, storageArea: localStorage }));
      } else {
        // The visitor cleared the site's storage (key: null for a clear).
        localStorage.clear();
        window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
      }
    },
  },
  async see(_expected, page) {
    const { choice } = page;
    const reviewing = page.banner === 'reviewing';
    if (page.banner !== 'closed') {
      await soon(() => expect(banner()).toBeVisible());
      expect(banner()).toHaveRole('region');
      expect(banner()).toHaveAccessibleName(CONSENT_TEXTS.title);
      // Focused when reopened, never in the tab order itself.
      expect(banner()).toHaveAttribute('tabindex', '-1');
      // Accept all and Reject all are equally prominent: the same component, variant and classes.
      const accept = inBanner().getByRole('button', { name: CONSENT_TEXTS.acceptAll });
      const reject = inBanner().getByRole('button', { name: CONSENT_TEXTS.rejectAll });
      expect(accept.className).toBe(reject.className);
      // The choice each makes when pressed before the app runs (the prerendered page's script reads it: contract/earlyPress.ts).
      expect(accept).toHaveAttribute('data-consent-choice', 'accept');
      expect(reject).toHaveAttribute('data-consent-choice', 'reject');
      expect(inBanner().getByRole('link', { name: CONSENT_TEXTS.policyLinkLabel })).toHaveAttribute('href', '/privacy#cookies');
      // Reopened from the footer: the current choice is said, can be kept, and the keyboard is in the banner.
      expect(inBanner().queryByRole('button', { name: CONSENT_TEXTS.keepChoice }) !== null).toBe(reviewing);
      if (reviewing) {
        expect(banner()).toHaveTextContent(CONSENT_TEXTS.currentChoice(choice?.markets === true, choice?.analytics === true));
        expect(banner()).toHaveFocus();
      } else {
        expect(banner()).not.toHaveTextContent(/Your current choice/);
      }
    } else {
      await soon(() => expect(banner()).toBeNull());
    }
    // Closing the reopened banner from inside it gives the focus back to Cookie settings.
    if (page.wasReviewing && !reviewing && page.choseInBanner) expect(settingsButton()).toHaveFocus();
    if (page.wasReviewing && !reviewing && !page.choseInBanner) expect(settingsButton()).not.toHaveFocus();
    page.wasReviewing = reviewing;

    expect(storedChoice()).toEqual(choice);
    // The charts load only with consent; until then each placeholder offers to load them.
    if (choice?.markets) await soon(() => expect(loadChartsButtons()).toHaveLength(0));
    else await soon(() => expect(loadChartsButtons().length).toBeGreaterThan(0));
  },
});
