/**
 * The small checks a schema cannot express well. The schemas themselves (strict: no coercion,
 * unknown fields stripped, strings bounded) are the contract's (contract/schema.ts and the
 * endpoints in contract/*Endpoints.ts).
 */
import { fieldError } from './errors';

/** The page of a `?page=N` query (1 when absent). */
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
