/** Passkeys on the wire, from the machine's example entries. */
import type { PasskeyWire } from '../../../contract/account';
import type { PasskeyEntry } from '../../../machines/account/passkeys.machine';

export const passkeyWire = (entry: PasskeyEntry): PasskeyWire => ({
  id: entry.id, name: entry.name, created_at: new Date(entry.createdAt).toISOString(),
  last_used_at: entry.lastUsedAt === null ? null : new Date(entry.lastUsedAt).toISOString(),
});

export const passkeysWire = (entries: readonly PasskeyEntry[]) => ({ passkeys: entries.map(passkeyWire) });
