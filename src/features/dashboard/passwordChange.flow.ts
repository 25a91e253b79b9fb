/** Changing the password from the profile: checked for blanks and a match, then sent. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { passwordChangeMachine, type PasswordChangeValues } from '../../../machines/investment/passwordChange.machine';
import { api } from '../../api/call';
import { INVESTOR_FALLBACKS } from '../../api/fallbacks';
import { problemText, useFlow } from '../../flow/useFlow';
import { profileCopy } from '../../content/dashboard';

const bindings = {
  actors: {
    changePassword: fromPromise<unknown, PasswordChangeValues>(({ input, signal }) =>
      api.changePassword(
        { body: { current_password: input.current, new_password: input.next, confirm_password: input.confirm }, signal },
        INVESTOR_FALLBACKS.password,
      ),
    ),
  },
};

export function selectPasswordChangeView(snapshot: SnapshotFrom<typeof passwordChangeMachine>) {
  const { values, error } = snapshot.context;
  return {
    values,
    error: problemText(snapshot, { blank: profileCopy.fillAll, mismatch: profileCopy.mismatch, failed: error }),
    changed: snapshot.hasTag('changed'),
    submitting: snapshot.hasTag('submitting'),
  };
}

export function usePasswordChange() {
  const { view, send } = useFlow(passwordChangeMachine, bindings, selectPasswordChangeView);
  return {
    view,
    change: (field: keyof PasswordChangeValues, value: string) => send({ type: 'form.change', field, value }),
    submit: () => send({ type: 'form.submit' }),
  };
}
