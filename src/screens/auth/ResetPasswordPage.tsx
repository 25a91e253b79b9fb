import { Link } from '@tanstack/react-router';
import { Button } from '../../components/ui/Button';
import { Alert } from '../../components/ui/Alert';
import { authContent } from '../../content/auth';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { FormAlert, useSubmitCount } from '../../features/auth/FormAlert';
import { TextField } from '../../features/auth/fields';
import { ResendCountdown } from '../../features/auth/ResendCountdown';
import { useResetRequest } from '../../features/auth/resetRequest.flow';
import { Form, Lead, LinkRow, Stack, TextButton, formText } from '../../features/auth/ui';

const text = authContent.resetRequest;

export function ResetPasswordPage() {
  const [attempt, countSubmit] = useSubmitCount();
  const { view, submit, resend, editEmail } = useResetRequest();
  const footer = <Link to="/auth/login">{text.backToLogin}</Link>;

  if (view.step === 'sent') {
    return (
      <AuthLayout step={view.step} title={text.sentTitle} footer={footer}>
        <Stack>
          <Alert tone="success">{text.sent}</Alert>
          <Lead>{text.sentTo(view.email)}</Lead>
          <Lead>{text.spamHint}</Lead>
          {view.resendStatus === 'waiting' ? (
            view.countdown ? <ResendCountdown countdown={view.countdown} format={text.resendIn} /> : null
          ) : (
            <Stack>
              {view.resendError ? <Alert tone="error">{view.resendError}</Alert> : null}
              <Button type="button" $variant="secondary" $block disabled={view.resendStatus === 'sending'} onClick={resend}>
                {view.resendStatus === 'sending' ? text.resending : text.resend}
              </Button>
            </Stack>
          )}
          <LinkRow>
            <TextButton type="button" onClick={editEmail}>
              {text.editEmail}
            </TextButton>
          </LinkRow>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout step={view.step} title={text.title} subtitle={text.subtitle} footer={footer}>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          countSubmit();
          submit(formText(event.currentTarget, ['email'] as const).email);
        }}
      >
        <FormAlert message={view.formError} focusKey={attempt} />
        {view.busy ? <Alert tone="info">{view.busy}</Alert> : null}
        <TextField label={authContent.common.email} name="email" type="email" autoComplete="email" required defaultValue={view.email} />
        <Button type="submit" $block disabled={view.submitting}>
          {view.submitting ? text.submitting : text.submit}
        </Button>
      </Form>
    </AuthLayout>
  );
}
