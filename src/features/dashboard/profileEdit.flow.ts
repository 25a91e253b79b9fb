/** Editing the investor's names: loaded, edited, saved. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { profileEditMachine, type ProfileNames } from '../../../machines/investment/profileEdit.machine';
import { api } from '../../api/call';
import { INVESTOR_FALLBACKS } from '../../api/fallbacks';
import { problemText, useFlow } from '../../flow/useFlow';
import { profileCopy } from '../../content/dashboard';
import { announceAccountChange } from './accountChanges';

const toNames = (profile: { first_name: string; last_name: string }): ProfileNames => ({ firstName: profile.first_name, lastName: profile.last_name });

const bindings = {
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
};

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

export function useProfileEdit() {
  const { view, send } = useFlow(profileEditMachine, bindings, selectProfileEditView);
  return {
    view,
    change: (field: keyof ProfileNames, value: string) => send({ type: 'form.change', field, value }),
    submit: () => send({ type: 'form.submit' }),
    retry: () => send({ type: 'form.retry' }),
  };
}
