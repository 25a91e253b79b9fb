import { useSyncExternalStore } from 'react';
import { browserHasPasskeys } from '../../api/passkeySupport';

// Whether a browser has WebAuthn never changes while the page is open.
const subscribeToNothing = () => () => {};

/**
 * Whether to offer passkeys: yes in the prerendered page and while it hydrates (so the markup
 * matches, and nothing moves in the browsers that have them, nearly all), then what this browser
 * can do.
 */
export function usePasskeySupport(): boolean {
  return useSyncExternalStore(subscribeToNothing, browserHasPasskeys, () => true);
}
