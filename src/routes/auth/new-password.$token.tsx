import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordPage } from '../../screens/auth/NewPasswordPage';

export const Route = createFileRoute('/auth/new-password/$token')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  staticData: { title: 'Set a new password' },
  component: NewPasswordPage,
});
