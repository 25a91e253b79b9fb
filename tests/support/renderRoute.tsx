import { StrictMode } from 'react';
import { onTestFinished, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { AppProviders } from '../../src/app/AppProviders';
import { createAppRouter } from '../../src/app/router';
import { PLACEHOLDER_ATTRIBUTE } from '../../src/loading/placeholder';
import { warmLazyParts } from './lazyParts';

/** How long the parts that load after the first render may take (compiled on first use, on a busy machine). */
const LAZY_PARTS_TIMEOUT_MS = 20_000;

/** Resolves once every part that loads after the first render (footer, menus, ...) has replaced its stand-in. */
export async function waitForLazyParts(): Promise<void> {
  await waitFor(
    () => {
      if (document.querySelector(`[${PLACEHOLDER_ATTRIBUTE}]`)) throw new Error('Parts of the page are still loading.');
    },
    { timeout: LAZY_PARTS_TIMEOUT_MS },
  );
}

export interface RenderRouteOptions {
  /** Render inside React StrictMode (effects run twice). Screen tests run both ways. */
  strict?: boolean;
  /**
   * Wait for the parts that load after the first render (default). A test that holds a part
   * back resolves once the route is loaded and waits for the parts itself (`waitForLazyParts`).
   */
  waitForParts?: boolean;
}

/**
 * Renders the real app (router, theme, every route) at `path` with a memory history, with the
 * session started as src/main.tsx starts it after the first render (a refused refresh navigates
 * to /auth/login, a sign-out in another tab re-runs the guards); it stops with the test. Resolves when the page is complete, including the
 * parts that load after the first render.
 */
export async function renderRoute(path: string, { strict = true, waitForParts = true }: RenderRouteOptions = {}) {
  // Under a fake clock, `waitFor` below could time out before a lazy part's first compilation.
  if (vi.isFakeTimers()) await warmLazyParts();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ history });
  const { session, consent, stepUp } = router.options.context;
  onTestFinished(session.stop);
  onTestFinished(consent.stop);
  onTestFinished(stepUp.stop);
  const tree = (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  await router.load();
  await session.ready();
  await screen.findByRole('main');
  if (waitForParts) await waitForLazyParts();
  return { ...result, router, history };
}

export { REACT_MODES } from './reactModes';
