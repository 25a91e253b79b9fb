import { Button } from '../../components/ui/Button';
import { Alert } from '../../components/ui/Alert';
import { authContent } from '../../content/auth';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { useLogout } from '../../features/auth/logout.flow';
import { Lead, Stack } from '../../features/auth/ui';

const text = authContent.logout;

export function LogoutPage() {
  const {
    view: { phase },
    confirm,
    cancel,
  } = useLogout();

  return (
    <AuthLayout step={phase === 'signedOut' ? 'signedOut' : 'confirm'} title={text.title} subtitle={phase === 'signedOut' ? undefined : text.question}>
      {phase === 'signedOut' ? (
        <Stack>
          <Alert tone="success">{text.success}</Alert>
          <Lead>{text.redirecting}</Lead>
        </Stack>
      ) : (
        <Stack>
          <Lead>{text.detail}</Lead>
          <Button type="button" $variant="danger" $block disabled={phase !== 'confirming'} onClick={confirm}>
            {phase === 'loggingOut' ? text.loggingOut : text.yes}
          </Button>
          <Button type="button" $variant="ghost" $block disabled={phase !== 'confirming'} onClick={cancel}>
            {text.no}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
