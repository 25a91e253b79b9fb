/**
 * JSON schemas for request bodies (strict: no coercion, unknown fields stripped, strings bounded)
 * and the small checks a schema cannot express well.
 */
import { fieldError } from './errors';

export const LIMITS = { name: 100, email: 254, password: 128, token: 2048, code: 16, message: 5000, ref: 64 } as const;

export const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** An amount of money in whole cents: never negative, never beyond a billion dollars. */
export const cents = { type: 'integer', minimum: 0, maximum: 100_000_000_000 } as const;

/** One of a few words. */
export const oneOf = (...values: string[]) => ({ type: 'string', enum: values }) as const;

type BodyProperty =
  | { type: 'string'; maxLength: number }
  | { type: 'string'; enum: readonly string[] }
  | { type: 'integer'; minimum: number; maximum: number }
  | { type: 'boolean' }
  | { type: 'object' };

/** A body schema: every listed key is bounded; unknown keys are removed before handlers see them. */
export function bodySchema(properties: Record<string, BodyProperty>, required: string[]) {
  return { type: 'object', additionalProperties: false, properties, required } as const;
}

/** A nested JSON object checked by whoever reads it (a WebAuthn answer, by the WebAuthn library). */
export const jsonObject = { type: 'object' } as const;

/** A path with one `:id` (a record's id). */
export const idParams = { type: 'object', properties: { id: str(64) }, required: ['id'] } as const;

/** A `?page=N` query (1 when absent); `pageOf` reads it. */
export const pageQuery = { type: 'object', properties: { page: { type: 'string', pattern: '^[0-9]{1,6}$' } } } as const;
export const pageOf = (query: { page?: string }) => Math.max(1, Number(query.page ?? 1));

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The start (UTC midnight, epoch ms) of a YYYY-MM-DD day, or a field error naming `field`. */
export function dayStart(value: string | undefined, field: string): number | undefined {
  if (!value) return undefined;
  const ms = DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  if (Number.isNaN(ms)) throw fieldError(field, 'Enter a date as YYYY-MM-DD.');
  return ms;
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
