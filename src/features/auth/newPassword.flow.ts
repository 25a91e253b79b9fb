/** Checking the e-mailed link, choosing a new password with its token, then login after the spec's delay. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useNavigate, type UseNavigateResult } from '@tanstack/react-router';
import { newPasswordMachine, type ConfirmResetInput, type NewPasswordValues, type ResetLinkState } from '../../../machines/auth/newPassword.machine';
import { api } from '../../api/call';
import { problemText, useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
import { authContent } from '../../content/auth';
import { messageOr } from '../../api/refusals';
import { busyNotice } from '../../api/busy';
import type { Refusal } from '../../../machines/refusal';

const { common, newPassword } = authContent;
const describeFailure = messageOr(['message', 'detail'], newPassword.failed);
const describeCheckFailure = messageOr(['message', 'detail'], newPassword.checkFailed);

const actors = {
  // Not aborted when the actor stops: the machine starts in this check, and under StrictMode
  // @xstate/react restarts it from its snapshot, where an aborted first check would be a failure.
  checkLink: fromPromise<ResetLinkState, { token: string }>(async ({ input }) => {
    // A failure on the way says the check failed, and Try again follows.
    const answer = await api.checkPasswordResetLink({ body: { token: input.token } }, describeCheckFailure);
    // A dead link, answered as such: the machine shows it, in the server's words, with the way to a new one.
    if (answer.status !== 'OK') throw { kind: 'linkInvalid', message: answer.detail.trim() || newPassword.linkInvalid } satisfies Refusal;
    return { twoFactor: answer.two_factor };
  }),
  // `code` only when the machine sends one: an account without two-factor gets exactly {password, token}.
  // Two-factor sign-in is on and no code came (`secondFactorRequired`): the machine asks for one (nothing changed yet);
  // a link spent or expired meanwhile (`linkInvalid`): the way to a new one.
  confirmReset: fromPromise<unknown, ConfirmResetInput>(({ input, signal }) => api.confirmPasswordReset({ body: input, signal }, describeFailure)),
};

export function selectNewPasswordView(snapshot: SnapshotFrom<typeof newPasswordMachine>) {
  return {
    formError: problemText(snapshot, {
      incomplete: newPassword.bothRequired,
      passwordMismatch: newPassword.passwordsDoNotMatch,
      codeMissing: newPassword.codeRequired,
      failed: snapshot.context.error,
      stillBusy: common.stillBusy,
    }),
    busy: busyNotice(snapshot),
    /** The link is being checked: nothing to type yet. */
    checking: snapshot.hasTag('checking'),
    /** The check failed on the way: why, and Try again. */
    checkError: snapshot.hasTag('checkFailed') ? snapshot.context.error : null,
    /** The link is unknown, expired or used: the server's words, and the way to a new link. */
    linkInvalid: snapshot.hasTag('linkInvalid') ? snapshot.context.error : null,
    /** Two-factor sign-in is on: the form shows the code field. */
    codeAsked: snapshot.hasTag('secondFactor'),
    /** The server has just asked for the code, the passwords already typed: the new field takes the focus. */
    codeJustAsked: snapshot.hasTag('codeJustAsked'),
    submitting: snapshot.hasTag('submitting'),
    succeeded: snapshot.hasTag('succeeded'),
  };
}

export type NewPasswordView = ReturnType<typeof selectNewPasswordView>;

/** The new-password page: the link's check, the form, and what the visitor can do there. */
export interface NewPasswordApi {
  view: NewPasswordView;
  /** Set the new password (checked for blanks, a match and, when asked for, the code first). */
  submit(values: NewPasswordValues): void;
  /** Check the link again after the check failed on the way. */
  retry(): void;
}

export function connectNewPassword(snapshot: SnapshotFrom<typeof newPasswordMachine>, send: FlowSend<typeof newPasswordMachine>): NewPasswordApi {
  return {
    view: selectNewPasswordView(snapshot),
    submit: (values) => send({ type: 'form.submit', values }),
    retry: () => send({ type: 'link.retry' }),
  };
}

/** The app's side of the new-password machine: its calls, and login once the password is set. */
export function newPasswordBindings({ navigate }: { navigate: UseNavigateResult<string> }) {
  return { actors, actions: { goToLogin: () => void navigate({ to: '/auth/login' }) } } satisfies FlowBindings<typeof newPasswordMachine>;
}

export function useNewPassword({ token }: { token: string }): NewPasswordApi {
  const navigate = useNavigate();
  return useFlow(newPasswordMachine, newPasswordBindings({ navigate }), connectNewPassword, { token });
}
