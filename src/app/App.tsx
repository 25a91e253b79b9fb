import { useEffect } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';
import { whenIdle } from './idle';
import { wireSession } from './session';

const router = createAppRouter();
// The session's navigation (login after a refused refresh, guards after a sign-out elsewhere).
const session = wireSession(router);

export function App() {
  // The session loads after the first render: the first page never needs it to render.
  useEffect(() => whenIdle(() => void session.start()), []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
