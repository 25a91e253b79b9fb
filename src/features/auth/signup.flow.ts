/** The sign-up flow: the form, then the e-mailed code step (its resend countdown), then login. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useNavigate, type UseNavigateResult } from '@tanstack/react-router';
import { signupMachine, type RegisterInput, type SignupValues } from '../../../machines/auth/signup.machine';
import { api } from '../../api/call';
import { problemText, useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
import { authContent } from '../../content/auth';
import { forgetCodeStep, readCodeStep, rememberCodeStep } from './codeStepStorage';
import { messageOr } from '../../api/refusals';
import { busyNotice } from '../../api/busy';
import { countdownOf, resendStatusOf } from './resendStatus';
import { resendCode } from './resendCode';
import './notice';

export type { SignupValues };

const { common, signup } = authContent;

const actors = {
  register: fromPromise<unknown, RegisterInput>(({ input: { values, captchaToken }, signal }) =>
    api.register(
      {
        body: {
          first_name: values.firstName.trim(),
          last_name: values.lastName.trim(),
          email: values.email.trim(),
          password: values.password,
          password2: values.confirmPassword,
          ref: values.referral.trim(),
          recaptcha_token: captchaToken,
        },
        signal,
      },
      messageOr(['message', 'detail'], signup.failed),
    ),
  ),
  verifyCode: fromPromise<unknown, { email: string; code: string }>(({ input, signal }) =>
    api.verifyCode({ body: input, signal }, messageOr(['message', 'detail'], signup.verifyFailed)),
  ),
  // Section 7: "Fallback error shown if none given" — the server's message when it sends one.
  resendOtp: fromPromise<unknown, { email: string }>(resendCode),
};

export function selectSignupView(snapshot: SnapshotFrom<typeof signupMachine>) {
  const { context } = snapshot;
  const resendStatus = resendStatusOf(snapshot, snapshot.can({ type: 'code.resend' }));
  return {
    step: snapshot.hasTag('codeStep') ? ('code' as const) : snapshot.hasTag('verified') ? ('verified' as const) : ('form' as const),
    values: context.values,
    captchaToken: context.captchaToken,
    formError: problemText(snapshot, {
      incomplete: signup.requiredFields,
      captchaMissing: common.captchaRequired,
      passwordMismatch: signup.passwordsDoNotMatch,
      failed: context.error,
      stillBusy: common.stillBusy,
    }),
    submitting: snapshot.hasTag('submitting'),
    /** The server was too busy: the wait before the same registration goes out again. */
    busy: busyNotice(snapshot),
    email: context.values.email,
    codeError: problemText(snapshot, { codeEmpty: signup.codeEmpty, codeFailed: context.error }),
    verifying: snapshot.hasTag('verifying'),
    notice: problemText(snapshot, { resent: signup.resent, created: signup.created, alreadySent: signup.alreadySent(context.values.email) }),
    resendStatus,
    resendError: snapshot.hasTag('resendFailed') ? context.resendError || signup.resendFailed : null,
    countdown: countdownOf(snapshot.children),
  };
}

export type SignupView = ReturnType<typeof selectSignupView>;

/** The sign-up page: the form, the e-mailed code step, and what the visitor can do in each. */
export interface SignupApi {
  view: SignupView;
  /** Create the account with the values typed (checked for blanks, a match and the captcha first). */
  submit(values: SignupValues): void;
  /** The captcha was solved: its token goes with the registration. */
  captchaVerified(token: string): void;
  /** The captcha's token expired: it must be solved again. */
  captchaExpired(): void;
  /** The e-mailed code, to verify the account. */
  submitCode(code: string): void;
  /** Send the code again, once the countdown allows it. */
  resend(): void;
  /** Back from the code step to the form, to correct the e-mail. */
  editEmail(): void;
  /** Leave the code step for a new sign-up. */
  cancel(): void;
}

export function connectSignup(snapshot: SnapshotFrom<typeof signupMachine>, send: FlowSend<typeof signupMachine>): SignupApi {
  return {
    view: selectSignupView(snapshot),
    submit: (values) => send({ type: 'form.submit', values }),
    captchaVerified: (token) => send({ type: 'captcha.verified', token }),
    captchaExpired: () => send({ type: 'captcha.expired' }),
    submitCode: (code) => send({ type: 'code.submit', code }),
    resend: () => send({ type: 'code.resend' }),
    editEmail: () => send({ type: 'email.edit' }),
    cancel: () => send({ type: 'signup.cancel' }),
  };
}

/**
 * The app's side of the sign-up machine: its calls, the code step kept in this browser's
 * sessionStorage (so a reload resumes it), and login with its notice once the code is verified.
 */
export function signupBindings({ navigate }: { navigate: UseNavigateResult<string> }) {
  return {
    actors,
    actions: {
      // A resend's notice is news once: a return to the step (a reload, Back and Forward) shows
      // the step's own notice, not "OTP has been resent." again.
      rememberCodeStep: ({ context }, { notice }) =>
        rememberCodeStep(context.values, context.otpWaitMs, { notice: notice === 'resent' ? 'created' : notice }),
      forgetCodeStep: () => forgetCodeStep(),
      // The login form starts with the e-mail just verified: only the password is left to type.
      goToLogin: ({ context }) =>
        void navigate({ to: '/auth/login', state: (previous) => ({ ...previous, authNotice: signup.verified, authEmail: context.values.email }) }),
    },
  } satisfies FlowBindings<typeof signupMachine>;
}

/**
 * Sign-up with the referral of the link it came from. `resume` picks up a code step begun before
 * a reload; a verified code goes to login with its notice.
 */
export function useSignup({ referral, resume }: { referral: string; resume: boolean }): SignupApi {
  const navigate = useNavigate();
  return useFlow(signupMachine, signupBindings({ navigate }), connectSignup, { referral, pendingCode: resume ? readCodeStep() : undefined });
}
