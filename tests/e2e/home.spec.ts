import { test, expect, seriousAxeViolations } from './support/fixtures';

const CAROUSELS = ['Our sectors in pictures', 'Investor testimonials', 'Partner logos', 'Investing quotes'];

test.describe('home page', () => {
  test('shows the five plans in #plans, pause controls on every carousel, and no serious axe violation', async ({ page }, testInfo) => {
    await page.clock.install();
    await page.goto('/');
    const plans = page.locator('section#plans');
    await expect(plans.getByRole('article')).toHaveCount(5);
    for (const name of ['BASELAYER', 'IGNITE', 'VERTEX', 'SOVEREIGN', 'DYNASTY-LAYER']) {
      await expect(plans.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(plans.getByText('$500 → $535 at maturity')).toBeVisible();
    await expect(plans.getByRole('link', { name: 'Read the risk summary' })).toHaveAttribute('href', '/risk');

    for (const name of CAROUSELS) {
      const region = page.getByRole('region', { name });
      await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(region.getByRole('button', { name: `Pause ${name}` })).toBeVisible();
    }

    // 3 logos per page below 768 px, 5 from 768 px, once the visitor scrolls down to them (the
    // section hydrates as it comes near; until then it shows as prerendered).
    const perPage = testInfo.project.name === 'narrow' ? 3 : 5;
    const partners = page.getByRole('region', { name: 'Partner logos' });
    await partners.scrollIntoViewIfNeeded();
    const logos = partners.locator('[aria-roledescription="slide"]:not([hidden]) img');
    await expect(logos).toHaveCount(perPage);

    // The hero's pictures hydrate once they are in the window (on a phone they start below the
    // first screen), then move on every 3 s, and stop once paused.
    const hero = page.getByRole('region', { name: 'Our sectors in pictures' });
    const heroSlide = hero.locator('[aria-roledescription="slide"]:not([hidden])');
    await hero.scrollIntoViewIfNeeded();
    // A press before they have hydrated is pressed again once they have (on the early-press
    // script's timer: the clock still runs).
    await hero.getByRole('button', { name: 'Pause Our sectors in pictures' }).click();
    await expect(hero.getByRole('button', { name: 'Play Our sectors in pictures' })).toBeVisible();
    // Time from here on moves only as the test says.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    await page.mouse.move(0, 0);
    const shown = await heroSlide.getAttribute('aria-label');
    await page.clock.runFor(9_000);
    await expect(heroSlide).toHaveAttribute('aria-label', shown ?? '');
    await hero.getByRole('button', { name: 'Play Our sectors in pictures' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3_000);
    await expect(heroSlide).not.toHaveAttribute('aria-label', shown ?? '');
    await page.clock.resume(); // axe times its own work

    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('about page renders its sections with no serious axe violation', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Acme Invest' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Read more' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
