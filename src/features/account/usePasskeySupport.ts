import { useSyncExternalStore } from 'react';
import { browserHasPasskeys } from '../../api/passkeys';

// Whether a browser has WebAuthn never changes while the page is open.
const subscribeToNothing = () => () => {};

/**
 * Whether to offer passkeys: false in the prerendered page and while it hydrates (so the markup
 * matches), then what this browser can do.
 */
export function usePasskeySupport(): boolean {
  return useSyncExternalStore(subscribeToNothing, browserHasPasskeys, () => false);
}
