import { useState } from 'react';
import { getRouteApi, Link, useRouterState } from '@tanstack/react-router';
import { Button } from '../../components/ui/Button';
import { Alert } from '../../components/ui/Alert';
import { authContent } from '../../content/auth';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { Captcha } from '../../features/auth/Captcha';
import { FormAlert, useSubmitCount } from '../../features/auth/FormAlert';
import { PasswordField, TextField } from '../../features/auth/fields';
import { usePasskeySupport } from '../../features/account/usePasskeySupport';
import { useLogin } from '../../features/auth/login.flow';
import { useHydrated } from '../../loading/hydration';
import { Divider, Form, formText } from '../../features/auth/ui';

const text = authContent.login;
const second = text.secondFactor;

/** The second step of a two-factor sign-in: the authenticator app's code, or a recovery code. */
function SecondFactorForm({ error, verifying, onSubmit, onCancel }: {
  error: string | null; verifying: boolean; onSubmit: (code: string) => void; onCancel: () => void;
}) {
  const [attempt, countSubmit] = useSubmitCount();
  return (
    <Form
      noValidate
      aria-labelledby="second-factor-title"
      onSubmit={(event) => {
        event.preventDefault();
        countSubmit();
        onSubmit(formText(event.currentTarget, ['code'] as const).code);
      }}
    >
      <h2 id="second-factor-title">{second.title}</h2>
      <p>{second.intro}</p>
      <FormAlert message={error} focusKey={attempt} />
      <TextField label={second.label} name="code" autoComplete="one-time-code" inputMode="text" autoCapitalize="characters" spellCheck={false} required autoFocus />
      <Button type="submit" $block disabled={verifying}>{verifying ? second.submitting : second.submit}</Button>
      <Button type="button" $variant="ghost" $block disabled={verifying} onClick={onCancel}>{second.back}</Button>
    </Form>
  );
}
/**
 * The e-mail and password, uncontrolled: what they start with is read once, when the form
 * mounts (again after a second step cancelled), so a submit, which stores the values it sent,
 * leaves the memoised fields as they are (the login submit's INP).
 */
function CredentialFields({ values, verifiedEmail }: { values: { email: string; password: string }; verifiedEmail: string | undefined }) {
  // Before any submit, the e-mail whose code was just verified on the way here.
  const [initial] = useState(() => (values.email ? values : { ...values, email: verifiedEmail ?? '' }));
  return (
    <>
      <TextField label={authContent.common.email} name="email" type="email" autoComplete="username" required defaultValue={initial.email} />
      <PasswordField label={authContent.common.password} name="password" autoComplete="current-password" required defaultValue={initial.password} />
    </>
  );
}

const route = getRouteApi('/auth/login');

export function LoginPage() {
  const { redirect } = route.useSearch();
  // Not in the prerendered page (a reload keeps the history entry): shown once the app has taken over.
  const notice = useRouterState({ select: (state) => state.location.state.authNotice });
  const noticeShown = useHydrated() ? notice : undefined;
  const verifiedEmail = useRouterState({ select: (state) => state.location.state.authEmail });
  const [attempt, countSubmit] = useSubmitCount();
  const login = useLogin({ redirect });
  const { view } = login;
  // A browser without WebAuthn is not offered the passkey button.
  const passkeyOffered = usePasskeySupport();

  return (
    <AuthLayout
      step={view.signedIn ? 'signedIn' : view.secondFactor ? 'secondFactor' : 'form'}
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
      ) : view.secondFactor ? (
        <SecondFactorForm
          error={view.codeError}
          verifying={view.verifying}
          onSubmit={login.submitSecondFactor}
          onCancel={login.cancelSecondFactor}
        />
      ) : (
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            countSubmit();
            login.submit(formText(event.currentTarget, ['email', 'password'] as const));
          }}
        >
          {noticeShown && !view.formError ? <Alert tone="success">{noticeShown}</Alert> : null}
          <FormAlert message={view.formError} focusKey={attempt} />
          {view.busy ? <Alert tone="info">{view.busy}</Alert> : null}
          {view.unverified ? (
            <Button type="button" $variant="secondary" $block disabled={view.sendingCode} onClick={login.requestCode}>
              {view.sendingCode ? text.sendingCode : text.sendCode}
            </Button>
          ) : null}
          <CredentialFields values={view.values} verifiedEmail={verifiedEmail} />
          <Captcha
            token={view.captchaToken}
            onVerified={login.captchaVerified}
            onExpired={login.captchaExpired}
          />
          <Button type="submit" $block disabled={view.signingIn}>
            {view.submitting ? text.submitting : text.submit}
          </Button>
          {passkeyOffered ? (
            <>
              <Divider>{text.passkey.or}</Divider>
              <Button type="button" $variant="secondary" $block disabled={view.signingIn} onClick={login.signInWithPasskey}>
                {view.passkeyPending ? text.passkey.waiting : text.passkey.submit}
              </Button>
            </>
          ) : null}
        </Form>
      )}
    </AuthLayout>
  );
}
