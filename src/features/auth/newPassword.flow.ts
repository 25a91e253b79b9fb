/** Choosing a new password with the e-mailed token, then login after the spec's delay. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useNavigate } from '@tanstack/react-router';
import { newPasswordMachine } from '../../../machines/auth/newPassword.machine';
import { api } from '../../api/endpoints';
import { problemText, useFlow } from '../../app/useFlow';
import { authContent } from '../../content/auth';
import { messageOr, orFail } from './failureText';

const { newPassword } = authContent;

export const newPasswordActors = {
  confirmReset: fromPromise<unknown, { password: string; token: string }>(({ input, signal }) =>
    orFail(api.confirmPasswordReset(input, { signal }), messageOr(['message', 'detail'], newPassword.failed)),
  ),
};

export function selectNewPasswordView(snapshot: SnapshotFrom<typeof newPasswordMachine>) {
  return {
    formError: problemText(snapshot, {
      incomplete: newPassword.bothRequired,
      passwordMismatch: newPassword.passwordsDoNotMatch,
      failed: snapshot.context.error,
    }),
    submitting: snapshot.hasTag('submitting'),
    succeeded: snapshot.hasTag('succeeded'),
  };
}

export function useNewPassword({ token }: { token: string }) {
  const navigate = useNavigate();
  return useFlow(
    newPasswordMachine,
    { actors: newPasswordActors, actions: { goToLogin: () => void navigate({ to: '/auth/login' }) } },
    selectNewPasswordView,
    { token },
  );
}
