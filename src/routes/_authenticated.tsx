import { createFileRoute, redirect } from '@tanstack/react-router';

// The guard: a protected screen shows only when the `access` entry exists. Its screens call the
// API with the token at once, so the session (which gives the client the token and the 401
// handling) is started first; loading it is its only side effect, and hover preloading may do it.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context: { session }, location }) => {
    await session.ready();
    if (!session.isSignedIn()) {
      throw redirect({ to: '/auth/login', replace: true, search: { redirect: location.href } });
    }
  },
});
