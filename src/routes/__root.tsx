import { createRootRouteWithContext } from '@tanstack/react-router';
import { SiteLayout } from '../components/layout/SiteLayout';
import { NotFoundPage } from '../screens/public/NotFoundPage';
import type { RouterContext } from '../app/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: SiteLayout,
  notFoundComponent: NotFoundPage,
});
