import { StrictMode } from 'react';
import { onTestFinished } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { AppProviders } from '../../src/app/AppProviders';
import { createAppRouter } from '../../src/app/router';
import { loadSession, wireSession } from '../../src/app/session';

export interface RenderRouteOptions {
  /** Render inside React StrictMode (effects run twice). Screen tests run both ways. */
  strict?: boolean;
}

/**
 * Renders the real app (router, theme, every route) at `path` with a memory history, with the
 * session wired as src/app/App.tsx wires it: a refused refresh navigates to /auth/login and a
 * sign-out in another tab re-runs the guards.
 */
export async function renderRoute(path: string, { strict = true }: RenderRouteOptions = {}) {
  // The session actor lives for the whole test file while storage is cleared after each test:
  // it reads storage again before this test's router is connected.
  (await loadSession()).sessionActor.send({ type: 'storage.changed' });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ history });
  const session = wireSession(router);
  onTestFinished(session.disconnect);
  const tree = (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  await router.load();
  await session.start();
  await screen.findByRole('main');
  return { ...result, router, history };
}

/** The two React modes every screen test runs in. */
export const REACT_MODES = [
  { name: 'StrictMode', strict: true },
  { name: 'normal mode', strict: false },
] as const;
