import { onTestFinished } from 'vitest';
import { fakeMatchMedia, type MediaState } from '../home-browser-fakes';

/** A phone's and a laptop's viewport width, either side of the 768 px breakpoint. */
export const NARROW_PX = 375;
export const WIDE_PX = 1280;

/**
 * The viewport and motion preference the page sees (matchMedia), for one walk: `setWidth`
 * crosses the breakpoint as resizing or turning a device does. Restored when the test ends.
 */
export function viewport(initial: MediaState) {
  const media = fakeMatchMedia(initial);
  onTestFinished(media.restore);
  return media;
}
