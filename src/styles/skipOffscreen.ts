import { css } from 'styled-components';
import { LAY_OUT_EVERYTHING_ATTRIBUTE } from '../app/layOutEverything';

/**
 * For a large block far down the page (a home section, the footer): the browser neither lays it
 * out nor paints it while it is off screen, so a page's first layout covers what the visitor
 * sees, not all of it. Until first shown it counts as `estimate` high; after that it keeps the
 * height it last had. A jump to an anchor below such blocks lays everything out first
 * (layOutEverything), so it lands by real heights, not estimates.
 */
export function skipRenderingOffscreen(estimate: string) {
  return css`
    content-visibility: auto;
    contain-intrinsic-size: auto ${estimate};
    html[${LAY_OUT_EVERYTHING_ATTRIBUTE}] & {
      content-visibility: visible;
    }
  `;
}
