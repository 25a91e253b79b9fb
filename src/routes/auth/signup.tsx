import { createFileRoute } from '@tanstack/react-router';
import { SignupPage } from '../../screens/auth/SignupPage';

export const Route = createFileRoute('/auth/signup')({
  validateSearch: (search: Record<string, unknown>): { ref?: string } =>
    typeof search.ref === 'string' && search.ref.trim() ? { ref: search.ref.trim().slice(0, 64) } : {},
  staticData: { title: 'Sign Up' },
  component: SignupPage,
});
