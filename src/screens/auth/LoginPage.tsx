import { useState } from 'react';
import { getRouteApi, Link, useNavigate, useRouteContext, useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { loginMachine } from '../../../machines/auth/login.machine';
import { Button } from '../../components/ui/Button';
import { Alert } from '../../components/ui/Alert';
import { authContent } from '../../content/auth';
import { inspectActors } from '../../app/inspector';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { Captcha } from '../../features/auth/Captcha';
import { FormAlert } from '../../features/auth/FormAlert';
import { PasswordField, TextField } from '../../features/auth/fields';
import { loginActors } from '../../features/auth/bindings';
import { selectLoginView } from '../../features/auth/selectors';
import { Form, formText } from '../../features/auth/ui';
import '../../features/auth/notice';
import { rememberCodeStep } from '../../features/auth/codeStepStorage';
import { TIMERS } from '../../../machines/constants';

const text = authContent.login;
const route = getRouteApi('/auth/login');

export function LoginPage() {
  const { redirect } = route.useSearch();
  const notice = useRouterState({ select: (state) => state.location.state.authNotice });
  const navigate = useNavigate();
  const { session } = useRouteContext({ from: '__root__' });
  const [attempt, setAttempt] = useState(0);
  const [snapshot, send] = useMachine(
    loginMachine.provide({
      actors: loginActors,
      actions: {
        startSession: (_, tokens) => void session.signIn({ access: tokens.access, refresh: tokens.refresh, userId: String(tokens.user_id) }),
        goToDestination: () => void (redirect ? navigate({ href: redirect }) : navigate({ to: '/dashboard' })),
        openCodeStep: (_, email) => {
          rememberCodeStep(email, TIMERS.otpResendWait, { resent: true });
          void navigate({ to: '/auth/signup' });
        },
      },
    }),
    { inspect: inspectActors },
  );
  const view = selectLoginView(snapshot);

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
