/** Sealed secrets: readable with the key and for the owner they were sealed for, and only then. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from '../../server/auth/secret-box';

const key = () => randomBytes(32).toString('base64url');

describe('SecretBox', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const box = new SecretBox(key());
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'user-1')).not.toBe(sealed);
    expect(box.open(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key, another owner, and an altered text', () => {
    const box = new SecretBox(key());
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(() => new SecretBox(key()).open(sealed, 'user-1')).toThrow();
    // A sealed secret copied onto another account's row does not open there.
    expect(() => box.open(sealed, 'user-2')).toThrow();
    const parts = sealed.split('.');
    const altered = [...parts.slice(0, 3), `${parts[3]!.slice(0, -2)}AA`].join('.');
    expect(() => box.open(altered, 'user-1')).toThrow();
  });

  it('needs a 32-byte key', () => {
    expect(() => new SecretBox(randomBytes(16).toString('base64url'))).toThrow(/32-byte/);
  });
});
