/** Set on the root while everything must be laid out (see src/loading/skipOffscreen.ts). */
export const LAY_OUT_EVERYTHING_ATTRIBUTE = 'data-lay-out-everything';

/**
 * Runs a jump (scrollIntoView) with every block laid out at its real height, blocks the browser
 * skips off screen included, so it lands exactly; then lets the blocks far from the window skip
 * again: they keep the height they were laid out with, so nothing moves.
 */
export function layOutEverything(jump: () => void) {
  const root = document.documentElement;
  root.setAttribute(LAY_OUT_EVERYTHING_ATTRIBUTE, '');
  jump();
  const release = () => root.removeAttribute(LAY_OUT_EVERYTHING_ATTRIBUTE);
  window.addEventListener('scrollend', release, { once: true });
  // No scroll at all (already there) or no scrollend event in this browser.
  window.setTimeout(release, 3_000);
}
