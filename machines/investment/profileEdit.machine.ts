import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../failureMessage';
import { requirements } from '../requirements';

export interface ProfileNames { firstName: string; lastName: string }

/** Editing the investor's names: loaded, edited, saved (a success message until the next change). */
export const profileEditMachine = setup({
  types: {
    context: {} as { values: ProfileNames; error: string | null },
    events: {} as
      | { type: 'form.change'; field: keyof ProfileNames; value: string }
      | { type: 'form.submit' }
      | { type: 'form.retry' },
    tags: {} as 'loading' | 'loadFailed' | 'invalid' | 'saved' | 'failed' | 'saving',
  },
  actors: {
    loadProfile: fromPromise<ProfileNames, void>(async () => {
      throw new Error('loadProfile is supplied by the app');
    }),
    saveProfile: fromPromise<ProfileNames, ProfileNames>(async () => {
      throw new Error('saveProfile is supplied by the app');
    }),
  },
  actions: {
    storeValues: assign({ values: (_, values: ProfileNames) => ({ firstName: values.firstName, lastName: values.lastName }) }),
    changeValue: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'form.change');
        return { ...context.values, [event.field]: event.value };
      },
    }),
    storeError: assign({ error: ({ event }) => failureMessage(event) }),
  },
  guards: {
    // Both names hold more than spaces.
    isValid: ({ context: { values } }) => [values.firstName, values.lastName].every((name) => name.trim() !== ''),
  },
}).createMachine({
  id: 'profileEdit',
  initial: 'loading',
  context: { values: { firstName: '', lastName: '' }, error: null },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'editing', actions: { type: 'storeValues', params: ({ event }) => event.output }, meta: requirements('design.profile.edit-names') },
        onError: { target: 'loadFailed', actions: 'storeError', meta: requirements('design.dashboard.load-retry') },
      },
    },
    loadFailed: { tags: 'loadFailed', on: { 'form.retry': { target: 'loading', meta: requirements('design.dashboard.load-retry') } } },
    editing: {
      initial: 'idle',
      on: {
        'form.change': { target: '.idle', actions: 'changeValue', meta: requirements('design.profile.edit-names') },
        'form.submit': [{ guard: 'isValid', target: 'saving', meta: requirements('design.profile.edit-names') }, { target: '.invalid', meta: requirements('design.profile.edit-names') }],
      },
      states: {
        idle: {},
        invalid: { tags: 'invalid' },
        saved: { tags: 'saved' },
        failed: { tags: 'failed' },
      },
    },
    saving: {
      tags: 'saving',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => context.values,
        onDone: { target: 'editing.saved', actions: { type: 'storeValues', params: ({ event }) => event.output }, meta: requirements('design.profile.edit-names') },
        onError: { target: 'editing.failed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
      },
    },
  },
});
