/** The logout confirmation: confirm (the session ends whatever the server says) or go back. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { logoutMachine } from '../../../machines/auth/logout.machine';
import { api } from '../../api/call';
import { useFlow } from '../../flow/useFlow';

export const logoutActors = {
  // Failures are ignored by the machine (both outcomes end the session).
  logout: fromPromise<unknown, void>(({ signal }) => api.logout({ signal })),
};

export type LogoutPhase = 'confirming' | 'loggingOut' | 'leaving' | 'signedOut';

export function selectLogoutView(snapshot: SnapshotFrom<typeof logoutMachine>) {
  const phases: LogoutPhase[] = ['confirming', 'loggingOut', 'leaving'];
  return { phase: phases.find((phase) => snapshot.hasTag(phase)) ?? 'signedOut' };
}

export function useLogout() {
  const navigate = useNavigate();
  const { session } = useRouteContext({ from: '__root__' });
  const { view, send } = useFlow(
    logoutMachine,
    {
      actors: logoutActors,
      actions: {
        endSession: () => void session.signOut(),
        goToLogin: () => void navigate({ to: '/auth/login', replace: true }),
        goToDashboard: () => void navigate({ to: '/dashboard' }),
      },
    },
    selectLogoutView,
  );
  return {
    view,
    confirm: () => send({ type: 'logout.confirm' }),
    cancel: () => send({ type: 'logout.cancel' }),
  };
}
