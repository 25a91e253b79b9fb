/**
 * Password hashing (argon2id, run on libuv's thread pool so the event loop never blocks) and the
 * password policy of DESIGN.md section 4: 8 to 128 characters, no composition rules, no truncation,
 * the 3000 most common passwords refused.
 */
import { readFileSync } from 'node:fs';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { Argon2Params } from '../config';

const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);

// Algorithm.Argon2id; the package's enum is a const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The first problem with a new password, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length; // characters, not UTF-16 units
  if (length < PASSWORD_MIN) return `This password is too short. It must contain at least ${PASSWORD_MIN} characters.`;
  if (length > PASSWORD_MAX) return `This password is too long. It must contain at most ${PASSWORD_MAX} characters.`;
  if (COMMON.has(password.toLowerCase())) return 'This password is too common. Please choose another.';
  return null;
}

export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  constructor(private readonly params: Argon2Params) {}

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, ...this.params });
  }

  async verify(storedHash: string, password: string): Promise<boolean> {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  }

  /** Spend the same time as a real check, so unknown e-mails answer as slowly as known ones. */
  async verifyDummy(password: string): Promise<void> {
    this.dummy ??= this.hash('dummy-password-for-timing');
    await this.verify(await this.dummy, password);
  }
}
