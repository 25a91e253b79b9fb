/**
 * Example events of the contact and newsletter forms: typed fields, submits and the API's answers.
 */
import type { contactMachine, ContactFields } from '../forms/contact.machine';
import type { subscribeMachine } from '../forms/subscribe.machine';
import type { Examples } from './types';

/**
 * Typed with surrounding spaces, so the posted payload shows the trimming. Not the e-mail: an
 * e-mail input drops them from its value (the browser's value sanitization), so no user can.
 */
export const CONTACT_TYPED: ContactFields = {
  name: '  Ada Lovelace ',
  email: 'ada@example.com',
  message: '  When does my plan mature? ',
};

export const contactExamples = {
  'form.change': [
    { field: 'name', value: CONTACT_TYPED.name },
    { field: 'email', value: CONTACT_TYPED.email },
    { field: 'message', value: CONTACT_TYPED.message },
    // Blank after trimming: the form must refuse it.
    { field: 'message', value: '   ' },
  ],
  'form.submit': [{}],
  'xstate.done.actor.sendMessage': [{ output: { message: 'ok' } }],
  'xstate.error.actor.sendMessage': [{ error: new Error('refused') }],
} satisfies Examples<typeof contactMachine>;

export const SUBSCRIBE_EMAIL = 'grace@example.com';

export const subscribeExamples = {
  'form.change': [{ value: SUBSCRIBE_EMAIL }],
  'form.submit': [{}],
  'xstate.done.actor.subscribe': [{ output: {} }],
  'xstate.error.actor.subscribe': [{ error: new Error('refused') }],
} satisfies Examples<typeof subscribeMachine>;
