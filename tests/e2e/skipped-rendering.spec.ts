/**
 * Blocks the browser skips while off screen (content-visibility: the home sections, the footer's
 * content) hold the height they declare until first shown. That height must be their real one
 * at this width, or the page jumps when they arrive (src/loading/skipOffscreen.ts).
 */
import { test, expect } from './support/fixtures';

/** How far a declared height may be from the real one: a line of text either way. */
const TOLERANCE = 0.05;

for (const path of ['/', '/about']) {
  test(`on ${path} every skipped block declares its real height at this width`, async ({ page }) => {
    await page.goto(path);
    await page.locator('html[data-app-ready]').waitFor();
    const declared = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[id^="hydrate-"], footer > div')]
      .map((block) => ({ block: block.id || 'footer', declared: parseFloat(getComputedStyle(block).containIntrinsicHeight.replace('auto ', '')) })));
    // Every block laid out at its real height, as a jump lays out the ones above its target.
    await page.evaluate(() => document.querySelectorAll<HTMLElement>('[id^="hydrate-"], footer > div').forEach((block) => block.style.setProperty('content-visibility', 'visible')));
    const real = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[id^="hydrate-"], footer > div')]
      .map((block) => block.getBoundingClientRect().height));
    expect(declared.length).toBeGreaterThan(0);
    const drifted = declared.filter(({ declared: height }, index) => Math.abs(height - real[index]!) > real[index]! * TOLERANCE)
      .map(({ block, declared: height }) => `${block}: declares ${height}px, is ${Math.round(real[declared.findIndex((entry) => entry.block === block)]!)}px`);
    expect(drifted).toEqual([]);
  });
}
