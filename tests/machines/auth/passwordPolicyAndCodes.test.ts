/** The account rules the server and the app share: the password policy and a one-time code's shape. */
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from '../../../domain/auth/passwordPolicy';
import { CODE_DIGITS, isOneTimeCode } from '../../../domain/auth/codes';

const neverCommon = () => false;

describe('the password policy', () => {
  it('takes 8 to 128 characters, counted as characters, not UTF-16 units', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([8, 128]);
    expect(passwordProblem('a'.repeat(7), neverCommon)).toBe('This password is too short. It must contain at least 8 characters.');
    expect(passwordProblem('a'.repeat(8), neverCommon)).toBeNull();
    expect(passwordProblem('a'.repeat(128), neverCommon)).toBeNull();
    expect(passwordProblem('a'.repeat(129), neverCommon)).toBe('This password is too long. It must contain at most 128 characters.');
    // Seven emoji are 14 UTF-16 units, still seven characters.
    expect(passwordProblem('🙂'.repeat(7), neverCommon)).toMatch(/too short/);
  });

  it('refuses a password the list calls common, and asks the list only about a password of the right length', () => {
    const asked: string[] = [];
    const common = (password: string) => { asked.push(password); return password === 'password123'; };
    expect(passwordProblem('password123', common)).toBe('This password is too common. Please choose another.');
    expect(passwordProblem('short', common)).toMatch(/too short/);
    expect(asked).toEqual(['password123']);
  });
});

describe('a one-time code', () => {
  it('is six digits and nothing else', () => {
    expect(CODE_DIGITS).toBe(6);
    expect(isOneTimeCode('012345')).toBe(true);
    for (const other of ['12345', '1234567', '12345a', ' 123456', '123456\n', '']) expect(isOneTimeCode(other)).toBe(false);
  });
});
