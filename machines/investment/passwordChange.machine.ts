import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../failureMessage';
import { requirements } from '../requirements';

export interface PasswordChangeValues { current: string; next: string; confirm: string }

const EMPTY: PasswordChangeValues = { current: '', next: '', confirm: '' };

/**
 * Changing the password: current, new and confirmation, checked for blanks and a match before
 * the call; on success every other session of the investor ends (the server does it).
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as { values: PasswordChangeValues; error: string | null },
    events: {} as
      | { type: 'form.change'; field: keyof PasswordChangeValues; value: string }
      | { type: 'form.submit' },
    tags: {} as 'blank' | 'mismatch' | 'failed' | 'changed' | 'submitting',
  },
  actors: {
    changePassword: fromPromise<unknown, PasswordChangeValues>(async () => {
      throw new Error('changePassword is supplied by the app');
    }),
  },
  actions: {
    changeValue: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'form.change');
        return { ...context.values, [event.field]: event.value };
      },
    }),
    clearValues: assign({ values: EMPTY }),
    storeError: assign({ error: ({ event }) => failureMessage(event) }),
  },
  guards: {
    hasBlankField: ({ context }) => !context.values.current || !context.values.next || !context.values.confirm,
    doesNotMatch: ({ context }) => context.values.next !== context.values.confirm,
  },
}).createMachine({
  id: 'passwordChange',
  initial: 'editing',
  context: { values: EMPTY, error: null },
  states: {
    editing: {
      initial: 'idle',
      on: {
        'form.change': { target: '.idle', actions: 'changeValue', meta: requirements('design.password-change') },
        'form.submit': [
          { guard: 'hasBlankField', target: '.blank', meta: requirements('design.password-change') },
          { guard: 'doesNotMatch', target: '.mismatch', meta: requirements('design.password-change') },
          { target: 'submitting', meta: requirements('design.password-change') },
        ],
      },
      states: {
        idle: {},
        blank: { tags: 'blank' },
        mismatch: { tags: 'mismatch' },
        failed: { tags: 'failed' },
        /** Changed: the form is empty again and a success message shows until the next change. */
        changed: { tags: 'changed' },
      },
    },
    submitting: {
      tags: 'submitting',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => context.values,
        onDone: { target: 'editing.changed', actions: 'clearValues', meta: requirements('design.password-change') },
        onError: { target: 'editing.failed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
      },
    },
  },
});
