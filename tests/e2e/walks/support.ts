/**
 * What the browser walks share: the visitor's cookie choice, the two viewports, a visitor's
 * scrolling, and the pieces of the walks' own accounts of what a page shows (a
 * failure's words, the delay that has just ended), with the drivers and checks that move or read
 * them the same way in every walk (a refused call, a retried load, a load's failure shown).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../../contract/consentPeek';
import { DASHBOARD_TEXTS, delayNameOf } from '../../oracle';
import { delayEnded, type Moment } from '../../support/walk/moment';
// The runner's `expect`, which counts the matchers a walk's `see` runs (a `see` that asserts nothing fails).
import { expect as seeExpect } from '../support/walk';

/** A phone's viewport, below the 768 px breakpoint (the walks run at the wide width otherwise). */
export const NARROW = { width: 375, height: 812 } as const;
/** The wide project's viewport (playwright.config.ts), to come back to after NARROW. */
export const WIDE = { width: 1280, height: 800 } as const;

/** A visitor's cookie choice; without `analytics`, as stored before page-speed measurement was asked about. */
interface CookieChoice { markets: boolean; analytics?: boolean }

/** A cookie choice as the site stores it. */
const storedForm = (choice: CookieChoice) => JSON.stringify({ version: 1, ...choice, decidedAt: '2026-01-01T00:00:00.000Z' });

/**
 * A visitor who answered the cookie banner on an earlier visit: stored before the page loads,
 * so the banner (fixed at the bottom of the screen) never covers what the walk presses.
 */
export async function rememberCookieChoice(page: Page, choice: CookieChoice) {
  // Init scripts run in every frame too: a widget's frame (another origin, or the browser's error
  // page when blocked) is none of ours, and may not even read its storage.
  await page.addInitScript(([key, value]) => {
    if (window === window.top) window.localStorage.setItem(key, value);
  }, [CONSENT_STORAGE_KEY, storedForm(choice)] as const);
}

/** The cookie choice the page stored (null when the visitor has not chosen). */
export async function storedCookieChoice(page: Page): Promise<Required<CookieChoice> | null> {
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY);
  if (!stored) return null;
  const { markets, analytics } = JSON.parse(stored) as CookieChoice;
  return { markets, analytics: analytics === true };
}

/**
 * The stored cookie choice changes in another tab of the site (null: cleared), which the page
 * hears of as a `storage` event. The other tab is any page of the same origin.
 */
export async function changeCookieChoiceElsewhere(page: Page, choice: CookieChoice | null) {
  const other = await page.context().newPage();
  await other.goto('/healthz');
  await other.evaluate(([key, value]) => (value === null ? window.localStorage.removeItem(key) : window.localStorage.setItem(key, value)), [
    CONSENT_STORAGE_KEY, choice && storedForm(choice),
  ] as const);
  await other.close();
}

/**
 * Scrolls down with the mouse wheel, a step at a time as a visitor does, until half of `target`
 * is in view. Not a jump (scrollIntoView): the blocks passed on the way are laid out as they come
 * near, so the target does not move after it has been reached.
 */
export async function scrollDownTo(page: Page, target: Locator) {
  // The pointer at the window's left edge, off the content: over a carousel it would hold it.
  const { height } = page.viewportSize()!;
  await page.mouse.move(1, height / 2);
  await expect(async () => {
    await page.mouse.wheel(0, height / 3);
    await expect(target).toBeInViewport({ ratio: 0.5, timeout: 50 });
  }).toPass({ intervals: [0], timeout: 15_000 });
}

export { escapeRegExp } from '../../support/escapeRegExp';

/** A walk's account of a screen whose last call failed: the server's words for it. */
export interface Failing {
  failure: string | null;
}

/** A call failed: the screen shows `shown` with the server's words. */
export function failed<TShown>(walk: Failing & { shown: TShown }, shown: TShown, error: { message: string }) {
  walk.shown = shown;
  walk.failure = error.message;
}

/** A held API as the walks answer it (`holdApi`'s `answer`): an endpoint's newest request, with a status and a body. */
interface HeldAnswers {
  answer(endpoint: string, status: number, body: unknown): Promise<void>;
}

/** The server's answer to a failed call: the walk's error, as the API says it. */
export const refusal = (error: { message: string }) => ({ detail: error.message });

/**
 * The server refuses the held `request` with `error`'s words (`{ detail }`) and `status`. The walk
 * notes on its own account what the page shows now (`shown`) and the words it shows (`failure`).
 */
export function refuseWith<W extends Failing & { api: HeldAnswers; shown: unknown }>(
  walk: W, request: string, error: { message: string }, status: number, shown: W['shown'],
) {
  failed(walk, shown, error);
  return walk.api.answer(request, status, refusal(error));
}

/**
 * The user asks again for data that failed to load: the retry button in `scope` (the page's main
 * part, a card, a dialog). By the walk's own account, it is loading again. (Only a walk whose
 * account has a 'loading' may.)
 */
export function retryLoad<W extends { shown: unknown }>(walk: W & ('loading' extends W['shown'] ? unknown : never), scope: Locator) {
  walk.shown = 'loading';
  return scope.getByRole('button', { name: DASHBOARD_TEXTS.retry }).click();
}

/** Data that failed to load: the server's words in `scope`'s alert, and a retry to ask again. */
export async function seeLoadFailed(scope: Locator, failure: string) {
  await seeExpect(scope.getByRole('alert')).toHaveText(failure);
  await seeExpect(scope.getByRole('button', { name: DASHBOARD_TEXTS.retry })).toBeEnabled();
}

/** The name of the delay whose step this is, once it has ended (not at its boundary: see `delayEnded`); otherwise undefined. */
export const endedDelay = (moment: Moment) => (delayEnded(moment) ? delayNameOf(moment.event.type) : undefined);
