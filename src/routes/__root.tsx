import { createRootRoute } from '@tanstack/react-router';
import { SiteLayout } from '../components/layout/SiteLayout';
import { NotFoundPage } from '../screens/public/NotFoundPage';

export const Route = createRootRoute({
  component: SiteLayout,
  notFoundComponent: NotFoundPage,
});
