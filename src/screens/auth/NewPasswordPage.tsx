import { getRouteApi, Link } from '@tanstack/react-router';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Alert } from '../../components/ui/Alert';
import { authContent } from '../../content/auth';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { FormAlert, useSubmitCount } from '../../features/auth/FormAlert';
import { PasswordField, TextField } from '../../features/auth/fields';
import { useNewPassword } from '../../features/auth/newPassword.flow';
import { Form, formText, Lead, Stack } from '../../features/auth/ui';

const text = authContent.newPassword;
const route = getRouteApi('/auth/new-password/$token');

export function NewPasswordPage() {
  // The specification reads the `token` query parameter; the path segment is the fallback.
  const search = route.useSearch();
  const params = route.useParams();
  const token = search.token ?? params.token;
  const [attempt, countSubmit] = useSubmitCount();
  const { view, submit, retry } = useNewPassword({ token });

  let body;
  if (view.succeeded) {
    body = <Alert tone="success">{text.success}</Alert>;
  } else if (view.checking) {
    // Nothing to type until the link is known to work: a form for a dead link would be typed in vain.
    body = <Lead role="status">{text.checking}</Lead>;
  } else if (view.linkInvalid) {
    body = (
      <Stack>
        <FormAlert message={view.linkInvalid} />
        <ButtonLink to="/auth/reset-password" $block>{text.requestNewLink}</ButtonLink>
      </Stack>
    );
  } else if (view.checkError) {
    body = (
      <Stack>
        <FormAlert message={view.checkError} />
        <Button type="button" $variant="secondary" $block onClick={retry}>{text.retry}</Button>
      </Stack>
    );
  } else {
    body = (
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          countSubmit();
          const fields = view.codeAsked ? (['password', 'confirmPassword', 'code'] as const) : (['password', 'confirmPassword'] as const);
          submit(formText(event.currentTarget, fields));
        }}
      >
        <FormAlert message={view.formError} focusKey={attempt} />
        {view.busy ? <Alert tone="info">{view.busy}</Alert> : null}
        <PasswordField label={text.password} name="password" autoComplete="new-password" required hint={text.passwordHint} />
        <PasswordField label={text.confirmPassword} name="confirmPassword" autoComplete="new-password" required />
        {/* Two-factor sign-in is on. Asked for by a refused submit, the field is new under the typed passwords and takes the focus. */}
        {view.codeAsked ? (
          <TextField autoFocus={view.codeJustAsked} label={text.code} name="code" autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} maxLength={32} required hint={text.codeHint} />
        ) : null}
        <Button type="submit" $block disabled={view.submitting}>
          {view.submitting ? text.submitting : text.submit}
        </Button>
      </Form>
    );
  }

  return (
    <AuthLayout
      title={text.title}
      subtitle={text.subtitle}
      step={view.succeeded ? 'succeeded' : 'form'}
      // A new link is what a refused or expired link needs (the page offers it itself once it knows); after a reset it would only start another.
      footer={view.succeeded || view.linkInvalid ? undefined : <Link to="/auth/reset-password">{text.requestNewLink}</Link>}
    >
      {body}
    </AuthLayout>
  );
}
