/**
 * A prerendered page (src/prerender/renderPage.tsx) put on screen, then the app started over it as
 * src/main.tsx does: for the tests of what a page shows when the browser holds what the build
 * could not know (a kept code step, a history entry's notice).
 */
import { StrictMode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryHistory, type HistoryState } from '@tanstack/react-router';
import { afterEach, onTestFinished } from 'vitest';
import { App } from '../../src/app/App';
import { createAppRouter } from '../../src/app/router';
import { renderPage } from '../../src/prerender/renderPage';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  // The started app marks the page ready (contract/earlyPress.ts): the next file's pages are not.
  document.documentElement.removeAttribute('data-app-ready');
});

/** The prerendered page at `path`, on screen before the app runs: its root element. */
export async function prerenderedPage(path: string): Promise<HTMLElement> {
  const { html } = await renderPage(path);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
}

/**
 * Starts the app at `path` over the prerendered page in `rootElement`, the history entry holding
 * `state` (what a reload keeps). Returns the errors React recovered from: a mismatch between the
 * prerendered HTML and the first render makes React render the page again from scratch.
 */
export async function hydratePrerendered(rootElement: HTMLElement, path: string, state?: HistoryState) {
  const history = createMemoryHistory({ initialEntries: [path] });
  if (state) history.replace(path, state);
  const router = createAppRouter({ history });
  // The app's actors stop with the test, as renderRoute's do (the banner starts the consent's).
  const { session, consent, stepUp } = router.options.context;
  onTestFinished(session.stop);
  onTestFinished(consent.stop);
  onTestFinished(stepUp.stop);
  await router.load();
  // Not `router.ssr` as in src/main.tsx: under jsdom the router took the prerender for a browser
  // render too (a document exists), so both sides build the same tree without it.
  const hydrationErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(rootElement, <StrictMode><App router={router} /></StrictMode>, {
      onRecoverableError: (error) => void hydrationErrors.push(error),
    });
  });
  return { router, hydrationErrors };
}
