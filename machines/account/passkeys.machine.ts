import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../failureMessage';
import { requirements } from '../requirements';

/** A passkey on the account: the machine decides on `id`; the rest is what the list shows. */
export interface PasskeyEntry {
  id: string;
  name: string;
  /** Epoch milliseconds; `lastUsedAt` is null until it signs in once. */
  createdAt: number;
  lastUsedAt: number | null;
}

/**
 * Passkeys on the profile: the account's passkeys are loaded; the investor adds one (the
 * browser's passkey dialog, under the name typed for it) or removes one. Adding answers the new
 * list, so a passkey added from another tab meanwhile shows too.
 */
export const passkeysMachine = setup({
  types: {
    context: {} as {
      passkeys: PasskeyEntry[];
      /** The name typed for the passkey being added; emptied once it is added. */
      name: string;
      removing: string | null; error: string | null;
    },
    events: {} as
      | { type: 'passkeys.retry' }
      | { type: 'passkey.add'; name: string }
      | { type: 'passkey.remove'; id: string },
    tags: {} as 'loading' | 'loadFailed' | 'busy' | 'adding' | 'added' | 'removed' | 'failed',
  },
  actors: {
    listPasskeys: fromPromise<PasskeyEntry[]>(async () => {
      throw new Error('listPasskeys is supplied by the app');
    }),
    addPasskey: fromPromise<PasskeyEntry[], { name: string }>(async () => {
      throw new Error('addPasskey is supplied by the app');
    }),
    removePasskey: fromPromise<unknown, { id: string }>(async () => {
      throw new Error('removePasskey is supplied by the app');
    }),
  },
  actions: {
    storePasskeys: assign((_, passkeys: PasskeyEntry[]) => ({ passkeys })),
    forgetName: assign({ name: '' }),
    /** The name as typed, without the spaces around it. */
    keepName: assign((_, name: string) => ({ name: name.trim() })),
    markRemoving: assign((_, id: string) => ({ removing: id })),
    dropRemoved: assign({ passkeys: ({ context }) => context.passkeys.filter((passkey) => passkey.id !== context.removing), removing: null }),
    storeError: assign({ error: ({ event }) => failureMessage(event), removing: null }),
    clearError: assign({ error: null }),
  },
  guards: {
    isListed: ({ context }, id: string) => context.passkeys.some((passkey) => passkey.id === id),
  },
}).createMachine({
  id: 'passkeys',
  initial: 'loading',
  context: { passkeys: [], name: '', removing: null, error: null },
  states: {
    loading: {
      tags: ['loading', 'busy'],
      invoke: {
        id: 'listPasskeys',
        src: 'listPasskeys',
        onDone: { target: 'ready', actions: { type: 'storePasskeys', params: ({ event }) => event.output }, meta: requirements('design.passkeys.manage') },
        onError: { target: 'loadFailed', actions: 'storeError', meta: requirements('design.dashboard.load-retry') },
      },
    },
    loadFailed: {
      tags: 'loadFailed',
      exit: 'clearError',
      on: { 'passkeys.retry': { target: 'loading', meta: requirements('design.dashboard.load-retry') } },
    },
    ready: {
      initial: 'idle',
      on: {
        'passkey.add': { target: 'adding', actions: { type: 'keepName', params: ({ event }) => event.name }, meta: requirements('design.passkeys.manage') },
        'passkey.remove': {
          guard: { type: 'isListed', params: ({ event }) => event.id },
          target: 'removing',
          actions: { type: 'markRemoving', params: ({ event }) => event.id },
          meta: requirements('design.passkeys.manage'),
        },
      },
      states: {
        idle: {},
        /** A note says what happened until the next action. */
        added: { tags: 'added' },
        removed: { tags: 'removed' },
        failed: { tags: 'failed', exit: 'clearError' },
      },
    },
    /** The browser's passkey dialog is open, then the server checks what it made. */
    adding: {
      tags: ['busy', 'adding'],
      invoke: {
        id: 'addPasskey',
        src: 'addPasskey',
        input: ({ context }) => ({ name: context.name }),
        onDone: { target: 'ready.added', actions: [{ type: 'storePasskeys', params: ({ event }) => event.output }, 'forgetName'], meta: requirements('design.passkeys.manage') },
        onError: { target: 'ready.failed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
      },
    },
    removing: {
      tags: 'busy',
      invoke: {
        id: 'removePasskey',
        src: 'removePasskey',
        input: ({ context }) => ({ id: context.removing! }),
        onDone: { target: 'ready.removed', actions: 'dropRemoved', meta: requirements('design.passkeys.manage') },
        onError: { target: 'ready.failed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
      },
    },
  },
});
