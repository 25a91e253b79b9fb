import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { logoutMachine } from '../../../machines/auth/logout.machine';
import { Button } from '../../components/ui/Button';
import { Alert } from '../../components/ui/Alert';
import { authContent } from '../../content/auth';
import { inspectActors } from '../../app/inspector';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { logoutActors } from '../../features/auth/bindings';
import { selectLogoutView } from '../../features/auth/selectors';
import { Lead, Stack } from '../../features/auth/ui';

const text = authContent.logout;

export function LogoutPage() {
  const navigate = useNavigate();
  const { session } = useRouteContext({ from: '__root__' });
  const [snapshot, send] = useMachine(
    logoutMachine.provide({
      actors: logoutActors,
      actions: {
        endSession: () => void session.signOut(),
        goToLogin: () => void navigate({ to: '/auth/login', replace: true }),
        goToDashboard: () => void navigate({ to: '/dashboard' }),
      },
    }),
    { inspect: inspectActors },
  );
  const { phase } = selectLogoutView(snapshot);

  return (
    <AuthLayout title={text.title} subtitle={phase === 'signedOut' ? undefined : text.question}>
      {phase === 'signedOut' ? (
        <Stack>
          <Alert tone="success">{text.success}</Alert>
          <Lead>{text.redirecting}</Lead>
        </Stack>
      ) : (
        <Stack>
          <Lead>{text.detail}</Lead>
          <Button type="button" $variant="danger" $block disabled={phase !== 'confirming'} onClick={() => send({ type: 'logout.confirm' })}>
            {phase === 'loggingOut' ? text.loggingOut : text.yes}
          </Button>
          <Button type="button" $variant="ghost" $block disabled={phase !== 'confirming'} onClick={() => send({ type: 'logout.cancel' })}>
            {text.no}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
