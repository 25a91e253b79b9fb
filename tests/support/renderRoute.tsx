import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { AppProviders } from '../../src/app/AppProviders';
import { createAppRouter } from '../../src/app/router';

export interface RenderRouteOptions {
  /** Render inside React StrictMode (effects run twice). Screen tests run both ways. */
  strict?: boolean;
}

/** Renders the real app (router, theme, every route) at `path` with a memory history. */
export async function renderRoute(path: string, { strict = true }: RenderRouteOptions = {}) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ history });
  const tree = (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  await router.load();
  await screen.findByRole('main');
  return { ...result, router, history };
}

/** The two React modes every screen test runs in. */
export const REACT_MODES = [
  { name: 'StrictMode', strict: true },
  { name: 'normal mode', strict: false },
] as const;
