/** Examples for the account-security machines (signed-in devices, two-factor sign-in, passkeys). */
import type { PasskeyEntry, passkeysMachine } from '../account/passkeys.machine';
import type { stepUpMachine } from '../account/stepUp.machine';
import type { DeviceEntry, signedInDevicesMachine } from '../account/signedInDevices.machine';
import type { twoFactorSettingsMachine } from '../account/twoFactorSettings.machine';
import { failed, failedWith } from './failures';
import type { Examples } from './types';
import { SERVER_BUSY } from './auth';

const AT = Date.UTC(2026, 10, 24, 9, 30);

/** The session in use and two others: one to end alone, one left for "sign out every other device". */
export const EXAMPLE_DEVICES: readonly DeviceEntry[] = [
  { id: 'this-laptop', current: true, browser: 'Chrome 131', device: 'Windows', ip: '198.51.100.4', place: 'United Kingdom', signedInAt: AT, lastSeenAt: AT + 3_600_000 },
  { id: 'phone', current: false, browser: 'Safari 17', device: 'iOS (iPhone)', ip: '203.0.113.7', place: 'Germany', signedInAt: AT - 86_400_000, lastSeenAt: AT },
  { id: 'tablet', current: false, browser: 'Firefox 133', device: 'Android', ip: null, place: null, signedInAt: AT - 2 * 86_400_000, lastSeenAt: AT - 86_400_000 },
];

export const signedInDevicesExamples = {
  'devices.retry': [{}],
  'device.end': [{ id: 'phone' }],
  'devices.endOthers': [{}],
  'xstate.done.actor.listDevices': [{ output: [...EXAMPLE_DEVICES] }],
  'xstate.error.actor.listDevices': failed,
  'xstate.done.actor.endDevice': [{ output: {} }],
  'xstate.error.actor.endDevice': failedWith('That device could not be signed out. Please try again.'),
  'xstate.done.actor.endOtherDevices': [{ output: {} }],
  'xstate.error.actor.endOtherDevices': failedWith('The other devices could not be signed out. Please try again.'),
} satisfies Examples<typeof signedInDevicesMachine>;

/** A secret as the server gives it (base32), with the address its QR code holds. */
export const EXAMPLE_SECRET = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Acme%20Invest:ada%40example.com?issuer=Acme%20Invest&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
};

export const EXAMPLE_RECOVERY_CODES = [
  'ABCDE-FGHJK', 'MNPQR-STWXY', 'Z2345-6789A', 'BCDEF-GHJKM', 'NPQRS-TWXYZ',
  '23456-789AB', 'CDEFG-HJKMN', 'PQRST-WXYZ2', '34567-89ABC', 'DEFGH-JKMNP',
];

/** A new set, made from the profile: the old codes stop working. */
export const EXAMPLE_NEW_RECOVERY_CODES = [
  'EFGHJ-KMNPQ', 'RSTWX-YZ234', '56789-ABCDE', 'FGHJK-MNPQR', 'STWXY-Z2345',
  '6789A-BCDEF', 'GHJKM-NPQRS', 'TWXYZ-23456', '789AB-CDEFG', 'HJKMN-PQRST',
];

export const twoFactorSettingsExamples = {
  'twoFactor.retry': [{}],
  'twoFactor.setUp': [{}],
  'code.submit': [{ code: ' ' }, { code: '123456' }],
  'enrolment.cancel': [{}],
  'codes.done': [{}],
  'twoFactor.turnOff': [{}],
  'turnOff.submit': [{ password: '', code: '123456' }, { password: 'correct horse battery staple', code: '654321' }],
  'turnOff.cancel': [{}],
  'xstate.done.actor.loadStatus': [{ output: { enabled: false, recoveryCodesLeft: 0 } }, { output: { enabled: true, recoveryCodesLeft: 7 } }],
  'xstate.error.actor.loadStatus': failed,
  'xstate.done.actor.startSetUp': [{ output: EXAMPLE_SECRET }],
  'xstate.error.actor.startSetUp': failed,
  'xstate.done.actor.enable': [{ output: EXAMPLE_RECOVERY_CODES }],
  'xstate.error.actor.enable': [{ error: new Error('That code is not valid. Enter the current code from your authenticator app.') }],
  'xstate.done.actor.disable': [{ output: {} }],
  'xstate.error.actor.disable': [{ error: new Error('Your password is not correct.') }],
  'recoveryCodes.regenerate': [{}],
  'recoveryCodes.confirm': [{}],
  'recoveryCodes.cancel': [{}],
  'xstate.done.actor.regenerateCodes': [{ output: EXAMPLE_NEW_RECOVERY_CODES }],
  'xstate.error.actor.regenerateCodes': [{ error: new Error('Two-factor sign-in is off, so there are no recovery codes to replace.') }],
} satisfies Examples<typeof twoFactorSettingsMachine>;

/** Two passkeys: one used to sign in, one never used yet; and the list once a third is added. */
export const EXAMPLE_PASSKEYS: readonly PasskeyEntry[] = [
  { id: 'laptop-key', name: 'Work laptop', createdAt: AT - 7 * 86_400_000, lastUsedAt: AT },
  { id: 'phone-key', name: 'Phone', createdAt: AT - 86_400_000, lastUsedAt: null },
];
export const EXAMPLE_PASSKEYS_AFTER_ADDING: readonly PasskeyEntry[] = [
  ...EXAMPLE_PASSKEYS,
  { id: 'new-key', name: 'Home desktop', createdAt: AT + 3_600_000, lastUsedAt: null },
];

export const passkeysExamples = {
  'passkeys.retry': [{}],
  'passkey.add': [{ name: 'Home desktop' }],
  'passkey.remove': [{ id: 'phone-key' }],
  // None yet, or two.
  'xstate.done.actor.listPasskeys': [{ output: [] }, { output: [...EXAMPLE_PASSKEYS] }],
  'xstate.error.actor.listPasskeys': failed,
  'xstate.done.actor.addPasskey': [{ output: [...EXAMPLE_PASSKEYS_AFTER_ADDING] }],
  'xstate.error.actor.addPasskey': [{ error: new Error('The passkey request was cancelled or timed out. Please try again.') }],
  'xstate.done.actor.removePasskey': [{ output: {} }],
  'xstate.error.actor.removePasskey': failed,
} satisfies Examples<typeof passkeysMachine>;

/** A refused proof as the app's actor rejects: the server's message, which names no field. */
const wrongProof = (message: string) => ({ error: { kind: 'wrongProof', message } as const });

export const stepUpExamples = {
  'stepUp.request': [{}],
  'stepUp.retry': [{}],
  // Nothing typed; the password alone (all that is asked without two-factor sign-in); the password and a code.
  'stepUp.submit': [{ password: '', code: '' }, { password: 'correct horse battery staple', code: '' }, { password: 'correct horse battery staple', code: '123456' }],
  'stepUp.passkey': [{}],
  'stepUp.cancel': [{}],
  // Password only; or a code field and the passkey choice too.
  'xstate.done.actor.loadOptions': [{ output: { twoFactor: false, passkeys: false } }, { output: { twoFactor: true, passkeys: true } }],
  'xstate.error.actor.loadOptions': failed,
  'xstate.done.actor.prove': [{ output: {} }],
  'xstate.error.actor.prove': [
    // The password alone, or the password and a code: one answer whichever was wrong.
    wrongProof('Your password is not correct.'),
    wrongProof('Your password or code is not correct.'),
    // Locked for a while (429 with a Retry-After): neither field is to blame.
    { error: { kind: 'throttled', message: 'Too many attempts. Please try again in 15 minutes.', retryAfterMs: 900_000 } },
    // Too busy to hash the password: the dialog waits, then proves once more by itself.
    { error: SERVER_BUSY },
  ],
  'xstate.done.actor.proveWithPasskey': [{ output: {} }],
  'xstate.error.actor.proveWithPasskey': [{ error: new Error('The passkey request was cancelled or timed out. Please try again.') }],
} satisfies Examples<typeof stepUpMachine>;
