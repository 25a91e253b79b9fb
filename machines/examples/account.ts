/** Examples for the account-security machines (signed-in devices). */
import type { DeviceEntry, signedInDevicesMachine } from '../account/signedInDevices.machine';
import type { Examples } from './types';

const failed = [{ error: new Error('The request failed. Please try again.') }] as const;

const AT = Date.UTC(2026, 10, 24, 9, 30);

/** The session in use and two others: one to end alone, one left for "sign out every other device". */
export const EXAMPLE_DEVICES: readonly DeviceEntry[] = [
  { id: 'this-laptop', current: true, browser: 'Chrome 131', device: 'Windows', ip: '198.51.100.4', signedInAt: AT, lastSeenAt: AT + 3_600_000 },
  { id: 'phone', current: false, browser: 'Safari 17', device: 'iOS (iPhone)', ip: '203.0.113.7', signedInAt: AT - 86_400_000, lastSeenAt: AT },
  { id: 'tablet', current: false, browser: 'Firefox 133', device: 'Android', ip: null, signedInAt: AT - 2 * 86_400_000, lastSeenAt: AT - 86_400_000 },
];

export const signedInDevicesExamples = {
  'devices.retry': [{}],
  'device.end': [{ id: 'phone' }],
  'devices.endOthers': [{}],
  'xstate.done.actor.listDevices': [{ output: [...EXAMPLE_DEVICES] }],
  'xstate.error.actor.listDevices': failed,
  'xstate.done.actor.endDevice': [{ output: {} }],
  'xstate.error.actor.endDevice': failed,
  'xstate.done.actor.endOtherDevices': [{ output: {} }],
  'xstate.error.actor.endOtherDevices': failed,
} satisfies Examples<typeof signedInDevicesMachine>;
