import { useState } from 'react';
import { getRouteApi, Link, useRouterState } from '@tanstack/react-router';
import { Button } from '../../components/ui/Button';
import { Alert } from '../../components/ui/Alert';
import { authContent } from '../../content/auth';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { Captcha } from '../../features/auth/Captcha';
import { FormAlert } from '../../features/auth/FormAlert';
import { PasswordField, TextField } from '../../features/auth/fields';
import { useLogin } from '../../features/auth/login.flow';
import { Form, formText } from '../../features/auth/ui';

const text = authContent.login;
const route = getRouteApi('/auth/login');

export function LoginPage() {
  const { redirect } = route.useSearch();
  const notice = useRouterState({ select: (state) => state.location.state.authNotice });
  const [attempt, setAttempt] = useState(0);
  const { view, send } = useLogin({ redirect });

  return (
    <AuthLayout
      title={text.title}
      subtitle={text.subtitle}
      footer={
        <>
          <Link to="/auth/reset-password">{text.forgot}</Link>
          <span>
            {text.noAccount} <Link to="/auth/signup">{text.signup}</Link>
          </span>
        </>
      }
    >
      {view.signedIn ? (
        <Alert tone="success">{text.success}</Alert>
      ) : (
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setAttempt((count) => count + 1);
            send({ type: 'form.submit', values: formText(event.currentTarget, ['email', 'password'] as const) });
          }}
        >
          {notice && !view.formError ? <Alert tone="success">{notice}</Alert> : null}
          <FormAlert message={view.formError} focusKey={attempt} />
          {view.unverified ? (
            <Button type="button" $variant="secondary" $block disabled={view.sendingCode} onClick={() => send({ type: 'code.request' })}>
              {view.sendingCode ? text.sendingCode : text.sendCode}
            </Button>
          ) : null}
          <TextField label={authContent.common.email} name="email" type="email" autoComplete="username" required />
          <PasswordField label={authContent.common.password} name="password" autoComplete="current-password" required />
          <Captcha
            token={view.captchaToken}
            onVerified={(token) => send({ type: 'captcha.verified', token })}
            onExpired={() => send({ type: 'captcha.expired' })}
          />
          <Button type="submit" $block disabled={view.submitting}>
            {view.submitting ? text.submitting : text.submit}
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
}
