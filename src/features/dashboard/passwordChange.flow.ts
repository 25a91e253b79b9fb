/** Changing the password from the profile: checked for blanks and a match, then sent. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { passwordChangeMachine, type PasswordChangeValues } from '../../../machines/investment/passwordChange.machine';
import { api } from '../../api/call';
import { INVESTOR_FALLBACKS } from '../../content/callFailures';
import { problemText, useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
import { profileCopy } from '../../content/dashboard';

/** The app's side of the password change machine: the change sent. */
export const passwordChangeBindings = {
  actors: {
    changePassword: fromPromise<unknown, PasswordChangeValues>(({ input, signal }) =>
      api.changePassword(
        { body: { current_password: input.current, new_password: input.next, confirm_password: input.confirm }, signal },
        INVESTOR_FALLBACKS.password,
      ),
    ),
  },
} satisfies FlowBindings<typeof passwordChangeMachine>;

export function selectPasswordChangeView(snapshot: SnapshotFrom<typeof passwordChangeMachine>) {
  const { values, error } = snapshot.context;
  return {
    values,
    error: problemText(snapshot, { blank: profileCopy.fillAll, mismatch: profileCopy.mismatch, failed: error }),
    changed: snapshot.hasTag('changed'),
    submitting: snapshot.hasTag('submitting'),
  };
}

export type PasswordChangeView = ReturnType<typeof selectPasswordChangeView>;

/** The password change form: what it shows, and what the investor can do there. */
export interface PasswordChangeApi {
  view: PasswordChangeView;
  /** Typed `value` into `field`. */
  change(field: keyof PasswordChangeValues, value: string): void;
  /** Change the password (checked for blanks and a match first). */
  submit(): void;
}

export function connectPasswordChange(snapshot: SnapshotFrom<typeof passwordChangeMachine>, send: FlowSend<typeof passwordChangeMachine>): PasswordChangeApi {
  return {
    view: selectPasswordChangeView(snapshot),
    change: (field, value) => send({ type: 'form.change', field, value }),
    submit: () => send({ type: 'form.submit' }),
  };
}

export function usePasswordChange(): PasswordChangeApi {
  return useFlow(passwordChangeMachine, passwordChangeBindings, connectPasswordChange);
}
