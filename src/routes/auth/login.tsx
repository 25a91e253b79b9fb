import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../screens/auth/LoginPage';
import { safeRedirectPath } from '../../app/safeRedirect';

export const Route = createFileRoute('/auth/login')({
  // Always names `redirect`: a search parameter the route leaves out would pass through from the
  // root route unchecked.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: safeRedirectPath(search.redirect) }),
  staticData: { title: 'Login' },
  component: LoginPage,
});
