import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../failureMessage';
import { requirements } from '../requirements';

export interface TwoFactorStatus { enabled: boolean; recoveryCodesLeft: number }
/** A secret to add to the authenticator app: typed, or scanned from the QR code of `uri`. */
export interface TwoFactorSecret { secret: string; uri: string }

/**
 * Two-factor sign-in on the profile. Off: set it up (a secret to scan), confirm with a first code
 * from the app, and the ten recovery codes are shown once, to save. On: turn it off with the
 * password and a current code (or a recovery code), or make ten new recovery codes (confirmed
 * first: the old ones stop working), shown once the same way. The server asks for a fresh proof
 * (step-up) before the set-up and new codes; the app's HTTP client handles that on its own.
 */
export const twoFactorSettingsMachine = setup({
  types: {
    context: {} as {
      status: TwoFactorStatus; secret: TwoFactorSecret | null; recoveryCodes: string[]; error: string | null;
      /** What was typed last: the code that confirms the set-up, the password and code that turn it off. */
      code: string; password: string;
    },
    events: {} as
      | { type: 'twoFactor.retry' }
      | { type: 'twoFactor.setUp' }
      | { type: 'code.submit'; code: string }
      | { type: 'enrolment.cancel' }
      | { type: 'codes.done' }
      | { type: 'twoFactor.turnOff' }
      | { type: 'turnOff.submit'; password: string; code: string }
      | { type: 'turnOff.cancel' }
      | { type: 'recoveryCodes.regenerate' }
      | { type: 'recoveryCodes.confirm' }
      | { type: 'recoveryCodes.cancel' },
    tags: {} as
      | 'loading' | 'loadFailed' | 'off' | 'turnedOff' | 'starting' | 'failed' | 'enrolling' | 'codeMissing' | 'confirming' | 'codeFailed'
      | 'showingCodes' | 'on' | 'turningOff' | 'incomplete' | 'submitting' | 'turnOffFailed'
      | 'regenerating' | 'makingCodes' | 'regenerateFailed' | 'newCodes',
  },
  actors: {
    loadStatus: fromPromise<TwoFactorStatus>(async () => {
      throw new Error('loadStatus is supplied by the app');
    }),
    startSetUp: fromPromise<TwoFactorSecret>(async () => {
      throw new Error('startSetUp is supplied by the app');
    }),
    enable: fromPromise<string[], { code: string }>(async () => {
      throw new Error('enable is supplied by the app');
    }),
    disable: fromPromise<unknown, { password: string; code: string }>(async () => {
      throw new Error('disable is supplied by the app');
    }),
    regenerateCodes: fromPromise<string[]>(async () => {
      throw new Error('regenerateCodes is supplied by the app');
    }),
  },
  guards: {
    isOn: (_, status: TwoFactorStatus) => status.enabled,
    isCodeBlank: ({ event }) => {
      assertEvent(event, 'code.submit');
      return event.code.trim() === '';
    },
    isTurnOffIncomplete: ({ event }) => {
      assertEvent(event, 'turnOff.submit');
      return event.password === '' || event.code.trim() === '';
    },
  },
  actions: {
    storeStatus: assign((_, status: TwoFactorStatus) => ({ status })),
    storeSecret: assign((_, secret: TwoFactorSecret) => ({ secret })),
    forgetSecret: assign({ secret: null }),
    storeRecoveryCodes: assign((_, codes: string[]) => ({ recoveryCodes: codes, secret: null, status: { enabled: true, recoveryCodesLeft: codes.length } })),
    forgetRecoveryCodes: assign({ recoveryCodes: [] }),
    markOff: assign({ status: { enabled: false, recoveryCodesLeft: 0 } }),
    /** The code as typed, without the spaces around it (the password is kept exactly as typed). */
    keepCode: assign((_, code: string) => ({ code: code.trim() })),
    keepPassword: assign((_, password: string) => ({ password })),
    forgetTyped: assign({ code: '', password: '' }),
    storeError: assign({ error: ({ event }) => failureMessage(event) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'twoFactorSettings',
  initial: 'loading',
  context: { status: { enabled: false, recoveryCodesLeft: 0 }, secret: null, recoveryCodes: [], error: null, code: '', password: '' },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          { guard: { type: 'isOn', params: ({ event }) => event.output }, target: 'on', actions: { type: 'storeStatus', params: ({ event }) => event.output }, meta: requirements('design.two-factor.turn-off', 'design.two-factor.recovery-codes') },
          // Off stores nothing: loading comes only before any status was stored (the start, or a retry of a
          // failed first load), and the context starts with two-factor off.
          { target: 'off', meta: requirements('design.two-factor.set-up') },
        ],
        onError: { target: 'loadFailed', actions: 'storeError', meta: requirements('design.dashboard.load-retry') },
      },
    },
    loadFailed: {
      tags: 'loadFailed',
      exit: 'clearError',
      on: { 'twoFactor.retry': { target: 'loading', meta: requirements('design.dashboard.load-retry') } },
    },
    off: {
      tags: 'off',
      initial: 'idle',
      states: {
        idle: { on: { 'twoFactor.setUp': { target: 'starting', meta: requirements('design.two-factor.set-up') } } },
        /** Just turned off: a note says so until the next step. */
        turnedOff: { tags: 'turnedOff', on: { 'twoFactor.setUp': { target: 'starting', meta: requirements('design.two-factor.set-up') } } },
        starting: {
          tags: 'starting',
          invoke: {
            id: 'startSetUp',
            src: 'startSetUp',
            onDone: { target: '#twoFactorSettings.enrolling', actions: { type: 'storeSecret', params: ({ event }) => event.output }, meta: requirements('design.two-factor.set-up') },
            onError: { target: 'failed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
          },
        },
        failed: { tags: 'failed', exit: 'clearError', on: { 'twoFactor.setUp': { target: 'starting', meta: requirements('design.two-factor.set-up') } } },
      },
    },
    /** The secret is shown; the first code from the app turns two-factor on. */
    enrolling: {
      tags: 'enrolling',
      initial: 'entering',
      on: {
        'code.submit': [{ guard: 'isCodeBlank', target: '.codeMissing', meta: requirements('design.two-factor.set-up') }, { target: '.confirming', actions: { type: 'keepCode', params: ({ event }) => event.code }, meta: requirements('design.two-factor.set-up') }],
        'enrolment.cancel': { target: 'off', actions: 'forgetSecret', meta: requirements('design.two-factor.set-up') },
      },
      states: {
        entering: {},
        codeMissing: { tags: 'codeMissing' },
        confirming: {
          tags: 'confirming',
          on: { 'code.submit': { meta: requirements('design.forms.single-submit') }, 'enrolment.cancel': { meta: requirements('design.forms.single-submit') } },
          invoke: {
            id: 'enable',
            src: 'enable',
            input: ({ context }) => ({ code: context.code }),
            onDone: { target: '#twoFactorSettings.showingCodes', actions: [{ type: 'storeRecoveryCodes', params: ({ event }) => event.output }, 'forgetTyped'], meta: requirements('design.two-factor.set-up') },
            onError: { target: 'codeFailed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
          },
        },
        codeFailed: { tags: 'codeFailed', exit: 'clearError' },
      },
    },
    /** Two-factor is on; the recovery codes are shown this once. */
    showingCodes: {
      tags: 'showingCodes',
      on: { 'codes.done': { target: 'on', actions: 'forgetRecoveryCodes', meta: requirements('design.two-factor.set-up') } },
    },
    /** New recovery codes replaced the old ones; shown this once, like the first ones. */
    showingNewCodes: {
      tags: ['showingCodes', 'newCodes'],
      on: { 'codes.done': { target: 'on', actions: 'forgetRecoveryCodes', meta: requirements('design.two-factor.recovery-codes') } },
    },
    on: {
      tags: 'on',
      initial: 'idle',
      states: {
        idle: { on: { 'twoFactor.turnOff': { target: 'turningOff', meta: requirements('design.two-factor.turn-off') }, 'recoveryCodes.regenerate': { target: 'regenerating', meta: requirements('design.two-factor.recovery-codes') } } },
        turningOff: {
          tags: 'turningOff',
          initial: 'entering',
          on: {
            'turnOff.submit': [
              { guard: 'isTurnOffIncomplete', target: '.incomplete', meta: requirements('design.two-factor.turn-off') },
              {
                target: '.submitting',
                actions: [{ type: 'keepCode', params: ({ event }) => event.code }, { type: 'keepPassword', params: ({ event }) => event.password }],
                meta: requirements('design.two-factor.turn-off'),
              },
            ],
            'turnOff.cancel': { target: 'idle', actions: 'forgetTyped', meta: requirements('design.two-factor.turn-off') },
          },
          states: {
            entering: {},
            incomplete: { tags: 'incomplete' },
            submitting: {
              tags: 'submitting',
              on: { 'turnOff.submit': { meta: requirements('design.forms.single-submit') }, 'turnOff.cancel': { meta: requirements('design.forms.single-submit') } },
              invoke: {
                id: 'disable',
                src: 'disable',
                input: ({ context }) => ({ password: context.password, code: context.code }),
                onDone: { target: '#twoFactorSettings.off.turnedOff', actions: ['markOff', 'forgetTyped'], meta: requirements('design.two-factor.turn-off') },
                onError: { target: 'failed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
              },
            },
            failed: { tags: 'turnOffFailed', exit: 'clearError' },
          },
        },
        /** "The codes you have now stop working": confirmed first, then the call. */
        regenerating: {
          tags: 'regenerating',
          initial: 'confirming',
          on: { 'recoveryCodes.cancel': { target: 'idle', meta: requirements('design.two-factor.recovery-codes') } },
          states: {
            confirming: { on: { 'recoveryCodes.confirm': { target: 'making', meta: requirements('design.two-factor.recovery-codes') } } },
            making: {
              tags: 'makingCodes',
              on: { 'recoveryCodes.confirm': { meta: requirements('design.forms.single-submit') }, 'recoveryCodes.cancel': { meta: requirements('design.forms.single-submit') } },
              invoke: {
                id: 'regenerateCodes',
                src: 'regenerateCodes',
                onDone: { target: '#twoFactorSettings.showingNewCodes', actions: { type: 'storeRecoveryCodes', params: ({ event }) => event.output }, meta: requirements('design.two-factor.recovery-codes') },
                onError: { target: 'failed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
              },
            },
            failed: { tags: 'regenerateFailed', exit: 'clearError', on: { 'recoveryCodes.confirm': { target: 'making', meta: requirements('design.two-factor.recovery-codes') } } },
          },
        },
      },
    },
  },
});
