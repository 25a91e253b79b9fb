import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../failureMessage';
import { refusalOf } from '../refusal';
import { requirements } from '../requirements';

/**
 * The undo link of an account alert (a new way in: two-factor sign-in turned on, a passkey added,
 * new recovery codes): opening the page spends nothing, because mail scanners open links too;
 * only the press removes that way in, and the server ends every session, this browser's
 * included. A link the server refuses (unknown, expired, used), or an address without a token,
 * cannot be tried again; a failure on the way (network, 5xx) can.
 */
export const undoChangeMachine = setup({
  types: {
    /** What the screen shows, named on the states that show it (the view reads tags, not state names). */
    tags: {} as 'ready' | 'undoing' | 'done' | 'linkInvalid' | 'failed',
    /** `message`: the server's words, on success or failure (null: the address had no token). */
    context: {} as { token: string; message: string | null },
    input: {} as { token?: string | undefined },
    events: {} as { type: 'undo.confirm' },
  },
  actors: {
    undoChange: fromPromise<string, { token: string }>(async () => {
      throw new Error('undoChange is supplied by the app');
    }),
  },
  guards: {
    hasNoToken: ({ context }) => context.token === '',
    // The server refused the link itself (a press again cannot help).
    isLinkRefused: ({ event }) => refusalOf(event).kind === 'linkInvalid',
  },
  actions: {
    storeMessage: assign((_, message: string) => ({ message })),
    storeError: assign({ message: ({ event }) => failureMessage(event) }),
    clearMessage: assign({ message: null }),
    // Supplied by the app: every session ended on the server, so this browser's stored one goes too.
    endSession: () => {},
  },
}).createMachine({
  id: 'undoChange',
  context: ({ input }) => ({ token: input.token?.trim() ?? '', message: null }),
  initial: 'opening',
  states: {
    /** Decided at once: without a token there is nothing to press. */
    opening: {
      always: [{ guard: 'hasNoToken', target: 'linkInvalid.missing', meta: requirements('design.undo.refused') }, { target: 'ready', meta: requirements('design.undo.link') }],
    },
    ready: {
      tags: 'ready',
      on: { 'undo.confirm': { target: 'undoing', meta: requirements('design.undo.link') } },
    },
    undoing: {
      tags: 'undoing',
      invoke: {
        id: 'undoChange',
        src: 'undoChange',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'done', actions: { type: 'storeMessage', params: ({ event }) => event.output }, meta: requirements('design.undo.link') },
        onError: [
          { guard: 'isLinkRefused', target: 'linkInvalid.refused', actions: 'storeError', meta: requirements('design.undo.refused') },
          { target: 'failed', actions: 'storeError', meta: requirements('design.undo.retry') },
        ],
      },
    },
    done: { type: 'final', tags: 'done', entry: 'endSession' },
    /** Nothing to press: the server refused the link, or the address came without its token. */
    linkInvalid: {
      tags: 'linkInvalid',
      initial: 'refused',
      states: { refused: {}, missing: {} },
    },
    /** Something failed on the way: the message, and the button again. */
    failed: {
      tags: 'failed',
      exit: 'clearMessage',
      on: { 'undo.confirm': { target: 'undoing', meta: requirements('design.undo.retry') } },
    },
  },
});
