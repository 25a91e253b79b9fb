import type { Page } from '@playwright/test';

/** Pages whose clock is stopped: no test resumes one. */
const stopped = new WeakSet<Page>();

/**
 * Stops the page's clock (installed with `page.clock.install()`, it flows with real time until
 * then) a moment from now: from here a timer fires only when the test moves the clock, so what
 * the page shows never depends on how fast the machine running the test is. On a busy machine
 * that moment can pass before the pause arrives (Playwright refuses a pause in the past): then it
 * asks again with a longer margin. A clock already stopped stays where it is.
 */
export async function stopTheClock(page: Page) {
  if (stopped.has(page)) return;
  for (let margin = 500; ; margin *= 2) {
    const at = await page.evaluate((ahead) => Date.now() + ahead, margin);
    try {
      await page.clock.pauseAt(at);
      stopped.add(page);
      return;
    } catch (error) {
      if (margin >= 8_000 || !String(error).includes('to the past')) throw error;
    }
  }
}
