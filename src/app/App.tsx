import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
