/**
 * The profile's security cards (two-factor sign-in, passkeys, signed-in devices) and the step-up
 * dialog, as the investor must see them, written once on the test side.
 *
 * Sources: the specification (../shared/spec/investment-platform.md) has none of these; the
 * investor account security requirements asked for the three cards, ../shared/DESIGN.md section 4
 * ("Step-up") for the dialog. Where a requirement fixes a fact (ten recovery codes), it is
 * quoted; every text below otherwise has no written source: it is the product's own wording,
 * decided with the screen, copied here word for word. Change it here on purpose when the
 * product's wording changes.
 */

/** The two-factor requirement: "receive ten one-time recovery codes". */
export const RECOVERY_CODE_COUNT = 10;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * "24 Nov 2026, 09:30": a moment as the cards show it, on the reader's own clock and calendar
 * (their time zone), in British English (the day first, September written "Sept", a 24-hour clock).
 */
export function dateAndTimeText(at: number): string {
  const when = new Date(at);
  const day = `${when.getDate()} ${MONTHS[when.getMonth()]} ${when.getFullYear()}`;
  return `${day}, ${twoDigits(when.getHours())}:${twoDigits(when.getMinutes())}`;
}

/** The two-factor sign-in card. */
export const TWO_FACTOR_CARD = {
  title: 'Two-factor sign-in',
  // Off, and setting it up.
  offIntro: 'Off. Add a second step to signing in: a 6-digit code from an authenticator app on your phone.',
  setUp: 'Set up two-factor sign-in',
  starting: 'Preparing…',
  qrLabel: 'QR code for your authenticator app',
  typeKey: 'Can’t scan it? Enter this key in the app instead:',
  code: 'Code from the app',
  codeRequired: 'Please enter the 6-digit code from your authenticator app.',
  confirm: 'Turn on',
  confirming: 'Turning on…',
  cancel: 'Cancel',
  // The recovery codes, shown once.
  onTitle: 'Two-factor sign-in is on.',
  codesLabel: 'Recovery codes',
  download: 'Download codes',
  codesFile: 'acme-invest-recovery-codes.txt',
  codesSaved: 'I have saved my codes',
  copyCodes: 'Copy codes',
  // On: new codes, or turning it off.
  onIntro: (left: number) =>
    `On. Signing in asks for a code from your authenticator app. ${left} of ${RECOVERY_CODE_COUNT} recovery codes left.`,
  regenerate: 'Make new recovery codes',
  regenerateIntro: `Make a new set of ${RECOVERY_CODE_COUNT} recovery codes? The codes you have now stop working.`,
  confirmRegenerate: 'Make new codes',
  makingCodes: 'Making new codes…',
  newCodesTitle: 'New recovery codes are ready. The old ones no longer work.',
  turnOff: 'Turn off two-factor sign-in',
  turnOffIntro: 'Enter your password and a current code from the app (or a recovery code) to turn it off.',
  password: 'Password',
  turnOffCode: 'Code from the app or a recovery code',
  turnOffRequired: 'Please enter your password and a code.',
  confirmTurnOff: 'Turn off',
  turningOff: 'Turning off…',
  turnedOff: 'Two-factor sign-in is off.',
} as const;

/** The passkeys card. */
export const PASSKEYS_CARD = {
  title: 'Passkeys',
  none: 'No passkeys yet.',
  unsupported: 'This browser cannot use passkeys. Try a recent Chrome, Safari, Edge or Firefox.',
  name: 'Name for a new passkey (optional)',
  add: 'Add a passkey',
  adding: 'Waiting for your passkey…',
  added: (when: string) => `Added ${when}`,
  lastUsed: (when: string) => `Last used ${when}`,
  neverUsed: 'Not used yet',
  remove: 'Remove',
  /** The remove button's accessible name: which passkey it removes. */
  removeLabel: (name: string) => `Remove passkey ${name}`,
  removing: 'Removing…',
  addedNote: 'Your passkey has been added. Next time, choose “Log in with a passkey”.',
  removedNote: 'The passkey has been removed.',
} as const;

/** The signed-in devices card. */
export const DEVICES_CARD = {
  title: 'Signed-in devices',
  thisDevice: 'This device',
  /** A device is named by its browser and system: "Chrome 131 on Windows". */
  deviceName: (browser: string, device: string) => `${browser} on ${device}`,
  address: (ip: string) => `Address ${ip}`,
  signedIn: (when: string) => `Signed in ${when}`,
  lastActive: (when: string) => `Last active ${when}`,
  /** Where the places come from, credited with a link (DB-IP's free database asks for it in its licence). */
  placesSource: 'DB-IP',
  placesSourceHref: 'https://db-ip.com',
  end: 'Sign out',
  /** A sign-out button's accessible name: which device it signs out. */
  endLabel: (deviceName: string) => `Sign out ${deviceName}`,
  ending: 'Signing out…',
  endOthers: 'Sign out every other device',
  endingOthers: 'Signing out…',
  onlyThisOne: 'No other device is signed in.',
  ended: 'That device has been signed out.',
  endedOthers: 'Every other device has been signed out.',
} as const;

/** The step-up dialog (DESIGN.md section 4, "Step-up"). */
export const STEP_UP = {
  title: "Confirm it's you",
  /** The dialog's description: why it asks, and for what. */
  why: (twoFactor: boolean) =>
    `For your security, enter your password${twoFactor ? ' and the code from your authenticator app' : ''} before you make this change.`,
  password: 'Password',
  code: 'Code from your authenticator app or a recovery code',
  /** Confirm pressed with a field left empty. */
  required: (twoFactor: boolean) => (twoFactor ? 'Please enter your password and the code.' : 'Please enter your password.'),
  confirm: 'Confirm',
  confirming: 'Confirming…',
  usePasskey: 'Use a passkey',
  passkeyPending: 'Waiting for your passkey…',
  cancel: 'Cancel',
  /** What the refused change says when the dialog was cancelled. */
  cancelled: "This change needs you to confirm it's you.",
  /** A proof that failed with neither the server's words nor a wait to tell (the step-up's own fallback). */
  failed: "We could not confirm it's you. Please try again.",
} as const;

/** The server's refusal of a sensitive change made without a fresh proof ("a token alone is refused with a clear code"). */
export const STEP_UP_REFUSAL = { detail: "Please confirm it's you to make this change.", code: 'step_up_required' } as const;

