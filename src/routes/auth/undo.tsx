import { createFileRoute } from '@tanstack/react-router';
import { UndoChangePage } from '../../screens/auth/UndoChangePage';

// The undo link of an account alert. Not prerendered (contract/prerender.ts): the page depends on
// its token, and the server sends it with `Referrer-Policy: no-referrer`, like the reset page.
export const Route = createFileRoute('/auth/undo')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  staticData: { title: 'Undo a change to your account' },
  component: UndoChangePage,
});
