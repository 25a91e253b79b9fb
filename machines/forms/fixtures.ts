/**
 * Example events for walking the contact and newsletter machines' graphs (`xstate/graph`): the
 * registry's reachability test, `npm run paths` and the model-based screen tests share them. Each
 * stands for a user gesture (a typed field, a submit) or an answer of the API.
 */
import type { ExampleEvent } from '../auth/fixtures';
import type { ContactFields } from './contact.machine';

/** Typed with surrounding spaces, so the posted payload shows the trimming. */
export const CONTACT_TYPED: ContactFields = {
  name: '  Ada Lovelace ',
  email: ' ada@example.com ',
  message: '  When does my plan mature? ',
};

export const contactEvents: readonly ExampleEvent[] = [
  ...(Object.keys(CONTACT_TYPED) as (keyof ContactFields)[]).map((field) => ({ type: 'form.change', field, value: CONTACT_TYPED[field] })),
  // Blank after trimming: the form must refuse it.
  { type: 'form.change', field: 'message', value: '   ' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.sendMessage', output: { message: 'ok' } },
  { type: 'xstate.error.actor.sendMessage', error: new Error('refused') },
];

export const SUBSCRIBE_EMAIL = 'grace@example.com';

export const subscribeEvents: readonly ExampleEvent[] = [
  { type: 'form.change', value: SUBSCRIBE_EMAIL },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.subscribe', output: {} },
  { type: 'xstate.error.actor.subscribe', error: new Error('refused') },
];
