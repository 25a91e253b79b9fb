/**
 * Secrets the server must read back (the authenticator-app secrets), sealed at rest with
 * AES-256-GCM under TWO_FACTOR_KEY: a stolen database alone yields no code generator.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export class SecretBox {
  private readonly key: Buffer;

  /** `key`: 32 bytes, base64url (Config.twoFactorKey). */
  constructor(key: string) {
    this.key = Buffer.from(key, 'base64url');
    if (this.key.length !== 32) throw new Error('The secret box needs a 32-byte key.');
  }

  /** "v1.<iv>.<tag>.<ciphertext>", base64url parts; `context` binds the text to its owner. */
  seal(plaintext: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The plaintext; throws when the text was altered, sealed for another owner, or with another key. */
  open(sealed: string, context: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed secret.');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}
