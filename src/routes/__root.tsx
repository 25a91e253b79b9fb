import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { SiteLayout } from '../app/shell/SiteLayout';
import { NotFoundPage } from '../screens/public/NotFoundPage';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: SiteLayout,
  notFoundComponent: NotFoundPage,
});
