/** Changing the password from the profile: checked for blanks and a match, then sent. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { passwordChangeMachine, type PasswordChangeValues } from '../../../machines/investment/passwordChange.machine';
import { investorApi } from '../../api/investor';
import { useFlow } from '../../app/useFlow';
import { profileCopy } from '../../content/dashboard';

const bindings = {
  actors: {
    changePassword: fromPromise<unknown, PasswordChangeValues>(({ input, signal }) =>
      investorApi.changePassword({ current_password: input.current, new_password: input.next, confirm_password: input.confirm }, { signal }),
    ),
  },
};

export function selectPasswordChangeView(snapshot: SnapshotFrom<typeof passwordChangeMachine>) {
  const { values, error } = snapshot.context;
  const problem = snapshot.hasTag('blank') ? profileCopy.fillAll : snapshot.hasTag('mismatch') ? profileCopy.mismatch : null;
  return {
    values,
    error: problem ?? (snapshot.hasTag('failed') ? error : null),
    changed: snapshot.hasTag('changed'),
    submitting: snapshot.hasTag('submitting'),
  };
}

export function usePasswordChange() {
  return useFlow(passwordChangeMachine, bindings, selectPasswordChangeView);
}
