/** The logout confirmation: confirm (the session ends whatever the server says) or go back. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useNavigate, useRouteContext, type UseNavigateResult } from '@tanstack/react-router';
import { logoutMachine } from '../../../machines/auth/logout.machine';
import { api } from '../../api/call';
import { useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';

const actors = {
  // Failures are ignored by the machine (both outcomes end the session).
  logout: fromPromise<unknown, void>(({ signal }) => api.logout({ signal })),
};

export type LogoutPhase = 'confirming' | 'loggingOut' | 'leaving' | 'signedOut';

export function selectLogoutView(snapshot: SnapshotFrom<typeof logoutMachine>) {
  const phases: LogoutPhase[] = ['confirming', 'loggingOut', 'leaving'];
  return { phase: phases.find((phase) => snapshot.hasTag(phase)) ?? 'signedOut' };
}

export type LogoutView = ReturnType<typeof selectLogoutView>;

/** The logout page: where the logout is, and the visitor's answer to "Log out?". */
export interface LogoutApi {
  view: LogoutView;
  /** Log out: the session ends whatever the server says. */
  confirm(): void;
  /** Stay signed in: back to the dashboard. */
  cancel(): void;
}

export function connectLogout(snapshot: SnapshotFrom<typeof logoutMachine>, send: FlowSend<typeof logoutMachine>): LogoutApi {
  return {
    view: selectLogoutView(snapshot),
    confirm: () => send({ type: 'logout.confirm' }),
    cancel: () => send({ type: 'logout.cancel' }),
  };
}

/** What the logout machine's actions need from the page. */
export interface LogoutDeps {
  navigate: UseNavigateResult<string>;
  session: { signOut: () => Promise<void> };
}

/** The app's side of the logout machine: the call, ending the session, and where each answer goes. */
export function logoutBindings({ navigate, session }: LogoutDeps) {
  return {
    actors,
    actions: {
      endSession: () => void session.signOut(),
      goToLogin: () => void navigate({ to: '/auth/login', replace: true }),
      goToDashboard: () => void navigate({ to: '/dashboard' }),
    },
  } satisfies FlowBindings<typeof logoutMachine>;
}

export function useLogout(): LogoutApi {
  const navigate = useNavigate();
  const { session } = useRouteContext({ from: '__root__' });
  return useFlow(logoutMachine, logoutBindings({ navigate, session }), connectLogout);
}
