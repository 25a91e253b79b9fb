/**
 * Snapshot → view props for the five auth screens. Components read these and never re-derive
 * what a state already says (DESIGN.md, "React").
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { countdownMachine } from '../../../machines/auth/countdown.machine';
import type { signupMachine } from '../../../machines/auth/signup.machine';
import type { loginMachine } from '../../../machines/auth/login.machine';
import type { resetRequestMachine } from '../../../machines/auth/resetRequest.machine';
import type { newPasswordMachine } from '../../../machines/auth/newPassword.machine';
import type { logoutMachine } from '../../../machines/auth/logout.machine';
import { authContent } from '../../content/auth';

export type CountdownRef = ActorRefFrom<typeof countdownMachine>;
export type ResendStatus = 'waiting' | 'ready' | 'sending' | 'failed';

const { common, signup, login, resetRequest, newPassword } = authContent;

function countdownOf(children: Record<string, unknown>): CountdownRef | undefined {
  return children.countdown as CountdownRef | undefined;
}

export function selectSignupView(snapshot: SnapshotFrom<typeof signupMachine>) {
  const { context } = snapshot;
  const formError = snapshot.matches({ form: 'incomplete' })
    ? signup.requiredFields
    : snapshot.matches({ form: 'captchaMissing' })
      ? common.captchaRequired
      : snapshot.matches({ form: 'passwordMismatch' })
        ? signup.passwordsDoNotMatch
        : snapshot.matches({ form: 'failed' })
          ? context.error
          : null;
  const codeError = snapshot.matches({ code: { verification: 'empty' } })
    ? signup.codeEmpty
    : snapshot.matches({ code: { verification: 'failed' } })
      ? context.error
      : null;
  const resendStatus: ResendStatus = snapshot.matches({ code: { resend: 'ready' } })
    ? 'ready'
    : snapshot.matches({ code: { resend: 'sending' } })
      ? 'sending'
      : snapshot.matches({ code: { resend: 'failed' } })
        ? 'failed'
        : 'waiting';
  const notice = snapshot.matches({ code: { resend: { waiting: 'resent' } } })
    ? signup.resent
    : snapshot.matches({ code: { resend: { waiting: 'afterSignup' } } })
      ? signup.created
      : null;
  return {
    step: snapshot.matches('code') ? ('code' as const) : snapshot.matches('verified') ? ('verified' as const) : ('form' as const),
    values: context.values,
    captchaToken: context.captchaToken,
    formError,
    submitting: snapshot.matches({ form: 'submitting' }),
    email: context.values.email,
    codeError,
    verifying: snapshot.matches({ code: { verification: 'verifying' } }),
    notice,
    resendStatus,
    resendError: resendStatus === 'failed' ? context.resendError || signup.resendFailed : null,
    countdown: countdownOf(snapshot.children),
  };
}

export function selectLoginView(snapshot: SnapshotFrom<typeof loginMachine>) {
  const sendingCode = snapshot.matches({ form: 'sendingCode' });
  /** The account never entered its e-mailed code: a new one is offered. */
  const unverified = snapshot.matches({ form: 'unverified' }) || sendingCode;
  const formError = snapshot.matches({ form: 'incomplete' })
    ? login.required
    : snapshot.matches({ form: 'captchaMissing' })
      ? common.captchaRequired
      : snapshot.matches({ form: 'failed' }) || unverified
        ? snapshot.context.error
        : null;
  return {
    formError,
    captchaToken: snapshot.context.captchaToken,
    submitting: snapshot.matches({ form: 'submitting' }),
    unverified,
    sendingCode,
    signedIn: snapshot.matches('signedIn') || snapshot.matches('done'),
  };
}

export function selectResetRequestView(snapshot: SnapshotFrom<typeof resetRequestMachine>) {
  const formError = snapshot.matches({ form: 'emailMissing' })
    ? resetRequest.emailRequired
    : snapshot.matches({ form: 'failed' })
      ? snapshot.context.error
      : null;
  const resendStatus: ResendStatus = snapshot.matches({ sent: 'ready' })
    ? 'ready'
    : snapshot.matches({ sent: 'resending' })
      ? 'sending'
      : snapshot.matches({ sent: 'failed' })
        ? 'failed'
        : 'waiting';
  return {
    step: snapshot.matches('sent') ? ('sent' as const) : ('form' as const),
    email: snapshot.context.email,
    formError,
    submitting: snapshot.matches({ form: 'submitting' }),
    resendStatus,
    resendError: snapshot.matches({ sent: 'failed' }) ? snapshot.context.error : null,
    countdown: countdownOf(snapshot.children),
  };
}

export function selectNewPasswordView(snapshot: SnapshotFrom<typeof newPasswordMachine>) {
  const formError = snapshot.matches({ form: 'incomplete' })
    ? newPassword.bothRequired
    : snapshot.matches({ form: 'passwordMismatch' })
      ? newPassword.passwordsDoNotMatch
      : snapshot.matches({ form: 'failed' })
        ? snapshot.context.error
        : null;
  return {
    formError,
    submitting: snapshot.matches({ form: 'submitting' }),
    succeeded: !snapshot.matches('form'),
  };
}

export function selectLogoutView(snapshot: SnapshotFrom<typeof logoutMachine>) {
  return {
    phase: snapshot.matches('confirming')
      ? ('confirming' as const)
      : snapshot.matches('loggingOut')
        ? ('loggingOut' as const)
        : snapshot.matches('cancelled')
          ? ('leaving' as const)
          : ('signedOut' as const),
  };
}
