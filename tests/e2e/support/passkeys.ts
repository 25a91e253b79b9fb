/**
 * Passkeys in Chromium: a CDP virtual authenticator (a platform authenticator with resident keys
 * and user verification that always says yes) stands in for the fingerprint reader, and the page
 * is opened under the name `localhost`, since WebAuthn refuses an IP address as the relying party.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { test, type Page } from '@playwright/test';

/** The relying party's name in the browser tests (the e2e server's APP_URL host). */
export const RP_ID = 'localhost';

/** `path` on the test server, addressed as http://localhost:PORT. */
export function underName(path: string): string {
  const base = new URL(String(test.info().project.use.baseURL));
  base.hostname = RP_ID;
  return new URL(path, base).toString();
}

export interface VirtualAuthenticator {
  /** The passkeys it holds now. */
  passkeys(): Promise<{ credentialId: string; rpId?: string; signCount: number }[]>;
  /** Puts a passkey for this site on it, as if made earlier (for a walk whose server is faked). */
  addPasskey(userHandle: string): Promise<void>;
}

export async function virtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    passkeys: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    async addPasskey(userHandle) {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      await cdp.send('WebAuthn.addCredential', {
        authenticatorId,
        credential: {
          credentialId: randomBytes(16).toString('base64'), isResidentCredential: true, rpId: RP_ID,
          privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
          userHandle: Buffer.from(userHandle).toString('base64'), signCount: 0,
        },
      });
    },
  };
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** What a server asks the browser to make a passkey with (the shape `@simplewebauthn/server` gives). */
export function creationOptions() {
  return {
    challenge: base64url(randomBytes(32)),
    rp: { name: 'Acme Invest', id: RP_ID },
    user: { id: base64url(Buffer.from('walk-investor')), name: 'ada@example.com', displayName: 'Ada Lovelace' },
    pubKeyCredParams: [{ type: 'public-key', alg: -7 }, { type: 'public-key', alg: -257 }],
    timeout: 60_000,
    attestation: 'none',
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  };
}

/** What a server asks the browser to sign in with any of the site's passkeys. */
export function requestOptions() {
  return { challenge: base64url(randomBytes(32)), rpId: RP_ID, timeout: 60_000, userVerification: 'required' };
}
