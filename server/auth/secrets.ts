/** Random values and one-way hashes for codes and tokens stored in the database. */
import { createHash, createHmac, hkdfSync, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { CODE_DIGITS } from '../../domain/auth/codes';

export const newId = (): string => randomUUID();

/** 256 random bits, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Six digits from a secure random source. */
export const randomOtp = (): string => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** Keyed hash: a 6-digit code is too small a space for a plain hash to protect it. */
export const hmac = (key: string, value: string): string => createHmac('sha256', key).update(value).digest('base64url');

/**
 * A key of its own for one purpose, derived from the server secret (HKDF-SHA256), so no two jobs
 * share a key: the secret signs tokens, and the one-time codes are hashed with a derived key.
 */
export const deriveKey = (secret: string, purpose: string): string =>
  Buffer.from(hkdfSync('sha256', secret, '', `acme-invest ${purpose}`, 32)).toString('base64url');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Short, readable referral code (no 0/O/1/I confusion). */
export function referralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
