/**
 * Whether this browser has WebAuthn at all (the passkey buttons show only then). Apart from the
 * ceremonies (./passkeys.ts), which a page loads only when a passkey is used.
 */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
