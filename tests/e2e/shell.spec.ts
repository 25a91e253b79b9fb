import type { Page } from '@playwright/test';
import { test, expect, fakeSignedIn, seriousAxeViolations } from './support/fixtures';

/** Each spec runs at 375 px (project "narrow") and 1280 px (project "wide"). */
function isWide(page: Page) {
  return (page.viewportSize()?.width ?? 0) >= 768;
}

/** The disclosure control of this width, the Sectors dropdown (wide) or the menu toggle (narrow), and its panel. */
async function headerMenu(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: isWide(page) ? 'Sectors' : 'Menu' });
  const panelId = await button.getAttribute('aria-controls');
  expect(panelId).toBeTruthy();
  return { button, panel: page.locator(`[id="${panelId}"]`) };
}

test.describe('header', () => {
  test('shows the layout of its width', async ({ page }) => {
    await page.goto('/about');
    const banner = page.getByRole('banner');
    if (isWide(page)) {
      await expect(banner.getByRole('button', { name: 'Sectors' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Sign Up' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();
    } else {
      await expect(banner.getByRole('button', { name: 'Menu' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Sectors' })).toBeHidden();
      await expect(banner.getByRole('link', { name: 'Login' })).toBeHidden();
    }
  });

  test('its menu opens by click, closes on Escape (focus back), outside click and a chosen link', async ({ page }) => {
    await page.goto('/about');
    const { button, panel } = await headerMenu(page);
    const agriculture = panel.getByRole('link', { name: /^Agriculture/ });

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(agriculture).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(agriculture).toBeHidden();

    await button.click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(agriculture).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await page.getByRole('region', { name: 'Risk warning' }).click({ position: { x: 5, y: 5 } });
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await agriculture.click();
    await expect(page).toHaveURL((url) => url.pathname === '/sectors/agriculture');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('with its menu open, axe finds no serious or critical violation', async ({ page }) => {
    await page.goto('/sectors/agriculture');
    const { button, panel } = await headerMenu(page);
    await button.click();
    await expect(panel).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('shows Dashboard and Log out to a signed-in user', async ({ page }) => {
    await fakeSignedIn(page);
    await page.goto('/about');
    if (!isWide(page)) await page.getByRole('button', { name: 'Menu' }).click();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Dashboard' }).filter({ visible: true })).toHaveAttribute('href', '/dashboard');
    await expect(banner.getByRole('link', { name: 'Log out' }).filter({ visible: true })).toHaveAttribute('href', '/auth/logout');
    await expect(banner.getByRole('link', { name: 'Login' }).filter({ visible: true })).toHaveCount(0);
  });

  test('stays at the top with the risk warning readable while the page scrolls (on a phone the warning alone)', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('region', { name: 'Risk warning' })).toBeInViewport();
    // A phone's screen keeps the warning and gives the rest to the page: the header scrolls away.
    if (isWide(page)) await expect(page.getByRole('banner')).toBeInViewport();
    else await expect(page.getByRole('banner')).not.toBeInViewport();
    const top = await page.getByRole('region', { name: 'Risk warning' }).boundingBox();
    expect(top?.y).toBe(0);
  });
});

test.describe('Plans control', () => {
  async function choosePlans(page: Page) {
    if (isWide(page)) {
      await page.getByRole('banner').getByRole('button', { name: 'Plans' }).click();
    } else {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Plans' }).click();
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    }
  }

  test('on the home page scrolls to the plans section', async ({ page }) => {
    await page.goto('/');
    const plans = page.locator('#plans');
    await expect(plans).not.toBeInViewport();
    await choosePlans(page);
    await expect(plans).toBeInViewport();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('from another page navigates home, then scrolls to the plans section', async ({ page }) => {
    await page.goto('/contact');
    await choosePlans(page);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.locator('#plans')).toBeInViewport();
  });

  test('in the footer does the same from another page', { tag: '@wide-only' }, async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Plans' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.locator('#plans')).toBeInViewport();
  });
});

test.describe('footer', () => {
  test('shows the current year, computed when the page renders', { tag: '@wide-only' }, async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-06-01T12:00:00Z'));
    await page.goto('/about');
    // The footer hydrates once it is in the window: the year is what a visitor who scrolls there reads.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo')).toContainText('© 2031 Acme Invest. All rights reserved.');
  });

  test('Home reloads the page', { tag: '@wide-only' }, async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => ((window as unknown as { beforeReload?: boolean }).beforeReload = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect.poll(() => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  });

  test('shows the short tagline on narrow screens and the long one on wide', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const short = footer.getByText('Innovative financial solutions for investment growth and security.', { exact: true });
    const long = footer.getByText(/^Innovative financial solutions tailored to your investment growth and security/);
    if (isWide(page)) {
      await expect(long).toBeVisible();
      await expect(short).toBeHidden();
    } else {
      await expect(short).toBeVisible();
      await expect(long).toBeHidden();
    }
  });
});
