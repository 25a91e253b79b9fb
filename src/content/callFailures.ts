/**
 * What a refused call says when the server sends no words of its own (specification section 8's
 * fallbacks, and those of the screens added since), by the screen that makes the call.
 */
export const INVESTOR_FALLBACKS = {
  load: 'We could not load your account right now. Please try again.',
  deposit: 'We could not start the deposit. Please try again.',
  report: 'We could not record your payment. Please try again.',
  requote: 'We could not get a new quote. Please try again.',
  withdraw: 'We could not submit the withdrawal. Please try again.',
  action: 'We could not complete this action. Please try again.',
  profile: 'We could not save your profile. Please try again.',
  password: 'We could not change your password. Please try again.',
  export: 'We could not export the transactions. Please try again.',
} as const;

export const DEVICES_FALLBACKS = {
  load: 'We could not load your signed-in devices. Please try again.',
  end: 'We could not sign that device out. Please try again.',
} as const;

export const TWO_FACTOR_FALLBACKS = {
  load: 'We could not load your two-factor settings. Please try again.',
  change: 'We could not change your two-factor settings. Please try again.',
} as const;

export const STEP_UP_FALLBACKS = {
  load: 'We could not open the confirmation. Please try again.',
  prove: "We could not confirm it's you. Please try again.",
} as const;

export const PASSKEY_FALLBACKS = {
  load: 'We could not load your passkeys. Please try again.',
  add: 'We could not add the passkey. Please try again.',
  remove: 'We could not remove the passkey. Please try again.',
  signIn: 'We could not sign you in with a passkey. Please try again.',
  /** The investor closed the browser's dialog, or it timed out. */
  cancelled: 'The passkey request was cancelled or timed out. Please try again.',
  alreadyAdded: 'This passkey is already on your account.',
  unsupported: 'This browser cannot use passkeys.',
} as const;
