/** Editing the investor's names: loaded, edited, saved. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { profileEditMachine, type ProfileNames } from '../../../machines/investment/profileEdit.machine';
import { api } from '../../api/call';
import { INVESTOR_FALLBACKS } from '../../content/callFailures';
import { problemText, useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
import { profileCopy } from '../../content/dashboard';
import { announceAccountChange } from './accountChanges';

const toNames = (profile: { first_name: string; last_name: string }): ProfileNames => ({ firstName: profile.first_name, lastName: profile.last_name });

/** The app's side of the profile edit machine: the names loaded and saved. */
export const profileEditBindings = {
  actors: {
    loadProfile: fromPromise<ProfileNames, void>(async () => toNames(await api.profile({}, INVESTOR_FALLBACKS.load))),
    saveProfile: fromPromise<ProfileNames, ProfileNames>(async ({ input, signal }) => {
      const saved = await api.updateProfile(
        { body: { first_name: input.firstName.trim(), last_name: input.lastName.trim() }, signal },
        INVESTOR_FALLBACKS.profile,
      );
      // The names shown above every dashboard screen are the account's: they follow at once.
      announceAccountChange();
      return toNames(saved);
    }),
  },
} satisfies FlowBindings<typeof profileEditMachine>;

export function selectProfileEditView(snapshot: SnapshotFrom<typeof profileEditMachine>) {
  const { values, error } = snapshot.context;
  return {
    /** Still loading the names, or failed to (with a retry). */
    loading: snapshot.hasTag('loading'),
    loadError: snapshot.hasTag('loadFailed') ? error : null,
    values,
    error: problemText(snapshot, { invalid: profileCopy.namesRequired, failed: error }),
    saved: snapshot.hasTag('saved'),
    saving: snapshot.hasTag('saving'),
  };
}

export type ProfileEditView = ReturnType<typeof selectProfileEditView>;

/** The names form: what it shows, and what the investor can do there. */
export interface ProfileEditApi {
  view: ProfileEditView;
  /** Typed `value` into `field`. */
  change(field: keyof ProfileNames, value: string): void;
  /** Save the names (checked for blanks first). */
  submit(): void;
  /** Load the names again after they failed to load. */
  retry(): void;
}

export function connectProfileEdit(snapshot: SnapshotFrom<typeof profileEditMachine>, send: FlowSend<typeof profileEditMachine>): ProfileEditApi {
  return {
    view: selectProfileEditView(snapshot),
    change: (field, value) => send({ type: 'form.change', field, value }),
    submit: () => send({ type: 'form.submit' }),
    retry: () => send({ type: 'form.retry' }),
  };
}

export function useProfileEdit(): ProfileEditApi {
  return useFlow(profileEditMachine, profileEditBindings, connectProfileEdit);
}
