/** Signed-in devices on the wire, from the machine's example entries. */
import type { SignedInDevice } from '../../../contract/account';
import type { DeviceEntry } from '../../../machines/account/signedInDevices.machine';

export const deviceWire = (entry: DeviceEntry): SignedInDevice => ({
  id: entry.id, current: entry.current, browser: entry.browser, device: entry.device, ip: entry.ip, place: entry.place,
  signed_in_at: new Date(entry.signedInAt).toISOString(), last_seen_at: new Date(entry.lastSeenAt).toISOString(),
});

export const devicesWire = (entries: readonly DeviceEntry[]) => ({ sessions: entries.map(deviceWire) });
