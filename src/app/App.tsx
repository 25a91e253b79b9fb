import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './AppProviders';
import { connectSessionToRouter, createAppRouter } from './router';

const router = createAppRouter();
// The session's navigation (login after a refused refresh, guards after a sign-out elsewhere).
connectSessionToRouter(router);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
