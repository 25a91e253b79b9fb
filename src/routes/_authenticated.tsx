import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasAccessToken } from '../session/storage';

// The guard: a protected screen shows only when the `access` entry exists. It has no side
// effects, because hover preloading runs it too.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ location }) => {
    if (!hasAccessToken()) {
      throw redirect({ to: '/auth/login', replace: true, search: { redirect: location.href } });
    }
  },
});
