import { getRouteApi, Link } from '@tanstack/react-router';
import { Button } from '../../components/ui/Button';
import { Alert } from '../../components/ui/Alert';
import { authContent } from '../../content/auth';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { FormAlert, useSubmitCount } from '../../features/auth/FormAlert';
import { PasswordField, TextField } from '../../features/auth/fields';
import { useNewPassword } from '../../features/auth/newPassword.flow';
import { Form, formText } from '../../features/auth/ui';

const text = authContent.newPassword;
const route = getRouteApi('/auth/new-password/$token');

export function NewPasswordPage() {
  // The specification reads the `token` query parameter; the path segment is the fallback.
  const search = route.useSearch();
  const params = route.useParams();
  const token = search.token ?? params.token;
  const [attempt, countSubmit] = useSubmitCount();
  const { view, submit } = useNewPassword({ token });

  return (
    <AuthLayout
      title={text.title}
      subtitle={text.subtitle}
      step={view.succeeded ? 'succeeded' : 'form'}
      // A new link is what a refused or expired link needs; after a reset it would only start another.
      footer={view.succeeded ? undefined : <Link to="/auth/reset-password">{text.requestNewLink}</Link>}
    >
      {view.succeeded ? (
        <Alert tone="success">{text.success}</Alert>
      ) : (
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
          {/* Two-factor sign-in is on: the passwords stay as typed and the code field, new, takes the focus. */}
          {view.codeAsked ? (
            <TextField autoFocus label={text.code} name="code" autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} maxLength={32} required hint={text.codeHint} />
          ) : null}
          <Button type="submit" $block disabled={view.submitting}>
            {view.submitting ? text.submitting : text.submit}
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
}
