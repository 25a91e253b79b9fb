/** Signed-in devices on the profile: the live sessions, and signing out one or every other one. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { SignedInDevice } from '../../../contract/account';
import { signedInDevicesMachine, type DeviceEntry } from '../../../machines/account/signedInDevices.machine';
import { api } from '../../api/call';
import { DEVICES_FALLBACKS } from '../../content/callFailures';
import { problemText, useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
import { devicesCopy } from '../../content/dashboard';

const entryOf = (wire: SignedInDevice): DeviceEntry => ({
  id: wire.id, current: wire.current, browser: wire.browser, device: wire.device, ip: wire.ip, place: wire.place,
  signedInAt: Date.parse(wire.signed_in_at), lastSeenAt: Date.parse(wire.last_seen_at),
});

/** The app's side of the signed-in devices machine: the list, and signing out one or every other one. */
export const signedInDevicesBindings = {
  actors: {
    // Not aborted when the actor stops: the machine starts in this load, and under StrictMode
    // @xstate/react restarts it from its snapshot, where an aborted first load would be a failure.
    listDevices: fromPromise<DeviceEntry[]>(async () => (await api.sessions({}, DEVICES_FALLBACKS.load)).sessions.map(entryOf)),
    endDevice: fromPromise<unknown, { id: string }>(({ input, signal }) => api.endSession({ params: { id: input.id }, signal }, DEVICES_FALLBACKS.end)),
    endOtherDevices: fromPromise<unknown>(({ signal }) => api.endOtherSessions({ signal }, DEVICES_FALLBACKS.end)),
  },
} satisfies FlowBindings<typeof signedInDevicesMachine>;

export function selectSignedInDevicesView(snapshot: SnapshotFrom<typeof signedInDevicesMachine>) {
  const { devices, ending, error } = snapshot.context;
  const loaded = !snapshot.hasTag('loading') && !snapshot.hasTag('loadFailed');
  return {
    /** Null until the list has loaded. */
    devices: loaded ? devices : null,
    loadError: snapshot.hasTag('loadFailed') ? error : null,
    problem: problemText(snapshot, { failed: error }),
    note: problemText(snapshot, { ended: devicesCopy.ended, endedOthers: devicesCopy.endedOthers }),
    /** The device being signed out, while it is. */
    ending,
    endingOthers: snapshot.hasTag('signingOutOthers'),
    busy: snapshot.hasTag('busy'),
    /** Whether any device but this one is signed in (the "sign out every other device" button). */
    hasOthers: devices.some((device) => !device.current),
  };
}

export type SignedInDevicesView = ReturnType<typeof selectSignedInDevicesView>;

/** The signed-in devices card: the live sessions and what the investor can end. */
export interface SignedInDevicesApi {
  view: SignedInDevicesView;
  /** Load the list again after it failed to load. */
  retry(): void;
  /** Sign out the device `id`. */
  end(id: string): void;
  /** Sign out every device but this one. */
  endOthers(): void;
}

export function connectSignedInDevices(snapshot: SnapshotFrom<typeof signedInDevicesMachine>, send: FlowSend<typeof signedInDevicesMachine>): SignedInDevicesApi {
  return {
    view: selectSignedInDevicesView(snapshot),
    retry: () => send({ type: 'devices.retry' }),
    end: (id) => send({ type: 'device.end', id }),
    endOthers: () => send({ type: 'devices.endOthers' }),
  };
}

export function useSignedInDevices(): SignedInDevicesApi {
  return useFlow(signedInDevicesMachine, signedInDevicesBindings, connectSignedInDevices);
}
