import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../failureMessage';
import { requirements } from '../requirements';

/** A listed session: the machine decides on `id` and `current`; the rest is what the list shows. */
export interface DeviceEntry {
  id: string;
  current: boolean;
  browser: string;
  device: string;
  ip: string | null;
  /** The country of the address, when known. */
  place: string | null;
  /** Epoch milliseconds. */
  signedInAt: number;
  lastSeenAt: number;
}

/**
 * Signed-in devices on the profile: the live sessions are loaded, and the investor ends one other
 * device, or every other one. The session in use is never offered (logging out ends it).
 */
export const signedInDevicesMachine = setup({
  types: {
    context: {} as { devices: DeviceEntry[]; ending: string | null; error: string | null },
    events: {} as
      | { type: 'devices.retry' }
      | { type: 'device.end'; id: string }
      | { type: 'devices.endOthers' },
    tags: {} as 'loading' | 'loadFailed' | 'ended' | 'endedOthers' | 'failed' | 'busy' | 'signingOutOthers',
  },
  actors: {
    listDevices: fromPromise<DeviceEntry[]>(async () => {
      throw new Error('listDevices is supplied by the app');
    }),
    endDevice: fromPromise<unknown, { id: string }>(async () => {
      throw new Error('endDevice is supplied by the app');
    }),
    endOtherDevices: fromPromise<unknown>(async () => {
      throw new Error('endOtherDevices is supplied by the app');
    }),
  },
  actions: {
    markEnding: assign({
      ending: ({ event }) => {
        assertEvent(event, 'device.end');
        return event.id;
      },
    }),
    dropEnded: assign({ devices: ({ context }) => context.devices.filter((device) => device.id !== context.ending), ending: null }),
    keepCurrentOnly: assign({ devices: ({ context }) => context.devices.filter((device) => device.current) }),
    storeError: assign({ error: ({ event }) => failureMessage(event), ending: null }),
  },
  guards: {
    isAnotherListedDevice: ({ context, event }) => {
      assertEvent(event, 'device.end');
      return context.devices.some((device) => device.id === event.id && !device.current);
    },
    hasOtherDevices: ({ context }) => context.devices.some((device) => !device.current),
  },
}).createMachine({
  id: 'signedInDevices',
  initial: 'loading',
  context: { devices: [], ending: null, error: null },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'listDevices',
        src: 'listDevices',
        onDone: { target: 'ready', actions: assign({ devices: ({ event }) => event.output }), meta: requirements('design.devices.end-sessions') },
        onError: { target: 'loadFailed', actions: 'storeError', meta: requirements('design.dashboard.load-retry') },
      },
    },
    loadFailed: {
      tags: 'loadFailed',
      on: { 'devices.retry': { target: 'loading', meta: requirements('design.dashboard.load-retry') } },
    },
    ready: {
      initial: 'idle',
      on: {
        'device.end': { guard: 'isAnotherListedDevice', target: 'ending', actions: 'markEnding', meta: requirements('design.devices.end-sessions') },
        'devices.endOthers': { guard: 'hasOtherDevices', target: 'endingOthers', meta: requirements('design.devices.end-sessions') },
      },
      states: {
        idle: {},
        /** One device was signed out: a note says so until the next action. */
        ended: { tags: 'ended' },
        endedOthers: { tags: 'endedOthers' },
        failed: { tags: 'failed' },
      },
    },
    ending: {
      tags: 'busy',
      invoke: {
        id: 'endDevice',
        src: 'endDevice',
        input: ({ context }) => ({ id: context.ending! }),
        onDone: { target: 'ready.ended', actions: 'dropEnded', meta: requirements('design.devices.end-sessions') },
        onError: { target: 'ready.failed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
      },
    },
    endingOthers: {
      tags: ['busy', 'signingOutOthers'],
      invoke: {
        id: 'endOtherDevices',
        src: 'endOtherDevices',
        onDone: { target: 'ready.endedOthers', actions: 'keepCurrentOnly', meta: requirements('design.devices.end-sessions') },
        onError: { target: 'ready.failed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
      },
    },
  },
});
