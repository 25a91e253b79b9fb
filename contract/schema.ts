/**
 * The building blocks of the wire schemas (TypeBox: each is a plain JSON Schema that the server's
 * validator reads as it is, and a TypeScript type through `Static`). Bodies are strict: every
 * string bounded, unknown keys removed by the server before a handler sees them.
 */
import { Type, type TProperties, type TSchema } from 'typebox';
import type { ApiErrorCode, ErrorAnswers } from './errors';

import { LIMITS } from './limits';

export { LIMITS };

/** A string of at most `maxLength` characters. */
export const str = (maxLength: number) => Type.String({ maxLength });

/** An amount of money in whole cents: never negative, never beyond a billion dollars. */
export const cents = Type.Integer({ minimum: 0, maximum: 100_000_000_000 });

/** One of a few words. */
export const oneOf = <const Values extends string[]>(...values: Values) => Type.Enum(values, { type: 'string' });

/** A request body: the keys not marked `Type.Optional` are required; unknown keys are removed. */
export const body = <const Properties extends TProperties>(properties: Properties) =>
  Type.Object(properties, { additionalProperties: false });

/** A nested JSON object checked by whoever reads it (a WebAuthn answer, by the WebAuthn library). */
export const jsonObject = Type.Record(Type.String(), Type.Unknown());

/** A path with one `:id` (a record's id), at most `maxLength` characters. */
export const idParams = (maxLength = 64) => Type.Object({ id: str(maxLength) });

/** A `?page=N` query (1 when absent). */
export const page = Type.String({ pattern: '^[0-9]{1,6}$' });

/** A time as ISO 8601 text. */
export const isoTime = Type.String();

/** An error body that may carry one of `codes` (field errors add their own keys). */
export const errorBody = (codes: readonly ApiErrorCode[]) => Type.Object({
  detail: Type.String(),
  ...(codes.length > 0 ? { code: Type.Optional(Type.Enum([...codes])) } : {}),
}, { additionalProperties: true, description: codes.length > 0 ? `Refused; code: ${codes.join(', ')}` : 'Refused' });

/** `errors` as response schemas by status, for a route's schema and the OpenAPI document. */
export function errorSchemas(errors: ErrorAnswers): Record<string, TSchema> {
  return Object.fromEntries(Object.entries(errors).map(([status, codes]) => [status, errorBody(codes)]));
}
