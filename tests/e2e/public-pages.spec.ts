import { test, expect, seriousAxeViolations } from './support/fixtures';
import { DECIDED_TIMERS } from '../oracle';
import { rememberCookieChoice, storedCookieChoice } from './walks/support';
import { addedTradingViewScripts, FAKE_WIDGET, loadFakeWidget, TRADINGVIEW_WIDGET_PAGES, watchForTradingViewScripts } from './support/fakeTradingView';

test.describe('public pages', () => {
  test('cookie banner: the risk warning stays readable, choices are equal, stored and changeable', async ({ page }) => {
    await page.goto('/faq');
    const banner = page.getByRole('region', { name: 'Cookies on Acme Invest' });
    const accept = banner.getByRole('button', { name: 'Accept all' });
    const reject = banner.getByRole('button', { name: 'Reject all' });
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(acceptBox?.width).toBeCloseTo(rejectBox?.width ?? 0, 0);
    expect(acceptBox?.height).toBeCloseTo(rejectBox?.height ?? 0, 0);
    // The banner sits in the page under the header: the risk warning above it stays in view, and
    // it lies over nothing, so the question under it can be pressed anywhere.
    const warning = page.getByText("Don't invest unless you're prepared to lose all the money you invest.", { exact: false }).first();
    await expect(warning).toBeInViewport();
    const warningBox = await warning.boundingBox();
    const bannerBox = await banner.boundingBox();
    expect((warningBox?.y ?? 0) + (warningBox?.height ?? 0)).toBeLessThan(bannerBox?.y ?? 0);
    const firstQuestion = page.getByRole('button', { name: 'What is Acme Invest?' });
    expect((await firstQuestion.boundingBox())?.y).toBeGreaterThan((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0));
    await page.mouse.wheel(0, (bannerBox?.y ?? 0) + (bannerBox?.height ?? 0) + 50);
    await expect(banner).not.toBeInViewport();
    await page.mouse.wheel(0, -10_000);

    await reject.click();
    await expect(banner).toBeHidden();
    expect(await storedCookieChoice(page)).toEqual({ markets: false, analytics: false });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your current choice: market charts not allowed, page-speed measurement not allowed.');
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    expect(await storedCookieChoice(page)).toEqual({ markets: true, analytics: true });
  });

  test('crypto page: no TradingView request before consent, then placeholders offline', async ({ page }, testInfo) => {
    const tradingView: string[] = [];
    page.on('request', (request) => {
      if (/tradingview/i.test(request.url())) tradingView.push(request.url());
    });
    // A blocked widget page says nothing: the slots give up after their timeout, on the page's clock.
    await page.clock.install();
    await rememberCookieChoice(page, { markets: false });
    await page.goto('/sectors/crypto-forex');
    const charts = page.getByRole('list', { name: 'Market charts' }).getByRole('listitem');
    await expect(charts).toHaveCount(testInfo.project.name === 'narrow' ? 2 : 4);
    await expect(page.getByRole('button', { name: 'Load market charts' })).toHaveCount(testInfo.project.name === 'narrow' ? 3 : 5);
    expect(tradingView).toEqual([]);

    await page.getByRole('button', { name: 'Load market charts' }).first().click();
    // This machine has no internet (the suite blocks outside hosts): every slot says so.
    await expect(page.getByRole('main').locator('[data-market-slot="loading"]')).toHaveCount(testInfo.project.name === 'narrow' ? 3 : 5);
    await page.clock.runFor(DECIDED_TIMERS.marketWidgetLoadTimeout);
    await expect(page.getByText('Market data unavailable')).toHaveCount(testInfo.project.name === 'narrow' ? 3 : 5);
    expect(tradingView.length).toBeGreaterThan(0);

    const more = page.getByRole('button', { name: 'Show more charts' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(charts).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Show fewer charts' })).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(DECIDED_TIMERS.marketWidgetLoadTimeout);
    await expect(page.getByText('Market data unavailable')).toHaveCount(13);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  // The tokens live in localStorage: no TradingView script may run in our origin.
  test('crypto page: TradingView runs only in frames of its own widget pages, never as a script of ours', async ({ page }, testInfo) => {
    await watchForTradingViewScripts(page);
    await page.route(TRADINGVIEW_WIDGET_PAGES, loadFakeWidget);
    const ourScripts: string[] = [];
    page.on('request', (request) => {
      if (request.frame() === page.mainFrame() && request.resourceType() === 'script' && /tradingview/i.test(request.url())) ourScripts.push(request.url());
    });
    await rememberCookieChoice(page, { markets: true });
    await page.goto('/sectors/crypto-forex');
    const slots = page.getByRole('main').locator('[data-market-slot]');
    const count = 1 + (testInfo.project.name === 'narrow' ? 2 : 4);
    await expect(slots).toHaveCount(count);
    // Every slot is past the consent placeholder: it has asked TradingView for its widget.
    for (const index of Array.from({ length: count }, (_, slot) => slot)) await expect(slots.nth(index)).not.toHaveAttribute('data-market-slot', 'consent');
    expect(await addedTradingViewScripts(page)).toEqual([]);
    expect(ourScripts).toEqual([]);
    for (const index of Array.from({ length: count }, (_, slot) => slot)) {
      const slot = slots.nth(index);
      await expect(slot.frameLocator('iframe').getByText(FAKE_WIDGET)).toBeVisible();
      await expect(slot).toHaveAttribute('data-market-slot', 'ready');
      await expect(slot.locator('iframe')).toHaveAttribute('sandbox', /allow-scripts/);
    }
    expect(await addedTradingViewScripts(page)).toEqual([]);
    expect(ourScripts).toEqual([]);
  });

  test('certificate section animates in once half of it is in view', async ({ page }) => {
    await rememberCookieChoice(page, { markets: false });
    await page.goto('/certificates');
    const section = page.locator('[data-reveal]').filter({ has: page.getByRole('img', { name: /Certificate of incorporation/ }) });
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute('data-reveal', 'revealed');
  });

  test('certificate section does not animate under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await rememberCookieChoice(page, { markets: false });
    await page.goto('/certificates');
    const section = page.locator('[data-reveal]').filter({ has: page.getByRole('img', { name: /Certificate of incorporation/ }) });
    await expect(section).toHaveAttribute('data-reveal', 'shown');
  });

  test('contact form sends the message and hides the success note after 5 s', async ({ page }) => {
    await page.clock.install();
    await rememberCookieChoice(page, { markets: false });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in all fields correctly.');
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByLabel('Message').fill('When does a BASELAYER plan mature?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Message submitted successfully!')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await page.clock.runFor(5_000);
    await expect(form.getByText('Message submitted successfully!')).toBeHidden();
  });

  test('footer newsletter subscribes and hides the success note after 5 s', async ({ page }) => {
    await page.clock.install();
    await rememberCookieChoice(page, { markets: false });
    await page.goto('/faq');
    const form = page.getByRole('form', { name: 'Newsletter' });
    // The visitor goes down to the footer (here with the keyboard), and its form answers there.
    await page.keyboard.press('End');
    await expect(form).toBeInViewport();
    await form.getByLabel('Email address').fill(`reader-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Successfully subscribed!')).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(form.getByText('Successfully subscribed!')).toBeHidden();
  });
});
