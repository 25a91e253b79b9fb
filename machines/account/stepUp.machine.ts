import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../failureMessage';
import { refusalOf } from '../refusal';
import { requirements } from '../requirements';
import { NOT_BUSY, busyDelays, busyGuards, busyWait, type BusyContext } from '../auth/busy';

/** What the step-up dialog may ask for: a code when two-factor sign-in is on, a passkey when the account has one. */
export interface StepUpOptions { twoFactor: boolean; passkeys: boolean }

/** What the investor typed to prove it's them (the code only when two-factor sign-in is on). */
export interface StepUpProof { password: string; code: string }

/**
 * The step-up dialog: a sensitive change (two-factor on, recovery codes, a passkey added or
 * removed, a password change, a withdrawal to a new destination) was refused for want of a fresh
 * proof, so the app asks the investor to prove it's them. Idle until a proof is requested; then
 * it loads what it may ask for, asks for the password (and the code) or a passkey, and ends
 * proved or cancelled, where the next request opens it again. A refused proof shows the
 * server's message and empties the password and the code: the server does not say which was
 * wrong (that would tell a stolen session's guesser), so both are asked again. Any other
 * failure keeps what was typed. A server too busy to
 * hash the password is waited for and asked once more, as the auth forms do.
 */
export const stepUpMachine = setup({
  types: {
    context: {} as {
      options: StepUpOptions;
      /** What was typed last; both are emptied by a refused proof and forgotten as the dialog closes. */
      password: string; code: string;
      error: string | null;
    } & BusyContext,
    events: {} as
      | { type: 'stepUp.request' }
      | { type: 'stepUp.retry' }
      | { type: 'stepUp.submit'; password: string; code: string }
      | { type: 'stepUp.passkey' }
      | { type: 'stepUp.cancel' },
    /** `pending`: a proof is on its way (the form is locked); `busy`/`stillBusy`: the server was too busy to check it. */
    tags: {} as
      | 'open' | 'loading' | 'loadFailed' | 'asking' | 'incomplete' | 'failed' | 'pending' | 'proving' | 'passkey' | 'proved'
      | 'busy' | 'stillBusy',
  },
  actors: {
    loadOptions: fromPromise<StepUpOptions>(async () => {
      throw new Error('loadOptions is supplied by the app');
    }),
    prove: fromPromise<unknown, StepUpProof>(async () => {
      throw new Error('prove is supplied by the app');
    }),
    proveWithPasskey: fromPromise<unknown>(async () => {
      throw new Error('proveWithPasskey is supplied by the app');
    }),
  },
  delays: busyDelays,
  guards: {
    ...busyGuards,
    isIncomplete: ({ context, event }) => {
      assertEvent(event, 'stepUp.submit');
      return event.password === '' || (context.options.twoFactor && event.code.trim() === '');
    },
    offersPasskey: ({ context }) => context.options.passkeys,
    proofRefused: ({ event }) => refusalOf(event).kind === 'wrongProof',
  },
  actions: {
    storeOptions: assign((_, options: StepUpOptions) => ({ options })),
    keepTyped: assign(({ context, event }) => {
      assertEvent(event, 'stepUp.submit');
      // No code field shows without two-factor sign-in: nothing typed there to keep.
      return { password: event.password, code: context.options.twoFactor ? event.code.trim() : '' };
    }),
    forgetTyped: assign({ password: '', code: '' }),
    storeError: assign({ error: ({ event }) => failureMessage(event) }),
    clearError: assign({ error: null }),
    noteBusyWait: assign(({ event }) => busyWait(event)),
    retryOnce: assign({ busyRetried: true }),
    forgetBusy: assign(NOT_BUSY),
  },
}).createMachine({
  id: 'stepUp',
  initial: 'idle',
  context: { options: { twoFactor: false, passkeys: false }, password: '', code: '', error: null, ...NOT_BUSY },
  states: {
    idle: { on: { 'stepUp.request': { target: 'open', meta: requirements('design.step-up.prove') } } },
    /** The dialog shows; Cancel (or Escape) closes it from anywhere inside. */
    open: {
      tags: 'open',
      initial: 'loading',
      on: { 'stepUp.cancel': { target: 'cancelled', actions: 'forgetTyped', meta: requirements('design.step-up.cancel') } },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            id: 'loadOptions',
            src: 'loadOptions',
            onDone: { target: 'asking', actions: { type: 'storeOptions', params: ({ event }) => event.output }, meta: requirements('design.step-up.prove') },
            onError: { target: 'loadFailed', actions: 'storeError', meta: requirements('design.dashboard.load-retry') },
          },
        },
        loadFailed: {
          tags: 'loadFailed',
          exit: 'clearError',
          on: { 'stepUp.retry': { target: 'loading', meta: requirements('design.dashboard.load-retry') } },
        },
        asking: {
          tags: 'asking',
          initial: 'entering',
          on: {
            'stepUp.submit': [
              { guard: 'isIncomplete', target: '.incomplete', actions: 'keepTyped', meta: requirements('design.step-up.prove') },
              { target: 'proving', actions: ['keepTyped', 'forgetBusy'], meta: requirements('design.step-up.prove') },
            ],
            'stepUp.passkey': { guard: 'offersPasskey', target: 'provingWithPasskey', meta: requirements('design.step-up.prove', 'design.login.passkey') },
          },
          states: {
            entering: {},
            incomplete: { tags: 'incomplete' },
            failed: { tags: 'failed', exit: 'clearError' },
            /** The one retry was refused as busy too: the investor confirms again by hand, everything typed kept. */
            stillBusy: { tags: 'stillBusy' },
          },
        },
        /** The server checks the password (and the code), by hashing it. */
        proving: {
          tags: ['pending', 'proving'],
          invoke: {
            id: 'prove',
            src: 'prove',
            input: ({ context }) => ({ password: context.password, code: context.code }),
            onDone: { target: '#stepUp.proved', actions: 'forgetTyped', meta: requirements('design.step-up.prove') },
            onError: [
              { guard: 'isStillBusy', target: 'asking.stillBusy', meta: requirements('design.busy.second-busy-gives-up') },
              { guard: 'isServerBusy', target: 'busy', actions: 'noteBusyWait', meta: requirements('design.busy.shows-wait') },
              { guard: 'proofRefused', target: 'asking.failed', actions: ['storeError', 'forgetTyped'], meta: requirements('design.step-up.refused') },
              { target: 'asking.failed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
            ],
          },
        },
        /** The server was too busy to check the proof: the same password (and code) go out again after its Retry-After, once. */
        busy: {
          tags: ['pending', 'proving', 'busy'],
          after: { busyRetryDelay: { target: 'proving', actions: 'retryOnce', meta: requirements('design.busy.retries-once') } },
        },
        /**
         * The browser's passkey dialog is open (it takes Escape and has its own Cancel, which ends
         * here as a failure), then the server checks its answer.
         */
        provingWithPasskey: {
          tags: ['pending', 'passkey'],
          on: { 'stepUp.cancel': { meta: requirements('design.forms.single-submit') } },
          invoke: {
            id: 'proveWithPasskey',
            src: 'proveWithPasskey',
            onDone: { target: '#stepUp.proved', actions: 'forgetTyped', meta: requirements('design.step-up.prove') },
            onError: { target: 'asking.failed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
          },
        },
      },
    },
    /** The change that asked may go on; the next refusal opens the dialog again. */
    proved: { tags: 'proved', on: { 'stepUp.request': { target: 'open', meta: requirements('design.step-up.prove') } } },
    /** The change that asked fails with a clear message; the next refusal opens the dialog again. */
    cancelled: { on: { 'stepUp.request': { target: 'open', meta: requirements('design.step-up.prove') } } },
  },
});
