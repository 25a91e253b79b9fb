/**
 * JSON schemas for request bodies (strict: no coercion, unknown fields stripped, strings bounded)
 * and the small checks a schema cannot express well.
 */
import { fieldError } from './errors';

export const LIMITS = { name: 100, email: 254, password: 128, token: 2048, code: 16, message: 5000, ref: 64 } as const;

export const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** A body schema: every listed key is a bounded string; unknown keys are removed before handlers see them. */
export function bodySchema(properties: Record<string, { type: 'string'; maxLength: number }>, required: string[]) {
  return { type: 'object', additionalProperties: false, properties, required } as const;
}

// Deliberately simple: one @, no spaces, a dot in the domain. Delivery proves the rest.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(value: string, field = 'email'): string {
  const email = value.trim().toLowerCase();
  if (!email) throw fieldError(field, 'This field may not be blank.');
  if (!EMAIL.test(email)) throw fieldError(field, 'Enter a valid email address.');
  return email;
}

// Control characters never belong in names or messages (newlines are allowed in messages).
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function cleanText(value: string, field: string, { multiline = false } = {}): string {
  const text = value.trim();
  if (!text) throw fieldError(field, 'This field may not be blank.');
  if (CONTROL.test(text) || (!multiline && /[\r\n]/.test(text))) throw fieldError(field, 'This field contains characters that are not allowed.');
  return text.normalize('NFC');
}
