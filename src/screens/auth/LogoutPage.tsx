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
  const signedOut = phase === 'signedOut';

  return (
    <AuthLayout step={signedOut ? 'signedOut' : 'confirm'} title={text.title} subtitle={signedOut ? undefined : text.question}>
      {signedOut ? (
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
