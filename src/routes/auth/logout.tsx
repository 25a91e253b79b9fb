import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../../screens/auth/LogoutPage';

// The logout call carries the token (and refreshes an expired one, so the server ends the session).
export const Route = createFileRoute('/auth/logout')({
  staticData: { title: 'Log out' },
  beforeLoad: async ({ context: { session } }) => {
    await session.ready();
  },
  component: LogoutPage,
});
