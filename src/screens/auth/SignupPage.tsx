import { useState } from 'react';
import { useHydrated } from '../../loading/hydration';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Button } from '../../components/ui/Button';
import { LIMITS } from '../../../contract/limits';
import { Alert } from '../../components/ui/Alert';
import { authContent } from '../../content/auth';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { Captcha } from '../../features/auth/Captcha';
import { FormAlert, useSubmitCount } from '../../features/auth/FormAlert';
import { FieldRow, OtpField, PasswordField, TextField } from '../../features/auth/fields';
import { ResendCountdown } from '../../features/auth/ResendCountdown';
import { readCodeStep } from '../../features/auth/codeStepStorage';
import { useSignup, type SignupApi, type SignupValues } from '../../features/auth/signup.flow';
import { Form, LinkRow, Lead, Stack, TextButton, formText } from '../../features/auth/ui';

const text = authContent.signup;
const route = getRouteApi('/auth/signup');
const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'referral'] as const;

/**
 * A code step begun before a reload is kept in this browser (sessionStorage), which the
 * prerendered page cannot know: it shows the form, and the flow resumes right after hydration.
 */
export function SignupPage() {
  const hydrated = useHydrated();
  const [storedAtStart] = useState(() => readCodeStep() !== undefined);
  const resume = hydrated && storedAtStart;
  return <SignupFlow key={resume ? 'resume' : 'start'} resume={resume} />;
}

function SignupFlow({ resume }: { resume: boolean }) {
  const { ref } = route.useSearch();
  const signup = useSignup({ referral: ref ?? '', resume });
  const { view } = signup;
  // A code step resumed from another page (the login page's new code, Back and Forward) is what
  // the visitor came for; otherwise the page is met at its heading (the layout's default).
  const arrival = resume ? 'field' : undefined;

  if (view.step === 'form') {
    return (
      <AuthLayout
        step="form"
        arrival={arrival}
        wide
        title={text.title}
        subtitle={text.subtitle}
        footer={
          <span>
            {text.haveAccount} <Link to="/auth/login">{text.login}</Link>
          </span>
        }
      >
        <SignupForm view={view} onSubmit={signup.submit} onCaptchaVerified={signup.captchaVerified} onCaptchaExpired={signup.captchaExpired} />
      </AuthLayout>
    );
  }

  // Verified is the code step's last moment (the login page follows), not a step of its own.
  return (
    <AuthLayout step="code" arrival={arrival} title={text.codeTitle} subtitle={text.codeIntro(view.email)}>
      <CodeStep signup={signup} />
    </AuthLayout>
  );
}

type View = SignupApi['view'];

interface SignupFormProps {
  view: View;
  onSubmit: (values: SignupValues) => void;
  onCaptchaVerified: (token: string) => void;
  onCaptchaExpired: () => void;
}

function SignupForm({ view, onSubmit, onCaptchaVerified, onCaptchaExpired }: SignupFormProps) {
  const [attempt, countSubmit] = useSubmitCount();
  // The fields are uncontrolled: what they start with is read once, as the inputs do, so a submit
  // (which stores the values it sent) leaves the memoised fields as they are.
  const [initial] = useState(() => view.values);
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        countSubmit();
        onSubmit(formText(event.currentTarget, FIELDS));
      }}
    >
      <FormAlert message={view.formError} focusKey={attempt} />
      {view.busy ? <Alert tone="info">{view.busy}</Alert> : null}
      <FieldRow>
        <TextField label={text.firstName} name="firstName" autoComplete="given-name" required maxLength={LIMITS.name} defaultValue={initial.firstName} />
        <TextField label={text.lastName} name="lastName" autoComplete="family-name" required maxLength={LIMITS.name} defaultValue={initial.lastName} />
      </FieldRow>
      <TextField
        label={authContent.common.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={initial.email}
        hint={authContent.common.emailHint}
      />
      <PasswordField
        label={authContent.common.password}
        name="password"
        autoComplete="new-password"
        required
        defaultValue={initial.password}
        hint={text.passwordHint}
      />
      <PasswordField label={text.confirmPassword} name="confirmPassword" autoComplete="new-password" required defaultValue={initial.confirmPassword} />
      <TextField label={text.referral} name="referral" autoComplete="off" defaultValue={initial.referral} hint={text.referralHint} />
      <Captcha token={view.captchaToken} onVerified={onCaptchaVerified} onExpired={onCaptchaExpired} />
      <Button type="submit" $block disabled={view.submitting}>
        {view.submitting ? text.submitting : text.submit}
      </Button>
    </Form>
  );
}

function CodeStep({ signup }: { signup: SignupApi }) {
  const { view } = signup;
  const [code, setCode] = useState('');
  const [attempt, countSubmit] = useSubmitCount();
  const verified = view.step === 'verified';
  return (
    <Stack>
      {verified ? <Alert tone="success">{text.verified}</Alert> : view.notice ? <Alert tone="success">{view.notice}</Alert> : null}
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          countSubmit();
          signup.submitCode(code);
        }}
      >
        <FormAlert message={view.codeError} focusKey={attempt} />
        <OtpField label={text.codeLabel} name="code" hint={text.codeHint} value={code} onValueChange={setCode} />
        <Button type="submit" $block disabled={view.verifying || verified}>
          {view.verifying ? text.verifying : text.verify}
        </Button>
      </Form>
      <ResendArea view={view} onResend={signup.resend} />
      <LinkRow>
        <TextButton type="button" onClick={signup.editEmail}>
          {text.editEmail}
        </TextButton>
        <TextButton type="button" onClick={signup.cancel}>
          {text.cancel}
        </TextButton>
      </LinkRow>
    </Stack>
  );
}

function ResendArea({ view, onResend }: { view: View; onResend: () => void }) {
  if (view.step !== 'code') return null;
  if (view.resendStatus === 'waiting') {
    return view.countdown ? <Lead as="div"><ResendCountdown countdown={view.countdown} format={text.resendIn} /></Lead> : null;
  }
  return (
    <Stack>
      {view.resendError ? <Alert tone="error">{view.resendError}</Alert> : null}
      <Button type="button" $variant="secondary" $block disabled={view.resendStatus === 'sending'} onClick={onResend}>
        {view.resendStatus === 'sending' ? text.resending : text.resend}
      </Button>
    </Stack>
  );
}
