import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './msw-server';
import { watchActors } from '../../src/flow/inspector';
import { recordActors } from './walk/recorder';
import { memoizeComputedStyle } from './computedStyleMemo';

// findBy*/waitFor give up after 1 s by default: on a busy 2-core machine the first render of a
// route can take longer than that. A screen that never shows what is asked still fails.
configure({ asyncUtilTimeout: 5_000 });

// Role queries read the computed style of many elements; jsdom's answers are kept while valid.
memoizeComputedStyle(window);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  // The files of a worker share one page: a browser feature one test lends (WebAuthn, say) must
  // not follow the visitor into the next file.
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

// jsdom lacks these browser APIs; the app only uses them for motion and layout.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
if (!('IntersectionObserver' in window)) {
  class NoopIntersectionObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = NoopIntersectionObserver;
}

// Every actor of the app reports to the walk recorder, so generated walks can check and credit
// the transitions the screens' own actors take (tests/support/walk).
watchActors(recordActors);
