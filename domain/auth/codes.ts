/**
 * The shape of a one-time code: the code e-mailed at sign-up and an authenticator app's code are
 * both six digits (specification section 5; RFC 6238's usual length).
 */

export const CODE_DIGITS = 6;

const WHOLE_CODE = new RegExp(`^\\d{${CODE_DIGITS}}$`);

/** Whether `code` is exactly a one-time code's digits, nothing else. */
export function isOneTimeCode(code: string): boolean {
  return WHOLE_CODE.test(code);
}
