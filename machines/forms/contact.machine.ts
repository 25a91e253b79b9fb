import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { TIMERS } from '../../domain/constants';
import { requirements } from '../requirements';

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

export type ContactField = keyof ContactFields;

export type ContactEvent =
  | { type: 'form.change'; field: ContactField; value: string }
  | { type: 'form.submit' };

const EMPTY: ContactFields = { name: '', email: '', message: '' };

/**
 * The contact form (specification sections 4, 5 and 7). Name, email and message must each be
 * non-blank after trimming, else the form is `invalid`. A valid form posts the trimmed fields;
 * success clears them and shows its message for `messageDisplay` (5 s); failure keeps what was
 * typed and holds the error only while `failed` is active.
 */
export const contactMachine = setup({
  types: {
    context: {} as { fields: ContactFields; failure: unknown },
    /** What the form shows, named on the states that show it (the view reads tags, not state names). */
    tags: {} as 'invalid' | 'submitting' | 'failed' | 'succeeded',
    events: {} as ContactEvent,
  },
  actors: {
    /** Supplied by the app: POST /management/contact/ with `{name, email, message}`. */
    sendMessage: fromPromise<unknown, ContactFields>(async () => {
      throw new Error('sendMessage is supplied by the app');
    }),
  },
  guards: {
    allFieldsFilled: ({ context }) => Object.values(context.fields).every((value) => value.trim() !== ''),
  },
  actions: {
    updateField: assign({
      fields: ({ context, event }) => {
        assertEvent(event, 'form.change');
        return { ...context.fields, [event.field]: event.value };
      },
    }),
    clearFields: assign({ fields: EMPTY }),
    rememberFailure: assign({ failure: (_, params: { error: unknown }) => params.error }),
    forgetFailure: assign({ failure: undefined }),
  },
  delays: {
    messageDisplay: () => TIMERS.messageDisplay,
  },
}).createMachine({
  id: 'contact',
  context: { fields: EMPTY, failure: undefined },
  initial: 'editing',
  states: {
    editing: {
      initial: 'clean',
      on: {
        'form.change': { actions: 'updateField', meta: requirements('contact.fields') },
        'form.submit': [{ guard: 'allFieldsFilled', target: 'submitting', meta: requirements('contact.validation.non-blank', 'contact.post') }, { target: '.invalid', meta: requirements('contact.validation.non-blank') }],
      },
      states: {
        clean: {},
        invalid: { tags: 'invalid' },
        failed: { tags: 'failed', exit: 'forgetFailure' },
        succeeded: {
          tags: 'succeeded',
          after: { messageDisplay: { target: 'clean', meta: requirements('messages.hide-after-display') } },
        },
      },
    },
    submitting: {
      tags: 'submitting',
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => ({
          name: context.fields.name.trim(),
          email: context.fields.email.trim(),
          message: context.fields.message.trim(),
        }),
        onDone: { target: 'editing.succeeded', actions: 'clearFields', meta: requirements('contact.success-message') },
        onError: {
          target: 'editing.failed',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          meta: requirements('contact.error'),
        },
      },
    },
  },
});
