/**
 * The password policy (DESIGN.md section 4): 8 to 128 characters, no composition rules, no
 * truncation, and none of the most common passwords. The list of common passwords is the
 * server's (a file it reads at start), so it is passed in.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The first problem with a new password, or null when it is acceptable. */
export function passwordProblem(password: string, isCommon: (password: string) => boolean): string | null {
  const length = [...password].length; // characters, not UTF-16 units
  if (length < PASSWORD_MIN) return `This password is too short. It must contain at least ${PASSWORD_MIN} characters.`;
  if (length > PASSWORD_MAX) return `This password is too long. It must contain at most ${PASSWORD_MAX} characters.`;
  if (isCommon(password)) return 'This password is too common. Please choose another.';
  return null;
}
