/**
 * Pure form rules of specification section 5, shared by the auth machines' guards. They answer
 * "is this field set filled in?" and "do these match?"; the alert texts live in src/content/auth.ts.
 */

/** True when any of the values is blank after trimming. */
export function hasBlank(values: readonly (string | undefined)[]): boolean {
  return values.some((value) => !value || !value.trim());
}

/** Password and confirmation must be identical (no trimming: spaces are part of a password). */
export function passwordsDiffer(password: string, confirmation: string): boolean {
  return password !== confirmation;
}

/** A one-time code as the user may paste it ("123 456") reduced to what the server expects. */
export function normaliseCode(code: string): string {
  return code.replace(/\s+/g, '');
}

/** The resend countdown shows whole seconds; a restored wait of 12.3 s shows 13. */
export function wholeSeconds(milliseconds: number): number {
  return Math.max(0, Math.ceil(milliseconds / 1000));
}

