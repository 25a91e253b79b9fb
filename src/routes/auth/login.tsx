import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../screens/auth/LoginPage';
import { safeRedirectPath } from '../../app/safeRedirect';

export const Route = createFileRoute('/auth/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirectPath(search.redirect);
    return redirect ? { redirect } : {};
  },
  staticData: { title: 'Login' },
  component: LoginPage,
});
