/** Choosing a new password with the e-mailed token, then login after the spec's delay. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useNavigate } from '@tanstack/react-router';
import { newPasswordMachine, type ConfirmResetInput, type NewPasswordValues } from '../../../machines/auth/newPassword.machine';
import { api } from '../../api/endpoints';
import { problemText, useFlow } from '../../app/useFlow';
import { authContent } from '../../content/auth';
import { messageOr, refusal } from '../../api/failureText';
import { busyNotice } from '../../api/busy';

const { common, newPassword } = authContent;
const describeFailure = messageOr(['message', 'detail'], newPassword.failed);

export const newPasswordActors = {
  confirmReset: fromPromise<unknown, ConfirmResetInput>(async ({ input, signal }) => {
    try {
      // `code` only when the machine sends one: an account without two-factor gets exactly {password, token}.
      // Stryker disable next-line ObjectLiteral: aborted only when the page goes away, and then nothing waits for the answer.
      return await api.confirmPasswordReset(input, { signal });
    } catch (error) {
      // Two-factor sign-in is on and no code came (`secondFactorRequired`): the machine asks for one (nothing changed yet).
      throw refusal(error, describeFailure(error));
    }
  }),
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
    /** The server asked for the second factor: the form shows the code field. */
    codeAsked: snapshot.hasTag('secondFactor'),
    submitting: snapshot.hasTag('submitting'),
    succeeded: snapshot.hasTag('succeeded'),
  };
}

export function useNewPassword({ token }: { token: string }) {
  const navigate = useNavigate();
  const { view, send } = useFlow(
    newPasswordMachine,
    { actors: newPasswordActors, actions: { goToLogin: () => void navigate({ to: '/auth/login' }) } },
    selectNewPasswordView,
    { token },
  );
  return { view, submit: (values: NewPasswordValues) => send({ type: 'form.submit', values }) };
}
