import { css } from 'styled-components';

/**
 * For a large block far down the page (a home section, the footer's content): the browser
 * neither lays it out nor paints it while it is off screen, so a page's first layout covers what
 * the visitor sees, not all of it. Until first shown it counts as `height` high (its real height,
 * measured at 375 px and 1280 px wide: tests/e2e/skipped-rendering.spec.ts fails when it drifts,
 * so the page does not jump when the block arrives); after that it keeps the height it last had.
 * A jump to an anchor below such blocks lays out the ones above it first (layOutAbove.ts), so it
 * lands by real heights. Keep backgrounds outside the skipped block: an audit at load (axe, Lighthouse)
 * measures contrast against what is painted.
 */
export interface RenderedHeight {
  /** Pixels at 375 px wide (the narrow layout). */
  narrow: number;
  /** Pixels at 1280 px wide (the wide layout). */
  wide: number;
}

export function skipRenderingOffscreen(height: RenderedHeight) {
  return css`
    content-visibility: auto;
    contain-intrinsic-size: auto ${height.narrow}px;
    ${({ theme }) => theme.media.wide} {
      contain-intrinsic-size: auto ${height.wide}px;
    }
  `;
}
